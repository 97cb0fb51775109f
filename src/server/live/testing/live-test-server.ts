import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { WriteRate } from '../../../shared/data/limits.ts';
import { createApp } from '../../app.ts';
import { openAccounts, type Auth, type AuthRateLimits } from '../../auth/auth.ts';
import { ensureDataDir, loadConfig } from '../../config.ts';
import { openDataStore } from '../../data/open-store.ts';
import type { DataStore } from '../../data/store.ts';
import { testSchemas } from '../../data/test-schemas.ts';
import { createMailer } from '../../mail/mailer.ts';
import type { Database } from '../../store/database.ts';
import { freePort } from '../../testing/server-process.ts';
import { firstLink, type SmtpCapture } from '../../testing/smtp-capture.ts';
import { TestBrowser } from '../../testing/test-browser.ts';
import { createLiveServer, type LiveLimits, type LiveServer } from '../live-server.ts';

/** Generous enough that suites signing many people up never meet the limits. */
const TEST_AUTH_LIMITS: AuthRateLimits = {
  signIn: { window: 60, max: 1000 },
  signUp: { window: 60, max: 1000 },
  sendMail: { window: 60, max: 1000 },
  other: { window: 60, max: 10_000 },
};

export interface LiveTestServer {
  /** Where this instance listens, e.g. `http://127.0.0.1:PORT`. */
  origin: string;
  /** PUBLIC_URL: the Origin its sockets must come from. */
  publicUrl: string;
  auth: Auth;
  store: DataStore;
  live: LiveServer;
  /** Refused-write log lines so far. */
  refusals: string[];
  close(): Promise<void>;
}

export interface LiveTestServerOptions {
  database: Database;
  smtp: SmtpCapture;
  /** Default: this instance's own origin. Instances sharing a database share it too. */
  publicUrl?: string;
  authSecret?: string;
  limits?: Partial<LiveLimits>;
  writeRate?: WriteRate;
  changeLogLength?: number;
}

/**
 * The whole app on a real port, as main.ts wires it: accounts, the data store with the
 * test collections, and the live server on the HTTP server's `upgrade` event.
 */
export async function startLiveTestServer(options: LiveTestServerOptions): Promise<LiveTestServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const publicUrl = options.publicUrl ?? origin;
  const dataDir = mkdtempSync(join(tmpdir(), 'tinies-live-'));
  const config = ensureDataDir(
    loadConfig({
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      SMTP_URL: options.smtp.url,
      MAIL_FROM: 'Tinies <hello@tinies.test>',
      AUTH_SECRET: options.authSecret ?? 'a test secret that is long enough to sign cookies',
    }),
  );
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom });
  const auth = await openAccounts({
    config,
    database: options.database,
    mailer,
    rateLimits: TEST_AUTH_LIMITS,
  });
  const store = await openDataStore({
    database: options.database,
    schemas: testSchemas(),
    changeLogLength: options.changeLogLength,
  });
  const refusals: string[] = [];
  const app = createApp(config, {
    database: options.database,
    auth,
    store,
    dataOptions: { writeRate: options.writeRate, log: (line) => refusals.push(line) },
    clientDir: join(dataDir, 'no-build'),
  });
  const live = createLiveServer({
    publicUrl,
    store,
    auth,
    writeRate: options.writeRate,
    log: (line) => refusals.push(line),
    limits: options.limits,
  });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  server.on('upgrade', live.handleUpgrade);
  return {
    origin,
    publicUrl,
    auth,
    store,
    live,
    refusals,
    async close() {
      await live.close();
      await new Promise((resolve) => server.close(resolve));
      await store.close();
      await mailer.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  uid: string;
  email: string;
  /** The `Cookie` header value that carries the session. */
  cookie: string;
  browser: TestBrowser;
}

let people = 0;

/** Signs a new person up and follows the mailed link, as in the app: verified and signed in. */
export async function createVerifiedUser(
  server: { origin: string },
  smtp: SmtpCapture,
): Promise<TestUser> {
  people += 1;
  const email = `live-${people}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const browser = new TestBrowser(server.origin);
  const signUp = await browser.post('/api/auth/sign-up/email', {
    email,
    password: 'correct horse',
    name: '',
    callbackURL: '/',
  });
  if (signUp.status !== 200) throw new Error(`Sign-up failed: ${signUp.status}`);
  const mail = await smtp.waitForMail(email);
  await browser.navigate(firstLink(mail.text, '/api/auth/verify-email'));
  const session = (await (await browser.request('/api/auth/get-session')).json()) as {
    user: { id: string; emailVerified: boolean };
  } | null;
  if (!session?.user.emailVerified) throw new Error('The verification link did not sign in.');
  const cookie = [...browser.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
  return { uid: session.user.id, email, cookie, browser };
}
