import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { exportAccount } from './export-account.ts';
import { ACCOUNT_EXPORT_PATH } from '../../shared/data/usage.ts';
import type { Auth } from '../auth/auth.ts';
import type { DataStore } from '../data/data-store.ts';
import type { FileStore } from '../files/file-store.ts';
import type { ApiEnv } from '../middleware/api-env.ts';
import { ApiError } from '../middleware/api-error.ts';
import { signedIn } from '../middleware/signed-in.ts';

/**
 * `GET /api/account/export`: the signed-in account's documents and files as one zip,
 * streamed as it is made. One download per account at a time on this process (each holds a
 * read snapshot open); a second is refused as `429 RATE_LIMITED` until the first ends.
 */
export function accountExportRoutes(options: { store: DataStore; files: FileStore; auth: Auth }) {
  const routes = new Hono<ApiEnv>();
  const exporting = new Set<string>();
  routes.get(ACCOUNT_EXPORT_PATH, signedIn(options.auth, 'Sign in to download your data.'), (c) => {
    const { uid } = c.var;
    if (exporting.has(uid)) {
      throw new ApiError(
        'RATE_LIMITED',
        'Your data is already being downloaded. Try again once that download has finished.',
        { 'Retry-After': '5' },
      );
    }
    exporting.add(uid);
    const day = new Date().toISOString().slice(0, 10);
    const zip = exportAccount({ store: options.store, files: options.files, uid });
    zip.once('close', () => exporting.delete(uid));
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
