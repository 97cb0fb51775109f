import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Locator, Page } from '@playwright/test';
import { expect, PASSWORD, test, uniqueEmail, verificationLink } from './accounts-fixtures.ts';

/**
 * Signing up, in and out as a person does it, in the real browser against the real
 * server: with a password (the mailed link, the tabs that follow, the keyboard alone, an
 * expired session) and with the stand-in Google. The modal's messages, validation and
 * modes are component tests (`src/auth/auth-panel.test.tsx`, `auth-modal.test.tsx`); the
 * server's rules (limits, lockout, mail languages, PostgreSQL) its own suites.
 */

async function openAuthModal(page: Page, within: Page | Locator = page): Promise<Locator> {
  await within.getByRole('button', { name: 'Log In' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function logInInModal(page: Page, email: string, password = PASSWORD): Promise<Locator> {
  const dialog = await openAuthModal(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  return dialog;
}

const greeting = (page: Page, name: string) => page.getByText(`Hi, ${name}`, { exact: true });
const VERIFIED = 'Your e-mail address is verified.';

/** Ages every session in the world's SQLite file past its end. */
function expireSessions(dataDir: string) {
  const database = new DatabaseSync(join(dataDir, 'tinies.sqlite'));
  try {
    const past = new Date(Date.now() - 60_000);
    const { expiresAt } = database
      .prepare('SELECT "expiresAt" FROM "session" ORDER BY "createdAt" DESC LIMIT 1')
      .get() as { expiresAt: string | number };
    database
      .prepare('UPDATE "session" SET "expiresAt" = ?')
      .run(typeof expiresAt === 'number' ? past.getTime() : past.toISOString());
  } finally {
    database.close();
  }
}

test(
  'a person signs up, verifies the mail, signs in and out, and every tab follows',
  { tag: '@narrow' },
  async ({ page, world }) => {
    // NOTE: one long flow (sign-up, two mails, two tabs, four sign-ins and outs): on two
    // busy cores it can pass 60 s without being wrong, so it gets the slow allowance.
    test.slow();
    const email = uniqueEmail('new');

    await test.step('sign up from a tool: on to “Verify your e-mail”', async () => {
      await page.goto('/recipe-book');
      const dialog = await openAuthModal(page);
      await dialog.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
      await expect(dialog).toHaveAccessibleName('Sign Up');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByLabel('Confirm Password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/verify-email\?next=%2Frecipe-book$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your e-mail');
      await expect(page.getByText(`Check your inbox: we sent a link to ${email}`)).toBeVisible();
      await world.smtp.waitForMail(email);
    });

    await test.step('a login before the link is used says so and sends a new one', async () => {
      const since = Date.now();
      await page.goto('/recipe-book');
      const dialog = await logInInModal(page, email);
      await expect(dialog.getByRole('alert')).toHaveText('Email not verified');
      await dialog.getByRole('button', { name: 'Resend verification e-mail' }).click();
      await expect(dialog.getByText(`We sent a new link to ${email}.`)).toBeVisible();
      await page.goto(await verificationLink(world, email, since));
      await expect(page).toHaveURL(/\/recipe-book$/);
      await expect(greeting(page, email)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(page.getByText(VERIFIED)).toBeVisible();
    });

    const other = await page.context().newPage();
    await test.step('the session survives a reload and reaches another tab', async () => {
      await page.reload();
      await expect(greeting(page, email)).toBeVisible();
      await other.goto('/travel-tracker');
      await expect(greeting(other, email)).toBeVisible();
      // NOTE: the tab acted on is in front (one behind waits about a second per action); the
      // other, behind, must still hear of each change.
      await page.bringToFront();
    });

    await test.step('logout ends it here and, at once, in the other tab', async () => {
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
      // The other tab hears of it without a reload or a focus change.
      await expect(other.getByRole('button', { name: 'Log In' })).toBeVisible();
      await expect(greeting(other, email)).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    });

    await test.step('a wrong password is refused in the modal, which stays open', async () => {
      const dialog = await logInInModal(page, email, 'not the password');
      await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
      await expect(dialog.getByRole('button', { name: 'Log In', exact: true })).toBeVisible();
      // Closing clears the error; the next opening starts clean.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      const again = await openAuthModal(page);
      await expect(again).toHaveAccessibleName('Login');
      await expect(again.getByRole('alert')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(again).toBeHidden();
    });

    await test.step('logging in by keyboard alone greets here and in the other tab', async () => {
      await page.getByRole('button', { name: 'Log In' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Email').focus();
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(greeting(page, email)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeFocused();
      await expect(greeting(other, email)).toBeVisible();
    });

    await test.step('an expired session returns the shell to Log In', async () => {
      // NOTE: runs on the default SQLite world and ages the session in its file.
      expireSessions(world.dataDir);
      // The app asks again when the tab comes back into view.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    });
  },
);

test(
  'a name chosen in Account settings stays through the next sign-in with Google',
  { tag: '@wide' },
  async ({ page, world }) => {
    const ada = uniqueEmail('google-name');
    world.setGoogleUser({ email: ada, email_verified: true, name: 'Augusta Ada King' });
    const googleSignIn = async () => {
      await page.goto('/');
      const dialog = await openAuthModal(page);
      await dialog.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(page.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
    };
    await googleSignIn();
    await expect(greeting(page, 'Augusta Ada King')).toBeVisible();

    await page.goto('/account');
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Display name', { exact: true }).fill('Ada');
    await profile.getByRole('button', { name: 'Save name' }).click();
    await expect(profile.getByRole('status')).toHaveText('Your name is saved.');
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Log In', exact: true }).first()).toBeVisible();

    await googleSignIn();
    await expect(greeting(page, 'Ada')).toBeVisible();
  },
);

test(
  'Google signs a person in, verified or through the mailed link, and re-proves them to delete the account',
  { tag: '@wide' },
  async ({ page, world }) => {
    // NOTE: one long flow (two Google sign-ins, a re-sign-in, a deletion, a mailed link).
    test.slow();
    const grace = uniqueEmail('google');

    await test.step('a verified Google address: greeted by name where they started', async () => {
      world.setGoogleUser({ email: grace, email_verified: true, name: 'Grace Hopper' });
      await page.goto('/car-maintenance');
      const dialog = await openAuthModal(page);
      await expect(dialog.getByRole('button').filter({ hasText: /^Continue with / })).toHaveText([
        'Continue with Google',
      ]);
      await dialog.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(page).toHaveURL(/\/car-maintenance$/);
      await expect(greeting(page, 'Grace Hopper')).toBeVisible();
      await expect(page.getByText(VERIFIED)).toHaveCount(0);
    });

    await test.step('no password: deleting asks for Google again, then opens again', async () => {
      await page.goto('/account');
      await page.getByRole('button', { name: 'Delete account…' }).click();
      let dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
      // NOTE: the page leaves for Google only once the server has answered the click: wait
      // for the way back, not for the page still showing the dialog before it went.
      const back = page.waitForURL(/\/account\?delete=1$/);
      await dialog.getByRole('button', { name: 'Sign in again with Google' }).click();
      await back;
      // Back on the page with the dialog open, and nothing left in the address.
      await expect(page).toHaveURL(/\/account$/);
      dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      // Once it knows the account has no password, as the person reads it.
      await expect(
        dialog.getByText('Your account has no password.', { exact: false }),
      ).toBeVisible();
      await dialog.getByLabel(`Type ${grace} to confirm`).fill(grace);
      await expect(dialog.getByLabel(`Type ${grace} to confirm`)).toHaveValue(grace);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByText('Your account has been deleted.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    });

    await test.step('an unverified Google address waits for the mailed link', async () => {
      const ana = uniqueEmail('google-unverified');
      world.setGoogleUser({ email: ana, email_verified: false, name: 'Ana' });
      await page.goto('/account');
      // The page's own Log In, beside the header's.
      const dialog = await openAuthModal(page, page.getByRole('main'));
      await dialog.getByRole('button', { name: 'Continue with Google' }).click();
      await expect(page).toHaveURL(/\/verify-email\?/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
      // The address Google gave is filled in: a new link is one press away.
      const resend = page.getByRole('form', { name: 'Resend the verification e-mail' });
      await expect(resend.getByLabel('Email')).toHaveValue(ana);

      await page.goto(await verificationLink(world, ana));
      await expect(page).toHaveURL(/\/account$/);
      await expect(greeting(page, 'Ana')).toBeVisible();
      await expect(page.getByText(VERIFIED)).toBeVisible();
    });
  },
);
