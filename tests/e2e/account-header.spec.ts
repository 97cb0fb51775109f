import type { Browser, Page } from '@playwright/test';
import {
  expect,
  otherBrowsers,
  PASSWORD,
  test,
  uniqueEmail,
  verifiedAccount,
  type AccountsWorld,
} from './accounts-fixtures.ts';

/**
 * The header's account corner as a person meets it: on a phone, the greeting whole and the
 * sync status in words; the greeting leading to the account; and a device signed out from
 * another one saying so without a reload. The corner's states are component tests
 * (`src/auth/account-area.test.tsx`, `src/app/data/sync-status.test.tsx`).
 */

const { secondBrowser } = otherBrowsers(247);

/** Whether the element's text is cut (wider than its box, as an ellipsis shows). */
const clipped = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).evaluate((element) => {
    return element.scrollWidth > element.clientWidth;
  });

/** A verified account named `name`, signed in in the page's browser. */
async function namedAccount(page: Page, world: AccountsWorld, name: string): Promise<string> {
  const email = uniqueEmail('header');
  await verifiedAccount(page, world, email);
  const named = await page.request.post('/api/auth/update-user', {
    data: { name },
    headers: { Origin: world.origin },
  });
  expect(named.status()).toBe(200);
  return email;
}

test(
  'on a phone the greeting is whole, the sync status is in words, and the greeting opens the account',
  { tag: '@narrow' },
  async ({ page, world }) => {
    await namedAccount(page, world, 'Grace Hopper');
    const status = page.locator('[role="status"][data-state]');

    for (const width of [390, 360]) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 740 });
        await page.goto('/recipe-book');
        await expect(status).toHaveAttribute('data-state', 'saved');
        await expect(page.getByText('Hi, Grace Hopper', { exact: true })).toBeVisible();
        expect(await clipped(page, 'Hi, Grace Hopper'), 'the greeting is cut').toBe(false);
        // The status's words show, on the screen and clear of the header's buttons.
        await expect(status.getByText('Saved', { exact: true })).toBeVisible();
        await expect(status).toBeInViewport({ ratio: 1 });
        const words = (await status.boundingBox())!;
        for (const button of await page.getByRole('banner').getByRole('button').all()) {
          const box = (await button.boundingBox())!;
          expect(words.y >= box.y + box.height || words.x >= box.x + box.width).toBe(true);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      });
    }

    await test.step('offline, the words say so', async () => {
      await page.context().setOffline(true);
      await expect(status.getByText('Offline', { exact: true })).toBeVisible();
      await page.context().setOffline(false);
      await expect(status.getByText('Saved', { exact: true })).toBeVisible();
    });

    await test.step('a long name shortens to an ellipsis, inside the screen', async () => {
      await page.request.post('/api/auth/update-user', {
        data: { name: 'Grace Brewster Murray Hopper of the United States Navy' },
        headers: { Origin: world.origin },
      });
      await page.reload();
      const long = 'Hi, Grace Brewster Murray Hopper of the United States Navy';
      await expect(page.getByText(long, { exact: true })).toBeVisible();
      expect(await clipped(page, long)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    });

    await test.step('the greeting opens “Your account”, Account settings first', async () => {
      await page.getByRole('button', { name: /^Hi, / }).click();
      const dialog = page.getByRole('dialog', { name: 'Your account' });
      await expect(dialog.getByRole('link').first()).toHaveAccessibleName('Account settings');
      await expect(dialog.getByRole('meter', { name: 'Documents' })).toBeVisible();
      await dialog.getByRole('link', { name: 'Account settings' }).click();
      await expect(page).toHaveURL(/\/account$/);
    });
  },
);

/** Another device of the person with `email`, signed in with their password, on `path`. */
async function deviceOn(browser: Browser, world: AccountsWorld, email: string, path: string) {
  const device = await secondBrowser(browser, world);
  const signIn = await device.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { Origin: world.origin },
  });
  expect(signIn.status()).toBe(200);
  await device.goto(path);
  await expect(device.getByText('Hi, Ada', { exact: true })).toBeVisible();
  return device;
}

/** Within a few seconds, without a reload: 'Log In', and why. */
async function expectToldSignedOut(device: Page) {
  const soon = { timeout: 3_000 };
  await expect(device.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible(
    soon,
  );
  await expect(device.getByText('You are logged out')).toBeVisible(soon);
  await expect(
    device.getByText(
      'This device was signed out from another device. Log in again to use your account here.',
    ),
  ).toBeVisible(soon);
}

test(
  'a device signed out from another one says so at its next request or focus, without a reload',
  { tag: '@wide' },
  async ({ page, world, browser }) => {
    const email = await namedAccount(page, world, 'Ada');
    const settings = await deviceOn(browser, world, email, '/account');
    const listing = await deviceOn(browser, world, email, '/');

    const revoked = await page.request.post('/api/auth/revoke-other-sessions', {
      data: {},
      headers: { Origin: world.origin },
    });
    expect(revoked.status()).toBe(200);

    await test.step('the account page: its next request is refused, and it follows', async () => {
      const profile = settings.getByRole('region', { name: 'Profile' });
      await profile.getByLabel('Display name', { exact: true }).fill('Ada L.');
      await profile.getByRole('button', { name: 'Save name' }).click();
      await expectToldSignedOut(settings);
      await expect(settings.getByText('Log in to see your account settings.')).toBeVisible();
    });

    await test.step('the listing: as the window gets focus', async () => {
      await listing.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expectToldSignedOut(listing);
    });

    await test.step('this device, which signed the others out, is still signed in', async () => {
      await page.goto('/');
      await expect(page.getByText('Hi, Ada', { exact: true })).toBeVisible();
      await expect(page.getByText('You are logged out')).toHaveCount(0);
    });
    await settings.context().close();
    await listing.context().close();
  },
);
