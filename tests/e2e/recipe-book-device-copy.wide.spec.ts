import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail, verifiedAccount } from './accounts-fixtures.ts';
import { chooseOption, deviceStoreHolds } from './fixtures.ts';

/**
 * A visitor's Recipe Book, kept on the device: a pasted and a written recipe, two tabs that
 * agree, a book drawn before the server answers, and the copy into their new account.
 */

const recipeLink = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Recipes' }).getByRole('link', { name, exact: true });
const heart = (on: Page) => on.getByRole('button', { name: /favourite/i });
const IMPORT = '/recipe-book?view=import';

test('a visitor pastes and writes recipes in two tabs, then copies them into their new account', async ({
  page,
  world,
}) => {
  // NOTE: one long story (two tabs, a sign-up, the copy): on two busy cores it can pass a
  // minute without being wrong, so it gets the slow allowance.
  test.slow();
  const other = await page.context().newPage();
  // NOTE: a tab not in front waits for its next animation frame, which Chromium runs about
  // once a second there: every action in it took 2 s. Each tab is brought to the front
  // before it is acted on.
  await page.bringToFront();

  await test.step('pastes JSON, picks one of several and saves it on the device', async () => {
    await page.goto(IMPORT);
    await expect(
      page.getByText(
        "Log in to import from a web page; you can still paste the page's HTML or JSON.",
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Paste HTML or JSON' }).click();
    await expect(page.getByRole('tab', { name: 'Paste HTML or JSON' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const json = JSON.stringify([
      {
        '@type': 'Recipe',
        name: 'Mint Tea',
        recipeCategory: 'Drinks',
        recipeIngredient: ['1 handful mint'],
      },
      {
        '@type': 'Recipe',
        name: 'Mystery Traybake',
        recipeYield: '12 squares',
        prepTime: 'PT15M',
        cookTime: '25-35 minutes',
        recipeIngredient: ['200 g butter', '2 cups flour'],
        recipeInstructions: 'Mix everything. Bake 30 minutes.',
      },
    ]);
    const field = page.getByRole('textbox', { name: 'Page HTML or recipe JSON' });
    await field.fill(json);
    await page.getByRole('button', { name: 'Find recipes' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a recipe' })).toBeFocused();
    await page.getByRole('button', { name: /Mystery Traybake/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Mystery Traybake' })).toBeVisible();
    await expect(page.getByText('Recipe type guessed: check it')).toBeVisible();

    // Cancel goes back to the choice, and back again to the text as it was pasted.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(field).toHaveValue(json);
    await page.getByRole('button', { name: 'Find recipes' }).click();
    await page.getByRole('button', { name: /Mystery Traybake/ }).click();
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await expect(page.getByText('Recipe imported')).toBeVisible();
    await expect(page).toHaveURL(/[?&]recipe=[\w-]+/);
    await expect(page.getByRole('heading', { name: 'Mystery Traybake' })).toBeVisible();
    // Leaving the page at once keeps the write: the device saves it as the page goes.
    await page.goto('/recipe-book');
    await expect(recipeLink(page, 'Mystery Traybake')).toBeVisible();
  });

  let id = '';
  await test.step('one field saved in two tabs at once ends the same everywhere', async () => {
    await page.goto('/recipe-book?view=new');
    await page.getByRole('textbox', { name: 'Name' }).fill('Tomato soup');
    await chooseOption(page.getByRole('combobox', { name: 'Type' }), 'Dinner');
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await expect(page).toHaveURL(/recipe=/);
    id = new URL(page.url()).searchParams.get('recipe')!;
    // Shown at once, stored a moment later: the page is left only once it is on the device.
    await expect.poll(() => deviceStoreHolds(page, 'Tomato soup')).toBe(true);
    const tabs = [page, other];
    for (const [index, tab] of tabs.entries()) {
      await tab.bringToFront();
      await tab.goto(`/recipe-book?recipe=${id}&view=edit`);
      await tab.getByLabel('Description').fill(`From tab ${index + 1}`);
    }
    // Both save at once: each shows its own value first, then hears of the other's.
    await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: 'Save changes' }).click()));
    // A mark from each tab, seen in the other, so each has heard all the other wrote before.
    await page.bringToFront();
    await heart(page).click();
    await expect(heart(other)).toHaveAttribute('aria-pressed', 'true');
    await other.bringToFront();
    await heart(other).click();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
    await page.bringToFront();

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
  });

  await test.step('a recipe deleted under an open editor is kept as a copy', async () => {
    await page.goto(`/recipe-book?recipe=${id}&view=edit`);
    await page.getByLabel('Description').fill('Kept from the editor');
    await other.bringToFront();
    await other.getByRole('button', { name: 'Delete', exact: true }).click();
    await other
      .getByRole('alertdialog', { name: 'Delete recipe?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.bringToFront();
    await expect(page.getByRole('alert')).toContainText('Deleted on another device');
    await expect(page.getByLabel('Description')).toHaveValue('Kept from the editor');
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Keep as a copy' }).click();
    await expect(page.getByRole('article', { name: 'Tomato soup' })).toContainText(
      'Kept from the editor',
    );
    const copy = new URL(page.url()).searchParams.get('recipe');
    expect(copy).not.toBe(id);
    await other.goto('/recipe-book');
    await expect(recipeLink(other, 'Tomato soup')).toHaveCount(1);
    await expect(other.getByRole('list', { name: 'Recipes' }).getByRole('link')).toHaveCount(2);
    await other.goto(`/recipe-book?recipe=${id}`);
    await expect(other.getByRole('article', { name: 'Tomato soup' })).toHaveCount(0);
  });

  await test.step('the device draws its book without waiting to hear who is signed in', async () => {
    await page.route('**/api/auth/get-session', () => {});
    await page.goto('/recipe-book');
    await expect(recipeLink(page, 'Mystery Traybake')).toBeVisible();
    await expect(page.getByText('Loading recipes')).toHaveCount(0);
    await page.unroute('**/api/auth/get-session');
  });

  const offer = (tab: Page) =>
    tab.getByRole('alertdialog', { name: 'Copy this device’s data to your account?' });
  const note = page.getByRole('region', { name: 'Saved on this device' });

  await test.step('signed up, the offer names the recipes and comes back on the empty book', async () => {
    await verifiedAccount(page, world, uniqueEmail('copy-offer'));
    await page.goto('/recipe-book');
    await expect(offer(page)).toContainText(
      'You saved 2 recipes on this device before logging in. Copy them into your account',
    );
    await offer(page).getByRole('button', { name: 'Not now' }).click();
    await expect(offer(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
    await expect(note).toContainText(
      'This device still holds 2 recipes you saved before logging in.',
    );
  });

  await test.step('copying in one tab closes the offer in the other', async () => {
    await other.goto('/recipe-book');
    await expect(offer(other)).toContainText('You saved 2 recipes');
    await note.getByRole('button', { name: 'Copy to my account' }).click();
    await expect(page.getByText('Copied 2 recipes to your account.')).toBeVisible();
    await expect(offer(other)).toHaveCount(0);
    await expect(note).toHaveCount(0);
    for (const tab of [page, other]) {
      await expect(recipeLink(tab, 'Mystery Traybake')).toBeVisible();
      await expect(recipeLink(tab, 'Tomato soup')).toBeVisible();
    }
    await other.close();
  });

  await test.step('the account’s book, kept from the last visit, is drawn before the server answers', async () => {
    await expect(page.locator('[role="status"][data-state]')).toHaveAttribute(
      'data-state',
      'saved',
    );
    await page.route('**/api/auth/get-session', () => {});
    await page.reload();
    await expect(recipeLink(page, 'Mystery Traybake')).toBeVisible();
    await expect(page.getByText(/^Hi, /)).toHaveCount(0);
  });
});
