import { describe, expect, it } from 'vitest';
import type { StoreSuite } from './data-store-suite.ts';
import { newUid } from './test-schemas.ts';

/** Edits made on a version (`base`), deleted documents, and request ids answered once. */
export function describeEdits(suite: StoreSuite) {
  describe('edits made on a version', () => {
    it('applies fields changed only here and keeps fields changed since the base', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/notes/n1`;
      await store.set(uid, doc, { title: 'Soup', body: 'Hot', done: false });
      // Another device changed the body after this edit's base.
      await store.update(uid, doc, { body: 'Cold' });
      const before = await store.currentSeq(uid);
      const result = await store.update(
        uid,
        doc,
        { title: 'Tomato soup', body: 'Warm' },
        { base: { title: 'Soup', body: 'Hot' } },
      );
      expect(result).toEqual({ seq: before + 1, kept: ['body'] });
      expect(await store.get(uid, doc)).toEqual({
        title: 'Tomato soup',
        body: 'Cold',
        done: false,
      });
      const log = await store.changesSince(uid, before);
      // Only what was written: the field kept as stored is in neither the paths nor the ops.
      expect(log).toEqual([
        {
          uid,
          seq: before + 1,
          paths: [`${doc}/title`],
          ops: [{ path: `${doc}/title`, value: 'Tomato soup' }],
        },
      ]);
    });

    it('compares nested values whatever the order of their members', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/notes/n1`;
      await store.set(uid, doc, { title: 'A', meta: { rank: 1, color: 'red' } });
      const result = await store.update(
        uid,
        doc,
        { meta: { color: 'blue', rank: 1 } },
        { base: { meta: { color: 'red', rank: 1 } } },
      );
      expect(result.kept).toBeUndefined();
      expect(await store.get(uid, `${doc}/meta/color`)).toBe('blue');
    });

    it('commits nothing when every field changed since, and says which', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/notes/n1`;
      await store.set(uid, doc, { title: 'Newer' });
      const seq = await store.currentSeq(uid);
      const result = await store.update(uid, doc, { title: 'Mine' }, { base: { title: 'Old' } });
      expect(result).toEqual({ seq, kept: ['title'] });
      expect(await store.currentSeq(uid)).toBe(seq);
      expect(await store.get(uid, `${doc}/title`)).toBe('Newer');
    });

    it('refuses an edit of a deleted document with GONE, leaving nothing behind', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/free/f1`;
      await store.set(uid, doc, { title: 'Soup', body: 'Hot' });
      await store.remove(uid, doc);
      await expect(
        store.update(uid, doc, { body: 'Warm' }, { base: { body: 'Hot' } }),
      ).rejects.toMatchObject({ code: 'GONE' });
      // Also a field without a base, in a write that names one.
      await expect(
        store.update(uid, `users/${uid}/test-notes/free`, { 'f1/x': 1 }, { base: {} }),
      ).rejects.toMatchObject({ code: 'GONE' });
      expect(await store.get(uid, doc)).toBeNull();
      // A plain update still creates (the semantics of writes that name no base).
      await store.update(uid, doc, { body: 'New' });
      expect(await store.get(uid, doc)).toEqual({ body: 'New' });
    });
  });

  describe('request ids', () => {
    it('answers a replayed write with its first outcome and never applies it again', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/notes/n1`;
      const first = await store.set(uid, doc, { title: 'Mine' }, { rid: 'r-1' });
      // Another device writes after it; the first write's ack was lost and it is re-sent.
      await store.set(uid, `${doc}/title`, 'Newer', { rid: 'other-1' });
      expect(await store.set(uid, doc, { title: 'Mine' }, { rid: 'r-1' })).toEqual(first);
      expect(await store.get(uid, `${doc}/title`)).toBe('Newer');

      const edit = await store.update(
        uid,
        doc,
        { title: 'Mine again', body: 'x' },
        { rid: 'r-2', base: { title: 'Mine', body: null } },
      );
      expect(edit.kept).toEqual(['title']);
      await store.update(uid, doc, { body: 'y' }, { rid: 'other-2' });
      expect(
        await store.update(uid, doc, { title: 'Mine again', body: 'x' }, { rid: 'r-2', base: {} }),
      ).toEqual(edit);
      expect(await store.get(uid, doc)).toEqual({ title: 'Newer', body: 'y' });

      const removed = await store.remove(uid, doc, { rid: 'r-3' });
      await store.set(uid, doc, { title: 'Back' });
      expect(await store.remove(uid, doc, { rid: 'r-3' })).toEqual(removed);
      expect(await store.get(uid, `${doc}/title`)).toBe('Back');
    });

    it('keeps request ids per user', async () => {
      const store = suite.store();
      const [one, two] = [newUid(), newUid()];
      await store.set(one, `users/${one}/test-notes/notes/n1`, { title: 'A' }, { rid: 'same' });
      await store.set(two, `users/${two}/test-notes/notes/n1`, { title: 'B' }, { rid: 'same' });
      expect(await store.get(two, `users/${two}/test-notes/notes/n1/title`)).toBe('B');
    });

    it('forgets request ids as old as the change log forgets', async () => {
      const store = suite.store();
      const remembered = suite.changeLogLength;
      const uid = newUid();
      const doc = `users/${uid}/test-notes/free/f1`;
      await store.set(uid, doc, { n: 0 }, { rid: 'old' });
      await Promise.all(
        Array.from({ length: remembered + 8 }, (_, index) =>
          store.set(uid, `${doc}/n`, index + 1, { rid: `w${index}` }),
        ),
      );
      const seq = await store.currentSeq(uid);
      // Forgotten, so applied again (a client re-sends only its last few writes).
      expect((await store.set(uid, doc, { n: 0 }, { rid: 'old' })).seq).toBe(seq + 1);
      // Recent ones are still remembered.
      const last = `w${remembered + 7}`;
      expect((await store.set(uid, `${doc}/n`, -1, { rid: last })).seq).toBe(seq);
    });
  });
}
