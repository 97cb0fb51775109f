import type { Page } from '@playwright/test';
import {
  expect,
  expectReadDenied,
  test,
  otherBrowsers,
  OFFLINE_ACCOUNT,
  writeStatus,
  type AccountsWorld,
} from './accounts-fixtures.ts';
import { chooseOption, deviceStoreHolds, expectNoAxeViolations } from './fixtures.ts';
import { recipesPathOf, sampleRecipe, signedInWithRecipes } from './recipe-book-fixtures.ts';
import { newId } from '../../src/data/ids.ts';

/**
 * The Recipe Book on the data store: live between one person's devices, private to them,
 * and whole on the device when the network goes away.
 */

const recipeLink = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Recipes' }).getByRole('link', { name, exact: true });

const { secondBrowser, strangerBrowser } = otherBrowsers(251);

async function putRecipe(page: Page, world: AccountsWorld, path: string, name: string) {
  const response = await page.request.put(`/api/data/${path}/${newId()}`, {
    data: sampleRecipe({ name }),
    headers: { Origin: world.origin },
  });
  expect(response.status()).toBe(200);
}

test('two devices of one person see each other’s new recipes within a second', async ({
  page,
  browser,
  world,
}) => {
  await signedInWithRecipes(page, world, [sampleRecipe({ name: 'Shakshuka' })]);
  const path = await recipesPathOf(page);
  const other = await secondBrowser(browser, world, page.context());
  await page.goto('/recipe-book');
  await other.goto('/recipe-book');
  await expect(recipeLink(page, 'Shakshuka')).toBeVisible();
  await expect(recipeLink(other, 'Shakshuka')).toBeVisible();

  // Written from one device, shown on the other (and on itself) within a second.
  await putRecipe(page, world, path, 'Lemon drizzle cake');
  await expect(recipeLink(other, 'Lemon drizzle cake')).toBeVisible({ timeout: 1000 });
  await expect(recipeLink(page, 'Lemon drizzle cake')).toBeVisible({ timeout: 1000 });
  await putRecipe(other, world, path, 'Miso soup');
  await expect(recipeLink(page, 'Miso soup')).toBeVisible({ timeout: 1000 });
  await expect(page.getByText('Showing 3 of 3')).toBeVisible();

  // A favourite set on one device shows on the other; a delete leaves it at once.
  // Both devices show the recipe first, so the second's clock runs from the write alone.
  await recipeLink(page, 'Shakshuka').click();
  await recipeLink(other, 'Shakshuka').click();
  await expect(other.getByRole('button', { name: /favourite/i })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('button', { name: /favourite/i }).click();
  await expect(other.getByRole('button', { name: /favourite/i })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: 1000 },
  );
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(other.getByText('Recipe not found')).toBeVisible({ timeout: 1000 });
  await other.context().close();
});

test('another person sees none of it, in the app or over HTTP', async ({
  page,
  browser,
  world,
}) => {
  await signedInWithRecipes(page, world, [sampleRecipe({ name: 'Secret family stew' })]);
  const path = await recipesPathOf(page);

  const stranger = await strangerBrowser(browser, world);
  await stranger.goto('/recipe-book');
  await expect(stranger.getByText('No recipes yet')).toBeVisible();
  await expect(stranger.getByText('Secret family stew')).toHaveCount(0);

  await expectReadDenied(stranger, path);
  const planted = sampleRecipe({ name: 'Planted' });
  expect(await writeStatus(stranger, world, 'put', `${path}/${newId()}`, planted)).toBe(403);
  const mine = (await (await page.request.get(`/api/data/${path}`)).json()) as Record<
    string,
    { name: string }
  >;
  expect(Object.values(mine).map((recipe) => recipe.name)).toEqual(['Secret family stew']);
  await stranger.context().close();
});

