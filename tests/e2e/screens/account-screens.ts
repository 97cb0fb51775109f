import { uniqueEmail, verifiedAccount } from '../accounts-fixtures.ts';
import { expect } from '../fixtures.ts';
import type { Tour } from '../sweep.ts';

/** The account's screens and dialogs, for a person of its own. */
export const accountTour: Tour = async ({ page, world, check }) => {
  await verifiedAccount(page, world, uniqueEmail('sweep-account'));
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await check('the account page, signed in');
};
