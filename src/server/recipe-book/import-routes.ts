import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DATA_ERROR_STATUS, DataStoreError } from '../../shared/data/errors.ts';
import type { WriteRate } from '../../shared/data/limits.ts';
import {
  RECIPE_IMPORT_API_PATH,
  recipeImportRequestSchema,
  type RecipeImportResult,
} from '../../shared/recipe-book/import-api.ts';
import { extractRecipes } from '../../shared/recipe-book/json-ld.ts';
import type { Auth } from '../auth/auth.ts';
import { readJsonBody } from '../data/json-body.ts';
import { isCrossSite, readSession } from '../data/rules.ts';
import { createWriteLimiter } from '../data/write-rate.ts';
import { fetchPage, type PageFetchLimits } from './fetch-page.ts';

/**
 * Imports per person: ten in a row, then one every six seconds. Each one makes the server
 * fetch a page of up to 5 MB, so a loop must not turn it into a crawler.
 */
export const IMPORT_RATE: WriteRate = { perSecond: 1 / 6, burst: 10 };

/** A request is `{ "url": "…" }`: a few kilobytes at most. */
const MAX_REQUEST_BYTES = 8 * 1024;

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
}

function refuse(c: Context, error: DataStoreError) {
  return c.json(error.toJSON(), DATA_ERROR_STATUS[error.code] as ContentfulStatusCode);
}

/**
 * `POST /api/recipe-book/import` with `{ url }`: fetches the page for a signed-in person
 * and answers `{ url, recipes }`, or `{ code, message }` — NOT_FOUND when the page holds
 * no recipe. Nothing is stored: the person reviews the recipe before saving it.
 */
export function recipeImportRoutes({
  auth,
  publicUrl,
  allowLoopback,
  limits,
  rate = IMPORT_RATE,
}: RecipeImportDependencies) {
  const routes = new Hono();
  const limiter = createWriteLimiter(rate);

  routes.post(RECIPE_IMPORT_API_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      if (isCrossSite(c.req.raw.headers, publicUrl)) {
        throw new DataStoreError('PERMISSION_DENIED', 'Requests from other sites are refused.');
      }
      const session = await readSession(auth, c.req.raw.headers);
      if (!session) throw new DataStoreError('UNAUTHENTICATED', 'Sign in to import recipes.');
      const wait = limiter.take(session.user.id);
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        throw new DataStoreError('RATE_LIMITED', 'Too many imports; try again in a moment.');
      }
      const request = recipeImportRequestSchema.safeParse(
        await readJsonBody(c.req.raw, MAX_REQUEST_BYTES),
      );
      if (!request.success) {
        throw new DataStoreError('INVALID_DATA', request.error.issues[0]!.message);
      }
      const page = await fetchPage(request.data.url, { ...limits, allowLoopback });
      const recipes = extractRecipes(page.text, { baseUrl: page.url });
      if (recipes.length === 0) {
        throw new DataStoreError('NOT_FOUND', 'No recipe found on that page.');
      }
      return c.json({ url: page.url, recipes } satisfies RecipeImportResult);
    } catch (error) {
      if (error instanceof DataStoreError) return refuse(c, error);
      throw error;
    }
  });

  return routes;
}