test.describe('offline', () => {
  test.use(OFFLINE_ACCOUNT);

  test('the whole collection opens offline, cook mode included, after one visit', async ({
    page,
    world,
  }) => {
    await signedInWithRecipes(page, world, [
      sampleRecipe({ name: 'Overnight oats', type: 'breakfast' }),
      sampleRecipe({ name: 'Weeknight tomato pasta' }),
    ]);
    await page.goto('/recipe-book');
    await expect(recipeLink(page, 'Overnight oats')).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => deviceStoreHolds(page, 'Weeknight tomato pasta')).toBe(true);
    await expect.poll(() => deviceStoreHolds(page, 'Overnight oats')).toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    await expect(recipeLink(page, 'Weeknight tomato pasta')).toBeVisible();
    await recipeLink(page, 'Weeknight tomato pasta').click();
    await page.getByRole('link', { name: 'Cook mode' }).click();
    await expect(
      page.getByText('Boil the spaghetti for 10 minutes.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /10 minutes/ }).first()).toBeVisible();
  });
  test('an edit made offline and a favourite made meanwhile on another device both stay', async ({
    page,
    browser,
    world,
  }) => {
    const syncState = (on: Page) => on.locator('[role="status"][data-state]');
    const heart = (on: Page) => on.getByRole('button', { name: /favourite/i });
    const [id] = await signedInWithRecipes(page, world, [
      sampleRecipe({ name: 'Tomato soup', description: 'A quick soup.' }),
    ]);
    const path = await recipesPathOf(page);
    const phone = await secondBrowser(browser, world, page.context());
    for (const device of [page, phone]) {
      await device.goto('/recipe-book');
      await recipeLink(device, 'Tomato soup').click();
      await expect(heart(device)).toHaveAttribute('aria-pressed', 'false');
      await expect(syncState(device)).toHaveAttribute('data-state', 'saved');
    }

    // The desktop, its editor open, goes offline and edits the description.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Description')).toBeVisible();
    await page.context().setOffline(true);
    await expect(syncState(page)).toHaveAttribute('data-state', 'offline');
    await page.getByLabel('Description').fill('Roasted tomatoes, blended smooth.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(syncState(page)).toContainText('1 change waiting');

    // Meanwhile the phone, online, marks it a favourite.
    await heart(phone).click();
    await expect(heart(phone)).toHaveAttribute('aria-pressed', 'true');
    await expect(syncState(phone)).toHaveAttribute('data-state', 'saved');

    // The desktop comes back: the server holds both, and the phone's heart stays on.
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(syncState(page)).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
    const stored = (await (await page.request.get(`/api/data/${path}/${id}`)).json()) as {
      description: string;
      favourite: boolean;
    };
    expect(stored).toMatchObject({
      description: 'Roasted tomatoes, blended smooth.',
      favourite: true,
    });
    await expect(phone.getByText('Roasted tomatoes, blended smooth.')).toBeVisible();
    await expect(heart(phone)).toHaveAttribute('aria-pressed', 'true');
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    await phone.context().close();
  });

  test('the same field changed on both: the person whose change lost is told and may restore it; an edit of a recipe deleted meanwhile is offered as a copy', async ({
    page,
    browser,
    world,
  }) => {
    const syncState = (on: Page) => on.locator('[role="status"][data-state]');
    const [id] = await signedInWithRecipes(page, world, [
      sampleRecipe({ name: 'Tomato soup', description: 'A quick soup.' }),
    ]);
    const path = await recipesPathOf(page);
    const stored = async () =>
      (await page.request.get(`/api/data/${path}/${id}`)).json() as Promise<{
        description: string;
      } | null>;
    const phone = await secondBrowser(browser, world, page.context());
    for (const device of [page, phone]) {
      await device.goto('/recipe-book');
      await recipeLink(device, 'Tomato soup').click();
      await expect(syncState(device)).toHaveAttribute('data-state', 'saved');
    }

    // The desktop edits the description offline; the phone, online, edits it too.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Description')).toBeVisible();
    await page.context().setOffline(true);
    await expect(syncState(page)).toHaveAttribute('data-state', 'offline');
    await page.getByLabel('Description').fill('From the desktop.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(syncState(page)).toContainText('1 change waiting');
    await phone.getByRole('link', { name: 'Edit' }).click();
    await phone.getByLabel('Description').fill('From the phone.');
    await phone.getByRole('button', { name: 'Save changes' }).click();
    await expect(phone.getByText('From the phone.')).toBeVisible();
    await expect(syncState(phone)).toHaveAttribute('data-state', 'saved');

    // Back online, the phone's newer edit stays; the desktop is told, and restores its own.
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const notices = page.getByRole('region', { name: 'Notifications' });
    const told = notices.getByText(
      'Your change to Description was replaced by a newer edit from another device',
    );
    await expect(told).toBeVisible({ timeout: 10_000 });
    expect((await stored())?.description).toBe('From the phone.');
    await expect(page.getByText('From the phone.')).toBeVisible();
    await notices.getByRole('button', { name: 'Restore' }).click();
    await expect(phone.getByText('From the desktop.')).toBeVisible();
    expect((await stored())?.description).toBe('From the desktop.');

    // The desktop edits offline again while the phone deletes the recipe.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Description')).toBeVisible();
    await page.context().setOffline(true);
    await expect(syncState(page)).toHaveAttribute('data-state', 'offline');
    await page.getByLabel('Description').fill('Edited while it was deleted.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const removed = await phone.request.delete(`/api/data/${path}/${id}`, {
      headers: { Origin: world.origin },
    });
    expect(removed.status()).toBe(200);
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const gone = notices.getByText('Deleted on another device', { exact: true });
    await expect(gone).toBeVisible({ timeout: 10_000 });
    expect(await stored()).toBeNull();
    await notices.getByRole('button', { name: 'Keep as a copy' }).click();
    await expect(syncState(page)).toHaveAttribute('data-state', 'saved');
    await phone.goto('/recipe-book');
    await recipeLink(phone, 'Tomato soup').click();
    await expect(phone.getByText('Edited while it was deleted.')).toBeVisible();
    await expect(phone).not.toHaveURL(new RegExp(id!));
    await phone.context().close();
  });
});

test('two visitor tabs: one field saved in both at once ends the same everywhere; a recipe deleted under an open editor is kept as a copy', async ({
  page,
}) => {
  await page.goto('/recipe-book?view=new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Tomato soup');
  await chooseOption(page.getByRole('combobox', { name: 'Type' }), 'Dinner');
  await page.getByRole('button', { name: 'Save recipe' }).click();
  await expect(page).toHaveURL(/recipe=/);
  const id = new URL(page.url()).searchParams.get('recipe')!;
  const other = await page.context().newPage();
  const tabs = [page, other];
  for (const [index, tab] of tabs.entries()) {
    await tab.goto(`/recipe-book?recipe=${id}&view=edit`);
    await tab.getByLabel('Description').fill(`From tab ${index + 1}`);
  }
  // Both save at once: each shows its own value first, then hears of the other's.
  await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: 'Save changes' }).click()));
  const heart = (on: Page) => on.getByRole('button', { name: /favourite/i });
  // A mark from each tab, seen in the other, so each has heard all the other wrote before.
  await heart(page).click();
  await expect(heart(other)).toHaveAttribute('aria-pressed', 'true');
  await heart(other).click();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');

  const shown = async (on: Page) =>
    /From tab \d/.exec(await on.getByRole('article', { name: 'Tomato soup' }).innerText())?.[0];
  const [first, second] = [await shown(page), await shown(other)];
  expect(first).toMatch(/From tab \d/);
  expect(second).toBe(first);
  const lost = first === 'From tab 1' ? 'From tab 2' : 'From tab 1';
  await expect
    .poll(async () => [await deviceStoreHolds(page, first!), await deviceStoreHolds(page, lost)])
    .toEqual([true, false]);
  await other.reload();
  await expect(other.getByRole('article', { name: 'Tomato soup' })).toContainText(first!);

  // Open in one tab's editor and deleted in the other: the editor says so, keeps what was
  // typed, and saves it as a copy; the deleted recipe stays deleted.
  await page.goto(`/recipe-book?recipe=${id}&view=edit`);
  await page.getByLabel('Description').fill('Kept from the editor');
  await other.getByRole('button', { name: 'Delete', exact: true }).click();
  await other
    .getByRole('alertdialog', { name: 'Delete recipe?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alert')).toContainText('Deleted on another device');
  await expect(page.getByLabel('Description')).toHaveValue('Kept from the editor');
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Keep as a copy' }).click();
  await expect(page.getByRole('article', { name: 'Tomato soup' })).toContainText(
    'Kept from the editor',
  );
  const copy = new URL(page.url()).searchParams.get('recipe');
  expect(copy).not.toBe(id);
  await other.goto('/recipe-book');
  await expect(other.getByRole('list', { name: 'Recipes' }).getByRole('link')).toHaveCount(1);
  await other.goto(`/recipe-book?recipe=${id}`);
  await expect(other.getByRole('article', { name: 'Tomato soup' })).toHaveCount(0);
  await other.close();
});
