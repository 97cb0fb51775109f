import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  PASSWORD,
  test,
  uniqueEmail,
  verificationLink,
  verifiedAccount,
} from './accounts-fixtures.ts';
import { expectNoAxeViolations, presetTheme } from './fixtures.ts';

async function openAuthModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillSignUp(dialog: Locator, email: string, password: string, confirm = password) {
  await dialog.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await expect(dialog).toHaveAccessibleName('Sign Up');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm Password').fill(confirm);
}

async function signUpInModal(page: Page, email: string, password = PASSWORD) {
  const dialog = await openAuthModal(page);
  await fillSignUp(dialog, email, password);
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function logInInModal(page: Page, email: string, password = PASSWORD): Promise<Locator> {
  const dialog = await openAuthModal(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  return dialog;
}

const greeting = (page: Page, name: string) => page.getByText(`Hi, ${name}`, { exact: true });

test(
  'sign-up sends a mail whose link signs the person in where they started',
  { tag: '@narrow' },
  async ({ page, world }) => {
    const email = uniqueEmail('new');
    await page.goto('/recipe-book');
    await signUpInModal(page, email);

    await expect(page).toHaveURL(/\/verify-email\?next=%2Frecipe-book$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your e-mail');
    await expect(page.getByText(`Check your inbox: we sent a link to ${email}`)).toBeVisible();

    await page.goto(await verificationLink(world, email));
    await expect(page).toHaveURL(/\/recipe-book$/);
    await expect(greeting(page, email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  },
);

test(
  'login before verifying says so and offers a new link',
  { tag: '@narrow' },
  async ({ page, world }) => {
    const email = uniqueEmail('early');
    await page.goto('/');
    await signUpInModal(page, email);
    await world.smtp.waitForMail(email);
    const since = Date.now();

    await page.goto('/');
    const dialog = await logInInModal(page, email);
    await expect(dialog.getByRole('alert')).toHaveText('Email not verified');
    await dialog.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await expect(dialog.getByText(`We sent a new link to ${email}.`)).toBeVisible();
    const link = await verificationLink(world, email, since);

    await page.goto(link);
    await expect(greeting(page, email)).toBeVisible();
  },
);

test(
  'a wrong password is refused in the modal, which stays open',
  { tag: '@narrow' },
  async ({ page, world }) => {
    const email = uniqueEmail('wrong');
    await verifiedAccount(page, world, email);
    await page.context().clearCookies();
    await page.goto('/');
    const dialog = await logInInModal(page, email, 'not the password');
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page.getByRole('button', { name: 'Log In', exact: true }).first()).toBeVisible();

    // Closing clears the error; the next opening starts clean.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const again = await openAuthModal(page);
    await expect(again).toHaveAccessibleName('Login');
    await expect(again.getByRole('alert')).toHaveCount(0);
  },
);

test(
  'a second sign-up with a used address looks like a first and mails the owner',
  { tag: '@wide' },
  async ({ page, world }) => {
    const email = uniqueEmail('twice');
    await verifiedAccount(page, world, email);
    await page.context().clearCookies();
    const since = Date.now();
    await page.goto('/');
    await signUpInModal(page, email, 'someone else');
    await expect(page.getByText(`Check your inbox: we sent a link to ${email}`)).toBeVisible();
    const mail = await world.smtp.waitForMail(email, { since });
    expect(mail.text).not.toContain('/api/auth/verify-email');
    expect(mail.text).toContain(world.origin);
  },
);

test(
  'mismatched and short passwords are caught before anything is sent',
  { tag: '@narrow' },
  async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-up')) sent.push(request.url());
    });
    await page.goto('/');
    const dialog = await openAuthModal(page);
    await fillSignUp(dialog, uniqueEmail('mismatch'), PASSWORD, 'correct horse!');
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Passwords do not match.');

    await dialog.getByLabel('Password', { exact: true }).fill('12345');
    await dialog.getByLabel('Confirm Password').fill('12345');
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Password must be at least 6 characters long',
    );

    // Switching mode clears the error.
    await dialog.getByRole('button', { name: 'Already have an account? Log In' }).click();
    await expect(dialog).toHaveAccessibleName('Log In');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    expect(sent).toEqual([]);
  },
);

