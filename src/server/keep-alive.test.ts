import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSqlite, type SqliteDatabase } from './database/database.ts';
import { closeHttpServer, KEEP_ALIVE_TIMEOUT_MS } from './server.ts';
import { rawRequest } from './testing/raw-request.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

let dir: string;
let database: SqliteDatabase;
let server: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tinies-keep-alive-'));
  database = openSqlite(join(dir, 'tinies.sqlite'));
  server = await startTestServer({ database });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('keeps an idle connection open past Node’s 5 s, so a client that reuses it later loses no request', async () => {
  // Like a proxy's pool (or Playwright's): connections kept without a timeout of its own.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const health = () => rawRequest(server.origin, { path: '/api/health', agent });
    const first = await health();
    expect(first).toMatchObject({ status: 200, reused: false });
    expect(first.headers['keep-alive']).toBe('timeout=65');
    // Past Node's default 5 s and the second it waits on top before closing.
    await sleep(6_500);
    expect(await health()).toMatchObject({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
}, 15_000);

it('closes as soon as the answers in flight are out, not a keep-alive timeout later', async () => {
  // A plain server with the same keep-alive, whose answer is still going out at the close.
  const slow = createServer((_request, response) => {
    setTimeout(() => response.end('done'), 300);
  });
  slow.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  const { port } = slow.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true });
  try {
    const answered = rawRequest(`http://127.0.0.1:${port}`, { path: '/', agent });
    await sleep(100);
    const started = performance.now();
    await closeHttpServer(slow);
    const took = performance.now() - started;
    expect((await answered).body.toString()).toBe('done');
    expect(took).toBeLessThan(2_000);
  } finally {
    agent.destroy();
  }
}, 10_000);
