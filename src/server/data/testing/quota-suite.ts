import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.ts';
import type { DataStore, JsonValue } from '../data-store.ts';
import { DATA_STORE_VERSION, migrateDataStore } from '../migrations.ts';
import { openDataStore } from '../open-data-store.ts';
import type { DocumentQuota } from '../quotas.ts';
import { newUid, testSchemas } from './test-schemas.ts';

/** A fresh, empty database; `connect` opens one more connection to it (another process's). */
export interface QuotaDatabase {
  connect(): Database;
  dispose(): Promise<void>;
}

/** A string value whose JSON takes exactly `bytes` bytes. */
const ofBytes = (bytes: number): JsonValue => 'x'.repeat(bytes - 2);

/** Runs `sql` (placeholders `$1`, `$2`…) on either database; answers its rows. */
async function query(database: Database, sql: string, params: unknown[] = []) {
  if (database.kind === 'postgres') return (await database.pool.query(sql, params)).rows;
  return database.sqlite.prepare(sql.replace(/\$\d+/g, '?')).all(...(params as string[]));
}

/** What is really stored for `uid`: the documents' JSON bytes and count, from the rows. */
async function stored(database: Database, uid: string) {
  const rows = (await query(
    database,
    database.kind === 'postgres'
      ? 'SELECT value::text AS json, bytes FROM data_documents WHERE user_id = $1'
      : 'SELECT value AS json, bytes FROM data_documents WHERE user_id = $1',
    [uid],
  )) as Array<{ json: string; bytes: number | string }>;
  // The size kept with each row is its JSON's, as written (JSONB spaces its text out).
  for (const row of rows) {
    expect(Number(row.bytes)).toBe(Buffer.byteLength(JSON.stringify(JSON.parse(row.json))));
  }
  return { bytes: rows.reduce((sum, row) => sum + Number(row.bytes), 0), count: rows.length };
}

/**
 * Per-account quotas on documents, against the real database: refusals before anything is
 * stored, usage kept in step with every kind of write, concurrent writes through two
 * connections, and the migration that counts what was stored before quotas.
 */
