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
import { firstLink } from '../../src/server/testing/smtp-capture.ts';

/**
 * A password changed, then forgotten and reset by the mailed link, each time with the
 * person's other browsers signed out. The reset page's and the change form's validation
 * are component tests (`src/auth/reset-password-page.test.tsx`), the lockout and the
 * link's hour the server's (`src/server/testing/lockout-suite.ts`,
 * `password-reset-suite.ts`).
 */

const { secondBrowser } = otherBrowsers(244);
const CHANGED_PASSWORD = 'a brand new secret';
const RESET_PASSWORD = 'battery staple';

test.use({
  // The refused change is a 400 the browser logs; it is part of the story, as are the
  // refusals of a live socket whose session ended.
  // (One pattern: a bare two-element array would be read as [value, options].)
  expectedConsoleErrors: [
    /status of (400|401|403|404|429)|WebSocket connection to '\S+\/api\/live' failed: HTTP Authentication failed/,
  ],
});

const greeting = (page: Page, name: string) => page.getByText(`Hi, ${name}`, { exact: true });

/** Another device of the person with `email`, signed in with `password`: a session of its own. */
async function signedInElsewhere(
  browser: Browser,
  world: AccountsWorld,
  email: string,
  password: string,
) {
  const other = await secondBrowser(browser, world);
  const signIn = await other.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { Origin: world.origin },
  });
  expect(signIn.status()).toBe(200);
  await other.goto('/recipe-book');
  await expect(greeting(other, email)).toBeVisible();
  return other;
}

/** A device signed out elsewhere asks again when it comes into view, and shows Log In. */
async function expectSignedOut(other: Page) {
  await other.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(other.getByRole('button', { name: 'Log In' })).toBeVisible();
}

/** The status of a sign-in with `password`, from an address of its own. */
async function signInStatus(page: Page, world: AccountsWorld, email: string, password: string) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: {
      Origin: world.origin,
      'X-Forwarded-For': `10.246.${Math.floor(Math.random() * 250)}.1`,
    },
  });
  return response.status();
}

test('a password changed, then forgotten and reset, signs the other browsers out each time', async ({
  page,
  world,
  browser,
}) => {
  // NOTE: one long flow (four browsers, two password changes, mails): on two busy cores it
  // can pass 60 s without being wrong, so it gets the slow allowance.
  test.slow();
  const email = uniqueEmail('password');
  await verifiedAccount(page, world, email);

  await test.step('change password by keyboard: the current one is needed', async () => {
    // Two more devices of the same person, each with a session of its own.
    const others = [
      await signedInElsewhere(browser, world, email, PASSWORD),
      await signedInElsewhere(browser, world, email, PASSWORD),
    ];
    await page.goto('/account');
    const sessions = page.getByRole('region', { name: 'Where you are signed in' });
    await expect(sessions.getByRole('listitem')).toHaveCount(3);
    const form = page.getByRole('form', { name: 'Change password' });
    // A wrong current password is refused and changes nothing. Each field is followed by
    // its "Show password" button in the tab order.
    await form.getByLabel('Current password').focus();
    await page.keyboard.type('not my password');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('New password')).toBeFocused();
    await page.keyboard.type(CHANGED_PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Confirm Password')).toBeFocused();
    await page.keyboard.type(CHANGED_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveText(/password/i);
    await expect(sessions.getByRole('listitem')).toHaveCount(3);

    await form.getByLabel('Current password').fill('');
    await form.getByLabel('Current password').focus();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Current password')).toHaveValue('');
    await expect(page.getByRole('region', { name: 'Password' }).getByRole('status')).toHaveText(
      'Your password is changed, and your other devices are signed out.',
    );
    for (const other of others) await expectSignedOut(other);
    // This device stays signed in; the new password signs in, the old one no longer does.
    await page.reload();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    expect(await signInStatus(page, world, email, PASSWORD)).toBe(401);
    expect(await signInStatus(page, world, email, CHANGED_PASSWORD)).toBe(200);
    for (const other of others) await other.context().close();
  });

  const phone = await signedInElsewhere(browser, world, email, CHANGED_PASSWORD);
  await page.goto('/');
  await expect(greeting(page, email)).toBeVisible();
  // Somewhere else, signed out, the person has forgotten the password.
  const visitor = await secondBrowser(browser, world);
  let link = '';

  await test.step('forgot password: the address carries over and a link is mailed', async () => {
    await visitor.goto('/');
    await visitor.getByRole('button', { name: 'Log In' }).click();
    const dialog = visitor.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog).toHaveAccessibleName('Reset password');
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    const since = Date.now();
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      `If ${email} has an account, we sent it a link to choose a new password. The link works once, for 1 hour.`,
    );
    const mail = await world.smtp.waitForMail(email, {
      since,
      match: (candidate) => candidate.subject === 'Reset your Tinies password',
    });
    link = firstLink(mail.text, '/api/auth/reset-password/');
  });

  await test.step('the link sets a new password and signs every other browser out', async () => {
    await visitor.goto(link);
    await expect(visitor).toHaveURL(/\/reset-password\?token=/);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
    const form = visitor.getByRole('form', { name: 'Choose a new password' });
    await form.getByLabel('New password').fill(RESET_PASSWORD);
    await form.getByLabel('Confirm Password').fill(RESET_PASSWORD);
    await form.getByLabel('Confirm Password').press('Enter');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Password changed');
    // The browsers signed in before are signed out (they ask again when they come into view).
    for (const other of [page, phone]) await expectSignedOut(other);
  });

  await test.step('the old password no longer works, the new one does, the link only once', async () => {
    expect(await signInStatus(visitor, world, email, CHANGED_PASSWORD)).toBe(401);
    await visitor.getByRole('button', { name: 'Log In' }).first().click();
    const login = visitor.getByRole('dialog');
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(RESET_PASSWORD);
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(greeting(visitor, email)).toBeVisible();

    await visitor.goto(link);
    await expect(visitor.getByRole('alert')).toHaveText(
      'This link has expired or was already used. Ask for a new one below.',
    );
    await expect(visitor.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });
  await phone.context().close();
  await visitor.context().close();
});
