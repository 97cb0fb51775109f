import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonValue } from '../../../shared/data/protocol.ts';
import { LiveTestClient } from '../../live/testing/live-client.ts';
import { peakMemoryGrowth, startHealthProbe } from '../../testing/process-watch.ts';
import {
  killStartedServers,
  spawnTestServer,
  type SpawnedTestServer,
} from '../../testing/server-process.ts';
import { startSmtpCapture, type SmtpCapture } from '../../testing/smtp-capture.ts';
import { signUpVerified, type VerifiedUser } from '../../testing/verified-user.ts';

/**
 * 96 documents of ~230 KB under one account (a 21 MB answer), 6 readers of them all: 126 MB
 * if each answer were built whole. (The finding's scenario had 160 documents, 35 MB: before
 * answers streamed, the server grew by 250–275 MB there, answers built whole by twice their
 * size. What streaming holds does not grow with the answer — 15–50 MB here at 21 MB as at
 * 35 MB — so 60% of the data tells the two apart as well, in 60% of the time.)
 */
const DOCUMENTS = 96;
const DOCUMENT_CHARACTERS = 230_000;
const READERS = 6;
/** How many of the documents are written at once. */
const WRITERS = 4;
/**
 * The most the server's memory may grow meanwhile: under answer × readers (126 MB; answers
 * built whole grow it by twice that), room for a few pages per reader and the
 * garbage the collector has not taken back yet, which on a busy machine alone was 80 MB.
 */
const MAX_GROWTH_MB = 100;
/**
 * How much slower than the slowest `/api/health` answer with nothing going on the answers
 * during the reads may be: all but one within 250 ms more, and that one within 750 ms more.
 * NOTE: measured against that baseline, with one stray answer let go further, because the
 * tests share two cores with the other test projects (and PostgreSQL) whose load alone
 * delays an answer by 150–300 ms now and then. A read built whole held health for 1.9 s on
 * SQLite; on PostgreSQL it grew memory by over 400 MB, which the memory bound catches.
 */
const MAX_HEALTH_MS = 250;
const MAX_HEALTH_STRAY_MS = 750;

/** The slowest `/api/health` answer over `ms` with nothing else going on. */
async function idleHealth(origin: string, ms: number): Promise<number> {
  const probe = startHealthProbe(origin);
  await sleep(ms);
  return (await probe.stop()).maxMs;
}

/** The storage under test: the variables the server gets, and how to see reads left open. */
export interface LargeReadStorage {
  env: Record<string, string>;
  /** Whether a read transaction (a snapshot, a cursor) of the server is still open. */
  readOpen(dataDir: string): Promise<boolean>;
  dispose(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out.');
    await sleep(50);
  }
}

/** Reads `path` as a client that waits out 429 answers; the body as text. */
async function readPatiently(user: VerifiedUser, path: string): Promise<string> {
  for (;;) {
    const response = await user.browser.request(`/api/data/${path}`);
    if (response.status === 429) {
      await response.arrayBuffer();
      await sleep(Number(response.headers.get('Retry-After')) * 1000);
      continue;
    }
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    return response.text();
  }
}

/**
 * One account reading back a large subtree of its own from several readers at once, over
 * HTTP and the live socket, against a real server process: the server's memory stays far
 * below answer size × readers, `/api/health` keeps answering at once, the answers equal
 * the data, and a reader that goes away mid-answer leaves no read open.
 */
