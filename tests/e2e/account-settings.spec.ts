import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import {
  expect,
  otherBrowsers,
  PASSWORD,
  test,
  uniqueEmail,
  verifiedAccount,
  type AccountsWorld,
} from './accounts-fixtures.ts';
import { sampleRecipe } from './recipe-book-fixtures.ts';
import { samplePlace } from './travel-fixtures.ts';
import { newId } from '../../src/data/ids.ts';
import { png } from '../../src/server/files/testing/sample-files.ts';
import { firstLink } from '../../src/server/testing/smtp-capture.ts';
import type { Vehicle } from '../../src/shared/car-maintenance/car-model.ts';

/**
 * The account settings page as a person uses it, against the real server and other
 * browsers of theirs: name, sessions, sign-in methods, e-mail address; then their data
 * downloaded and the account deleted. Its screens are in the accessibility sweep
 * (`screens/account-screens.ts`); the delete dialog's typed confirmation is a component
 * test (`src/auth/account-delete.test.tsx`).
 */

const { secondBrowser } = otherBrowsers(245);

const greeting = (page: Page, name: string) => page.getByText(`Hi, ${name}`, { exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Another device of the person with `email`, signed in with their password: a session of its own. */
async function signedInElsewhere(
  browser: Browser,
  world: AccountsWorld,
  email: string,
  name = email,
) {
  const other = await secondBrowser(browser, world);
  const signIn = await other.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { Origin: world.origin },
  });
  expect(signIn.status()).toBe(200);
  await other.goto('/');
  await expect(greeting(other, name)).toBeVisible();
  return other;
}

/** A device signed out elsewhere asks again when it comes into view, and shows Log In. */
async function expectSignedOut(other: Page) {
  await other.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(other.getByRole('button', { name: 'Log In' })).toBeVisible();
}

