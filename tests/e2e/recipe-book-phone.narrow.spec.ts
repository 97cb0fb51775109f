import type { Locator, Page } from '@playwright/test';
import { expect, OFFLINE_ACCOUNT, test } from './accounts-fixtures.ts';
import { sampleRecipe, signedInWithRecipes } from './recipe-book-fixtures.ts';

/**
 * The Recipe Book on a phone (390 × 844): several recipes a screen, a header with a surface
 * of its own, cook mode at the stove, a printed recipe in black on white, toasts that leave
 * the heading readable, an editor with the essentials first and Save always in reach, and
 * the sync and sign-out states said in words.
 */
test.use({ viewport: { width: 390, height: 844 }, ...OFFLINE_ACCOUNT });

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

test('a cook on a phone browses, cooks, prints, deletes, starts a recipe, and logs out offline', async ({
  page,
  world,
}) => {
  // NOTE: one long story (sign-up, many screens, reloads, offline): on two busy cores it can
  // pass a minute without being wrong, so it gets the slow allowance.
  test.slow();
  await signedInWithRecipes(
    page,
    world,
    Array.from({ length: 8 }, (_, index) =>
      sampleRecipe({ name: `Phone recipe ${index + 1}`, prepMinutes: index === 0 ? 0 : 10 }),
    ),
    'phone',
  );
  const cards = page.getByRole('list', { name: 'Recipes' }).getByRole('article');
  const ingredients = page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');

  await test.step('four recipes a screen under a solid header; no prep time is no "0 min"', async () => {
    await page.goto('/recipe-book');
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
    const first = page.getByRole('article', { name: 'Phone recipe 1' });
    await expect(first).toHaveText('Phone recipe 1DinnerCook20 minTotal20 min');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expectHeaderSurface(page);
  });

  await test.step('cook mode keeps the screen on, ticks off, steps through and runs timers', async () => {
    await page.getByRole('article', { name: 'Phone recipe 2' }).getByRole('link').click();
    await page.getByRole('link', { name: 'Cook mode' }).click();
    await expect(page).toHaveURL(/\?recipe=[\w-]+&view=cook$/);
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

    // A time in a step is a one-tap timer; two run at once, in real time.
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
    await page.getByRole('link', { name: 'Exit cook mode' }).click();
    await expect(page).toHaveURL(/\?recipe=[\w-]+$/);
    await expect(page.getByRole('link', { name: 'Cook mode' })).toBeVisible();
  });

  await test.step('printed, in the dark theme, only the recipe shows, black on white', async () => {
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'More servings' }).click();
    await page.getByRole('button', { name: 'More servings' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('6');
    await page.emulateMedia({ media: 'print' });
    for (const name of ['Delete', 'Print', 'Favourite', 'More servings', 'Toggle theme']) {
      await expect(page.getByRole('button', { name })).toBeHidden();
    }
    await expect(page.getByRole('link', { name: 'Cook mode' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Recipe Book' })).toBeHidden();
    const title = page.getByRole('heading', { level: 2, name: 'Phone recipe 2' });
    await expect(title).toBeVisible();
    await expect(ingredients.first()).toHaveText('600 g spaghetti');
    await expect(page.getByText('For 6 servings (recipe makes 4)')).toBeVisible();
    expect(await title.evaluate((heading) => getComputedStyle(heading).color)).toBe('rgb(0, 0, 0)');
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
  });

  await test.step('a toast leaves the breadcrumb and the heading readable', async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    const notices = page.getByRole('region', { name: 'Notifications' });
    await expect(notices.getByText('Recipe deleted')).toBeVisible();
    const toastBox = notices.locator('> *').first();
    expect(await overlaps(toastBox, page.getByRole('heading', { level: 1 }))).toBe(false);
    expect(await overlaps(toastBox, page.getByRole('navigation', { name: 'Breadcrumb' }))).toBe(
      false,
    );
  });

  await test.step('the editor: essentials first, Save in reach, no key hints', async () => {
    await page.goto('/recipe-book?view=new');
    const save = page.getByRole('button', { name: 'Save recipe' });
    await expect(save).toBeInViewport();
    const description = page.getByRole('textbox', { name: 'Description' });
    expect((await page.getByRole('group', { name: 'Ingredients' }).boundingBox())!.y).toBeLessThan(
      (await description.boundingBox())!.y,
    );
    expect(await page.evaluate(() => document.body.innerText)).not.toContain('Alt+');
    await page.getByRole('group', { name: 'Steps' }).scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
  });

  await test.step('in the dark theme the header keeps its surface', async () => {
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/recipe-book');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(cards).toHaveCount(7);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expectHeaderSurface(page);
  });

  await test.step('offline, a waiting change shows in words and Logout asks about it first', async () => {
    await page.getByRole('link', { name: 'Phone recipe 3' }).click();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect(syncStatus(page)).toHaveAttribute('data-state', 'saved');
    await page.context().setOffline(true);
    await expect(syncStatus(page)).toHaveAttribute('data-state', 'offline');
    await page.getByRole('button', { name: 'Favourite' }).click();
    await expect(syncStatus(page).getByText('1 waiting')).toBeVisible();
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: '1 change hasn’t reached your account yet' })
      .getByRole('button', { name: 'Log out, send when online' })
      .click();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(page.getByText('Logged out on this device')).toBeVisible();

    // Back online, the change is sent, then the server hears of the sign-out: a reload
    // stays signed out.
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
