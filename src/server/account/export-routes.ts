import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { exportAccount } from './export-account.ts';
import { ACCOUNT_EXPORT_PATH } from '../../shared/data/usage.ts';
import type { Auth } from '../auth/auth.ts';
import type { DataStore } from '../data/data-store.ts';
import type { FileStore } from '../files/file-store.ts';
import type { ApiEnv } from '../middleware/api-env.ts';
import { signedIn } from '../middleware/signed-in.ts';

/**
 * `GET /api/account/export`: the signed-in account's documents and files as one zip,
 * streamed as it is made. One at a time per process and account would be kinder to the
 * database; the data store's own limits on concurrent large reads apply meanwhile.
 */
export function accountExportRoutes(options: { store: DataStore; files: FileStore; auth: Auth }) {
  const routes = new Hono<ApiEnv>();
  routes.get(ACCOUNT_EXPORT_PATH, signedIn(options.auth, 'Sign in to download your data.'), (c) => {
    const day = new Date().toISOString().slice(0, 10);
    const zip = exportAccount({ store: options.store, files: options.files, uid: c.var.uid });
    return new Response(Readable.toWeb(zip) as ReadableStream, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="tinies-data-${day}.zip"`,
        'Cache-Control': 'no-store',
      },
    });
  });
  return routes;
}
