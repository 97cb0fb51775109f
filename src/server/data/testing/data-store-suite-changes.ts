import { describe, expect, it } from 'vitest';
import { MAX_LOGGED_OPS_BYTES, type Change, type DataStore } from '../data-store.ts';
import type { StoreSuite } from './data-store-suite.ts';
import { newUid } from './test-schemas.ts';

/** Records the changes a store emits for one user and waits for them. */
export function recordChanges(store: DataStore, uid: string) {
  const changes: Change[] = [];
  const stop = store.onChange((change) => {
    if (change.uid === uid) changes.push(change);
  });
  return {
    changes,
    stop,
    /** Resolves once a change with `seq` (or later) arrived; rejects after `timeoutMs`. */
    async waitForSeq(seq: number, timeoutMs = 5000): Promise<Change[]> {
      const until = Date.now() + timeoutMs;
      while (!changes.some((change) => change.seq >= seq)) {
        if (Date.now() > until) {
          throw new Error(`Expected seq ${seq}, got ${JSON.stringify(changes)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return changes;
    },
    /** Resolves once `count` changes arrived; rejects after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 5000): Promise<Change[]> {
      const until = Date.now() + timeoutMs;
      while (changes.length < count) {
        if (Date.now() > until) {
          throw new Error(
            `Expected ${count} changes, got ${changes.length}: ${JSON.stringify(changes)}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return changes;
    },
  };
}

/** Sequence numbers, the change log and change delivery. */
export function describeChanges(suite: StoreSuite) {
  describe('sequence numbers and changes', () => {
    it('numbers each user’s committed writes 1, 2, 3…, refused ones not at all', async () => {
      const store = suite.store();
      const [ada, bob] = [newUid('ada'), newUid('bob')];
      const free = (uid: string) => `users/${uid}/test-notes/free`;
      expect(await store.currentSeq(ada)).toBe(0);
      expect(await store.set(ada, `${free(ada)}/a`, 1)).toEqual({ seq: 1 });
      expect(await store.update(ada, free(ada), { b: 2, c: 3 })).toEqual({ seq: 2 });
      await expect(store.set(ada, `${free(ada)}/a.b`, 1)).rejects.toMatchObject({
        code: 'INVALID_DATA',
      });
      expect(await store.remove(ada, `${free(ada)}/a`)).toEqual({ seq: 3 });
      expect(await store.set(bob, `${free(bob)}/a`, 1)).toEqual({ seq: 1 });
      expect(await store.currentSeq(ada)).toBe(3);
      expect(await store.snapshot(ada, free(ada))).toEqual({ value: { b: 2, c: 3 }, seq: 3 });
    });

    it('commits concurrent writes of one user one at a time, in the order called', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/free/counter`;
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, index) => store.set(uid, `${doc}/k${index}`, index)),
      );
      expect(results.map((result) => result.seq)).toEqual(
        Array.from({ length: 40 }, (_, index) => index + 1),
      );
      const value = (await store.get(uid, doc)) as Record<string, number>;
      expect(Object.keys(value)).toHaveLength(40);
    });

    it('refuses one write among concurrent ones and commits the others', async () => {
      const store = suite.store();
      const uid = newUid();
      const notes = `users/${uid}/test-notes/notes`;
      await store.set(uid, `${notes}/n1`, { title: 'One' });
      const results = await Promise.allSettled([
        store.set(uid, `${notes}/n2`, { title: 'Two' }),
        // Checked against the stored document: a title must be text.
        store.set(uid, `${notes}/n1/title`, 5),
        store.set(uid, `${notes}/n3`, { title: 'Three' }),
      ]);
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'rejected',
        'fulfilled',
      ]);
      expect(results[1]).toMatchObject({ reason: { code: 'INVALID_DATA' } });
      expect(await store.get(uid, notes)).toEqual({
        n1: { title: 'One' },
        n2: { title: 'Two' },
        n3: { title: 'Three' },
      });
      expect(await store.currentSeq(uid)).toBe(3);
    });

    it('answers changesSince from the log, and null once the log no longer reaches back', async () => {
      const store = suite.store();
      const uid = newUid();
      const free = `users/${uid}/test-notes/free`;
      await store.set(uid, `${free}/a`, 1);
      await store.update(uid, free, { 'b/c': 2, d: 3 });
      await store.remove(uid, `${free}/a`);
      const removedA = {
        uid,
        seq: 3,
        paths: [`${free}/a`],
        ops: [{ path: `${free}/a`, value: null }],
      };
      expect(await store.changesSince(uid, 0)).toEqual([
        { uid, seq: 1, paths: [`${free}/a`], ops: [{ path: `${free}/a`, value: 1 }] },
        {
          uid,
          seq: 2,
          paths: [`${free}/b/c`, `${free}/d`],
          ops: [
            { path: `${free}/b/c`, value: 2 },
            { path: `${free}/d`, value: 3 },
          ],
        },
        removedA,
      ]);
      expect(await store.changesSince(uid, 2)).toEqual([removedA]);
      expect(await store.changesSince(uid, 3)).toEqual([]);
      expect(await store.changesSince(uid, 4)).toBeNull();
      expect(await store.changesSince(uid, -1)).toBeNull();
      expect(await store.changesSince(uid, 1.5)).toBeNull();

      const total = suite.changeLogLength + 5;
      for (let seq = 4; seq <= total; seq++) await store.set(uid, `${free}/n`, seq);
      // The log keeps the last `changeLogLength` changes: seq 6…25 here.
      const oldestKept = total - suite.changeLogLength + 1;
      expect(await store.changesSince(uid, oldestKept - 2)).toBeNull();
      const kept = await store.changesSince(uid, oldestKept - 1);
      expect(kept?.map((change) => change.seq)).toEqual(
        Array.from({ length: suite.changeLogLength }, (_, index) => oldestKept + index),
      );
      expect(await store.changesSince(newUid(), 0)).toEqual([]);
    });

    it('logs what a change wrote, unless that is too large to log', async () => {
      const store = suite.store();
      const uid = newUid();
      const free = `users/${uid}/test-notes/free`;
      const big = 'x'.repeat(MAX_LOGGED_OPS_BYTES);
      await store.set(uid, `${free}/big`, big);
      await store.update(uid, free, { small: 1 });
      // The log keeps only the paths of a change this large: its reader reads the values.
      const logged = await store.changesSince(uid, 0);
      expect(logged?.[0]).toEqual({ uid, seq: 1, paths: [`${free}/big`] });
      expect(logged?.[1]?.ops).toEqual([{ path: `${free}/small`, value: 1 }]);
    });

    it('emits every committed change, in seq order, and only committed ones', async () => {
      const store = suite.store();
      const uid = newUid();
      const free = `users/${uid}/test-notes/free`;
      // As the live layer does: know where the user stands before following.
      expect(await store.currentSeq(uid)).toBe(0);
      const recorder = recordChanges(store, uid);
      try {
        await store.set(uid, `${free}/a`, 1);
        await expect(store.set(uid, `${free}/a.b`, 1)).rejects.toBeDefined();
        await store.update(uid, free, { x: 1, 'y/z': 2 });
        await Promise.all(
          Array.from({ length: 20 }, (_, index) => store.set(uid, `${free}/p${index}`, index)),
        );
        await store.remove(uid, free);
        const changes = await recorder.waitFor(23);
        expect(changes.map((change) => change.seq)).toEqual(
          Array.from({ length: 23 }, (_, index) => index + 1),
        );
        expect(changes[0]).toEqual({
          uid,
          seq: 1,
          paths: [`${free}/a`],
          ops: [{ path: `${free}/a`, value: 1 }],
        });
        expect(changes[1]).toEqual({
          uid,
          seq: 2,
          paths: [`${free}/x`, `${free}/y/z`],
          ops: [
            { path: `${free}/x`, value: 1 },
            { path: `${free}/y/z`, value: 2 },
          ],
        });
        expect(changes[22]).toEqual({
          uid,
          seq: 23,
          paths: [free],
          ops: [{ path: free, value: null }],
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(changes).toHaveLength(23);
      } finally {
        recorder.stop();
      }
      // Once stopped, nothing more arrives.
      await store.set(uid, `${free}/after`, 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(recorder.changes).toHaveLength(23);
    });

    it('keeps emitting to the others when one listener throws', async () => {
      const store = suite.store();
      const uid = newUid();
      await store.currentSeq(uid);
      const stopThrowing = store.onChange(() => {
        throw new Error('a listener bug');
      });
      const recorder = recordChanges(store, uid);
      const errors = console.error;
      console.error = () => {};
      try {
        await store.set(uid, `users/${uid}/test-notes/free/a`, 1);
        expect(await recorder.waitFor(1)).toHaveLength(1);
      } finally {
        console.error = errors;
        stopThrowing();
        recorder.stop();
      }
    });
  });
}
