import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  freePort,
  killStartedServers,
  lines,
  spawnServer,
  whenRunning,
} from './testing/server-process.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'tinies-main-'));
});
afterEach(() => {
  killStartedServers();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('main.ts', () => {
  it('refuses a bad PORT with one line on stderr and exit code 1', async () => {
    const server = spawnServer({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await server.exit).toEqual({ code: 1, signal: null });
    expect(lines(server.stderr())).toEqual([
      'Configuration error: PORT must be a whole number from 1 to 65535 (got "abc").',
    ]);
    expect(server.stdout()).toBe('');
  });

  it('refuses an unreachable DATABASE_URL with one line and exit code 1', async () => {
    const server = spawnServer({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://127.0.0.1:1/test',
    });
    expect(await server.exit).toEqual({ code: 1, signal: null });
    const stderr = lines(server.stderr());
    expect(stderr).toHaveLength(1);
    expect(stderr[0]).toMatch(/^Storage error: cannot reach DATABASE_URL \(.*ECONNREFUSED.*\)\.$/);
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'serves the app and stops cleanly on %s',
    async (signal) => {
      const port = await freePort();
      const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir });
      expect(await whenRunning(server)).toBe(`http://localhost:${port}`);

      // The default fetch keeps this connection alive afterwards, as browsers do.
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', storage: 'sqlite' });

      const stopping = Date.now();
      server.child.kill(signal);
      expect(await server.exit).toEqual({ code: 0, signal: null });
      expect(Date.now() - stopping).toBeLessThan(3000);
      expect(lines(server.stdout())).toEqual([
        `Tinies is running at http://localhost:${port}`,
        `${signal} received: closing connections…`,
        'Tinies stopped.',
      ]);
      expect(server.stderr()).toBe('');
    },
    8000,
  );

  it('says the port is taken when another server holds it, and exits 1', async () => {
    const port = await freePort();
    const first = spawnServer({ PORT: String(port), DATA_DIR: dataDir });
    await whenRunning(first);

    const second = spawnServer({ PORT: String(port), DATA_DIR: join(dataDir, 'second') });
    expect(await second.exit).toEqual({ code: 1, signal: null });
    expect(lines(second.stderr())).toEqual([
      `Port ${port} is already in use: stop the other server or set PORT to a free port.`,
    ]);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  }, 8000);
});