export function describeQuotas(storage: string, fresh: () => Promise<QuotaDatabase>) {
  describe(`document quotas on ${storage}`, () => {
    let opened: QuotaDatabase;
    let database: Database;
    const stores: DataStore[] = [];
    const quota: DocumentQuota = { bytes: 1000, count: 5 };

    /** A store on its own connection with `limits`, closed after the suite. */
    async function open(limits: DocumentQuota = quota, on: Database = opened.connect()) {
      const store = await openDataStore({ database: on, schemas: testSchemas(), quota: limits });
      stores.push(store);
      return store;
    }

    beforeAll(async () => {
      opened = await fresh();
      database = opened.connect();
    });
    afterAll(async () => {
      for (const store of stores) await store.close();
      await opened?.dispose();
    });

    it('refuses the write that would pass the byte quota, with the usage in words, and stores nothing of it', async () => {
      const store = await open();
      const uid = newUid();
      const free = `users/${uid}/test-notes/free`;
      await store.set(uid, `${free}/a`, ofBytes(600));
      expect(await store.usage(uid)).toEqual({ bytes: 600, count: 1 });
      const seq = await store.currentSeq(uid);

      const refusal = {
        code: 'QUOTA_EXCEEDED',
        message: 'Your storage is full: 600 B of 1000 B used',
      };
      await expect(store.set(uid, `${free}/b`, ofBytes(401))).rejects.toMatchObject(refusal);
      // An update is all or nothing: the part that fits is not stored either.
      await expect(
        store.update(uid, free, { c: ofBytes(10), b: ofBytes(391) }),
      ).rejects.toMatchObject(refusal);
      // Growing a stored document, or a field of it.
      await expect(store.set(uid, `${free}/a`, ofBytes(1001))).rejects.toMatchObject(refusal);
      await store.set(uid, `${free}/n`, { list: 'x' });
      await expect(store.set(uid, `${free}/n/more`, ofBytes(400))).rejects.toMatchObject({
        ...refusal,
        message: 'Your storage is full: 612 B of 1000 B used',
      });
      await store.remove(uid, `${free}/n`);
      // A set above document level replaces the collection: counted as such.
      await expect(
        store.set(uid, free, { a: ofBytes(600), b: ofBytes(401) }),
      ).rejects.toMatchObject(refusal);

      expect(await store.currentSeq(uid)).toBe(seq + 2);
      expect(await store.get(uid, free)).toEqual({ a: ofBytes(600) });
      expect(await store.usage(uid)).toEqual({ bytes: 600, count: 1 });
      expect(await stored(database, uid)).toEqual({ bytes: 600, count: 1 });

      // Up to the quota exactly is fine; the set of the collection frees what it replaces.
      await store.set(uid, `${free}/b`, ofBytes(400));
      expect(await store.usage(uid)).toEqual({ bytes: 1000, count: 2 });
      await store.set(uid, free, { c: ofBytes(999) });
      expect(await store.usage(uid)).toEqual({ bytes: 999, count: 1 });
      await expect(store.set(uid, `${free}/d`, ofBytes(2))).rejects.toMatchObject({
        code: 'QUOTA_EXCEEDED',
        message: 'Your storage is full: 999 B of 1000 B used',
      });
      expect(await stored(database, uid)).toEqual({ bytes: 999, count: 1 });
    });

    it('refuses the document past the count quota', async () => {
      const store = await open();
      const uid = newUid();
      const free = `users/${uid}/test-notes/free`;
      await store.update(uid, free, Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`d${n}`, n])));
      await expect(store.set(uid, `${free}/d6`, 6)).rejects.toMatchObject({
        code: 'QUOTA_EXCEEDED',
        message: 'Your storage is full: 5 of 5 documents used',
      });
      // Changing one that is there adds none.
      await store.set(uid, `${free}/d5`, 'five');
      await store.update(uid, free, { d4: null, d6: 6 });
      expect(await store.usage(uid)).toEqual(await stored(database, uid));
      expect(await store.usage(uid)).toMatchObject({ count: 5 });
    });

    it('leaves other accounts alone, and frees space on removal', async () => {
      const store = await open();
      const [full, other] = [newUid(), newUid()];
      const fullNotes = `users/${full}/test-notes/free`;
      await store.set(full, `${fullNotes}/a`, ofBytes(500));
      await store.set(full, `${fullNotes}/b`, ofBytes(500));
      await expect(store.set(full, `${fullNotes}/c`, 1)).rejects.toMatchObject({
        code: 'QUOTA_EXCEEDED',
      });
      await store.set(other, `users/${other}/test-notes/free/a`, ofBytes(1000));
      expect(await store.usage(other)).toEqual({ bytes: 1000, count: 1 });
      expect(await store.usage(full)).toEqual({ bytes: 1000, count: 2 });

      await store.remove(full, `${fullNotes}/a`);
      expect(await store.usage(full)).toEqual({ bytes: 500, count: 1 });
      await store.set(full, `${fullNotes}/c`, ofBytes(500));
      // Removing a whole tiny frees every document below it.
      await store.remove(full, `users/${full}/test-notes`);
      expect(await store.usage(full)).toEqual({ bytes: 0, count: 0 });
      expect(await stored(database, full)).toEqual({ bytes: 0, count: 0 });
      await store.set(full, `${fullNotes}/d`, ofBytes(1000));
    });

    it('lets an account over its quota reduce what it keeps, never grow it', async () => {
      const roomy = await open({ bytes: 10_000, count: 100 });
      const uid = newUid();
      const free = `users/${uid}/test-notes/free`;
      await roomy.update(uid, free, { a: ofBytes(800), b: ofBytes(800), c: { n: ofBytes(100) } });
      // The operator lowers the quota: the account is now over it.
      const tight = await open();
      expect(await tight.usage(uid)).toEqual({ bytes: 1600 + 106, count: 3 });
      await expect(tight.set(uid, `${free}/d`, 1)).rejects.toMatchObject({
        code: 'QUOTA_EXCEEDED',
        message: 'Your storage is full: 1.7 KB of 1000 B used',
      });
      await expect(tight.set(uid, `${free}/a`, ofBytes(801))).rejects.toMatchObject({
        code: 'QUOTA_EXCEEDED',
      });
      await tight.set(uid, `${free}/a`, ofBytes(700));
      await tight.remove(uid, `${free}/c/n`);
      await tight.update(uid, free, { b: null });
      expect(await tight.usage(uid)).toEqual({ bytes: 700, count: 1 });
      expect(await stored(database, uid)).toEqual({ bytes: 700, count: 1 });
      await tight.set(uid, `${free}/b`, ofBytes(300));
    });

    it('keeps the usage equal to what is stored through every kind of write', async () => {
      const store = await open({ bytes: 100_000, count: 1000 });
      const uid = newUid();
      const root = `users/${uid}`;
      await store.set(uid, `${root}/test-notes/notes/n1`, { title: 'Milk', tags: ['shop'] });
      await store.set(uid, `${root}/test-notes/notes/n1/body`, 'Whole, 2 litres — ünïcödé');
      await store.update(uid, `${root}/test-notes`, {
        'notes/n2': { title: 'Eggs' },
        'free/f1': [1, 2, { deep: 'yes' }],
        'free/f2': 'two',
      });
      await store.set(uid, `${root}/test-cars`, {
        vehicles: { v1: { name: 'Beetle', year: 1970 } },
      });
      expect(await store.usage(uid)).toEqual(await stored(database, uid));
      await store.update(uid, `${root}/test-notes/notes/n1`, { title: 'Oat milk', tags: null });
      await store.remove(uid, `${root}/test-notes/free`);
      await store.set(uid, root, { 'test-notes': { free: { f3: 3 } } });
      expect(await store.usage(uid)).toEqual(await stored(database, uid));
      expect(await store.usage(uid)).toEqual({ bytes: 1, count: 1 });
    });

    it('lets no two concurrent writes slip under the quota together, across connections', async () => {
      const [one, two] = [await open(), await open()];
      const uid = newUid();
      const free = `users/${uid}/test-notes/free`;
      const results = await Promise.allSettled(
        Array.from({ length: 24 }, (_, index) =>
          (index % 2 ? one : two).set(uid, `${free}/k${index}`, ofBytes(200)),
        ),
      );
      const refused = results.filter((result) => result.status === 'rejected');
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
      for (const result of refused) {
        expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'QUOTA_EXCEEDED' });
      }
      expect(await one.usage(uid)).toEqual({ bytes: 1000, count: 5 });
      expect(await stored(database, uid)).toEqual({ bytes: 1000, count: 5 });
    });

    it('counts what was stored before quotas when it migrates', async () => {
      const before = (await fresh()) as QuotaDatabase;
      try {
        const old = before.connect();
        await migrateDataStore(old, 1);
        const [ada, bob, eve] = [newUid(), newUid(), newUid()];
        const rows: Array<[string, string, string]> = [
          [ada, 'a', JSON.stringify(ofBytes(700))],
          [ada, 'b', JSON.stringify('ünï')],
          [ada, 'c', '42'],
          [bob, 'a', JSON.stringify(ofBytes(10))],
          // A user with documents but, oddly, no sequence row.
          [eve, 'a', '7'],
        ];
        for (const [uid, id, json] of rows) {
          await query(
            old,
            'INSERT INTO data_documents (user_id, tiny, collection, doc_id, value, seq) VALUES ($1, $2, $3, $4, $5, 1)',
            [uid, 'test-notes', 'free', id, json],
          );
        }
        for (const uid of [ada, bob]) {
          await query(old, 'INSERT INTO data_users (user_id, seq) VALUES ($1, 1)', [uid]);
        }
        const store = await open(quota, before.connect());
        const versions = await query(old, 'SELECT max(version) AS version FROM data_migrations');
        expect(Number((versions[0] as { version: number }).version)).toBe(DATA_STORE_VERSION);
        expect(await store.usage(ada)).toEqual({ bytes: 700 + 7 + 2, count: 3 });
        expect(await store.usage(bob)).toEqual({ bytes: 10, count: 1 });
        expect(await store.usage(eve)).toEqual({ bytes: 1, count: 1 });
        expect(await store.usage(newUid())).toEqual({ bytes: 0, count: 0 });
        // And the quota holds against what was counted.
        await expect(
          store.set(ada, `users/${ada}/test-notes/free/d`, ofBytes(300)),
        ).rejects.toMatchObject({
          code: 'QUOTA_EXCEEDED',
          message: 'Your storage is full: 709 B of 1000 B used',
        });
        await store.remove(ada, `users/${ada}/test-notes/free/c`);
        expect(await store.usage(ada)).toEqual({ bytes: 707, count: 2 });
        expect(await stored(old, ada)).toEqual({ bytes: 707, count: 2 });
      } finally {
        await before.dispose();
      }
    });
  });
}
