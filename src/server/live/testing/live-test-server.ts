import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WriteRate } from '../../../shared/data/limits.ts';
import type { SchemaRegistry } from '../../../shared/data/registry.ts';
import type { Auth, AuthRateLimits } from '../../auth/auth.ts';
import { startTinies } from '../../server.ts';
import { ensureDataDir, loadConfig } from '../../config.ts';
import type { DataStore } from '../../data/store.ts';
import { testSchemas } from '../../data/test-schemas.ts';
import type { Database } from '../../store/database.ts';
import { freePort } from '../../testing/server-process.ts';
import type { SmtpCapture } from '../../testing/smtp-capture.ts';
import type { TestBrowserOptions } from '../../testing/test-browser.ts';
import { signUpVerified, type VerifiedUser } from '../../testing/verified-user.ts';
import type { LiveLimits, LiveServer } from '../live-server.ts';

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
  /** The collections it validates (the test ones), for clients that check writes the same way. */
  schemas: SchemaRegistry;
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
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      SMTP_URL: options.smtp.url,
      MAIL_FROM: 'Tinies <hello@tinies.test>',
      AUTH_SECRET: options.authSecret ?? 'a test secret that is long enough to sign cookies',
    }),
  );
  const refusals: string[] = [];
  const schemas = testSchemas();
  const tinies = await startTinies({
    config,
    database: options.database,
    schemas,
    clientDir: join(dataDir, 'no-build'),
    authRateLimits: TEST_AUTH_LIMITS,
    writeRate: options.writeRate,
    refusalLog: (line) => refusals.push(line),
    liveLimits: options.limits,
    changeLogLength: options.changeLogLength,
  });
  return {
    origin,
    publicUrl,
    auth: tinies.auth,
    store: tinies.store,
    live: tinies.live,
    schemas,
    refusals,
    async close() {
      await tinies.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type { VerifiedUser as TestUser } from '../../testing/verified-user.ts';

/**
 * Signs a new person up and follows the mailed link, as in the app: verified and signed in.
 * `browserOptions` let many people sign up from their own addresses (behind TRUST_PROXY).
 */
export function createVerifiedUser(
  server: { origin: string },
  smtp: SmtpCapture,
  browserOptions: TestBrowserOptions = {},
): Promise<VerifiedUser> {
  return signUpVerified(server.origin, async (email) => (await smtp.waitForMail(email)).text, {
    label: 'live',
    browserOptions,
  });
}
