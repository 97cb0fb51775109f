import { z } from 'zod';
import '../zod-setup.ts';
import type { ToolCollections } from '../tools.ts';

/**
 * The Recipe Book's document: one recipe at `users/{uid}/recipe-book/recipes/{id}`,
 * checked by this schema in the browser (for the message) and on the server (for the
 * truth). Schemas here are checked, never applied: no transforms or defaults.
 */
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

const requiredText = (label: string, max: number) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => text.trim().length > 0, `${label} is required`);

const optionalText = (label: string, max: number) =>
  z.string().max(max, `${label} must be at most ${max} characters`).optional();

const minutes = (label: string) =>
  z
    .number()
    .int(`${label} must be a whole number of minutes`)
    .min(0, `${label} cannot be negative`)
    .max(RECIPE_LIMITS.minutes, `${label} must be at most ${RECIPE_LIMITS.minutes} minutes`);

const amount = z.number().positive('Quantity must be more than 0').max(1_000_000);

/** One ingredient line: "1½ cups flour, sifted" → quantity 1.5, unit "cup", name, note. */
export const ingredientSchema = z
  .strictObject({
    kind: z.literal('ingredient'),
    quantity: amount.optional(),
    /** The top of a range ("2–3 cloves"). */
    quantityMax: amount.optional(),
    /** A unit key of the unit tables (e.g. `cup`, `g`), or the unit as written. */
    unit: optionalText('Unit', 40),
    name: requiredText('Ingredient', RECIPE_LIMITS.text),
    note: optionalText('Note', RECIPE_LIMITS.text),
  })
  .refine(
    (line) =>
      line.quantityMax === undefined ||
      (line.quantity !== undefined && line.quantityMax >= line.quantity),
    { message: 'The end of a range must not be below its start', path: ['quantityMax'] },
  );

/** A heading among the ingredients or steps, such as "For the sauce". */
export const sectionSchema = z.strictObject({
  kind: z.literal('section'),
  title: requiredText('Section', RECIPE_LIMITS.text),
});

export const stepSchema = z.strictObject({
  kind: z.literal('step'),
  text: requiredText('Step', RECIPE_LIMITS.step),
});

export const recipeSchema = z.strictObject({
  name: requiredText('Name', RECIPE_LIMITS.name),
  type: z.enum(RECIPE_TYPES, 'Choose a recipe type'),
  description: optionalText('Description', RECIPE_LIMITS.description),
  prepMinutes: minutes('Prep time'),
  cookMinutes: minutes('Cook time'),
  servings: z
    .number()
    .int('Servings must be a whole number')
    .min(1, 'Servings must be at least 1')
    .max(RECIPE_LIMITS.servings, `Servings must be at most ${RECIPE_LIMITS.servings}`),
  ingredients: z
    .array(z.union([ingredientSchema, sectionSchema]))
    .max(RECIPE_LIMITS.items, `At most ${RECIPE_LIMITS.items} ingredient lines`),
  steps: z
    .array(z.union([stepSchema, sectionSchema]))
    .max(RECIPE_LIMITS.items, `At most ${RECIPE_LIMITS.items} steps`),
  tags: z
    .array(requiredText('Tag', RECIPE_LIMITS.tag))
    .max(RECIPE_LIMITS.tags, `At most ${RECIPE_LIMITS.tags} tags`),
  /** An uploaded photo's id (`/api/files/{id}`). */
  photoId: z
    .string()
    .regex(/^[0-9a-f]{32}$/, 'Photo must be an uploaded file')
    .optional(),
  sourceUrl: z
    .url({ protocol: /^https?$/, error: 'Source must be a web address (http or https)' })
    .max(RECIPE_LIMITS.url)
    .optional(),
  cuisine: optionalText('Cuisine', RECIPE_LIMITS.tag),
  notes: optionalText('Notes', RECIPE_LIMITS.notes),
  favourite: z.boolean(),
  /** ISO 8601 instants. */
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

export type Ingredient = z.infer<typeof ingredientSchema>;
export type RecipeSection = z.infer<typeof sectionSchema>;
export type RecipeStep = z.infer<typeof stepSchema>;
export type Recipe = z.infer<typeof recipeSchema>;

/** Total time, derived: never stored, so it cannot disagree with its parts. */
export function totalMinutes(recipe: Pick<Recipe, 'prepMinutes' | 'cookMinutes'>): number {
  return recipe.prepMinutes + recipe.cookMinutes;
}

/** The Recipe Book's collections, as the tool manifest loads them. */
export const collections: ToolCollections = { [RECIPES_COLLECTION]: recipeSchema };