export function describeLargeReads(name: string, open: () => Promise<LargeReadStorage>) {
  describe(`large reads on ${name}`, () => {
    let dataDir: string;
    let smtp: SmtpCapture;
    let storage: LargeReadStorage;
    let server: SpawnedTestServer;
    let user: VerifiedUser;
    let root: string;
    /** The slowest `/api/health` answer with nothing else going on. */
    let idle: number;
    const documents: Record<string, JsonValue> = {};
    const expected = () => ({ 'test-notes': { free: documents } });

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'tinies-large-reads-'));
      smtp = await startSmtpCapture();
      storage = await open();
      server = await spawnTestServer({
        dataDir,
        smtpUrl: smtp.url,
        // NOTE: a small young generation, so that garbage is collected within milliseconds
        // and the high-water mark shows what the reads hold, not up to ~40 MB of garbage
        // V8 would otherwise let pile up between collections on any busy server.
        env: { ...storage.env, NODE_OPTIONS: '--max-semi-space-size=4' },
      });
      user = await signUpVerified({ origin: server.origin, mailTo: smtp.mailTo });
      root = `users/${user.uid}`;
      const names = Array.from({ length: DOCUMENTS }, (_, n) => `d${String(n).padStart(3, '0')}`);
      for (const [n, name] of names.entries()) {
        documents[name] = {
          n,
          text: randomBytes((DOCUMENT_CHARACTERS * 3) / 4).toString('base64'),
        };
      }
      // A few writes at a time, as a person's devices would send them.
      for (let first = 0; first < DOCUMENTS; first += WRITERS) {
        await Promise.all(
          names.slice(first, first + WRITERS).map(async (name) => {
            const response = await user.browser.request(
              `/api/data/${root}/test-notes/free/${name}`,
              {
                method: 'PUT',
                body: JSON.stringify(documents[name]),
                headers: { 'Content-Type': 'application/json', Origin: server.origin },
              },
            );
            expect(response.status).toBe(200);
          }),
        );
      }
      // NOTE: one read first, so that what is measured is the reads, not the heap the
      // server grows into once after start-up and the writes, whatever it serves next.
      expect(JSON.parse(await readPatiently(user, root))).toEqual(expected());
      idle = await idleHealth(server.origin, 2_000);
    }, 120_000);
    afterAll(async () => {
      killStartedServers();
      await smtp.close();
      await storage.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('streams a large subtree to concurrent HTTP readers in bounded memory, health answering at once', async () => {
      const probe = startHealthProbe(server.origin);
      const { growth, result: bodies } = await peakMemoryGrowth(server.process.child.pid!, () =>
        Promise.all(Array.from({ length: READERS }, () => readPatiently(user, root))),
      );
      const health = await probe.stop();
      const answerBytes = bodies[0]!.length;
      console.info(
        `${name}: ${READERS} HTTP readers of ${(answerBytes / 2 ** 20).toFixed(1)} MB: server memory +${(growth / 2 ** 20).toFixed(1)} MB, /api/health slowest ${health.slowest.map((ms) => ms.toFixed(0)).join(', ')} ms of ${health.count} (idle: ${idle.toFixed(0)} ms)`,
      );
      for (const body of bodies) expect(JSON.parse(body)).toEqual(expected());
      expect(growth).toBeLessThan(MAX_GROWTH_MB * 2 ** 20);
      expect(health.count).toBeGreaterThan(3);
      expect(health.slowest[0]).toBeLessThan(idle + MAX_HEALTH_STRAY_MS);
      expect(health.slowest[1]).toBeLessThan(idle + MAX_HEALTH_MS);
    }, 120_000);

    it('limits large reads per account: a third at once is refused with 429 and Retry-After', async () => {
      const pending: Response[] = [];
      for (let n = 0; n < 2; n++) pending.push(await user.browser.request(`/api/data/${root}`));
      const third = await user.browser.request(`/api/data/${root}/test-notes`);
      expect(third.status).toBe(429);
      expect(third.headers.get('Retry-After')).toBe('1');
      expect(await third.json()).toMatchObject({ code: 'RATE_LIMITED' });
      // A document is no large read: it is answered meanwhile.
      const one = await user.browser.request(`/api/data/${root}/test-notes/free/d000`);
      expect(await one.json()).toEqual(documents.d000);
      for (const response of pending) expect(JSON.parse(await response.text())).toEqual(expected());
      const after = await user.browser.request(`/api/data/${root}/test-notes`);
      expect(after.status).toBe(200);
      await after.arrayBuffer();
    }, 60_000);

    it('ends the read when an HTTP reader goes away mid-answer', async () => {
      const abort = new AbortController();
      const response = await user.browser.request(`/api/data/${root}`, { signal: abort.signal });
      const reader = response.body!.getReader();
      expect((await reader.read()).done).toBe(false);
      // A write after the read began: a snapshot still held would keep it from the file.
      const write = await user.browser.request(`/api/data/${root}/test-notes/free/later`, {
        method: 'PUT',
        body: '{"later":true}',
        headers: { 'Content-Type': 'application/json', Origin: server.origin },
      });
      expect(write.status).toBe(200);
      await sleep(200);
      expect(await storage.readOpen(dataDir)).toBe(true);
      abort.abort();
      await until(async () => !(await storage.readOpen(dataDir)));
      // Both places of the account are free again.
      const again = await Promise.all([0, 1].map(() => user.browser.request(`/api/data/${root}`)));
      for (const answer of again) {
        expect(answer.status).toBe(200);
        await answer.arrayBuffer();
      }
      await user.browser.request(`/api/data/${root}/test-notes/free/later`, {
        method: 'DELETE',
        headers: { Origin: server.origin },
      });
    }, 60_000);

    it('sends a large subscription value to concurrent sockets in bounded memory, health answering at once', async () => {
      const clients = await Promise.all(
        Array.from(
          { length: READERS },
          async () => (await LiveTestClient.open(server.origin, user.cookie)).client,
        ),
      );
      const probe = startHealthProbe(server.origin);
      const { growth, result: values } = await peakMemoryGrowth(server.process.child.pid!, () =>
        Promise.all(
          clients.map(async (client) => {
            client.send({ type: 'sub', id: 'all', path: root });
            return client.next('value', 60_000);
          }),
        ),
      );
      const health = await probe.stop();
      console.info(
        `${name}: ${READERS} live subscribers of the root: server memory +${(growth / 2 ** 20).toFixed(1)} MB, /api/health slowest ${health.slowest.map((ms) => ms.toFixed(0)).join(', ')} ms of ${health.count} (idle: ${idle.toFixed(0)} ms)`,
      );
      for (const message of values) expect(message.value).toEqual(expected());
      expect(growth).toBeLessThan(MAX_GROWTH_MB * 2 ** 20);
      expect(health.slowest[0]).toBeLessThan(idle + MAX_HEALTH_STRAY_MS);
      expect(health.slowest[1]).toBeLessThan(idle + MAX_HEALTH_MS);

      // A change goes to every subscriber as what changed: the field, not the tree again.
      clients[0]!.send({
        type: 'set',
        rid: 'w',
        path: `${root}/test-notes/free/d000/n`,
        value: -1,
      });
      for (const client of clients) {
        const changed = await client.next('change', 60_000);
        expect(changed.ops).toEqual([{ path: `${root}/test-notes/free/d000/n`, value: -1 }]);
        expect(JSON.stringify(changed).length).toBeLessThan(300);
      }
      await Promise.all(clients.map((client) => client.close()));
    }, 120_000);

    it('ends the read when a subscriber stops reading and goes away mid-value', async () => {
      const { client } = await LiveTestClient.open(server.origin, user.cookie);
      client.socket.pause();
      client.send({ type: 'sub', id: 'all', path: root });
      await sleep(300);
      const write = await user.browser.request(`/api/data/${root}/test-notes/free/later`, {
        method: 'PUT',
        body: '{"later":true}',
        headers: { 'Content-Type': 'application/json', Origin: server.origin },
      });
      expect(write.status).toBe(200);
      await sleep(200);
      expect(await storage.readOpen(dataDir)).toBe(true);
      client.socket.terminate();
      await until(async () => !(await storage.readOpen(dataDir)));
    }, 60_000);
  });
}
