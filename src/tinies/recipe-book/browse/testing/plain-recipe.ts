import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';

/**
 * For the browse screen's tests: a recipe with nothing a search or filter could find but
 * its name and what the test gives it.
 */
export function plainRecipe(overrides: Partial<Recipe>): Recipe {
  return {
    name: 'Recipe',
    type: 'dinner',
    prepMinutes: 10,
    cookMinutes: 20,
    servings: 2,
    ingredients: [],
    steps: [],
    tags: [],
    favourite: false,
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}
