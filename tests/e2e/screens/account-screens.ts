import { uniqueEmail, verifiedAccount } from '../accounts-fixtures.ts';
import { expect } from '../fixtures.ts';
import type { Tour } from '../sweep.ts';

/**
 * The account's screens and dialogs: the auth modal with an error shown, in both modes;
 * the verify page's states; the forgot-password dialog once sent and the reset form with
 * a mismatch; then, for a person of its own, the account page, its delete dialog, the
 * storage dialog, and the live notes with the sync status.
 */
export const accountTour: Tour = async ({ page, world, check }) => {
  // Signed out, whatever an earlier tour left.
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(uniqueEmail('sweep-nobody'));
  await dialog.getByLabel('Password', { exact: true }).fill('nope nope');
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
  await check('the auth modal with an error');
  await dialog.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await expect(dialog.getByLabel('Confirm Password')).toBeVisible();
  await check('the auth modal signing up');

  await dialog.getByRole('button', { name: 'Already have an account? Log In' }).click();
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog).toHaveAccessibleName('Reset password');
  await dialog.getByLabel('Email').fill(uniqueEmail('sweep-forgot'));
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^If .* has an account, we sent it a link/);
  await check('the reset dialog, sent');

  await page.goto('/verify-email?error=email_not_verified&next=%2F');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
  await check('the verify page: check your inbox');
  await page.goto('/verify-email?error=TOKEN_EXPIRED&next=%2F');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired');
  await check('the verify page: the link has expired');

  await page.goto('/reset-password?token=a-link-from-a-mail');
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('New password').fill('battery staple');
  await reset.getByLabel('Confirm Password').fill('battery stapler');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset.getByRole('alert')).toHaveText('Passwords do not match.');
  await check('the reset form, passwords not matching');

  await verifiedAccount(page, world, uniqueEmail('sweep-account'));
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Where you are signed in' }).getByText('This device'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Unlink/ })).toBeDisabled();
  await check('the account page, signed in');

  await page.getByRole('button', { name: 'Delete account…' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(remove).toBeVisible();
  await check('the delete account dialog');
  await page.keyboard.press('Escape');
  await expect(remove).toBeHidden();

  await page.getByRole('button', { name: /^Hi, / }).click();
  const storage = page.getByRole('dialog', { name: 'Your account' });
  await expect(storage.getByRole('meter', { name: 'Documents' })).toHaveAttribute(
    'aria-valuetext',
    /used$/,
  );
  await check('the storage dialog');
  await page.keyboard.press('Escape');
  await expect(storage).toBeHidden();

  await page.goto('/ui#live-data');
  const live = page.getByRole('region', { name: 'Live data' });
  await live.getByLabel('New note').fill('Check the contrast');
  await live.getByRole('button', { name: 'Add note' }).click();
  const notes = live.getByRole('list', { name: 'Notes' });
  await notes.getByRole('checkbox', { name: 'Check the contrast' }).check();
  await expect(page.locator('[role="status"][data-state]')).toHaveAttribute('data-state', 'saved');
  await live.getByRole('button', { name: 'Add note' }).click();
  await expect(live.getByText('Note is required')).toBeVisible();
  await check('the live notes and the sync status', ['#live-data', '[role="status"][data-state]']);
};
