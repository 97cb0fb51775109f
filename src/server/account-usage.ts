import { Hono } from 'hono';
import type { Auth } from './auth/auth.ts';
import type { DataStore } from './data/data-store.ts';
import type { FileStore } from './files/file-store.ts';
import type { ApiEnv } from './middleware/api-env.ts';
import { signedIn } from './middleware/signed-in.ts';
import { ACCOUNT_USAGE_PATH, type AccountUsage } from '../shared/data/usage.ts';

export interface AccountUsageOptions {
  store: DataStore;
  files: FileStore;
  auth: Auth;
}

/**
 * `GET /api/account/usage`: what the signed-in account keeps in documents and files, and
 * its quotas. It takes no user from the request: the session says whose usage it is.
 */
export function accountUsageRoutes({ store, files, auth }: AccountUsageOptions) {
  const routes = new Hono<ApiEnv>();
  routes.get(ACCOUNT_USAGE_PATH, signedIn(auth, 'Sign in to see your storage.'), async (c) => {
    c.header('Cache-Control', 'no-store');
    const { uid } = c.var;
    const [documents, fileBytes] = await Promise.all([store.usage(uid), files.usage(uid)]);
    const usage: AccountUsage = {
      documents: { ...documents, quotaBytes: store.quota.bytes, quotaCount: store.quota.count },
      files: { bytes: fileBytes, quotaBytes: files.quotaBytes },
    };
    return c.json(usage);
  });
  return routes;
}
