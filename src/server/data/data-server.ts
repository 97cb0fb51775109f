import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RATE_LIMITS } from '../auth/auth.ts';
import { startTinies } from '../server.ts';
import { ensureDataDir, loadConfig, type Config } from '../config.ts';
import type { Database } from '../store/database.ts';
import { freePort } from '../testing/server-process.ts';
import { mailIn, signUpVerified, type VerifiedUser } from '../testing/verified-user.ts';
import type { WriteRate } from '../../shared/data/limits.ts';
import type { RecipeImportOptions } from '../recipe-book/import-routes.ts';
import { testSchemas } from './test-schemas.ts';

/** A signed-in, verified user of the test server. */
export type TestUser = VerifiedUser;

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * The whole app on a real port over `database`, with the test collections, real accounts
 * (mails printed into `mails`), refused writes logged into `refusals`, and a write rate
 * of the test's choosing. `env` adds configuration variables.
 */
export async function startDataServer(options: {
  database: Database;
  writeRate?: WriteRate;
  recipeImport?: RecipeImportOptions;
  env?: Record<string, string>;
}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tinies-data-http-'));
  const config: Config = ensureDataDir(
    loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      TRUST_PROXY: '1',
      ...options.env,
    }),
  );
  const mails: string[] = [];
  const refusals: string[] = [];
  const tinies = await startTinies({
    config,
    database: options.database,
    schemas: testSchemas(),
    clientDir: join(dataDir, 'no-build'),
    mailLog: (text) => mails.push(text),
    authRateLimits: { ...DEFAULT_RATE_LIMITS, signUp: { window: 60, max: 1000 } },
    writeRate: options.writeRate,
    recipeImport: options.recipeImport,
    refusalLog: (line) => refusals.push(line),
  });
  const { auth, store } = tinies;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  let users = 0;

  return {
    origin,
    config,
    auth,
    store,
    refusals,

    /** Signs a new user up through the real accounts and follows the mailed link. */
    signUp(): Promise<TestUser> {
      users += 1;
      return signUpVerified(origin, (email) => mailIn(mails, email), {
        label: 'data',
        browserOptions: { forwardedFor: `10.77.${users >> 8}.${users & 255}` },
      });
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
      await tinies.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type DataServer = Awaited<ReturnType<typeof startDataServer>>;
