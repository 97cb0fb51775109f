import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import type { Auth } from '../auth/auth.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, openPostgres, openSqlite, type Database } from './database.ts';
import { openQuietAuth } from '../testing/quiet-auth.ts';

/** Runs only in the 'postgres' project, which exists when TEST_DATABASE_URL is set. */
const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error('Set TEST_DATABASE_URL (e.g. postgres://127.0.0.1:5432/test).');

let clientDir: string;
let auth: Auth;
const opened: Database[] = [];

/** An app over `database`, with an (empty) client build folder of its own. */
function appOver(database: Database) {
  opened.push(database);
  return createApp(loadConfig({ DATABASE_URL: url }), { database, auth, clientDir });
}

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'tinies-pg-client-'));
  // The accounts service plays no part in these health checks; it runs on SQLite here.
  const accountsDatabase = openSqlite(join(clientDir, 'accounts.sqlite'));
  opened.push(accountsDatabase);
  auth = await openQuietAuth(loadConfig({ DATA_DIR: clientDir }), accountsDatabase);
});

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  rmSync(clientDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('openPostgres', () => {
  it('answers the check', async () => {
    const database = openPostgres(url);
    opened.push(database);
    expect(database.kind).toBe('postgres');
    await expect(database.check()).resolves.toBeUndefined();
  });

  it('is what DATABASE_URL selects', async () => {
    const database = openDatabase(loadConfig({ DATABASE_URL: url, DATA_DIR: clientDir }));
    opened.push(database);
    expect(database.kind).toBe('postgres');
    await expect(database.check()).resolves.toBeUndefined();
  });

  it('rejects the check once closed, and closes twice without error', async () => {
    const database = openPostgres(url);
    await database.check();
    await database.close();
    await expect(database.check()).rejects.toThrow();
    await expect(database.close()).resolves.toBeUndefined();
  });
});

describe('/api/health on PostgreSQL', () => {
  it('reports ok', async () => {
    const response = await appOver(openPostgres(url)).request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', storage: 'postgres' });
  });

  it('reports 503 when PostgreSQL does not answer', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await appOver(openPostgres('postgres://127.0.0.1:1/test')).request(
      '/api/health',
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', storage: 'postgres' });
    expect(errors).toHaveBeenCalledWith(
      'Health check: storage unavailable:',
      expect.stringContaining('ECONNREFUSED'),
    );
  });
});
