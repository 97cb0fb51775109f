import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateDataStore } from './migrations.ts';
import { openDataStore } from './open-data-store.ts';
import { openPostgresStore, type PostgresDataStore } from './postgres-store.ts';
import { DEFAULT_DOCUMENT_QUOTA } from './quotas.ts';
import { freshSchema as freshPgSchema } from '../testing/pg-schema.ts';
import { recordChanges } from './testing/data-store-suite-changes.ts';
import { describeDataStore } from './testing/data-store-suite.ts';
import { newUid, testSchemas } from './testing/test-schemas.ts';

/** Runs only in the 'postgres' project, which exists when TEST_DATABASE_URL is set. */
const freshSchema = () => freshPgSchema('data');

describeDataStore('PostgreSQL', async (changeLogLength) => {
  const schema = await freshSchema();
  const store = await openDataStore({
    database: schema.connect(),
    schemas: testSchemas(),
    changeLogLength,
  });
  return {
    store,
    async dispose() {
      await store.close();
      await schema.dispose();
    },
  };
});

describe('the data store across PostgreSQL processes', () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let first: PostgresDataStore;
  let second: PostgresDataStore;

  beforeAll(async () => {
    schema = await freshSchema();
    // Two processes starting at once on a fresh database: one migrates, the other waits.
    const [one, two] = [schema.connect(), schema.connect()];
    await Promise.all([migrateDataStore(one), migrateDataStore(two)]);
    const options = { changeLogLength: 1000, quota: DEFAULT_DOCUMENT_QUOTA };
    first = await openPostgresStore(one, testSchemas(), options);
    second = await openPostgresStore(two, testSchemas(), options);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await schema?.dispose();
  });

  it('delivers a write through one store to the other, in seq order', async () => {
    const uid = newUid();
    const free = `users/${uid}/test-notes/free`;
    expect(await second.currentSeq(uid)).toBe(0);
    const there = recordChanges(second, uid);
    const here = recordChanges(first, uid);
    try {
      // Both write at once: the user's seq row orders them across the two.
      await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          (index % 2 ? first : second).set(uid, `${free}/k${index}`, index),
        ),
      );
      const expected = Array.from({ length: 30 }, (_, index) => index + 1);
      expect((await there.waitFor(30)).map((change) => change.seq)).toEqual(expected);
      // A store that never asked about the user follows it from its first notification.
      expect((await here.waitFor(30)).map((change) => change.seq)).toEqual(expected);
      expect(there.changes).toEqual(here.changes);
      expect(await first.get(uid, `${free}/k0`)).toBe(0);
      expect(Object.keys((await second.get(uid, free)) as object)).toHaveLength(30);
    } finally {
      there.stop();
      here.stop();
    }
  });

  it('catches up on what it missed after its listening connection is killed', async () => {
    const uid = newUid();
    const free = `users/${uid}/test-notes/free`;
    await first.set(uid, `${free}/before`, 0);
    expect(await second.currentSeq(uid)).toBe(1);
    const recorder = recordChanges(second, uid);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const pid = second.listenerPid();
      expect(pid).toBeTypeOf('number');
      const { rows } = await schema.admin.pool.query<{ killed: boolean }>(
        'SELECT pg_terminate_backend($1) AS killed',
        [pid],
      );
      expect(rows[0]!.killed).toBe(true);
      // Written while the other store is reconnecting.
      for (let index = 0; index < 10; index++) await first.set(uid, `${free}/k${index}`, index);
      // The notification of seq 1 may still be on its way: the reader ignores what it has.
      const changes = (await recorder.waitForSeq(11, 10_000)).filter((change) => change.seq > 1);
      expect(changes.map((change) => change.seq)).toEqual(
        Array.from({ length: 10 }, (_, index) => index + 2),
      );
      await vi.waitFor(() => expect(second.listenerPid()).not.toBe(pid), { timeout: 10_000 });
      // And it listens again.
      await first.set(uid, `${free}/after`, 1);
      expect((await recorder.waitForSeq(12)).at(-1)).toMatchObject({
        seq: 12,
        paths: [`${free}/after`],
      });
      expect(errors.mock.calls.join('\n')).toMatch(/lost its connection/);
    } finally {
      errors.mockRestore();
      recorder.stop();
    }
  }, 20_000);
});
