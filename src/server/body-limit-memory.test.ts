import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { limitedRoutes, type LimitedRoute } from './testing/limited-routes.ts';
import { killStartedServers, spawnTestServer } from './testing/server-process.ts';
import { startSmtpCapture, type SmtpCapture } from './testing/smtp-capture.ts';
import { streamRequest } from './testing/streaming-request.ts';
import { signUpVerified, type VerifiedUser } from './testing/verified-user.ts';

const MB = 1024 * 1024;
const ATTACK_BYTES = 50 * MB;
const ATTEMPTS = 10;
const MAX_GROWTH = 32 * MB;

/** A field of /proc/{pid}/status in bytes (VmRSS: resident now; VmHWM: peak since reset). */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]!;
  return Number(kilobytes) * 1024;
}

/** Starts a new peak: VmHWM falls back to the resident size now. */
function resetPeak(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * Ten concurrent 50 MB attempts on each route family against the server as operators run
 * it (a child process on SQLite): the peak of its resident memory stays within 32 MB of
 * where it was. Each attempt is made twice: declared in Content-Length by someone signed
 * out, and chunked by someone signed in (whose body the routes read up to their limit).
 */
describe('memory under 50 MB bodies', () => {
  let smtp: SmtpCapture;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });

  afterEach(async () => {
    killStartedServers();
  });

  afterAll(async () => {
    await smtp?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A server process of its own, so what one family's attempts grew is not the next's. */
  async function freshServer() {
    const dataDir = mkdtempSync(join(tmpdir(), 'tinies-body-memory-'));
    dataDirs.push(dataDir);
    const server = await spawnTestServer({ dataDir, smtpUrl: smtp.url });
    const person = await signUpVerified({ origin: server.origin, mailTo: smtp.mailTo });
    return { server, pid: server.process.child.pid!, person };
  }

  const attempt = (
    origin: string,
    person: VerifiedUser,
    route: LimitedRoute,
    framing: 'declared' | 'chunked',
  ) =>
    streamRequest(origin, {
      method: route.method,
      path: route.path,
      headers: {
        ...route.headers,
        Origin: origin,
        ...(framing === 'chunked' ? { Cookie: person.cookie } : {}),
      },
      prefix: route.prefix,
      size: ATTACK_BYTES,
      framing,
      // A hostile client sends on whatever the answer.
      ignoreAnswer: true,
    }).catch((error: Error) => ({ status: 0, error: error.message }));

  for (const family of limitedRoutes('').map((route) => route.family)) {
    it(`grows by less than 32 MB under ${ATTEMPTS} × 2 concurrent attempts on ${family}`, async () => {
      const { server, pid, person } = await freshServer();
      const route = limitedRoutes(person.uid).find((candidate) => candidate.family === family)!;
      // Once first, so what a route loads on first use is not counted.
      await attempt(server.origin, person, route, 'declared');
      await new Promise((resolve) => setTimeout(resolve, 200));
      resetPeak(pid);
      const before = memoryOf(pid, 'VmRSS');
      const answers = await Promise.all(
        Array.from({ length: ATTEMPTS }, () => [
          attempt(server.origin, person, route, 'declared'),
          attempt(server.origin, person, route, 'chunked'),
        ]).flat(),
      );
      const peak = memoryOf(pid, 'VmHWM');
      console.log(
        `${family}: resident ${(before / MB).toFixed(1)} MB before, peak ${(peak / MB).toFixed(1)} MB ` +
          `(+${((peak - before) / MB).toFixed(1)} MB); answers ${[...new Set(answers.map((answer) => answer.status))].join(', ')}`,
      );
      expect(peak - before).toBeLessThan(MAX_GROWTH);
      expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
    }, 60_000);
  }
});
