import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { expect, test as base } from './fixtures.ts';
import { openPostgres } from '../../src/server/database/database.ts';
import {
  freePort,
  spawnServer,
  whenRunning,
  type ServerProcess,
} from '../../src/server/testing/server-process.ts';
import {
  firstLink,
  startSmtpCapture,
  type SmtpCapture,
} from '../../src/server/testing/smtp-capture.ts';

/**
 * A server of the worker's own for account tests: the production build on a fresh
 * database, mailing to an SMTP server started here, with a local OpenID Connect provider
 * standing in for Google. It trusts one proxy hop, so each test sends its own client
 * address and meets the production rate limits alone.
 */
export interface AccountsWorld {
  origin: string;
  dataDir: string;
  smtp: SmtpCapture;
  /** Claims the stand-in Google puts into its next ID tokens. */
  setGoogleUser(claims: { email: string; email_verified: boolean; name?: string }): void;
  serverLog(): string;
}

export type Storage = 'sqlite' | 'postgres';

async function startWorld(
  storage: Storage,
  serverEnv: Record<string, string>,
): Promise<AccountsWorld & { stop(): Promise<void> }> {
  const smtp = await startSmtpCapture();
  const google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  let claims: Record<string, unknown> = {};
  google.service.on(Events.BeforeTokenSigning, (token) => Object.assign(token.payload, claims));

  const dataDir = mkdtempSync(join(tmpdir(), 'tinies-e2e-accounts-'));
  let dropSchema = async () => {};
  const env: Record<string, string> = {};
  if (storage === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('Set TEST_DATABASE_URL for the PostgreSQL account tests.');
    const schema = `e2e_${Date.now().toString(36)}_${process.pid}`;
    const admin = openPostgres(url);
    await admin.pool.query(`CREATE SCHEMA ${schema}`);
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = scoped.toString();
    dropSchema = async () => {
      await admin.pool.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    };
  }

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server: ServerProcess = spawnServer({
    ...env,
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Tinies <hello@tinies.test>',
    TRUST_PROXY: '1',
    // The Recipe Book's import tests serve their pages from this machine.
    IMPORT_ALLOW_LOOPBACK: '1',
    GOOGLE_CLIENT_ID: 'tinies-e2e',
    GOOGLE_CLIENT_SECRET: 'tinies-e2e-secret',
    GOOGLE_ISSUER: google.issuer.url!,
    ...serverEnv,
  });
  await whenRunning(server);

  return {
    origin,
    dataDir,
    smtp,
    setGoogleUser(next) {
      claims = { sub: `google-${next.email}`, ...next };
    },
    serverLog: () => server.stdout() + server.stderr(),
    async stop() {
      server.child.kill('SIGTERM');
      await server.exit;
      await google.stop();
      await smtp.close();
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let clients = 0;

export const test = base.extend<
  { storage: Storage; serverEnv: Record<string, string>; world: AccountsWorld },
  { worlds: Map<string, Promise<AccountsWorld & { stop(): Promise<void> }>> }
>({
  storage: ['sqlite', { option: true }],
  /** More configuration for the world's server (a tiny quota, say); worlds differ by it. */
  serverEnv: [{}, { option: true }],
  // Refused sign-ins (401, 403, 429) are what several tests provoke on purpose; the
  // browser logs each refused request. A live socket opened as a session ends is refused
  // (401) before the app learns of it, and the browser logs that too.
  // (A function: a bare two-element array would be read as [value, options].)
  expectedConsoleErrors: async ({}, use) =>
    use([
      /status of (401|403|404|429)/,
      /WebSocket connection to '\S+\/api\/live' failed: HTTP Authentication failed/,
    ]),
  worlds: [
    async ({}, use) => {
      const worlds = new Map<string, Promise<AccountsWorld & { stop(): Promise<void> }>>();
      await use(worlds);
      for (const world of worlds.values()) await (await world).stop();
    },
    { scope: 'worker' },
  ],
  world: async ({ worlds, storage, serverEnv }, use) => {
    const key = `${storage} ${JSON.stringify(serverEnv)}`;
    if (!worlds.has(key)) worlds.set(key, startWorld(storage, serverEnv));
    await use(await worlds.get(key)!);
  },
  baseURL: async ({ world }, use) => use(world.origin),
  extraHTTPHeaders: async ({}, use) => {
    clients += 1;
    const address = `10.${(process.pid % 200) + 20}.${clients >> 8}.${clients & 255}`;
    await use({ 'X-Forwarded-For': address });
  },
});

export { expect };

/** The password of every account the tests make. */
export const PASSWORD = 'correct horse';

/** An address no earlier test used. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** The verification link in the latest mail to `email` (waiting for it). */
export async function verificationLink(
  world: AccountsWorld,
  email: string,
  since?: number,
): Promise<string> {
  const mail = await world.smtp.waitForMail(email, {
    since,
    match: (candidate) => candidate.text.includes('/api/auth/verify-email'),
  });
  return firstLink(mail.text, '/api/auth/verify-email');
}

/** A verified account, made over HTTP in the page's context (so its cookies sign it in). */
export async function verifiedAccount(page: Page, world: AccountsWorld, email: string) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: '', callbackURL: '/verify-email?next=%2F' },
    headers: { Origin: world.origin },
  });
  expect(response.status()).toBe(200);
  await page.request.get(await verificationLink(world, email));
}

/**
 * Browsers besides the test's page, each with a client address of its own in
 * `10.{block}.*.1`: a spec file keeps its own block, so the server's per-address limits
 * never count one file's browsers with another's.
 */
export function otherBrowsers(block: number) {
  /** Another browser of the same person (their cookies), or of nobody. */
  async function secondBrowser(
    browser: Browser,
    world: AccountsWorld,
    from?: BrowserContext,
  ): Promise<Page> {
    const context = await browser.newContext({
      baseURL: world.origin,
      storageState: from ? await from.storageState() : undefined,
      serviceWorkers: 'block',
      extraHTTPHeaders: {
        'X-Forwarded-For': `10.${block}.${Math.floor(Math.random() * 250)}.1`,
      },
    });
    return context.newPage();
  }
  /** The browser of someone else, signed in to a new account of their own. */
  async function strangerBrowser(browser: Browser, world: AccountsWorld): Promise<Page> {
    const stranger = await secondBrowser(browser, world);
    await verifiedAccount(stranger, world, uniqueEmail('stranger'));
    return stranger;
  }
  return { secondBrowser, strangerBrowser };
}

/** A read of `path` (under `/api/data/`) the page's person has no right to: refused. */
export async function expectReadDenied(page: Page, path: string, label?: string) {
  const read = await page.request.get(`/api/data/${path}`);
  expect(read.status(), label).toBe(403);
  expect(await read.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
}

/** A write of `path` (under `/api/data/`) sent as the app sends it: its status. */
export async function writeStatus(
  page: Page,
  world: AccountsWorld,
  method: 'put' | 'patch',
  path: string,
  data: unknown,
): Promise<number> {
  const response = await page.request[method](`/api/data/${path}`, {
    data,
    headers: { Origin: world.origin },
  });
  return response.status();
}

/**
 * For `test.use` in an offline describe: the service worker runs (it serves the app with
 * no network), and the browser's logs of requests that fail offline are expected.
 */
export const OFFLINE_ACCOUNT = {
  serviceWorkers: 'allow',
  expectedConsoleErrors: [/status of (401|403|404|429)|ERR_INTERNET_DISCONNECTED/],
} as const satisfies { serviceWorkers: 'allow'; expectedConsoleErrors: RegExp[] };
