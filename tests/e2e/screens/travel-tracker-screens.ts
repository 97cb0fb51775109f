import { uniqueEmail, verifiedAccount } from '../accounts-fixtures.ts';
import { expect } from '../fixtures.ts';
import type { Tour } from '../sweep.ts';

/** Every screen of the Travel Tracker, for a person of its own with data on each. */
export const travelTrackerTour: Tour = async ({ page, world, check }) => {
  await verifiedAccount(page, world, uniqueEmail('sweep-travel-tracker'));
  await page.goto('/travel-tracker');
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Tracker' })).toBeVisible();
  await check('Travel Tracker: its first screen, empty');
};
