import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JsonValue } from '../../../shared/data/protocol.ts';
import { LiveTestClient } from '../../live/testing/live-client.ts';
import {
  killStartedServers,
  spawnTestServer,
  type SpawnedTestServer,
} from '../../testing/server-process.ts';
import { startSmtpCapture, type SmtpCapture } from '../../testing/smtp-capture.ts';
import { signUpVerified, type VerifiedUser } from '../../testing/verified-user.ts';

/** Writes of one burst: most over the live socket, some over HTTP at the same time. */
const LIVE_WRITES = 3000;
const HTTP_WRITES = 200;
/** Live writes are sent in waves this far apart, so HTTP writes get answered meanwhile. */
const WAVE = { writes: 100, gapMs: 10 };
/** The server is killed once the test has seen this many acknowledgements of each kind. */
const KILL_AT = { live: 600, http: 5 };
/**
 * A bound for a hang, not a wait: two server processes start (each a few seconds, with its
 * migrations), and 600 writes commit one by one. 6 s alone on PostgreSQL; with both cores
 * saturated (`npm run test:stress`) it passed 20 s.
 */
const HANG_MS = 90_000;

interface Write {
  path: string;
  value: JsonValue;
}

interface AckedWrite extends Write {
  seq: number;
}

/** The storage under test: the variables both processes get, and its removal. */
export interface DurabilityStorage {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/** Answers PUT /api/data/{path} with the write's seq, or null when the server died first. */
async function putOverHttp(
  user: VerifiedUser,
  write: Write,
  killed: () => boolean,
): Promise<number | null> {
  let response: Response;
  let body: { seq: number };
  try {
    response = await user.browser.request(`/api/data/${write.path}`, {
      method: 'PUT',
      body: JSON.stringify(write.value),
      headers: { 'Content-Type': 'application/json', Origin: user.browser.origin },
    });
    body = (await response.json()) as { seq: number };
  } catch (error) {
    // NOTE: a connection cut by the kill, with or without part of an answer: not acknowledged.
    if (killed()) return null;
    throw error;
  }
  if (response.status !== 200) {
    throw new Error(`PUT ${write.path} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.seq;
}

/**
 * Sends the burst, SIGKILLs the server once `KILL_AT` acknowledgements have arrived,
 * and returns exactly the writes whose acknowledgement reached the client.
 */
async function burstAndKill(server: SpawnedTestServer, user: VerifiedUser, client: LiveTestClient) {
  const base = `users/${user.uid}/test-notes/free`;
  const acks = { live: 0, http: 0 };
  let killed = false;
  const counted = (kind: keyof typeof acks) => {
    acks[kind] += 1;
    if (killed || acks.live < KILL_AT.live || acks.http < KILL_AT.http) return;
    // NOTE: a live ack reaches this test sooner after the server sent it than an HTTP
    // answer does, so killing on one lands closest to the server's work on later writes
    // (an ack sent a few milliseconds before its commit is then caught). HTTP answers
    // trigger the kill only once every live write has been acknowledged.
    if (kind === 'http' && acks.live < LIVE_WRITES) return;
    killed = true;
    server.process.child.kill('SIGKILL');
  };
  client.socket.on('message', (data) => {
    if ((JSON.parse(data.toString()) as { type: string }).type === 'ack') counted('live');
  });

  const http = Array.from({ length: HTTP_WRITES }, (_, n) => ({
    path: `${base}/h${n}`,
    value: { n, via: 'http' },
  }));
  const httpAcked = Promise.all(
    http.map(async (write) => {
      const seq = await putOverHttp(user, write, () => killed);
      if (seq !== null) counted('http');
      return seq === null ? null : { ...write, seq };
    }),
  );
  const live = new Map<string, Write>();
  for (let n = 0; n < LIVE_WRITES && !killed; n++) {
    const write = { path: `${base}/l${n}`, value: { n, via: 'live' } };
    live.set(`l${n}`, write);
    client.send({ type: 'set', rid: `l${n}`, ...write });
    if (n % WAVE.writes === WAVE.writes - 1) {
      await new Promise((resolve) => setTimeout(resolve, WAVE.gapMs));
    }
  }

  expect(await server.process.exit).toEqual({ code: null, signal: 'SIGKILL' });
  await client.closed;
  const refused = client.received.filter((message) => message.type === 'error');
  expect(refused).toEqual([]);
  const liveAcked = client.received.flatMap((message) =>
    message.type === 'ack' ? [{ ...live.get(message.rid)!, seq: message.seq }] : [],
  );
  const overHttp = (await httpAcked).filter((write) => write !== null);
  return { base, liveAcked, httpAcked: overHttp };
}

/**
 * kill -9 during a burst of acknowledged writes, then a restart on the same storage: every
 * acknowledged write is there, the session still works and the seq carries on. Run once
 * per storage with a real server process (test-server-main.ts).
 */
export function describeDurability(storage: string, open: () => Promise<DurabilityStorage>) {
  describe(`durability on ${storage}`, () => {
    let dataDir: string;
    let smtp: SmtpCapture;
    let opened: DurabilityStorage | undefined;

    beforeEach(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'tinies-durability-'));
      smtp = await startSmtpCapture();
      opened = await open();
    });
    afterEach(async () => {
      killStartedServers();
      await smtp.close();
      await opened?.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it(
      'keeps every acknowledged write through kill -9 and a restart',
      async () => {
        const options = { dataDir, smtpUrl: smtp.url, env: opened!.env };
        const first = await spawnTestServer(options);
        const user = await signUpVerified({ origin: first.origin, mailTo: smtp.mailTo });
        const { client } = await LiveTestClient.open(first.origin, user.cookie);

        const { base, liveAcked, httpAcked } = await burstAndKill(first, user, client);
        const acked: AckedWrite[] = [...liveAcked, ...httpAcked];
        // Killed mid-burst: writes of each kind acknowledged, not all of them.
        expect(liveAcked.length).toBeGreaterThanOrEqual(KILL_AT.live);
        expect(httpAcked.length).toBeGreaterThanOrEqual(KILL_AT.http);
        expect(acked.length).toBeLessThan(LIVE_WRITES + HTTP_WRITES);
        const seqs = acked.map((write) => write.seq);
        expect(new Set(seqs).size).toBe(acked.length);
        const lastAcked = Math.max(...seqs);

        const second = await spawnTestServer({ ...options, port: first.port });
        expect(await user.browser.sessionUser()).toMatchObject({ email: user.email });
        const response = await user.browser.request(`/api/data/${base}`);
        expect(response.status).toBe(200);
        const stored = (await response.json()) as Record<string, JsonValue>;
        const lost = acked.filter(
          (write) => !isDeepStrictEqual(stored[write.path.slice(base.length + 1)], write.value),
        );
        expect(lost).toEqual([]);

        // The seq carries on past every acknowledged write, over HTTP and the socket alike.
        const after = await user.browser.request(`/api/data/${base}/after`, {
          method: 'PUT',
          body: '1',
          headers: { 'Content-Type': 'application/json', Origin: second.origin },
        });
        const { seq: httpSeq } = (await after.json()) as { seq: number };
        expect(httpSeq).toBeGreaterThan(lastAcked);
        const reopened = await LiveTestClient.open(second.origin, user.cookie);
        expect(reopened.welcome.seq).toBeGreaterThanOrEqual(httpSeq);
        reopened.client.send({ type: 'set', rid: 'after', path: `${base}/after`, value: 2 });
        expect((await reopened.client.next('ack')).seq).toBeGreaterThan(httpSeq);
        await reopened.client.close();
      },
      HANG_MS,
    );
  });
}