test(
  'account settings: name, sessions signed out one or all, Google linked and unlinked, a new e-mail',
  { tag: '@wide' },
  async ({ page, world, browser }) => {
    // NOTE: one long flow (four browsers, a Google link, two mails).
    test.slow();
    const email = uniqueEmail('settings');
    await verifiedAccount(page, world, email);
    // Another device with a session of its own.
    const phone = await signedInElsewhere(browser, world, email);

    await test.step('the greeting leads to the page, by keyboard', async () => {
      await page.goto('/');
      await greeting(page, email).click();
      await page.getByRole('link', { name: 'Account settings' }).press('Enter');
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
    });

    await test.step('nothing wider than the screen, the heading clear of the header', async () => {
      const { width: wide, height } = page.viewportSize()!;
      for (const width of [360, 1440, wide]) {
        await page.setViewportSize({ width, height });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        // The heading's words are clear of the fixed header, never under its buttons.
        const apart = await page.evaluate(() => {
          const header = document.querySelector('header')!.getBoundingClientRect();
          const words = document.createRange();
          words.selectNodeContents(document.querySelector('h1')!);
          const heading = words.getBoundingClientRect();
          return heading.top >= header.bottom || heading.right <= header.left;
        });
        expect(apart, `the heading is clear of the header at ${width} px`).toBe(true);
      }
    });

    await test.step('the display name is the greeting’s', async () => {
      const profile = section(page, 'Profile');
      await profile.getByLabel('Display name', { exact: true }).fill('Ada Lovelace');
      await profile.getByRole('button', { name: 'Save name' }).click();
      await expect(profile.getByRole('status')).toHaveText('Your name is saved.');
      await expect(greeting(page, 'Ada Lovelace')).toBeVisible();
    });

    const sessions = section(page, 'Where you are signed in');
    await test.step('two sessions: this one marked, the phone signed out from here', async () => {
      await expect(sessions.getByRole('listitem')).toHaveCount(2);
      await expect(sessions.getByRole('listitem').first()).toContainText('This device');
      await expect(sessions.getByRole('listitem').first()).toContainText('Chrome on Linux');
      await sessions.getByRole('button', { name: /^Sign out .*, last active/ }).click();
      await expect(sessions.getByRole('status')).toHaveText(/ is signed out\.$/);
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      await expectSignedOut(phone);
      await phone.context().close();
    });

    await test.step('sign out everywhere else: the others return to Log In', async () => {
      const others = [
        await signedInElsewhere(browser, world, email, 'Ada Lovelace'),
        await signedInElsewhere(browser, world, email, 'Ada Lovelace'),
      ];
      await page.reload();
      await expect(sessions.getByRole('listitem')).toHaveCount(3);
      await sessions.getByRole('button', { name: 'Sign out everywhere else' }).press('Enter');
      await expect(sessions.getByRole('status')).toHaveText('Every other device is signed out.');
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      await expect(sessions.getByRole('listitem')).toContainText('This device');
      await expect(sessions.getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(
        0,
      );
      for (const other of others) await expectSignedOut(other);
      await page.reload();
      await expect(greeting(page, 'Ada Lovelace')).toBeVisible();
      for (const other of others) await other.context().close();
    });

    await test.step('Google is linked to the password account and unlinked again', async () => {
      world.setGoogleUser({ email, email_verified: true, name: 'Link Tester' });
      const methods = section(page, 'Sign-in methods');
      await expect(methods.getByRole('listitem')).toHaveText([/^E-mail and password/]);
      // The only way in cannot be unlinked.
      await expect(page.getByRole('button', { name: /^Unlink/ })).toBeDisabled();
      await methods.getByRole('button', { name: 'Link Google', exact: true }).click();

      await expect(page).toHaveURL(/\/account$/);
      await expect(methods.getByRole('listitem')).toHaveCount(2);
      await expect(methods.getByRole('listitem').nth(1)).toContainText('Google');
      await expect(methods.getByRole('button', { name: 'Link Google', exact: true })).toHaveCount(
        0,
      );
      await methods.getByRole('button', { name: 'Unlink Google' }).click();
      await expect(methods.getByRole('status')).toHaveText('Google is unlinked.');
      await expect(methods.getByRole('listitem')).toHaveText([/^E-mail and password/]);
      await expect(
        methods.getByRole('button', { name: 'Unlink E-mail and password' }),
      ).toBeDisabled();
    });

    await test.step('a new e-mail address: a link to it, a word to the old one', async () => {
      const newEmail = uniqueEmail('moved');
      const since = Date.now();
      const change = section(page, 'E-mail address');
      await change.getByLabel('New e-mail address').fill(newEmail);
      await change.getByRole('button', { name: 'Change e-mail' }).click();
      await expect(change.getByRole('status')).toHaveText(
        `We sent a link to ${newEmail}. Your address changes once you open it. We also told ${email}.`,
      );
      const notice = await world.smtp.waitForMail(email, {
        since,
        match: (mail) => mail.subject === 'Your Tinies e-mail address is being changed',
      });
      expect(notice.text).toContain(newEmail);
      const confirm = await world.smtp.waitForMail(newEmail, {
        since,
        match: (mail) => mail.subject === 'Confirm your new e-mail address for Tinies',
      });
      await page.goto(firstLink(confirm.text, '/api/auth/verify-email'));
      await expect(page).toHaveURL(/\/account$/);
      await expect(change.getByText(newEmail)).toBeVisible();
    });
  },
);

test(
  'leaving: my data downloaded as one zip, then the account deleted and signed out everywhere',
  { tag: '@wide' },
  async ({ page, world, browser }) => {
    // NOTE: one long flow (a seeded account, a download, a deletion, a new sign-up).
    test.slow();
    const email = uniqueEmail('leaving');
    await verifiedAccount(page, world, email);
    const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
      user: { id: string };
    };
    const root = `/api/data/users/${session.user.id}`;
    const photo = png(10, 120, 200);
    let photoId = '';

    await test.step('each tool keeps something, and a photo', async () => {
      const uploadedPhoto = await page.request.post('/api/files', {
        multipart: {
          file: { name: 'pasta.png', mimeType: 'image/png', buffer: Buffer.from(photo) },
        },
        headers: { Origin: world.origin },
      });
      expect(uploadedPhoto.status()).toBe(201);
      ({ id: photoId } = (await uploadedPhoto.json()) as { id: string });
      const now = new Date().toISOString();
      const writes: [string, unknown][] = [
        [`recipe-book/recipes/${newId()}`, sampleRecipe({ name: 'Zip-file lasagne', photoId })],
        [
          `car-maintenance/vehicles/${newId()}`,
          {
            name: 'Export Estate',
            odometerUnit: 'km',
            fuelType: 'petrol',
            archived: false,
            specs: { oilSpec: '5W-30' },
            glovebox: { insurer: 'Acme Insurance' },
            createdAt: now,
            updatedAt: now,
          } satisfies Vehicle,
        ],
        [`travel-tracker/places/${newId()}`, samplePlace({ kind: 'country', code: 'PT' })],
        [
          `apartment-tour-questions/apartments/${newId()}`,
          {
            name: 'Zip Street Lofts',
            status: 'toured',
            rent: 1800,
            createdAt: now,
            updatedAt: now,
          },
        ],
      ];
      for (const [path, value] of writes) {
        const written = await page.request.put(`${root}/${path}`, {
          data: value,
          headers: { Origin: world.origin },
        });
        expect(written.status(), await written.text()).toBe(200);
      }
    });

    await test.step('download my data: each tool’s documents, its own export and the photos', async () => {
      await page.goto('/account');
      const started = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download my data' }).click();
      const file = await started;
      expect(file.suggestedFilename()).toMatch(/^tinies-data-\d{4}-\d{2}-\d{2}\.zip$/);
      await expect(page.getByText(/^Your data is downloaded \(/)).toBeVisible();
      const entries = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
      const text = (name: string) => strFromU8(entries[name]!);

      const documents = JSON.parse(text('documents.json')) as Record<
        string,
        Record<string, Record<string, { name: string }>>
      >;
      expect(Object.values(documents['recipe-book']!.recipes!)[0]!.name).toBe('Zip-file lasagne');
      expect(Object.values(documents['car-maintenance']!.vehicles!)[0]!.name).toBe('Export Estate');
      expect(JSON.parse(text('recipe-book/recipes.json'))).toMatchObject([
        { '@type': 'Recipe', name: 'Zip-file lasagne' },
      ]);
      expect(JSON.parse(text('car-maintenance/car-maintenance.json'))).toMatchObject({
        format: 'tinies-car-maintenance',
      });
      expect(text('car-maintenance/car-maintenance.json')).toContain('Export Estate');
      expect(Object.values(documents['travel-tracker']!.places!)[0]).toMatchObject({ code: 'PT' });
      expect(text('travel-tracker/travel-tracker.json')).toContain('"PT"');
      expect(Object.values(documents['apartment-tour-questions']!.apartments!)[0]!.name).toBe(
        'Zip Street Lofts',
      );
      expect(text('apartment-tour-questions/apartment-tour-questions.json')).toContain(
        'Zip Street Lofts',
      );
      expect(entries[`files/${photoId}.png`]).toEqual(photo);
    });

    await test.step('delete account: password and typed e-mail; signed out everywhere', async () => {
      const phone = await secondBrowser(browser, world, page.context());
      await phone.goto('/recipe-book');
      await expect(greeting(phone, email)).toBeVisible();
      await page.getByRole('button', { name: 'Delete account…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText('Your account has been deleted.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
      await expectSignedOut(phone);
      await world.smtp.waitForMail(email, {
        match: (mail) => mail.subject === 'Your Tinies account has been deleted',
      });
      await phone.context().close();
    });

    await test.step('the address is free to sign up again, with nothing of before', async () => {
      await page.context().clearCookies();
      await verifiedAccount(page, world, email);
      await page.goto('/');
      await expect(greeting(page, email)).toBeVisible();
      const again = (await (await page.request.get('/api/auth/get-session')).json()) as {
        user: { id: string };
      };
      expect(again.user.id).not.toBe(session.user.id);
    });
  },
);
