import { uniqueEmail, verifiedAccount } from '../accounts-fixtures.ts';
import { expect } from '../fixtures.ts';
import type { Tour } from '../sweep.ts';

/** Every screen of the Apartment Tour Questions, for a person of its own with data on each. */
export const apartmentTourQuestionsTour: Tour = async ({ page, world, check }) => {
  await verifiedAccount(page, world, uniqueEmail('sweep-apartment-tour-questions'));
  await page.goto('/apartment-tour-questions');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Apartment Tour Questions' }),
  ).toBeVisible();
  await check('Apartment Tour Questions: its first screen, empty');
};
