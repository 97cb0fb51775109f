import type { Recipe } from './recipe-schema.ts';

/**
 * The Recipe Book's plain parts: its names, recipe types, limits and the helpers built on
 * them, with the document's types. Screens import this rather than `recipe-schema.ts`:
 * it loads no zod, so a screen that only shows recipes never pays for building schemas.
 * NOTE: no value may come from a module that imports zod; types only (erased at build).
 */
export type { Ingredient, Recipe, RecipeSection, RecipeStep } from './recipe-schema.ts';

export const RECIPE_BOOK_TINY = 'recipe-book';
export const RECIPES_COLLECTION = 'recipes';

export const RECIPE_TYPES = [
  'breakfast',
  'lunch',
  'dinner',
  'snack',
  'dessert',
  'appetizer',
  'side',
  'beverage',
] as const;
export type RecipeType = (typeof RECIPE_TYPES)[number];

export const RECIPE_TYPE_LABELS: Readonly<Record<RecipeType, string>> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
  dessert: 'Dessert',
  appetizer: 'Appetizer',
  side: 'Side',
  beverage: 'Beverage',
};

export const RECIPE_LIMITS = {
  name: 200,
  description: 2000,
  text: 200,
  step: 4000,
  notes: 10_000,
  url: 2048,
  /** Minutes: a week, for brines and ferments. */
  minutes: 7 * 24 * 60,
  servings: 1000,
  items: 200,
  tags: 30,
  tag: 40,
} as const;

/** What is wrong with a servings count, in the words the schema and the stepper share. */
export const SERVINGS_PROBLEMS = {
  whole: 'Servings must be a whole number',
  few: 'Servings must be at least 1',
  many: `Servings must be at most ${RECIPE_LIMITS.servings}`,
} as const;

/** Why `servings` cannot be a recipe's servings (checked in the schema's order), or null. */
export function servingsProblem(servings: number): string | null {
  if (!Number.isInteger(servings)) return SERVINGS_PROBLEMS.whole;
  if (servings < 1) return SERVINGS_PROBLEMS.few;
  return servings > RECIPE_LIMITS.servings ? SERVINGS_PROBLEMS.many : null;
}

/** Total time, derived: never stored, so it cannot disagree with its parts. */
export function totalMinutes(recipe: Pick<Recipe, 'prepMinutes' | 'cookMinutes'>): number {
  return recipe.prepMinutes + recipe.cookMinutes;
}
