import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rawRequest } from './raw-request.ts';
import type { SchemaRegistry } from '../../shared/data/registry.ts';
import type { AuthRateLimits } from '../auth/auth.ts';
import { ensureDataDir, loadConfig, type Config } from '../config.ts';
import { testSchemas } from '../data/testing/test-schemas.ts';
import { startServer, type RunningServer, type ServerOptions } from '../server.ts';
import { freePort } from './server-process.ts';
import type { SmtpCapture } from './smtp-capture.ts';
import { mailIn, type Mailbox } from './verified-user.ts';
import type { Database } from '../database/database.ts';

/** Limits no test meets unless it means to: every test request comes from 127.0.0.1. */
export const ROOMY_AUTH_LIMITS: AuthRateLimits = {
  signIn: { window: 60, max: 10_000 },
  signUp: { window: 60, max: 10_000 },
  sendMail: { window: 60, max: 10_000 },
  other: { window: 60, max: 10_000 },
};

/** Servers on one database share it, so sessions made on one are valid on the others. */
const TEST_SECRET = 'a test secret that is long enough to sign cookies';

export interface TestServerOptions extends Pick<
  ServerOptions,
  | 'writeRate'
  | 'accountLockout'
  | 'liveLimits'
  | 'changeLogLength'
  | 'documentQuota'
  | 'fileQuotaBytes'
  | 'recipeImport'
  | 'listingImport'
  | 'workerLimits'
> {
  database: Database;
  /** The collections it accepts; default the test ones (`testSchemas()`). */
  schemas?: SchemaRegistry;
  /** Where its mails go; default they are kept in `mails`. */
  smtp?: SmtpCapture;
  /** PUBLIC_URL; default the server's own origin. Servers sharing a database share it too. */
  publicUrl?: string;
  /** Default ROOMY_AUTH_LIMITS. */
  authRateLimits?: AuthRateLimits;
  /** More configuration variables (TRUST_PROXY, AUTH_SECRET, GOOGLE_…); they win. */
  env?: Record<string, string>;
  /** The client build it serves; default none (pages answer "not built"). */
  clientDir?: string;
}

/** A whole server in this process, for tests: what it runs, and what it logged. */
export interface TestServer extends Mailbox {
  /** Where it listens, e.g. `http://127.0.0.1:PORT`. */
  origin: string;
  port: number;
  /** PUBLIC_URL: the Origin its pages (and sockets) come from. */
  publicUrl: string;
  dataDir: string;
  config: Config;
  auth: RunningServer['auth'];
  store: RunningServer['store'];
  files: RunningServer['files'];
  live: RunningServer['live'];
  workers: RunningServer['workers'];
  /** The HTTP server, e.g. to drop half-sent requests. */
  server: RunningServer['server'];
  /** The collections it validates, for clients that check writes the same way. */
  schemas: SchemaRegistry;
  /** Mails it printed (without `smtp`), oldest first. */
  mails: string[];
  /** Refusal log lines so far, oldest first. */
  refusals: string[];
  /** `rawRequest` to this server, its body as text. */
  raw(
    method: string,
    target: string,
    options?: { headers?: Record<string, string>; body?: string | Buffer },
  ): Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>;
  close(): Promise<void>;
}

/**
 * The whole app on a real port over `database`, wired exactly as `main.ts` wires it
 * (accounts, the data store over HTTP and WebSocket, files, tools' routes), with the test
 * collections and the overrides a test asks for. The one way tests start a server in
 * process; `server-process.ts` starts `main.ts` itself as a child process.
 */
export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const publicUrl = options.publicUrl ?? origin;
  const dataDir = mkdtempSync(join(tmpdir(), 'tinies-test-server-'));
  const config = ensureDataDir(
    loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      AUTH_SECRET: TEST_SECRET,
      ...(options.smtp
        ? { SMTP_URL: options.smtp.url, MAIL_FROM: 'Tinies <hello@tinies.test>' }
        : {}),
      ...options.env,
    }),
  );
  const mails: string[] = [];
  const refusals: string[] = [];
  const schemas = options.schemas ?? testSchemas();
  const running = await startServer({
    config,
    database: options.database,
    schemas,
    clientDir: options.clientDir ?? join(dataDir, 'no-build'),
    mailLog: (text) => mails.push(text),
    authRateLimits: options.authRateLimits ?? ROOMY_AUTH_LIMITS,
    accountLockout: options.accountLockout,
    writeRate: options.writeRate,
    liveLimits: options.liveLimits,
    changeLogLength: options.changeLogLength,
    documentQuota: options.documentQuota,
    fileQuotaBytes: options.fileQuotaBytes,
    recipeImport: options.recipeImport,
    listingImport: options.listingImport,
    workerLimits: options.workerLimits,
    refusalLog: (line) => refusals.push(line),
  });
  const { smtp } = options;
  return {
    origin,
    port,
    publicUrl: config.publicUrl,
    dataDir,
    config,
    auth: running.auth,
    store: running.store,
    files: running.files,
    live: running.live,
    workers: running.workers,
    server: running.server,
    schemas,
    mails,
    refusals,
    mailTo: (email) => (smtp ? smtp.mailTo(email) : mailIn(mails, email)),
    async raw(method, target, { headers, body } = {}) {
      const response = await rawRequest(origin, { method, path: target, headers, body });
      return { ...response, body: response.body.toString('utf8') };
    },
    async close() {
      // NOTE: a test may leave a request half-sent; that must not hold the close.
      running.server.closeAllConnections();
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
