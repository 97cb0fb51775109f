import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditStoredData } from './fuzz-audit.ts';
import { answerProblem, sendFuzzRequest, startPageServer, type PageServer } from './fuzz-http.ts';
import { anyRequest, type FuzzContext } from './fuzz-requests.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { signUpVerified, type VerifiedUser } from './verified-user.ts';
import { productionSchemas } from '../../shared/data/collections.ts';
import type { SchemaRegistry } from '../../shared/data/registry.ts';
import { png } from '../files/testing/sample-files.ts';
import type { OpenedDatabase } from '../live/testing/live-suite-context.ts';

/**
 * Property-based fuzzing of the whole public HTTP API on a real server and database:
 * generated requests to every route, signed in and signed out, then the stored data
 * read back from the tables. `API_FUZZ_RUNS` sets the number of requests, `API_FUZZ_SEED`
 * the seed (a failure prints both, and `API_FUZZ_PATH` to replay just the failing case).
 */

export interface FuzzSettings {
  runs: number;
  seed: number;
  path?: string;
}

/** The run's settings: `defaultRuns` requests with a fixed seed unless the environment says otherwise. */
export function fuzzSettings(defaultRuns: number): FuzzSettings {
  const runs = Number(process.env.API_FUZZ_RUNS) || defaultRuns;
  const seed = process.env.API_FUZZ_SEED ? Number(process.env.API_FUZZ_SEED) : 20_240_614;
  return { runs, seed, path: process.env.API_FUZZ_PATH || undefined };
}

/** A value as a failure report shows it: JSON, long strings cut. */
function brief(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' && item.length > 300
      ? `${item.slice(0, 300)}… (${item.length} chars)`
      : item,
  );
}

/** Runs `property` as fast-check does, failing with the case and the seed and path to replay it. */
export async function checkProperty<T>(
  property: fc.IAsyncProperty<T>,
  { runs, seed, path }: FuzzSettings,
): Promise<void> {
  const details = await fc.check(property, { numRuns: runs, seed, path, endOnFailure: true });
  if (!details.failed) return;
  const cause = details.errorInstance;
  const reason = cause instanceof Error ? cause.message : String(cause);
  const replay = `API_FUZZ_SEED=${details.seed} API_FUZZ_PATH=${details.counterexamplePath ?? ''}`;
  throw new Error(
    `${reason.slice(0, 2000)}\n\nAfter ${details.numRuns} cases: ${brief(details.counterexample).slice(0, 3000)}\n\nReplay with: ${replay}`,
  );
}

