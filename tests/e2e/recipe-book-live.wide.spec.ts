import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectReadDenied,
  test,
  otherBrowsers,
  OFFLINE_ACCOUNT,
  writeStatus,
  type AccountsWorld,
} from './accounts-fixtures.ts';
import { chooseOption, deviceStoreHolds } from './fixtures.ts';
import { PREPARED, choosePhoto, drawnImage } from './photo-fixtures.ts';
import { recipesPathOf, sampleRecipe, signedInWithRecipes } from './recipe-book-fixtures.ts';
import { newId } from '../../src/data/ids.ts';
import type { Recipe } from '../../src/shared/recipe-book/recipe-schema.ts';

/**
 * The Recipe Book of one person on two devices: a recipe written, photographed and edited
 * on one shows on the other within a second, stays private to them, and survives the
 * network going away while both go on changing it.
 */

const recipeLink = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Recipes' }).getByRole('link', { name, exact: true });
const syncState = (on: Page) => on.locator('[role="status"][data-state]');
const heart = (on: Page) => on.getByRole('button', { name: /favourite/i });

const { secondBrowser, strangerBrowser } = otherBrowsers(251);

async function putRecipe(page: Page, world: AccountsWorld, path: string, name: string) {
  const response = await page.request.put(`/api/data/${path}/${newId()}`, {
    data: sampleRecipe({ name }),
    headers: { Origin: world.origin },
  });
  expect(response.status()).toBe(200);
}

/** One recipe as the server keeps it, or null while it is not there. */
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

