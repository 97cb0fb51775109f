import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getPath } from 'hono/utils/url';
import { accountExportRoutes } from './account/export-routes.ts';
import { accountUsageRoutes } from './account-usage.ts';
import { appShellFallback, readAppShell } from './app-shell.ts';
import type { Auth } from './auth/auth.ts';
import { openLockout, type AccountLockout } from './auth/lockout.ts';
import { accountRoutes } from './auth/routes.ts';
import { bodyLimitOf } from './body-limits.ts';
import type { Config } from './config.ts';
import type { DataStore } from './data/data-store.ts';
import { dataRoutes, type DataRouteOptions } from './data/routes.ts';
import type { Database } from './database/database.ts';
import type { FileStore } from './files/file-store.ts';
import { fileRoutes } from './files/routes.ts';
import type { ApiEnv } from './middleware/api-env.ts';
import { ApiError, handleErrors } from './middleware/api-error.ts';
import { bodyLimit } from './middleware/body-limit.ts';
import type { PageImportOptions } from './page-import/page-import-routes.ts';
import type { RecipeImportOptions } from './recipe-book/import-routes.ts';
import { inlineScriptHashes, securityHeaders } from './security.ts';
import { staticFiles } from './static-files.ts';
import { TOOL_ROUTES } from './tool-routes.ts';
import { createWorkerPool, type WorkerPool } from './workers/worker-pool.ts';
import { TOOLS } from '../shared/tools.ts';

export interface AppDependencies {
  database: Database;
  /** The per-account sign-in lockout; default one on `database` with DEFAULT_LOCKOUT. */
  lockout?: AccountLockout;
  /** The accounts service (`openAccounts`), on the same database. */
  auth: Auth;
  /** The data store (`openDataStore`), served at `/api/data/*`; without it those answer 404. */
  store?: DataStore;
  /** The data routes' write rate and the refusal log; production defaults when absent. */
  dataOptions?: DataRouteOptions;
  /** Folder of the production client build (`dist/client`). */
  clientDir: string;
  /** Photos and attachments (`openFileStore`); without it `/api/files` is not served. */
  files?: FileStore;
  /** Recipe import's fetch limits and rate; production defaults when absent. */
  recipeImport?: RecipeImportOptions;
  /** Listing import's fetch limits and rate; production defaults when absent. */
  listingImport?: PageImportOptions;
  /**
   * Where tools parse untrusted input, closed by the caller. Without one (tests of other
   * routes), a default pool that starts no thread unless a tool route needs one.
   */
  workers?: WorkerPool;
}

/** Builds the whole HTTP app; `main.ts` only reads configuration and listens. */
export function createApp(config: Config, deps: AppDependencies) {
  const shell = readAppShell(deps.clientDir);
  // NOTE: browsers and proxies keep repeated slashes (`//api/data/…`); routed as written,
  // such a path would miss every API route and get the app's HTML 404. One slash stands for
  // any run of them, so the API answers its own paths, and its JSON 404, however spelled.
  const app = new Hono<ApiEnv>({ getPath: (request) => getPath(request).replace(/\/{2,}/g, '/') });
  const { log: refusalLog, ...dataOptions } = deps.dataOptions ?? {};

  // NOTE: the app-wide security headers fill in what a route did not set, so the stricter
  // ones of stored files stay; they come first so that every answer has them, the body
  // limit's refusals too.
  app.use(
    securityHeaders({
      scriptHashes: shell
        ? [...new Set(shell.all.flatMap((document) => inlineScriptHashes(document.html)))]
        : [],
      https: config.publicUrl.startsWith('https:'),
    }),
  );
  // Before auth, same-origin checks, better-auth and every handler: a body past its
  // route's limit is refused before anything reads it.
  app.use(bodyLimit(bodyLimitOf));
  if (deps.files) {
    app.route('/', fileRoutes({ files: deps.files, auth: deps.auth, publicUrl: config.publicUrl }));
  }
  app.use(compress());

  app.get('/api/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await deps.database.check();
      return c.json({ status: 'ok', storage: deps.database.kind });
    } catch (error) {
      console.error('Health check: storage unavailable:', (error as Error).message);
      return c.json({ status: 'unavailable', storage: deps.database.kind }, 503);
    }
  });

  app.route('/', accountRoutes(deps.auth, config, deps.lockout ?? openLockout(deps.database)));
  if (deps.store) {
    app.route(
      '/',
      dataRoutes({
        store: deps.store,
        auth: deps.auth,
        publicUrl: config.publicUrl,
        ...dataOptions,
      }),
    );
  }
  if (deps.store && deps.files) {
    app.route('/', accountUsageRoutes({ store: deps.store, files: deps.files, auth: deps.auth }));
    app.route('/', accountExportRoutes({ store: deps.store, files: deps.files, auth: deps.auth }));
  }

  const workers = deps.workers ?? createWorkerPool();
  for (const tool of TOOLS) {
    if (!('serverRoutes' in tool) || !tool.serverRoutes) continue;
    const routes = TOOL_ROUTES[tool.id];
    if (!routes) throw new Error(`The tool ${tool.id} has server routes, but none are mounted.`);
    const { recipeImport, listingImport } = deps;
    app.route('/', routes({ config, auth: deps.auth, workers, recipeImport, listingImport }));
  }

  app.all('/api/*', (c) => {
    throw new ApiError('NOT_FOUND', `No API route ${c.req.method} ${c.req.path}.`);
  });

  // Without a build there are no files to serve; the fallback explains what to run.
  if (shell) app.use(staticFiles(deps.clientDir));
  app.get('*', appShellFallback(shell));

  // Every refusal of every route (data, files, tools) is answered and logged here.
  app.onError(handleErrors({ log: refusalLog }));

  return app;
}
