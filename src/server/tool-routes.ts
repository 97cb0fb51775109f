import type { Hono } from 'hono';
import type { ToolId } from '../shared/tools.ts';
import { listingImportRoutes } from './apartment-tour-questions/import-routes.ts';
import type { Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { ApiEnv } from './middleware/api-env.ts';
import type { PageImportOptions } from './page-import/page-import-routes.ts';
import { recipeImportRoutes, type RecipeImportOptions } from './recipe-book/import-routes.ts';
import type { WorkerPool } from './workers/worker-pool.ts';

/** What a tool's server routes may use. */
export interface ToolRouteDependencies {
  config: Config;
  auth: Auth;
  /** Where untrusted input (fetched pages, uploaded files) is parsed: never the event loop. */
  workers: WorkerPool;
  /** Recipe import's fetch limits and rate; production defaults when absent. */
  recipeImport?: RecipeImportOptions;
  /** Listing import's (Apartment Tour Questions) fetch limits and rate. */
  listingImport?: PageImportOptions;
}

/**
 * The server half of the tool manifest: the routes of each tool whose manifest entry has
 * `serverRoutes`. Typed by tool id, so a tool cannot be mounted under another's name.
 */
export const TOOL_ROUTES: Partial<Record<ToolId, (deps: ToolRouteDependencies) => Hono<ApiEnv>>> = {
  'apartment-tour-questions': ({ config, auth, workers, listingImport }) =>
    listingImportRoutes({
      auth,
      workers,
      publicUrl: config.publicUrl,
      allowLoopback: config.importAllowLoopback,
      ...listingImport,
    }),
  'recipe-book': ({ config, auth, workers, recipeImport }) =>
    recipeImportRoutes({
      auth,
      workers,
      publicUrl: config.publicUrl,
      allowLoopback: config.importAllowLoopback,
      ...recipeImport,
    }),
};
