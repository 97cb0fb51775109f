import type { Locator, Page } from '@playwright/test';
import { expect, OFFLINE_ACCOUNT, test } from './accounts-fixtures.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import {
  sampleRecipe,
  signedInWithRecipes,
  visitorRecipesOnDevice,
} from './recipe-book-fixtures.ts';

/**
 * The Recipe Book on a phone (390 × 844): several recipes a screen, a header with a surface
 * of its own, toasts that leave the heading readable, an editor with the essentials first
 * and Save always in reach, and the sync and sign-out states said in words.
 */
test.use({ viewport: { width: 390, height: 844 } });

const syncStatus = (page: Page) => page.locator('[role="status"][data-state]');

/** The alpha of a computed colour ("rgba(…, 0.5)", "oklab(… / 0.95)", "transparent"). */
function alphaOf(color: string): number {
  if (color === 'transparent') return 0;
  const match = /(?:,|\/)\s*([\d.]+%?)\s*\)$/.exec(color);
  if (!match) return 1;
  return match[1]!.endsWith('%') ? Number.parseFloat(match[1]!) / 100 : Number(match[1]);
}

async function expectHeaderSurface(page: Page) {
  const header = page.getByRole('banner');
  const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(alphaOf(background), background).toBeGreaterThan(0.9);
}

/** Whether two boxes overlap. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('not on screen');
  return !(
    first.x + first.width <= second.x ||
    second.x + second.width <= first.x ||
    first.y + first.height <= second.y ||
    second.y + second.height <= first.y
  );
}

test('a phone shows four recipes a screen, a solid header, toasts off the heading and a short editor', async ({
  page,
}) => {
  test.slow();
  await page.goto('/recipe-book');
  await visitorRecipesOnDevice(
    page,
    Array.from({ length: 8 }, (_, index) =>
      sampleRecipe({ name: `Phone recipe ${index + 1}`, prepMinutes: index === 0 ? 0 : 10 }),
    ),
  );
  await page.reload();
  const cards = page.getByRole('list', { name: 'Recipes' }).getByRole('article');
  await expect(cards).toHaveCount(8);
  // Scrolled to the list (under the fixed header), a screen shows four recipes whole.
  await page
    .getByRole('list', { name: 'Recipes' })
    .evaluate((list) => window.scrollBy(0, list.getBoundingClientRect().top - 64));
  const whole = await cards.evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );
  expect(whole).toBeGreaterThanOrEqual(4);
  // No prep time reads as none at all, as on the recipe's page: never "0 min".
  const first = page.getByRole('article', { name: 'Phone recipe 1' });
  await expect(first).toHaveText('Phone recipe 1DinnerCook20 minTotal20 min');

  await page.evaluate(() => window.scrollTo(0, 400));
  await expectHeaderSurface(page);

  // A toast leaves the breadcrumb and the page's heading readable.
  await first.getByRole('link').click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  const toast = page.getByRole('region', { name: 'Notifications' }).getByText('Recipe deleted');
  await expect(toast).toBeVisible();
  const toastBox = page.getByRole('region', { name: 'Notifications' }).locator('> *').first();
  expect(await overlaps(toastBox, page.getByRole('heading', { level: 1 }))).toBe(false);
  expect(await overlaps(toastBox, page.getByRole('navigation', { name: 'Breadcrumb' }))).toBe(
    false,
  );

  // The editor: essentials first, Save in reach however far it scrolls, no key hints.
  await page.goto('/recipe-book?view=new');
  const save = page.getByRole('button', { name: 'Save recipe' });
  await expect(save).toBeInViewport();
  const ingredients = page.getByRole('group', { name: 'Ingredients' });
  const description = page.getByRole('textbox', { name: 'Description' });
  expect((await ingredients.boundingBox())!.y).toBeLessThan((await description.boundingBox())!.y);
  expect(await page.evaluate(() => document.body.innerText)).not.toContain('Alt+');
  await page.getByRole('group', { name: 'Steps' }).scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  // A name alone: Save says the type is missing and takes the focus there.
  await page.getByRole('textbox', { name: 'Name' }).fill('Phone soup');
  await save.click();
  const type = page.getByRole('combobox', { name: 'Type' });
  await expect(type).toBeFocused();
  await expect(type).toHaveAccessibleDescription('Type is required');
  await expectNoAxeViolations(page);

  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/recipe-book');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(cards).toHaveCount(7);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expectHeaderSurface(page);
  await expectNoAxeViolations(page);
});

test.describe('offline', () => {
  test.use(OFFLINE_ACCOUNT);

  test('offline on a phone, waiting changes show in words and Logout signs out at once', async ({
    page,
    world,
  }) => {
    test.slow();
    await signedInWithRecipes(page, world, [sampleRecipe({ name: 'Offline soup' })], 'phone');
    await page.goto('/recipe-book');
    await page.getByRole('link', { name: 'Offline soup' }).click();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect(syncStatus(page)).toHaveAttribute('data-state', 'saved');

    await page.context().setOffline(true);
    await expect(syncStatus(page)).toHaveAttribute('data-state', 'offline');
    await page.getByRole('button', { name: 'Favourite' }).click();
    await expect(syncStatus(page).getByText('1 waiting')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(page.getByText('Logged out on this device')).toBeVisible();

    // Back online, the server hears of it: a reload stays signed out.
    const signedOut = page.waitForResponse('**/api/auth/sign-out');
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    expect((await signedOut).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    const session = await (await page.request.get('/api/auth/get-session')).json();
    expect(session).toBeNull();
  });
});
