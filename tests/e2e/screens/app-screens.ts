import { expect, whenHydrated } from '../fixtures.ts';
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

/**
 * The listing, its filters, the log-in and reset dialogs, the app's own pages, and the
 * design system's components in the states a person brings them to.
 */
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

  await page.goto('/ui');
  await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
  await whenHydrated(page.getByRole('button', { name: 'Edit display name' }));

  const account = page.getByRole('form', { name: 'Create an account' });
  await account.getByRole('textbox', { name: 'Full name' }).fill(' ');
  await account.getByRole('textbox', { name: 'Username' }).fill('Ada!');
  await account.getByRole('spinbutton', { name: 'Age' }).fill('3');
  await account.getByRole('checkbox', { name: 'Travel' }).click();
  await account.getByRole('checkbox', { name: 'Travel' }).click();
  await account.getByRole('textbox', { name: 'Bio' }).fill('x'.repeat(160));
  await expect(account.getByText(/is required|is invalid|only$/)).toHaveCount(4);
  await check('the design system: the forms with errors shown', ['#form']);

  const range = page.getByRole('group', { name: 'Range calendar' });
  await range.getByRole('gridcell', { name: 'Monday, February 3, 2025' }).click();
  await range.getByRole('gridcell', { name: 'Wednesday, February 12, 2025' }).click();
  await expect(range.getByRole('gridcell', { selected: true })).toHaveCount(10);
  await check('the design system: the calendars, one holding a range', ['#calendar']);

  const selects = page.getByRole('region', { name: 'Select' });
  await selects.getByRole('combobox', { name: 'Fruit', exact: true }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await check('the design system: a select open', ['#select', '[role="listbox"]']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();

  await selects.getByRole('combobox', { name: 'Destination' }).click();
  await expect(page.getByPlaceholder('Search options...')).toBeFocused();
  await page.keyboard.type('zzz');
  await expect(page.getByText('No results found')).toBeVisible();
  await check('the design system: a search select finding nothing', ['#select', '[role="dialog"]']);
  await page.keyboard.press('Escape');
  await expect(page.getByText('No results found')).toBeHidden();

  await page.getByRole('button', { name: 'Due date' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a date' })).toBeVisible();
  await check('the design system: the date picker open', ['[role="dialog"]']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Edit display name' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit display name' })).toBeVisible();
  await check('the design system: the modal open', ['[role="dialog"]']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Delete recipe' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete recipe?' })).toBeVisible();
  await check('the design system: a confirm dialog open', ['[role="alertdialog"]']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();

  // Kept until closed: axe takes its time, and the toasts must still be there.
  await page.getByRole('checkbox', { name: 'Keep toasts until closed' }).check();
  await whenHydrated(page.getByRole('button', { name: 'Show info toast' }));
  for (const type of ['info', 'success', 'warning', 'error']) {
    await page.getByRole('button', { name: `Show ${type} toast` }).press('Enter');
  }
  await page.getByRole('button', { name: 'Show toast with action' }).press('Enter');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByRole('status').or(notifications.getByRole('alert'))).toHaveCount(
    5,
  );
  await check('the design system: every type of toast', ['#toast', '[aria-label="Notifications"]']);
};
