import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  freePort,
  killStartedServers,
  startServer,
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
  // startServer passes no USER: the URL's missing user name must mean the OS user.
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: url });
  await whenRunning(server);

  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(await response.json()).toEqual({ status: 'ok', storage: 'postgres' });

  server.child.kill('SIGTERM');
  expect(await server.exit).toEqual({ code: 0, signal: null });
  expect(server.stderr()).toBe('');
}, 8000);
