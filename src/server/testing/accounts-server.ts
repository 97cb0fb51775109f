import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AuthRateLimits, DEFAULT_RATE_LIMITS } from '../auth/auth.ts';
import { startTinies } from '../server.ts';
import { productionSchemas } from '../../shared/data/collections.ts';
import { ensureDataDir, loadConfig, type Config } from '../config.ts';
import type { Database } from '../store/database.ts';
import { freePort } from './server-process.ts';

export interface AccountsServer {
  origin: string;
  config: Config;
  close(): Promise<void>;
}

/**
 * The whole app (accounts included) on a real HTTP port over the given database, mailing
 * through `smtpUrl`. It trusts one proxy hop, so each test browser can bring its own
 * client address (X-Forwarded-For) and keep its own rate-limit buckets.
 */
export async function startAccountsServer(options: {
  database: Database;
  smtpUrl: string;
  env?: Record<string, string>;
  rateLimits?: AuthRateLimits;
}): Promise<AccountsServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tinies-accounts-'));
  const config = ensureDataDir(
    loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      SMTP_URL: options.smtpUrl,
      MAIL_FROM: 'Tinies <hello@tinies.test>',
      TRUST_PROXY: '1',
      ...options.env,
    }),
  );
  const tinies = await startTinies({
    config,
    database: options.database,
    schemas: productionSchemas(),
    clientDir: join(dataDir, 'no-build'),
    authRateLimits: options.rateLimits ?? DEFAULT_RATE_LIMITS,
  });
  return {
    origin,
    config,
    async close() {
      await tinies.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