/** A tiny client build: the shell, one asset, and a file beside the folder it must never serve. */
function fakeBuild(root: string): string {
  const clientDir = join(root, 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head></head><body>shell</body></html>',
  );
  writeFileSync(join(clientDir, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(join(root, 'secret.txt'), SECRET);
  return clientDir;
}

const SECRET = 'never-served-5b1e0c';

/** Process-level failures while the server runs: any is a crash waiting to happen. */
function watchProcess(): { failures: string[]; stop(): void } {
  const failures: string[] = [];
  const onRejection = (reason: unknown) => failures.push(`unhandled rejection: ${String(reason)}`);
  const onException = (error: Error) =>
    failures.push(`uncaught exception: ${error.stack ?? error.message}`);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return {
    failures,
    stop() {
      process.off('unhandledRejection', onRejection);
      process.off('uncaughtException', onException);
    },
  };
}

/** The person's session cookie from a sign-in's answer. */
function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}

export function describeApiFuzz(
  label: string,
  open: () => Promise<OpenedDatabase>,
  defaultRuns: number,
) {
  describe(`the public API under fuzzing (${label})`, () => {
    const settings = fuzzSettings(defaultRuns);
    let opened: OpenedDatabase;
    let schemas: SchemaRegistry;
    let server: TestServer;
    let pages: PageServer;
    let person: VerifiedUser;
    let bystander: VerifiedUser;
    let cookie: string;
    let fileId: string;
    let root: string;
    let watch: ReturnType<typeof watchProcess>;
    let bystanderData: unknown;
    const bystanderNote = () => `users/${bystander.uid}/gallery/notes/n1`;

    beforeAll(async () => {
      watch = watchProcess();
      opened = await open();
      schemas = await productionSchemas();
      root = mkdtempSync(join(tmpdir(), 'tinies-api-fuzz-'));
      pages = await startPageServer();
      server = await startTestServer({
        database: opened.database,
        schemas,
        clientDir: fakeBuild(root),
        writeRate: { perSecond: 1e6, burst: 1e6 },
        recipeImport: { rate: { perSecond: 1e6, burst: 1e6 }, limits: { timeoutMs: 2_000 } },
        env: { IMPORT_ALLOW_LOOPBACK: '1' },
      });
      [person, bystander] = [await signUpVerified(server), await signUpVerified(server)];
      cookie = person.cookie;
      await server.store.set(bystander.uid, bystanderNote(), { text: 'Mine alone', done: false });
      bystanderData = await server.store.get(bystander.uid, `users/${bystander.uid}`);
      const form = new FormData();
      form.append('file', new Blob([png()], { type: 'image/png' }), 'a.png');
      const upload = await fetch(`${server.origin}/api/files`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: server.publicUrl },
        body: form,
      });
      expect(upload.status).toBe(201);
      fileId = ((await upload.json()) as { id: string }).id;
    }, 60_000);

    afterAll(async () => {
      watch?.stop();
      await server?.close();
      await pages?.close();
      await opened?.dispose();
      if (root) rmSync(root, { recursive: true, force: true });
    });

    /** Signs the person in again when a fuzzed request signed them out. */
    async function keepSignedIn() {
      const session = await fetch(`${server.origin}/api/auth/get-session`, {
        headers: { Cookie: cookie },
      });
      if (((await session.json()) as unknown) !== null) return;
      const signIn = await fetch(`${server.origin}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.publicUrl },
        body: JSON.stringify({ email: person.email, password: 'correct horse' }),
      });
      expect(signIn.status, 'sign in again').toBe(200);
      cookie = cookieOf(signIn);
    }

    let resets = 0;
    const tally = new Map<string, number>();

    it(`answers ${settings.runs} generated requests to every route without a 5xx, a crash or a refusal out of shape`, async () => {
      const context: FuzzContext = {
        uid: person.uid,
        otherUid: bystander.uid,
        origin: server.publicUrl,
      };
      await checkProperty(
        fc.asyncProperty(anyRequest(context), async (request) => {
          const pageUrl = request.page ? pages.serve(request.page) : undefined;
          let answer;
          try {
            answer = await sendFuzzRequest(request, {
              origin: server.origin,
              cookie,
              fileId,
              pageUrl,
            });
          } catch (error) {
            // NOTE: a server that refuses a body before reading it and closes the connection
            // may reset it before the client reads the answer; then it must still be up.
            const code = (error as NodeJS.ErrnoException).code;
            if (request.body === undefined || (code !== 'ECONNRESET' && code !== 'EPIPE'))
              throw error;
            resets += 1;
            const health = await fetch(`${server.origin}/api/health`);
            if (health.status !== 200) throw new Error(`down after a reset: ${health.status}`);
            return;
          }
          const key = `${request.route} ${request.method} ${answer.status}`;
          tally.set(key, (tally.get(key) ?? 0) + 1);
          const problem = answerProblem(request, answer, server.origin);
          if (problem)
            throw new Error(`${request.method} ${request.target.slice(0, 300)}: ${problem}`);
          if (answer.body.includes(SECRET))
            throw new Error(`${request.target} served a file outside the build`);
          if (watch.failures.length) throw new Error(watch.failures.join('\n'));
          if (request.route === 'auth' && request.cookie === 'session') await keepSignedIn();
        }),
        settings,
      );
      const answers = [...tally].sort().map(([key, count]) => `${key}: ${count}`);
      console.info(
        `API fuzz (${label}), seed ${settings.seed}: ${answers.join(', ')}; ${resets} connections cut after an early refusal.`,
      );
    }, 600_000);

    it('stored only documents their schemas take, and only in the signed-in person’s own tree', async () => {
      const problems = await auditStoredData(
        opened.database,
        schemas,
        new Set([person.uid, bystander.uid]),
      );
      expect(problems).toEqual([]);
      expect(await server.store.get(bystander.uid, `users/${bystander.uid}`)).toEqual(
        bystanderData,
      );
    });

    it('is still up and healthy, with no crash on the way', async () => {
      const health = await fetch(`${server.origin}/api/health`);
      expect(health.status).toBe(200);
      expect(watch.failures).toEqual([]);
    });
  });
}
