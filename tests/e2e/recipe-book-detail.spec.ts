import type { Page } from '@playwright/test';
import { expect, test } from './accounts-fixtures.ts';
import { expectNoAxeViolations, presetTheme } from './fixtures.ts';
import { recipesPathOf, sampleRecipe, signedInWithRecipes } from './recipe-book-fixtures.ts';
import type { Recipe } from '../../src/shared/recipe-book/recipe-schema.ts';

const PASTA = sampleRecipe({
  cuisine: 'Italian',
  sourceUrl: 'https://example.com/pasta',
  notes: 'Save a cup of the pasta water.',
  steps: [
    { kind: 'step', text: 'Boil the spaghetti for 10 minutes.' },
    { kind: 'section', title: 'Sauce' },
    { kind: 'step', text: 'Warm the oil, fry the garlic, add the tomatoes and simmer 8 minutes.' },
    { kind: 'step', text: 'Bake at 400°F for 10-12 min and serve.' },
  ],
});
const LEMONADE = sampleRecipe({ name: 'Lemonade', type: 'beverage' });

const ingredients = (page: Page) =>
  page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');

/** The stored document, straight from the server. */
async function stored(page: Page, id: string): Promise<Recipe | null> {
  const response = await page.request.get(`/api/data/${await recipesPathOf(page)}/${id}`);
  return response.ok() ? ((await response.json()) as Recipe | null) : null;
}

test('a recipe scales, converts, keeps its favourite, prints, and returns after a delete', async ({
  page,
  world,
}) => {
  const [id] = await signedInWithRecipes(page, world, [PASTA, LEMONADE]);
  await page.goto(`/recipe-book?q=a&recipe=${id}`);
  await expect(page.getByRole('heading', { level: 2, name: PASTA.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to recipes' })).toHaveAttribute(
    'href',
    '/recipe-book?q=a',
  );
  await expect(page.getByRole('link', { name: /example\.com/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(page.getByRole('heading', { level: 4, name: 'For the sauce' })).toBeVisible();
  await expect(page.getByText('Bake at 400°F for 10-12 min and serve.')).toBeVisible();

  // Servings 4 → 6: quantities follow, in kitchen fractions.
  await page.getByRole('button', { name: 'More servings' }).click();
  await page.getByRole('button', { name: 'More servings' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('6');
  await expect(ingredients(page)).toHaveText([
    '600 g spaghetti',
    '3 tbsp olive oil',
    '4½ garlic cloves, sliced',
    '2¼ cups crushed tomatoes',
  ]);
  await page.getByText('Metric', { exact: true }).click();
  await expect(ingredients(page).nth(3)).toHaveText('530 ml crushed tomatoes');
  await expect(page.getByText('Bake at 200°C for 10-12 min and serve.')).toBeVisible();
  await page.getByText('US', { exact: true }).click();
  await expect(ingredients(page).first()).toHaveText('1¼ lb spaghetti');
  await page.getByText('As written', { exact: true }).click();
  await expect(ingredients(page).first()).toHaveText('600 g spaghetti');
  await expectNoAxeViolations(page);

  // The favourite is stored; the chosen servings stay for the tab.
  const favourite = page.getByRole('button', { name: 'Favourite' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await stored(page, id!))?.favourite).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(ingredients(page).first()).toHaveText('600 g spaghetti');

  // Printed, only the recipe shows.
  await page.emulateMedia({ media: 'print' });
  for (const name of ['Delete', 'Print', 'Favourite', 'More servings', 'Toggle theme']) {
    await expect(page.getByRole('button', { name })).toBeHidden();
  }
  await expect(page.getByRole('link', { name: 'Cook mode' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe Book' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: PASTA.name })).toBeVisible();
  await expect(ingredients(page).first()).toBeVisible();
  await expect(page.getByText('For 6 servings (recipe makes 4)')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Delete, confirmed, back to the list without it; Undo brings it back to stay.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete recipe?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/recipe-book\?q=a$/);
  const cards = page.getByRole('list', { name: 'Recipes' }).getByRole('heading');
  await expect(cards).toHaveText(['Lemonade']);
  await expect.poll(() => stored(page, id!)).toBeNull();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cards).toHaveText(['Lemonade', PASTA.name]);
  await expect.poll(async () => (await stored(page, id!))?.name).toBe(PASTA.name);
  await page.reload();
  await expect(cards).toHaveText(['Lemonade', PASTA.name]);
});

test('cook mode ticks off, steps through, keeps its place and runs timers', async ({
  page,
  world,
}) => {
  const [id] = await signedInWithRecipes(page, world, [PASTA]);
  await page.goto(`/recipe-book?recipe=${id}`);
  await page.getByRole('link', { name: 'Cook mode' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?recipe=${id}&view=cook$`));
  await expect(
    page.getByText(/^(Screen stays on|Your browser can't keep the screen on)$/),
  ).toBeVisible();

  const spaghetti = page.getByRole('checkbox', { name: '400 g spaghetti' });
  await spaghetti.check();
  await page.getByRole('checkbox', { name: 'Step 1 Done' }).check();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();

  await page.reload();
  await expect(spaghetti).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Step 1 Done' })).toBeChecked();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();

  // A time in a step is a one-tap timer; two run at once.
  await page.getByRole('button', { name: '10 minutes, start a timer' }).click();
  await page.getByRole('button', { name: '8 minutes, start a timer' }).click();
  const timer = page.getByRole('timer', { name: 'Step 1: 10 minutes: time left' });
  await expect(timer).toHaveText(/^(10:00|09:5\d)$/);
  await expect(timer).toHaveText(/^09:5\d$/);
  await expect(page.getByRole('timer', { name: 'Step 2: 8 minutes: time left' })).toHaveText(
    /^0[78]:\d\d$/,
  );
  await page.getByRole('button', { name: 'Pause Step 1: 10 minutes' }).click();
  await expect(page.getByRole('button', { name: 'Resume Step 1: 10 minutes' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Exit cook mode' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?recipe=${id}$`));
  await expect(page.getByRole('link', { name: 'Cook mode' })).toBeVisible();
});

test('detail and cook mode pass axe in the dark theme, and print black on white', async ({
  page,
  world,
}) => {
  await presetTheme(page, 'dark');
  const [id] = await signedInWithRecipes(page, world, [PASTA]);
  await page.goto(`/recipe-book?recipe=${id}`);
  await expect(page.getByRole('heading', { level: 2, name: PASTA.name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await expectNoAxeViolations(page);

  await page.emulateMedia({ media: 'print' });
  const ink = await page
    .getByRole('heading', { level: 2, name: PASTA.name })
    .evaluate((heading) => getComputedStyle(heading).color);
  expect(ink).toBe('rgb(0, 0, 0)');
  await page.emulateMedia({ media: 'screen' });

  await page.goto(`/recipe-book?recipe=${id}&view=cook`);
  await page.getByRole('checkbox', { name: '400 g spaghetti' }).check();
  await page.getByRole('button', { name: '10 minutes, start a timer' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expectNoAxeViolations(page);
});
