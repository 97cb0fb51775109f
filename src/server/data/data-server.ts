import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../app.ts';
import { DEFAULT_RATE_LIMITS, openAccounts, type Auth } from '../auth/auth.ts';
import { ensureDataDir, loadConfig, type Config } from '../config.ts';
import { createMailer } from '../mail/mailer.ts';
import type { Database } from '../store/database.ts';
import { freePort } from '../testing/server-process.ts';
import { firstLink } from '../testing/smtp-capture.ts';
import { TestBrowser } from '../testing/test-browser.ts';
import type { WriteRate } from '../../shared/data/limits.ts';
import { openDataStore } from './open-store.ts';
import type { DataStore } from './store.ts';
import { testSchemas } from './test-schemas.ts';

/** A signed-in, verified user of the test server. */
export interface TestUser {
  uid: string;
  email: string;
  browser: TestBrowser;
  /** The Cookie header of the user's session. */
  cookie: string;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * The whole app on a real port over `database`, with the test collections, real accounts
 * (mails printed into `mails`), refused writes logged into `refusals`, and a write rate
 * of the test's choosing.
 */
export async function startDataServer(options: { database: Database; writeRate?: WriteRate }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tinies-data-http-'));
  const config: Config = ensureDataDir(
    loadConfig({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: origin, TRUST_PROXY: '1' }),
  );
  const mails: string[] = [];
  const refusals: string[] = [];
  const mailer = createMailer({
    smtpUrl: undefined,
    mailFrom: undefined,
    log: (text) => mails.push(text),
  });
  const auth: Auth = await openAccounts({
    config,
    database: options.database,
    mailer,
    rateLimits: { ...DEFAULT_RATE_LIMITS, signUp: { window: 60, max: 1000 } },
  });
  const store: DataStore = await openDataStore({
    database: options.database,
    schemas: testSchemas(),
  });
  const app = createApp(config, {
    database: options.database,
    auth,
    store,
    clientDir: join(dataDir, 'no-build'),
    dataOptions: { writeRate: options.writeRate, log: (line) => refusals.push(line) },
  });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  let users = 0;

  return {
    origin,
    config,
    auth,
    store,
    app,
    refusals,

    /** Signs a new user up through the real accounts and follows the mailed link. */
    async signUp(): Promise<TestUser> {
      users += 1;
      const email = `data-${randomUUID().slice(0, 8)}@example.test`;
      const browser = new TestBrowser(origin, {
        forwardedFor: `10.77.${users >> 8}.${users & 255}`,
      });
      const created = await browser.post('/api/auth/sign-up/email', {
        email,
        password: 'correct horse',
        name: '',
      });
      if (created.status !== 200) throw new Error(`Sign-up failed: ${created.status}`);
      const mail = mails.find((text) => text.includes(`To: ${email}`));
      if (!mail) throw new Error(`No mail to ${email}`);
      await browser.navigate(firstLink(mail, '/api/auth/verify-email'));
      const session = (await (await browser.request('/api/auth/get-session')).json()) as {
        user?: { id: string; emailVerified: boolean };
      } | null;
      if (!session?.user?.emailVerified) throw new Error('The user is not signed in and verified');
      const cookie = [...browser.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
      return { uid: session.user.id, email, browser, cookie };
    },

    /**
     * One request with the target exactly as given (no URL normalisation on the way):
     * how a hostile client can send `..` or odd encodings.
     */
    raw(
      method: string,
      target: string,
      { headers = {}, body }: { headers?: Record<string, string>; body?: string | Buffer } = {},
    ): Promise<RawResponse> {
      return new Promise((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, method, path: target, headers, agent },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    },

    async close() {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
      await store.close();
      await mailer.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type DataServer = Awaited<ReturnType<typeof startDataServer>>;
