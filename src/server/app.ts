import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { Config } from './config.ts';
import { inlineScriptHashes, securityHeaders } from './security.ts';
import { appShellFallback, readAppShell } from './app-shell.ts';
import { staticFiles } from './static-files.ts';
import type { Auth } from './auth/auth.ts';
import { accountRoutes } from './auth/routes.ts';
import { dataRoutes, type DataRouteOptions } from './data/routes.ts';
import type { DataStore } from './data/store.ts';
import type { Database } from './store/database.ts';
import type { FileStore } from './files/file-store.ts';
import { fileRoutes } from './files/routes.ts';
import { recipeImportRoutes, type RecipeImportOptions } from './recipe-book/import-routes.ts';

export interface AppDependencies {
  database: Database;
  /** The accounts service (`openAccounts`), on the same database. */
  auth: Auth;
  /** The data store (`openDataStore`), served at `/api/data/*`; without it those answer 404. */
  store?: DataStore;
  /** The data routes' write rate and refusal log; production defaults when absent. */
  dataOptions?: DataRouteOptions;
  /** Folder of the production client build (`dist/client`). */
  clientDir: string;
  /** Photos and attachments (`openFileStore`); without it `/api/files` is not served. */
  files?: FileStore;
  /** Recipe import's fetch limits and rate; production defaults when absent. */
  recipeImport?: RecipeImportOptions;
}

/** Builds the whole HTTP app; `main.ts` only reads configuration and listens. */
export function createApp(config: Config, deps: AppDependencies) {
  const shell = readAppShell(deps.clientDir);
  const app = new Hono();

  // NOTE: ahead of the app-wide security headers, which would overwrite the stricter
  // ones of stored files. Refused uploads go to the data routes' refusal log.
  if (deps.files) {
    const { files, auth, dataOptions } = deps;
    app.route('/', fileRoutes({ files, auth, publicUrl: config.publicUrl, log: dataOptions?.log }));
  }
  app.use(
    securityHeaders({
      scriptHashes: shell
        ? [...new Set(shell.all.flatMap((document) => inlineScriptHashes(document.html)))]
        : [],
      https: config.publicUrl.startsWith('https:'),
    }),
  );
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

  app.route('/', accountRoutes(deps.auth, config));
  if (deps.store) {
    app.route(
      '/',
      dataRoutes({
        store: deps.store,
        auth: deps.auth,
        publicUrl: config.publicUrl,
        ...deps.dataOptions,
      }),
    );
  }

  app.route(
    '/',
    recipeImportRoutes({
      auth: deps.auth,
      publicUrl: config.publicUrl,
      allowLoopback: config.importAllowLoopback,
      ...deps.recipeImport,
    }),
  );

  app.all('/api/*', (c) =>
    c.json({ code: 'NOT_FOUND', message: `No API route ${c.req.method} ${c.req.path}.` }, 404),
  );

  // Without a build there are no files to serve; the fallback explains what to run.
  if (shell) app.use(staticFiles(deps.clientDir));
  app.get('*', appShellFallback(shell));

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    console.error(`Unexpected error on ${c.req.method} ${c.req.path}:`, error);
    return c.json({ code: 'INTERNAL', message: 'Something went wrong on the server.' }, 500);
  });

  return app;
}
