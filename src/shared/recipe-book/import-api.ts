import type { z } from 'zod';
import type { ExtractedRecipe } from './json-ld.ts';
import { RECIPE_LIMITS } from './recipe-model.ts';
import { importRequestSchema } from '../page-import/import-request.ts';

/**
 * Importing a recipe from a web address: the server fetches the page (the browser cannot
 * read other sites) and answers with the recipes found in its structured data.
 */

/** `POST` with a `RecipeImportRequest`; answers a `RecipeImportResult` or `{ code, message }`. */
export const RECIPE_IMPORT_API_PATH = '/api/recipe-book/import';

export const recipeImportRequestSchema = importRequestSchema(RECIPE_LIMITS.url);

export type RecipeImportRequest = z.infer<typeof recipeImportRequestSchema>;

export interface RecipeImportResult {
  /** The page the recipes came from, after redirects: the recipe's source. */
  url: string;
  /** At least one. */
  recipes: ExtractedRecipe[];
}