test(
  'the session survives a reload, logout ends it, and other tabs follow',
  { tag: '@wide' },
  async ({ page, world }) => {
    const email = uniqueEmail('tabs');
    await verifiedAccount(page, world, email);
    await page.goto('/');
    await expect(greeting(page, email)).toBeVisible();
    await page.reload();
    await expect(greeting(page, email)).toBeVisible();

    const other = await page.context().newPage();
    await other.goto('/travel-tracker');
    await expect(greeting(other, email)).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    // The other tab hears of it at once, without a reload or a focus change.
    await expect(other.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(greeting(other, email)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  },
);

test(
  'logging in from the modal greets the user and tells the other tabs',
  { tag: '@wide' },
  async ({ page, world }) => {
    const email = uniqueEmail('login');
    await verifiedAccount(page, world, email);
    await page.context().clearCookies();
    await page.goto('/');
    const other = await page.context().newPage();
    await other.goto('/');
    await expect(other.getByRole('button', { name: 'Log In' })).toBeVisible();

    const dialog = await logInInModal(page, email);
    await expect(dialog).toBeHidden();
    await expect(greeting(page, email)).toBeVisible();
    await expect(greeting(other, email)).toBeVisible();
  },
);

test(
  'an expired session returns the shell to Log In',
  { tag: '@narrow' },
  async ({ page, world }) => {
    // NOTE: runs on the default SQLite world and ages the session in its file.
    const email = uniqueEmail('expiring');
    await verifiedAccount(page, world, email);
    await page.goto('/');
    await expect(greeting(page, email)).toBeVisible();

    const database = new DatabaseSync(join(world.dataDir, 'tinies.sqlite'));
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
    // The app asks again when the tab comes back into view.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  },
);

test('too many sign-in attempts get a clear message', { tag: '@wide' }, async ({ page, world }) => {
  const email = uniqueEmail('brute');
  await verifiedAccount(page, world, email);
  await page.context().clearCookies();
  await page.goto('/');
  const dialog = await logInInModal(page, email, 'guess 0');
  const alert = dialog.getByRole('alert');
  await expect(alert).toHaveText('Invalid email or password');
  const submit = dialog.getByRole('button', { name: 'Log In', exact: true });
  let limited = false;
  for (let attempt = 1; attempt <= 12 && !limited; attempt++) {
    await dialog.getByLabel('Password', { exact: true }).fill(`guess ${attempt}`);
    await submit.click();
    await expect(submit).toBeEnabled();
    limited = /Too many attempts/.test((await alert.textContent()) ?? '');
  }
  expect(limited).toBe(true);
  await expect(alert).toHaveText(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
  // Even the right password waits now.
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await submit.click();
  await expect(alert).toHaveText(/Too many attempts/);
});

for (const [locale, language, subject] of [
  ['es-ES', 'es', /Tinies/],
  ['de-DE', 'de', /Tinies/],
] as const) {
  test.describe(`in ${locale}`, { tag: '@wide' }, () => {
    test.use({ locale });

    test(`mails in ${language}`, async ({ page, world }) => {
      const email = uniqueEmail(language);
      await page.goto('/');
      await signUpInModal(page, email);
      const mail = await world.smtp.waitForMail(email);
      expect(mail.headers['content-language']).toBe(language);
      expect(mail.subject).toMatch(subject);
      expect(mail.subject).not.toMatch(/verify your e-mail/i);
      expect(mail.html).toContain(`lang="${language}"`);
    });
  });
}

test(
  'Google sign-in with a verified address greets by name',
  { tag: '@narrow' },
  async ({ page, world }) => {
    const email = uniqueEmail('google');
    world.setGoogleUser({ email, email_verified: true, name: 'Grace Hopper' });
    await page.goto('/car-maintenance');
    const dialog = await openAuthModal(page);
    const buttons = dialog.getByRole('button');
    await expect(buttons.filter({ hasText: /^Continue with / })).toHaveText([
      'Continue with Google',
    ]);
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();

    await expect(page).toHaveURL(/\/car-maintenance$/);
    await expect(greeting(page, 'Grace Hopper')).toBeVisible();
    await expect(page.getByText('Your e-mail address is verified.')).toHaveCount(0);
  },
);

test(
  'Google sign-in with an unverified address goes to /verify-email until the link is used',
  { tag: '@wide' },
  async ({ page, world }) => {
    const email = uniqueEmail('google-unverified');
    world.setGoogleUser({ email, email_verified: false, name: 'Ana' });
    await page.goto('/car-maintenance');
    const dialog = await openAuthModal(page);
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();

    await expect(page).toHaveURL(/\/verify-email\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

    await page.goto(await verificationLink(world, email));
    await expect(page).toHaveURL(/\/car-maintenance$/);
    await expect(greeting(page, 'Ana')).toBeVisible();
    await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  },
);

test('the auth modal is usable by keyboard alone', async ({ page, world }) => {
  const email = uniqueEmail('keys');
  await verifiedAccount(page, world, email);
  await page.context().clearCookies();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  const login = page.getByRole('button', { name: 'Log In' });
  await login.focus();
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
});

for (const theme of ['light', 'dark'] as const) {
  test(`the auth modal and verify page have no axe violations (${theme})`, async ({ page }) => {
    await presetTheme(page, theme);
    await page.goto('/');
    const dialog = await logInInModal(page, uniqueEmail('axe'), 'nope nope');
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
    await expect(dialog.getByLabel('Confirm Password')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/verify-email?error=email_not_verified&next=%2F');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
    await expectNoAxeViolations(page);
    await page.goto('/verify-email?error=TOKEN_EXPIRED&next=%2F');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired');
    await expectNoAxeViolations(page);
  });
}

if (process.env.TEST_DATABASE_URL) {
  test.describe('on PostgreSQL', () => {
    test.use({ storage: 'postgres' });

    test(
      'sign-up, link, greeting, reload and logout',
      { tag: '@wide' },
      async ({ page, world }) => {
        const email = uniqueEmail('pg');
        await page.goto('/');
        await signUpInModal(page, email);
        await page.goto(await verificationLink(world, email));
        await expect(greeting(page, email)).toBeVisible();
        await page.reload();
        await expect(greeting(page, email)).toBeVisible();
        await page.getByRole('button', { name: 'Logout' }).click();
        await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
        const dialog = await logInInModal(page, email);
        await expect(dialog).toBeHidden();
        await expect(greeting(page, email)).toBeVisible();
      },
    );
  });
}
