import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataStore } from './data-store.ts';
import { openDataStore } from './open-data-store.ts';
import { openSqlite, type SqliteDatabase } from '../database/database.ts';
import { describeDataStore } from './testing/data-store-suite.ts';
import { newUid, testSchemas } from './testing/test-schemas.ts';

describeDataStore('SQLite', async (changeLogLength) => {
  const dir = mkdtempSync(join(tmpdir(), 'tinies-data-'));
  const database = openSqlite(join(dir, 'tinies.sqlite'));
  const store = await openDataStore({ database, schemas: testSchemas(), changeLogLength });
  return {
    store,
    async dispose() {
      await store.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('the data store on SQLite, sharing the connection', () => {
  let dir: string;
  let file: string;
  let database: SqliteDatabase;
  let store: DataStore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tinies-data-shared-'));
    file = join(dir, 'tinies.sqlite');
    database = openSqlite(file);
    store = await openDataStore({ database, schemas: testSchemas() });
  });

  afterAll(async () => {
    await store.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('acknowledges a write only once another connection can read it', async () => {
    const uid = newUid();
    const reader = new DatabaseSync(file, { readOnly: true });
    try {
      for (let index = 0; index < 20; index++) {
        await store.set(uid, `users/${uid}/test-notes/free/f`, index);
        const row = reader
          .prepare('SELECT value FROM data_documents WHERE user_id = ? AND doc_id = ?')
          .get(uid, 'f') as { value: string };
        expect(JSON.parse(row.value)).toBe(index);
      }
    } finally {
      reader.close();
    }
  });

  it('waits, in order, while the accounts hold the connection in a transaction of theirs', async () => {
    const uid = newUid();
    const doc = `users/${uid}/test-notes/free/f`;
    // As better-auth does during a sign-up: BEGIN, then awaits (a mail) before COMMIT.
    database.sqlite.exec('BEGIN');
    database.sqlite.exec(
      "CREATE TABLE accounts_work (id TEXT); INSERT INTO accounts_work VALUES ('x')",
    );
    const settled: string[] = [];
    // Reads go on (the other transaction never touches the data tables)…
    expect(await store.get(uid, doc)).toBeNull();
    // …writes wait for it to end, in the order they came.
    const first = store.set(uid, `${doc}/a`, 1).then(() => settled.push('a'));
    const second = store.update(uid, doc, { b: 2 }).then(() => settled.push('b'));
    const read = store.get(uid, doc).then((value) => {
      settled.push('read');
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toEqual([]);
    database.sqlite.exec('ROLLBACK');
    expect(await read).toEqual({ a: 1, b: 2 });
    await Promise.all([first, second]);
    expect(settled).toEqual(['a', 'b', 'read']);
    expect(await store.get(uid, doc)).toEqual({ a: 1, b: 2 });
    // Their rollback took nothing of ours with it, and ours nothing of theirs.
    const tables = database.sqlite
      .prepare("SELECT name FROM sqlite_master WHERE name = 'accounts_work'")
      .all();
    expect(tables).toEqual([]);
  });

  it('answers UNAVAILABLE once the database is closed', async () => {
    const other = openSqlite(join(dir, 'closing.sqlite'));
    const closing = await openDataStore({ database: other, schemas: testSchemas() });
    const uid = newUid();
    await closing.set(uid, `users/${uid}/test-notes/free/f`, 1);
    await other.close();
    const errors = console.error;
    console.error = () => {};
    try {
      await expect(closing.set(uid, `users/${uid}/test-notes/free/f`, 2)).rejects.toMatchObject({
        code: 'UNAVAILABLE',
      });
      await expect(closing.get(uid, `users/${uid}`)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    } finally {
      console.error = errors;
      await closing.close();
    }
  });
});
