import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { freshSchema } from '../../src/server/testing/pg-schema.ts';
import {
  freePort,
  spawnServer,
  whenRunning,
  type ServerProcess,
} from '../../src/server/testing/server-process.ts';
import { startSmtpCapture, type SmtpCapture } from '../../src/server/testing/smtp-capture.ts';

/**
 * A server of the worker's own, shared by its specs: the production build on a fresh
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

/** A world and the way to take it down. */
export type RunningWorld = AccountsWorld & { stop(): Promise<void> };

export async function startWorld(
  storage: Storage,
  serverEnv: Record<string, string>,
): Promise<RunningWorld> {
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
    const schema = await freshSchema('e2e');
    env.DATABASE_URL = schema.url;
    dropSchema = schema.dispose;
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
