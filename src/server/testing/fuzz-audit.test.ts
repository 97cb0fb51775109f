import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditStoredData } from './fuzz-audit.ts';
import { openTempSqlite } from './temp-sqlite.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { productionSchemas } from '../../shared/data/collections.ts';
import type { SchemaRegistry } from '../../shared/data/registry.ts';

let opened: ReturnType<typeof openTempSqlite>;
let schemas: SchemaRegistry;
let server: TestServer;

beforeAll(async () => {
  opened = openTempSqlite('tinies-fuzz-audit-');
  schemas = await productionSchemas();
  server = await startTestServer({ database: opened.database, schemas });
});

afterAll(async () => {
  await server?.close();
  await opened?.dispose();
});

/** A row written behind the store's back, as a bug in a write path would leave it. */
function insert(uid: string, tiny: string, collection: string, docId: string, value: string) {
  if (opened.database.kind !== 'sqlite') throw new Error('SQLite only');
  opened.database.sqlite
    .prepare(
      'INSERT INTO data_documents (user_id, tiny, collection, doc_id, value, seq) VALUES (?, ?, ?, ?, ?, 1)',
    )
    .run(uid, tiny, collection, docId, value);
}

describe('the fuzz tests’ audit of stored data', () => {
  it('passes what the store itself wrote', async () => {
    await server.store.set('u1', 'users/u1/gallery/notes/n1', { text: 'Fine', done: false });
    expect(await auditStoredData(opened.database, schemas, new Set(['u1']))).toEqual([]);
  });

  it('names every document the schemas refuse, a bad key and a stranger’s row', async () => {
    insert('u1', 'gallery', 'notes', 'n2', JSON.stringify({ text: ' ', done: false }));
    insert('u1', 'gallery', 'nope', 'n3', JSON.stringify({ text: 'x', done: false }));
    insert('u1', 'gallery', 'notes', 'a.b', JSON.stringify({ text: 'x', done: false }));
    insert('u1', 'gallery', 'notes', 'n4', '{"text":"x\\u0000","done":false}');
    insert('u2', 'gallery', 'notes', 'n5', JSON.stringify({ text: 'x', done: false }));
    const problems = await auditStoredData(opened.database, schemas, new Set(['u1']));
    expect(problems).toEqual([
      expect.stringContaining('users/u1/gallery/notes/n2: the schema refuses it'),
      expect.stringContaining('users/u1/gallery/nope/n3: no such collection'),
      expect.stringContaining('users/u1/gallery/notes/a.b: key "a.b" holds "."'),
      expect.stringContaining('U+0000'),
      expect.stringContaining('users/u2/gallery/notes/n5: stored for a user who never wrote'),
    ]);
  });
});
