import { expect } from '../fixtures.ts';
import type { Tour } from '../sweep.ts';

/** The app's own pages, each as a visitor sees it. */
const PAGES = [
  { path: '/', heading: 'Tinies' },
  { path: '/verify-email', heading: 'Verify your e-mail' },
  { path: '/reset-password', heading: 'Reset your password' },
  { path: '/account', heading: 'Account settings' },
  { path: '/missing-page', heading: 'Page not found' },
  { path: '/ui', heading: 'Design system' },
];

/** The listing, its filters, the log-in and reset dialogs and the app's own pages. */
export const appTour: Tour = async ({ page, check }) => {
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await check(path);
  }

  await page.goto('/?tag=travel&category=lifestyle');
  await expect(page.getByText('Showing 1 of 4')).toBeVisible();
  await check('the listing with filters applied');
  const filters = page.getByRole('button', { name: /^Filters/ });
  if (await filters.isVisible()) {
    await filters.click();
    await expect(page.getByRole('dialog', { name: 'Filter Tinies' })).toBeVisible();
    await check('the filters dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }

  await page.getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog).toHaveAccessibleName('Reset password');
  await check('the reset dialog');

  await page.goto('/reset-password?token=a-link-from-a-mail');
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await form.getByRole('button', { name: 'Set new password' }).click();
  await expect(form.getByText('New password is required')).toBeVisible();
  await check('the reset form with its errors');
};
