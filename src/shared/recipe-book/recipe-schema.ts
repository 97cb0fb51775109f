import { z } from 'zod';
import '../zod-setup.ts';
import type { ToolCollections } from '../tools.ts';
import {
  RECIPE_LIMITS,
  RECIPE_TYPES,
  RECIPES_COLLECTION,
  SERVINGS_PROBLEMS,
} from './recipe-model.ts';

/**
 * The Recipe Book's document: one recipe at `users/{uid}/recipe-book/recipes/{id}`,
 * checked by this schema in the browser (for the message) and on the server (for the
 * truth). Schemas here are checked, never applied: no transforms or defaults.
 * NOTE: only what validates imports this module (it builds zod and every schema when it
 * loads); the names, limits and helpers are in `recipe-model.ts`, and stay only there.
 */

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
    .int(SERVINGS_PROBLEMS.whole)
    .min(1, SERVINGS_PROBLEMS.few)
    .max(RECIPE_LIMITS.servings, SERVINGS_PROBLEMS.many),
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

/** The Recipe Book's collections, as the tool manifest loads them. */
export const collections: ToolCollections = { [RECIPES_COLLECTION]: recipeSchema };
