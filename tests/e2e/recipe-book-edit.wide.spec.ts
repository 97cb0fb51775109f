import type { Locator, Page } from '@playwright/test';
import { expect, test } from './accounts-fixtures.ts';
import { chooseOption, expectNoAxeViolations } from './fixtures.ts';
import { PREPARED, choosePhoto, drawnImage } from './photo-fixtures.ts';
import { recipesPathOf, signedInWithRecipes } from './recipe-book-fixtures.ts';
import type { Recipe } from '../../src/shared/recipe-book/recipe-schema.ts';

/** One recipe as the server keeps it, or null while the write has not arrived. */
async function storedRecipe(page: Page, id: string): Promise<Recipe | null> {
  const response = await page.request.get(`/api/data/${await recipesPathOf(page)}/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Recipe | null;
}

const values = (group: Locator) =>
  group
    .getByRole('textbox')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));

/** Where each text first appears in `text`, which must be in the order given. */
function expectInOrder(text: string, parts: string[]) {
  const positions = parts.map((part) => text.indexOf(part));
  expect(
    positions.every((at) => at >= 0),
    `all of ${parts.join(' | ')} shown`,
  ).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

test('creates a recipe with a photo, then reorders, removes and renames it', async ({
  page,
  world,
}) => {
  // NOTE: one long flow (sign-up, many screens, reloads): on two busy cores it can pass
  // 30 s without being wrong, so it gets the slow allowance.
  test.slow();
  await signedInWithRecipes(page, world, [], 'editor');
  await page.goto('/recipe-book?view=new');
  await expect(page.getByRole('heading', { name: 'New recipe' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save recipe' });
  await expect(save).toBeEnabled();

  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('Lemon drizzle');
  await name.fill('');
  await expect(name).toHaveAccessibleDescription('Name is required');
  await name.fill('Lemon drizzle cake');
  await chooseOption(page.getByRole('combobox', { name: 'Type' }), 'Dessert');
  await page.getByRole('spinbutton', { name: 'Prep time (min)' }).fill('20');
  const cook = page.getByRole('spinbutton', { name: 'Cook time (min)' });
  await cook.fill('45');
  await expect(cook).toHaveAccessibleDescription('Total time: 1 h 5 min');

  // Ingredients from the keyboard: Enter adds the next line and puts the caret there.
  const ingredients = page.getByRole('group', { name: 'Ingredients' });
  await ingredients.getByRole('textbox', { name: 'Ingredient 1' }).fill('225 g butter, softened');
  await page.keyboard.press('Enter');
  await page.keyboard.type('3 eggs');
  await page.keyboard.press('Enter');
  await page.keyboard.type('2 lemons, zested');
  await ingredients.getByRole('button', { name: 'Add section' }).click();
  await page.keyboard.type('For the drizzle');
  await ingredients.getByRole('button', { name: 'Add ingredient' }).click();
  await page.keyboard.type('½ cup sugar');
  await expect(
    ingredients.getByRole('textbox', { name: 'Ingredient 4' }),
  ).toHaveAccessibleDescription('Read as: amount ½, unit cup, name sugar');

  const steps = page.getByRole('group', { name: 'Steps' });
  await steps.getByRole('textbox', { name: 'Step 1' }).fill('Beat the butter and sugar.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Fold in the eggs and zest.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Bake 45 minutes.');

  // The photo, chosen from the keyboard, is made ready and uploaded at once.
  await choosePhoto(page, 'cake.png', await drawnImage(page, 640, 480, 'image/png'));
  const photo = page.getByRole('group', { name: 'Photo' });
  await expect(photo.getByRole('status')).toHaveText('Photo added.', PREPARED);
  await expect(photo.getByRole('img', { name: "The recipe's photo" })).toBeVisible();

  await save.click();
  await expect(page).toHaveURL(/\/recipe-book\?recipe=[^&]+$/);
  const id = new URL(page.url()).searchParams.get('recipe')!;
  await expect(page.getByRole('heading', { level: 2, name: 'Lemon drizzle cake' })).toBeVisible();
  await expect
    .poll(() => storedRecipe(page, id))
    .toMatchObject({
      name: 'Lemon drizzle cake',
      type: 'dessert',
      prepMinutes: 20,
      cookMinutes: 45,
      servings: 4,
      ingredients: [
        { kind: 'ingredient', quantity: 225, unit: 'g', name: 'butter', note: 'softened' },
        { kind: 'ingredient', quantity: 3, name: 'eggs' },
        { kind: 'ingredient', quantity: 2, name: 'lemons', note: 'zested' },
        { kind: 'section', title: 'For the drizzle' },
        { kind: 'ingredient', quantity: 0.5, unit: 'cup', name: 'sugar' },
      ],
      steps: [
        { kind: 'step', text: 'Beat the butter and sugar.' },
        { kind: 'step', text: 'Fold in the eggs and zest.' },
        { kind: 'step', text: 'Bake 45 minutes.' },
      ],
      tags: [],
      favourite: false,
      photoId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  const { photoId } = (await storedRecipe(page, id))!;
  const file = await page.request.get(`/api/files/${photoId}`);
  expect(file.headers()['content-type']).toBe('image/png');
  const shown = page.getByRole('img', { name: 'Photo of Lemon drizzle cake' });
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(640);

  await page.goto('/recipe-book');
  await expect(
    page
      .getByRole('list', { name: 'Recipes' })
      .getByRole('heading', { name: 'Lemon drizzle cake' }),
  ).toBeVisible();

  // Editing: axe in the light theme, then reorder with buttons and keys, remove, rename.
  await page.goto(`/recipe-book?recipe=${id}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit recipe' })).toBeVisible();
  await expect(photo.getByRole('img', { name: "The recipe's photo" })).toBeVisible();
  await expectNoAxeViolations(page);

  await ingredients.getByRole('button', { name: "Move 'lemons' up" }).click();
  await ingredients.getByRole('textbox', { name: 'Ingredient 1' }).press('Alt+ArrowDown');
  await expect(ingredients.getByRole('textbox', { name: 'Ingredient 2' })).toBeFocused();
  await ingredients.getByRole('button', { name: "Remove 'eggs'" }).click();
  expect(await values(ingredients)).toEqual([
    '2 lemons, zested',
    '225 g butter, softened',
    'For the drizzle',
    '½ cup sugar',
  ]);
  await steps.getByRole('button', { name: 'Move step 3 up' }).click();
  // Focus stays on the moved row's button, now named for its new place.
  await expect(steps.getByRole('button', { name: 'Move step 2 up' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await values(steps)).toEqual([
    'Bake 45 minutes.',
    'Beat the butter and sugar.',
    'Fold in the eggs and zest.',
  ]);

  const saveChanges = page.getByRole('button', { name: 'Save changes' });
  await name.fill(' ');
  await expect(name).toHaveAccessibleDescription('Name is required');
  await saveChanges.click();
  await expect(name).toBeFocused();
  await name.fill('Lemon drizzle loaf');
  await saveChanges.click();
  await expect(page).toHaveURL(new RegExp(`/recipe-book\\?recipe=${id}$`));
  await expect.poll(async () => (await storedRecipe(page, id))?.name).toBe('Lemon drizzle loaf');

  await page.reload();
  const detail = page.getByRole('article', { name: 'Lemon drizzle loaf' });
  await expect(detail).toBeVisible();
  const text = await detail.innerText();
  expectInOrder(text, ['lemons', 'butter', 'For the drizzle', 'sugar']);
  expectInOrder(text, ['Bake', 'Beat the butter and sugar.', 'Fold in the eggs and zest.']);
  expect(text).not.toMatch(/^3 eggs/m);
  expect((await storedRecipe(page, id))!.ingredients.map((item) => item.kind)).toEqual([
    'ingredient',
    'ingredient',
    'section',
    'ingredient',
  ]);

  // The edit screen in the dark theme.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto(`/recipe-book?recipe=${id}&view=edit`);
  await expect(page.getByRole('heading', { name: 'Edit recipe' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await expectNoAxeViolations(page);
});
