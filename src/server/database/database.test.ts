import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, openSqlite } from './database.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tinies-store-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('openSqlite', () => {
  it('creates the file in WAL mode and answers the check', async () => {
    const file = join(dir, 'tinies.sqlite');
    const database = openSqlite(file);
    expect(database.kind).toBe('sqlite');
    await expect(database.check()).resolves.toBeUndefined();
    const reader = new DatabaseSync(file, { readOnly: true });
    expect(reader.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    reader.close();
    await database.close();
  });

  it('rejects the check once closed, and closes twice without error', async () => {
    const database = openSqlite(join(dir, 'tinies.sqlite'));
    await database.close();
    await expect(database.check()).rejects.toThrow();
    await expect(database.close()).resolves.toBeUndefined();
  });
});

describe('openDatabase', () => {
  it('opens tinies.sqlite in DATA_DIR by default', async () => {
    const database = openDatabase(loadConfig({ DATA_DIR: dir }));
    expect(database.kind).toBe('sqlite');
    expect(existsSync(join(dir, 'tinies.sqlite'))).toBe(true);
    await database.close();
  });

  it('opens PostgreSQL when DATABASE_URL is set, without connecting yet', async () => {
    const database = openDatabase(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://127.0.0.1:1/none' }),
    );
    expect(database.kind).toBe('postgres');
    expect(existsSync(join(dir, 'tinies.sqlite'))).toBe(false);
    await database.close();
  });
});
