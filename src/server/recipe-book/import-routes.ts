import type { readRecipes } from './read-recipes-task.ts';
import {
  RECIPE_IMPORT_API_PATH,
  recipeImportRequestSchema,
} from '../../shared/recipe-book/import-api.ts';
import {
  pageImportRoutes,
  type PageImportDependencies,
  type PageImportOptions,
} from '../page-import/page-import-routes.ts';
import { workerTask } from '../workers/worker-pool.ts';

/** A page's recipes, read in the worker pool. */
const READ_RECIPES = workerTask<typeof readRecipes>(
  new URL('./read-recipes-task.ts', import.meta.url),
  'readRecipes',
);

/** How recipe import behaves; production defaults when absent (tests shorten them). */
export type RecipeImportOptions = PageImportOptions;

/**
 * `POST /api/recipe-book/import` with `{ url }`: answers `{ url, recipes }`, or
 * `{ code, message }` — NOT_FOUND when the page holds no recipe (see `pageImportRoutes`).
 */
export function recipeImportRoutes(deps: PageImportDependencies) {
  return pageImportRoutes(
    {
      path: RECIPE_IMPORT_API_PATH,
      request: recipeImportRequestSchema,
      task: READ_RECIPES,
      userAgent: 'Mozilla/5.0 (compatible; Tinies recipe import)',
      messages: { signIn: 'Sign in to import recipes.', notFound: 'No recipe found on that page.' },
    },
    deps,
  );
}