/** Back on the network: the browser says so, as it does when a real connection returns. */
async function backOnline(page: Page) {
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

test('a cook writes a recipe with a photo and edits it; their other device keeps up, nobody else sees it', async ({
  page,
  browser,
  world,
}) => {
  // NOTE: one long story (sign-up, a photo, two devices, a stranger): on two busy cores it
  // can pass a minute without being wrong, so it gets the slow allowance.
  test.slow();
  await signedInWithRecipes(page, world, [sampleRecipe({ name: 'Shakshuka' })], 'editor');
  const path = await recipesPathOf(page);
  const other = await secondBrowser(browser, world, page.context());
  await other.goto('/recipe-book');
  await expect(recipeLink(other, 'Shakshuka')).toBeVisible();

  const name = page.getByRole('textbox', { name: 'Name' });
  const ingredients = page.getByRole('group', { name: 'Ingredients' });
  const steps = page.getByRole('group', { name: 'Steps' });
  const photo = page.getByRole('group', { name: 'Photo' });
  let id = '';

  await test.step('writes a new recipe from the keyboard, with a photo', async () => {
    await page.goto('/recipe-book?view=new');
    await expect(page.getByRole('heading', { name: 'New recipe' })).toBeVisible();
    await name.fill('Lemon drizzle cake');
    await chooseOption(page.getByRole('combobox', { name: 'Type' }), 'Dessert');
    await page.getByRole('spinbutton', { name: 'Prep time (min)' }).fill('20');
    const cook = page.getByRole('spinbutton', { name: 'Cook time (min)' });
    await cook.fill('45');
    await expect(cook).toHaveAccessibleDescription('Total time: 1 h 5 min');

    // Enter adds the next line and puts the caret there.
    await ingredients.getByRole('textbox', { name: 'Ingredient 1' }).fill('225 g butter, softened');
    await page.keyboard.press('Enter');
    await page.keyboard.type('3 eggs');
    await page.keyboard.press('Enter');
    await page.keyboard.type('2 lemons, zested');
    await ingredients.getByRole('button', { name: 'Add section' }).click();
    await page.keyboard.type('For the drizzle');
    await ingredients.getByRole('button', { name: 'Add ingredient' }).click();
    await page.keyboard.type('½ cup sugar');
    await steps.getByRole('textbox', { name: 'Step 1' }).fill('Beat the butter and sugar.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Fold in the eggs and zest.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Bake 45 minutes.');

    // The photo, chosen from the keyboard, is made ready and uploaded at once.
    await choosePhoto(page, 'cake.png', await drawnImage(page, 640, 480, 'image/png'));
    await expect(photo.getByRole('status')).toHaveText('Photo added.', PREPARED);
    await expect(photo.getByRole('img', { name: "The recipe's photo" })).toBeVisible();

    await page.getByRole('button', { name: 'Save recipe' }).click();
    await expect(page).toHaveURL(/\/recipe-book\?recipe=[^&]+$/);
    id = new URL(page.url()).searchParams.get('recipe')!;
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
    // The other device shows it without being asked.
    await expect(recipeLink(other, 'Lemon drizzle cake')).toBeVisible();
  });

  await test.step('each device sees what the other writes within a second', async () => {
    await page.goto('/recipe-book');
    await expect(recipeLink(page, 'Lemon drizzle cake')).toBeVisible();
    await putRecipe(page, world, path, 'Lemonade');
    await expect(recipeLink(other, 'Lemonade')).toBeVisible({ timeout: 1000 });
    await expect(recipeLink(page, 'Lemonade')).toBeVisible({ timeout: 1000 });
    await putRecipe(other, world, path, 'Miso soup');
    await expect(recipeLink(page, 'Miso soup')).toBeVisible({ timeout: 1000 });
    await expect(page.getByText('Showing 4 of 4')).toBeVisible();
  });

  await test.step('reorders, removes and renames in the editor', async () => {
    await page.goto(`/recipe-book?recipe=${id}`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit recipe' })).toBeVisible();
    await expect(photo.getByRole('img', { name: "The recipe's photo" })).toBeVisible();

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
  });

  await test.step('a favourite shows on the other device; a delete leaves it, Undo brings it back', async () => {
    // Both devices show the recipe first (from a search), so the other's clock runs from
    // the write alone.
    await page.goto('/recipe-book?q=loaf');
    await recipeLink(page, 'Lemon drizzle loaf').click();
    await expect(page.getByRole('link', { name: 'Back to recipes' })).toHaveAttribute(
      'href',
      '/recipe-book?q=loaf',
    );
    await recipeLink(other, 'Lemon drizzle loaf').click();
    await expect(heart(other)).toHaveAttribute('aria-pressed', 'false');
    await heart(page).click();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(heart(other)).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
    await expect.poll(async () => (await storedRecipe(page, id))?.favourite).toBe(true);
    await page.reload();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete recipe?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page).toHaveURL(/\/recipe-book\?q=loaf$/);
    await expect(other.getByText('Recipe not found')).toBeVisible({ timeout: 1000 });
    await expect(recipeLink(page, 'Lemon drizzle loaf')).toHaveCount(0);
    await expect.poll(() => storedRecipe(page, id)).toBeNull();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(recipeLink(page, 'Lemon drizzle loaf')).toBeVisible();
    await expect.poll(async () => (await storedRecipe(page, id))?.name).toBe('Lemon drizzle loaf');
    await page.reload();
    await expect(recipeLink(page, 'Lemon drizzle loaf')).toBeVisible();
    await other.context().close();
  });

  await test.step('another person sees none of it, in the app or over HTTP', async () => {
    const stranger = await strangerBrowser(browser, world);
    await stranger.goto('/recipe-book');
    await expect(stranger.getByText('No recipes yet')).toBeVisible();
    await expect(stranger.getByText('Shakshuka')).toHaveCount(0);
    await expectReadDenied(stranger, path);
    const planted = sampleRecipe({ name: 'Planted' });
    expect(await writeStatus(stranger, world, 'put', `${path}/${newId()}`, planted)).toBe(403);
    const mine = (await (await page.request.get(`/api/data/${path}`)).json()) as Record<
      string,
      { name: string }
    >;
    expect(Object.values(mine).map((recipe) => recipe.name)).not.toContain('Planted');
    expect(Object.values(mine)).toHaveLength(4);
    await stranger.context().close();
  });
});

test.describe('offline', () => {
  test.use(OFFLINE_ACCOUNT);

  test('offline the book opens, cook mode too; edits made apart meet, a lost change is restored, a deleted one kept as a copy', async ({
    page,
    browser,
    world,
  }) => {
    test.slow();
    const [, id] = await signedInWithRecipes(page, world, [
      sampleRecipe({ name: 'Overnight oats', type: 'breakfast' }),
      sampleRecipe({ name: 'Tomato soup', description: 'A quick soup.' }),
    ]);
    const path = await recipesPathOf(page);
    const stored = async () =>
      (await page.request.get(`/api/data/${path}/${id}`)).json() as Promise<{
        description: string;
        favourite: boolean;
      } | null>;
    const notices = page.getByRole('region', { name: 'Notifications' });

    await test.step('after one visit the whole book opens offline, cook mode included', async () => {
      await page.goto('/recipe-book');
      await expect(recipeLink(page, 'Overnight oats')).toBeVisible();
      await page.evaluate(() => navigator.serviceWorker.ready);
      await expect.poll(() => deviceStoreHolds(page, 'Tomato soup')).toBe(true);
      await expect.poll(() => deviceStoreHolds(page, 'Overnight oats')).toBe(true);
      await page.context().setOffline(true);
      await page.reload();
      await recipeLink(page, 'Tomato soup').click();
      await page.getByRole('link', { name: 'Cook mode' }).click();
      await expect(
        page.getByText('Boil the spaghetti for 10 minutes.', { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /10 minutes/ }).first()).toBeVisible();
      await page.getByRole('link', { name: 'Exit cook mode' }).click();
      await backOnline(page);
      await expect(syncState(page)).toHaveAttribute('data-state', 'saved');
    });

    const phone = await secondBrowser(browser, world, page.context());
    await phone.goto('/recipe-book');
    await recipeLink(phone, 'Tomato soup').click();
    await expect(heart(phone)).toHaveAttribute('aria-pressed', 'false');
    await expect(syncState(phone)).toHaveAttribute('data-state', 'saved');

    /** The desktop opens its editor, goes offline and saves `description` there. */
    async function editOffline(description: string) {
      await page.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByLabel('Description')).toBeVisible();
      await page.context().setOffline(true);
      await expect(syncState(page)).toHaveAttribute('data-state', 'offline');
      await page.getByLabel('Description').fill(description);
      await page.getByRole('button', { name: 'Save changes' }).click();
    }

    await test.step('an offline edit and a favourite made meanwhile elsewhere both stay', async () => {
      await editOffline('Roasted tomatoes, blended smooth.');
      await expect(syncState(page)).toContainText('1 change waiting');
      await heart(phone).click();
      await expect(heart(phone)).toHaveAttribute('aria-pressed', 'true');
      await expect(syncState(phone)).toHaveAttribute('data-state', 'saved');
      await backOnline(page);
      await expect(syncState(page)).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
      expect(await stored()).toMatchObject({
        description: 'Roasted tomatoes, blended smooth.',
        favourite: true,
      });
      await expect(phone.getByText('Roasted tomatoes, blended smooth.')).toBeVisible();
      await expect(heart(phone)).toHaveAttribute('aria-pressed', 'true');
      await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    });

    await test.step('the same field changed on both: the loser is told and restores it', async () => {
      await editOffline('From the desktop.');
      await expect(syncState(page)).toContainText('1 change waiting');
      await phone.getByRole('link', { name: 'Edit' }).click();
      await phone.getByLabel('Description').fill('From the phone.');
      await phone.getByRole('button', { name: 'Save changes' }).click();
      await expect(phone.getByText('From the phone.')).toBeVisible();
      await expect(syncState(phone)).toHaveAttribute('data-state', 'saved');

      // Back online, the phone's newer edit stays; the desktop is told, and restores its own.
      await backOnline(page);
      const told = notices.getByText(
        'Your change to Description was replaced by a newer edit from another device',
      );
      await expect(told).toBeVisible({ timeout: 10_000 });
      expect((await stored())?.description).toBe('From the phone.');
      await expect(page.getByText('From the phone.')).toBeVisible();
      await notices.getByRole('button', { name: 'Restore' }).click();
      await expect(phone.getByText('From the desktop.')).toBeVisible();
      expect((await stored())?.description).toBe('From the desktop.');
    });

    await test.step('an offline edit of a recipe deleted meanwhile is offered as a copy', async () => {
      await editOffline('Edited while it was deleted.');
      const removed = await phone.request.delete(`/api/data/${path}/${id}`, {
        headers: { Origin: world.origin },
      });
      expect(removed.status()).toBe(200);
      await backOnline(page);
      const gone = notices.getByText('Deleted on another device', { exact: true });
      await expect(gone).toBeVisible({ timeout: 10_000 });
      expect(await stored()).toBeNull();
      await notices.getByRole('button', { name: 'Keep as a copy' }).click();
      await expect(syncState(page)).toHaveAttribute('data-state', 'saved');
      await phone.goto('/recipe-book');
      await recipeLink(phone, 'Tomato soup').click();
      await expect(phone.getByText('Edited while it was deleted.')).toBeVisible();
      await expect(phone).not.toHaveURL(new RegExp(id!));
    });
    await phone.context().close();
  });
});
