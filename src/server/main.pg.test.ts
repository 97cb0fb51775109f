import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { freshSchema } from './testing/pg-schema.ts';
import {
  freePort,
  killStartedServers,
  spawnServer,
  whenRunning,
} from './testing/server-process.ts';

/** Runs only in the 'postgres' project, which exists when TEST_DATABASE_URL is set. */
const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error('Set TEST_DATABASE_URL (e.g. postgres://127.0.0.1:5432/test).');

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'tinies-main-pg-'));
});
afterEach(() => {
  killStartedServers();
  rmSync(dataDir, { recursive: true, force: true });
});

it('runs on DATABASE_URL even where $USER is unset, and stops cleanly', async () => {
  const port = await freePort();
  // spawnServer passes no USER: the URL's missing user name must mean the OS user.
  const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: url });
  await whenRunning(server);

  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(await response.json()).toEqual({ status: 'ok', storage: 'postgres' });

  server.child.kill('SIGTERM');
  expect(await server.exit).toEqual({ code: 0, signal: null });
  expect(server.stderr()).toBe('');
}, 8000);

it('lets several processes start at once on a fresh database: one migrates, all serve', async () => {
  const schema = await freshSchema('start');
  try {
    const servers = await Promise.all(
      [0, 1, 2].map(async (index) => {
        const port = await freePort();
        return spawnServer({
          PORT: String(port),
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: join(dataDir, String(index)),
          DATABASE_URL: schema.url,
        });
      }),
    );
    const urls = await Promise.all(servers.map((server) => whenRunning(server)));
    for (const base of urls) {
      const response = await fetch(`${base}/api/auth/get-session`);
      expect(response.status).toBe(200);
    }
    const tables = await schema
      .connect()
      .pool.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1`,
      );
    expect(tables.rows.map((row: { table_name: string }) => row.table_name)).toEqual(
      expect.arrayContaining(['account', 'rateLimit', 'session', 'user', 'verification']),
    );
  } finally {
    killStartedServers();
    await schema.dispose();
  }
}, 20_000);
