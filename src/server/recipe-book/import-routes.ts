import { Hono, type MiddlewareHandler } from 'hono';
import { fetchPageBytes, type PageFetchLimits } from './fetch-page.ts';
import type { readRecipes } from './read-recipes-task.ts';
import type { WriteRate } from '../../shared/data/limits.ts';
import {
  RECIPE_IMPORT_API_PATH,
  recipeImportRequestSchema,
} from '../../shared/recipe-book/import-api.ts';
import type { Auth } from '../auth/auth.ts';
import { readJsonBody } from '../data/json-body.ts';
import { createWriteLimiter } from '../data/write-rate.ts';
import type { ApiEnv } from '../middleware/api-env.ts';
import { ApiError } from '../middleware/api-error.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { signedIn } from '../middleware/signed-in.ts';
import { workerTask, type WorkerPool } from '../workers/worker-pool.ts';
import { workerRefusal } from '../workers/worker-refusal.ts';

/**
 * Imports per person: ten in a row, then one every six seconds. Each one makes the server
 * fetch a page of up to 5 MB, so a loop must not turn it into a crawler.
 */
export const IMPORT_RATE: WriteRate = { perSecond: 1 / 6, burst: 10 };

/** A page's recipes, read in the worker pool. */
const READ_RECIPES = workerTask<typeof readRecipes>(
  new URL('./read-recipes-task.ts', import.meta.url),
  'readRecipes',
);

/** How recipe import behaves; production defaults when absent (tests shorten them). */
export interface RecipeImportOptions {
  limits?: Partial<PageFetchLimits>;
  rate?: WriteRate;
}

export interface RecipeImportDependencies extends RecipeImportOptions {
  auth: Auth;
  /** PUBLIC_URL: the only origin that may ask for an import. */
  publicUrl: string;
  /** IMPORT_ALLOW_LOOPBACK. */
  allowLoopback: boolean;
  /** Where fetched pages are read: a page is untrusted input. */
  workers: WorkerPool;
}

/** An import's answer, whatever it is, is never cached. */
const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

/**
 * `POST /api/recipe-book/import` with `{ url }`: fetches the page for a signed-in person
 * and answers `{ url, recipes }`, or `{ code, message }` — NOT_FOUND when the page holds
 * no recipe, INVALID_DATA when it is too heavy to read within the worker pool's limits.
 * Nothing is stored: the person reviews the recipe before saving it.
 */
export function recipeImportRoutes({
  auth,
  publicUrl,
  allowLoopback,
  workers,
  limits,
  rate = IMPORT_RATE,
}: RecipeImportDependencies) {
  const routes = new Hono<ApiEnv>();
  const limiter = createWriteLimiter(rate);

  routes.post(
    RECIPE_IMPORT_API_PATH,
    noStore,
    sameOrigin(publicUrl),
    signedIn(auth, 'Sign in to import recipes.'),
    rateLimit(limiter, 'Too many imports; try again in a moment.'),
    async (c) => {
      const request = recipeImportRequestSchema.safeParse(await readJsonBody(c.req.raw));
      if (!request.success) throw new ApiError('INVALID_DATA', request.error.issues[0]!.message);
      const page = await fetchPageBytes(request.data.url, { ...limits, allowLoopback });
      const answer = await workers
        .run(READ_RECIPES, page, { transfer: [page.bytes.buffer as ArrayBuffer] })
        .catch((error: unknown) => {
          throw workerRefusal(error, 'That page', workers.limits);
        });
      if (answer === null) throw new ApiError('NOT_FOUND', 'No recipe found on that page.');
      // A `RecipeImportResult`, written by the worker.
      return c.body(answer, 200, { 'Content-Type': 'application/json' });
    },
  );

  return routes;
}
