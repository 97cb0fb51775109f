import type { RecipeImportResult } from '../../shared/recipe-book/import-api.ts';
import { extractRecipes } from '../../shared/recipe-book/json-ld.ts';
import type { PageToRead } from '../page-import/page-import-routes.ts';
import { decodePage } from '../page-import/page-text.ts';

/**
 * Reading a fetched page's recipes, run by the worker pool (never on the event loop): a
 * page is untrusted input of up to 5 MB. It answers the route's JSON already written, so
 * the event loop does not spend time on a large answer either; null when there is no
 * recipe. The page's `url` (after redirects) is its recipes' source and the base of links.
 */
export function readRecipes({ url, contentType, bytes }: PageToRead): string | null {
  const recipes = extractRecipes(decodePage(bytes, contentType), { baseUrl: url });
  if (recipes.length === 0) return null;
  return JSON.stringify({ url, recipes } satisfies RecipeImportResult);
}
