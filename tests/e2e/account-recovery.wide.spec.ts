import type { Page } from '@playwright/test';
import {
  expect,
  otherBrowsers,
  PASSWORD,
  test,
  uniqueEmail,
  verifiedAccount,
} from './accounts-fixtures.ts';
import { expectNoAxeViolations, presetTheme } from './fixtures.ts';
import { firstLink } from '../../src/server/testing/smtp-capture.ts';

const { secondBrowser } = otherBrowsers(244);
const NEW_PASSWORD = 'battery staple';

const greeting = (page: Page, name: string) => page.getByText(`Hi, ${name}`, { exact: true });

test('forgot password: the mailed link sets a new one and signs every other browser out', async ({
  page,
  world,
  browser,
}) => {
  const email = uniqueEmail('forgot');
  await verifiedAccount(page, world, email);
  await page.goto('/');
  await expect(greeting(page, email)).toBeVisible();
  const phone = await secondBrowser(browser, world, page.context());
  await phone.goto('/recipe-book');
  await expect(greeting(phone, email)).toBeVisible();

  // Somewhere else, signed out, the person has forgotten the password.
  const visitor = await secondBrowser(browser, world);
  await presetTheme(visitor, 'dark');
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
  await expectNoAxeViolations(visitor);

  const mail = await world.smtp.waitForMail(email, {
    since,
    match: (candidate) => candidate.subject === 'Reset your Tinies password',
  });
  const link = firstLink(mail.text, '/api/auth/reset-password/');
  await visitor.goto(link);
  await expect(visitor).toHaveURL(/\/reset-password\?token=/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  const form = visitor.getByRole('form', { name: 'Choose a new password' });
  await form.getByLabel('New password').fill(NEW_PASSWORD);
  await form.getByLabel('Confirm Password').fill('battery stapler');
  await form.getByRole('button', { name: 'Set new password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Passwords do not match.');
  await expectNoAxeViolations(visitor);
  await form.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await form.getByLabel('Confirm Password').press('Enter');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Password changed');

  // The browsers signed in before are signed out (they ask again when they come into view).
  for (const other of [page, phone]) {
    await other.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(other.getByRole('button', { name: 'Log In' })).toBeVisible();
  }

  // The old password no longer works; the new one does.
  const old = await visitor.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { Origin: world.origin },
  });
  expect(old.status()).toBe(401);
  await visitor.getByRole('button', { name: 'Log In' }).first().click();
  const login = visitor.getByRole('dialog');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await login.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(greeting(visitor, email)).toBeVisible();

  // The link works once.
  await visitor.goto(link);
  await expect(visitor.getByRole('alert')).toHaveText(
    'This link has expired or was already used. Ask for a new one below.',
  );
  await expect(visitor.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await phone.context().close();
  await visitor.context().close();
});

test('five wrong passwords from five addresses lock the account, with the usual message', async ({
  page,
  world,
  browser,
}) => {
  const email = uniqueEmail('guessed');
  await verifiedAccount(page, world, email);
  await page.context().clearCookies();
  for (let index = 0; index < 5; index++) {
    const guesser = await secondBrowser(browser, world);
    const guess = await guesser.request.post('/api/auth/sign-in/email', {
      data: { email, password: `guess ${index}` },
      headers: { Origin: world.origin },
    });
    expect(guess.status()).toBe(401);
    await guesser.context().close();
  }
  // The owner, from an address that never failed, is asked to wait too.
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/^Too many attempts/);
});
