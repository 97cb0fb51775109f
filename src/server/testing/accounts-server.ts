import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../app.ts';
import { openAccounts, type AuthRateLimits, DEFAULT_RATE_LIMITS } from '../auth/auth.ts';
import { ensureDataDir, loadConfig, type Config } from '../config.ts';
import { createMailer } from '../mail/mailer.ts';
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
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      SMTP_URL: options.smtpUrl,
      MAIL_FROM: 'Tinies <hello@tinies.test>',
      TRUST_PROXY: '1',
      ...options.env,
    }),
  );
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom });
  const auth = await openAccounts({
    config,
    database: options.database,
    mailer,
    rateLimits: options.rateLimits ?? DEFAULT_RATE_LIMITS,
  });
  const app = createApp(config, {
    database: options.database,
    auth,
    clientDir: join(dataDir, 'no-build'),
  });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  return {
    origin,
    config,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await mailer.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
