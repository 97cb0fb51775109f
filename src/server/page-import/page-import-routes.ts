import { Hono, type MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import { fetchPageBytes, type FetchedBytes, type PageFetchLimits } from './fetch-page.ts';
import type { WriteRate } from '../../shared/data/limits.ts';
import type { Auth } from '../auth/auth.ts';
import { readJsonBody } from '../data/json-body.ts';
import { createWriteLimiter } from '../data/write-rate.ts';
import type { ApiEnv } from '../middleware/api-env.ts';
import { ApiError } from '../middleware/api-error.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { signedIn } from '../middleware/signed-in.ts';
import type { WorkerPool, WorkerTask } from '../workers/worker-pool.ts';
import { workerRefusal } from '../workers/worker-refusal.ts';

/**
 * Imports per person: ten in a row, then one every six seconds. Each one makes the server
 * fetch a page of up to 5 MB, so a loop must not turn it into a crawler.
 */
export const IMPORT_RATE: WriteRate = { perSecond: 1 / 6, burst: 10 };

/** A fetched page, handed to a worker task that reads it. */
export type PageToRead = FetchedBytes;

/** How a page import behaves; production defaults when absent (tests shorten them). */
export interface PageImportOptions {
  limits?: Partial<PageFetchLimits>;
  rate?: WriteRate;
}

export interface PageImportDependencies extends PageImportOptions {
  auth: Auth;
  /** PUBLIC_URL: the only origin that may ask for an import. */
  publicUrl: string;
  /** IMPORT_ALLOW_LOOPBACK. */
  allowLoopback: boolean;
  /** Where fetched pages are read: a page is untrusted input. */
  workers: WorkerPool;
}

/** What one tool's import reads and how it speaks of it. */
export interface PageImportRoute {
  path: string;
  /** Checks the request body, `{ url }`; its first issue's message is the refusal. */
  request: ZodType<{ url: string }>;
  /**
   * Reads a page in the worker pool: the route's JSON already written (the event loop
   * does not spend time on a large answer either), or null when the page holds nothing.
   */
  task: WorkerTask<PageToRead, string | null>;
  /** The fetch's User-Agent: which tool imports, for the site's logs. */
  userAgent: string;
  messages: { signIn: string; notFound: string };
}

/** An import's answer, whatever it is, is never cached. */
const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

/**
 * `POST {path}` with `{ url }`: fetches the page for a signed-in person, reads it in the
 * worker pool and answers the task's JSON, or `{ code, message }` — NOT_FOUND when the
 * page holds nothing to import, INVALID_DATA when it is too heavy to read within the
 * worker pool's limits, and the fetch's refusals (see `fetchPageBytes`). Nothing is
 * stored: the person reviews what was found before saving it.
 */
export function pageImportRoutes(
  route: PageImportRoute,
  { auth, publicUrl, allowLoopback, workers, limits, rate = IMPORT_RATE }: PageImportDependencies,
) {
  const routes = new Hono<ApiEnv>();
  const limiter = createWriteLimiter(rate);

  routes.post(
    route.path,
    noStore,
    sameOrigin(publicUrl),
    signedIn(auth, route.messages.signIn),
    rateLimit(limiter, 'Too many imports; try again in a moment.'),
    async (c) => {
      const request = route.request.safeParse(await readJsonBody(c.req.raw));
      if (!request.success) throw new ApiError('INVALID_DATA', request.error.issues[0]!.message);
      const page = await fetchPageBytes(request.data.url, {
        ...limits,
        allowLoopback,
        userAgent: route.userAgent,
      });
      const answer = await workers
        .run(route.task, page, { transfer: [page.bytes.buffer as ArrayBuffer] })
        .catch((error: unknown) => {
          throw workerRefusal(error, 'That page', workers.limits);
        });
      if (answer === null) throw new ApiError('NOT_FOUND', route.messages.notFound);
      return c.body(answer, 200, { 'Content-Type': 'application/json' });
    },
  );

  return routes;
}
