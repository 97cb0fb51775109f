import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../data-store.ts';
import type { StoreSuite } from './data-store-suite.ts';
import { newUid } from './test-schemas.ts';

/** get/set/update/remove at every level, null pruning, assembling reads, validation. */
export function describeSemantics(suite: StoreSuite) {
  const note = (title: string, extra: object = {}) => ({ title, ...extra });

  describe('values at paths', () => {
    it('reads null where nothing is stored, at every level', async () => {
      const store = suite.store();
      const uid = newUid();
      for (const path of [
        `users/${uid}`,
        `users/${uid}/test-notes`,
        `users/${uid}/test-notes/notes`,
        `users/${uid}/test-notes/notes/n1`,
        `users/${uid}/test-notes/notes/n1/title`,
        `users/${uid}/unknown-tiny/anything/at/all`,
      ]) {
        expect(await store.get(uid, path)).toBeNull();
      }
    });

    it('sets and reads a document, and reads it whole from every level above', async () => {
      const store = suite.store();
      const uid = newUid();
      const root = `users/${uid}`;
      const n1 = note('Milk', { tags: ['shop', 'today'], meta: { color: 'red', rank: 2 } });
      await store.set(uid, `${root}/test-notes/notes/n1`, n1);
      await store.set(uid, `${root}/test-notes/notes/n2`, note('Bread'));
      await store.set(uid, `${root}/test-cars/vehicles/v1`, { name: 'Clio', year: 2012 });

      expect(await store.get(uid, `${root}/test-notes/notes/n1`)).toEqual(n1);
      expect(await store.get(uid, `${root}/test-notes/notes/n1/meta/color`)).toBe('red');
      expect(await store.get(uid, `${root}/test-notes/notes/n1/tags`)).toEqual(['shop', 'today']);
      expect(await store.get(uid, `${root}/test-notes/notes`)).toEqual({
        n1,
        n2: note('Bread'),
      });
      expect(await store.get(uid, `${root}/test-notes`)).toEqual({
        notes: { n1, n2: note('Bread') },
      });
      expect(await store.get(uid, root)).toEqual({
        'test-notes': { notes: { n1, n2: note('Bread') } },
        'test-cars': { vehicles: { v1: { name: 'Clio', year: 2012 } } },
      });
      // A text is not an object: nothing lies below it.
      expect(await store.get(uid, `${root}/test-notes/notes/n1/title/deeper`)).toBeNull();
    });

    it('sets a field inside a document, creating the objects on the way', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/free/f1`;
      await store.set(uid, `${doc}/a/b/c`, 1);
      await store.set(uid, `${doc}/a/b/d`, 'two');
      await store.set(uid, `${doc}/x`, true);
      expect(await store.get(uid, doc)).toEqual({ a: { b: { c: 1, d: 'two' } }, x: true });
      // A value in the way becomes an object.
      await store.set(uid, `${doc}/x/y`, 3);
      expect(await store.get(uid, doc)).toEqual({ a: { b: { c: 1, d: 'two' } }, x: { y: 3 } });
    });

    it('treats null as absent: removing, dropping null members, pruning emptied objects', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/free/f1`;
      await store.set(uid, doc, { a: { b: 1, gone: null }, c: { d: { e: null } }, keep: 0 });
      expect(await store.get(uid, doc)).toEqual({ a: { b: 1 }, keep: 0 });
      await store.set(uid, `${doc}/a/b`, null);
      expect(await store.get(uid, doc)).toEqual({ keep: 0 });
      await store.remove(uid, `${doc}/keep`);
      // The document emptied, so it is gone, and so is everything above it.
      expect(await store.get(uid, doc)).toBeNull();
      expect(await store.get(uid, `users/${uid}/test-notes`)).toBeNull();
      expect(await store.get(uid, `users/${uid}`)).toBeNull();
      // Removing what is not there is a write like any other.
      expect((await store.remove(uid, `${doc}/never`)).seq).toBeGreaterThan(0);
    });

    it('keeps arrays whole, as values; a path cannot address into one', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/free/f1`;
      const list = [1, null, { a: null }, [], ['x']];
      await store.set(uid, doc, { list, empty: [] });
      expect(await store.get(uid, doc)).toEqual({ list, empty: [] });
      await expect(store.get(uid, `${doc}/list/0`)).rejects.toMatchObject({
        code: 'INVALID_DATA',
        message: expect.stringContaining('array'),
      });
      await expect(store.set(uid, `${doc}/list/0`, 5)).rejects.toMatchObject({
        code: 'INVALID_DATA',
      });
      expect(await store.get(uid, doc)).toEqual({ list, empty: [] });
    });

    it('stores keys that are names of Object members as plain keys', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/free/__proto__`;
      const value = JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1}') as object;
      await store.set(uid, doc, value as never);
      await store.set(uid, `${doc}/toString/__proto__`, 2);
      expect(await store.get(uid, `${doc}/__proto__/polluted`)).toBe(true);
      expect(await store.get(uid, `${doc}/hasOwnProperty`)).toBeNull();
      const read = (await store.get(uid, `users/${uid}/test-notes/free`)) as Record<string, object>;
      expect(Object.keys(read)).toEqual(['__proto__']);
      expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
      expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    });
  });

  describe('writes above document level', () => {
    it('replaces everything below a collection, a tiny and the user root', async () => {
      const store = suite.store();
      const uid = newUid();
      const root = `users/${uid}`;
      await store.set(uid, `${root}/test-notes/notes/old`, note('Old'));
      await store.set(uid, `${root}/test-cars/vehicles/v1`, { name: 'Clio', year: 2012 });

      await store.set(uid, `${root}/test-notes/notes`, { a: note('A'), b: note('B') });
      expect(await store.get(uid, `${root}/test-notes/notes`)).toEqual({
        a: note('A'),
        b: note('B'),
      });

      await store.set(uid, `${root}/test-notes`, { free: { f: { any: 'thing' } } });
      expect(await store.get(uid, `${root}/test-notes`)).toEqual({ free: { f: { any: 'thing' } } });

      await store.set(uid, root, {
        'test-cars': { vehicles: { v2: { name: 'Zoe', year: 2020 } } },
      });
      expect(await store.get(uid, root)).toEqual({
        'test-cars': { vehicles: { v2: { name: 'Zoe', year: 2020 } } },
      });

      await store.remove(uid, root);
      expect(await store.get(uid, root)).toBeNull();
    });

    it('validates every document below and stores nothing when one fails', async () => {
      const store = suite.store();
      const uid = newUid();
      const notes = `users/${uid}/test-notes/notes`;
      await store.set(uid, `${notes}/keep`, note('Keep'));
      await expect(
        store.set(uid, notes, { good: note('Good'), bad: { title: 42 } }),
      ).rejects.toMatchObject({
        code: 'INVALID_DATA',
        message: expect.stringContaining(`${notes}/bad/title`),
      });
      await expect(store.set(uid, notes, 'not documents')).rejects.toMatchObject({
        code: 'INVALID_DATA',
      });
      await expect(
        store.set(uid, `users/${uid}`, { 'test-notes': { nope: { d: { title: 'x' } } } }),
      ).rejects.toMatchObject({ code: 'INVALID_DATA', message: expect.stringContaining('nope') });
      expect(await store.get(uid, notes)).toEqual({ keep: note('Keep') });
    });
  });

  describe('update', () => {
    it('applies every child at once, at any depth, and null children remove', async () => {
      const store = suite.store();
      const uid = newUid();
      const root = `users/${uid}`;
      await store.set(uid, `${root}/test-notes/notes/n1`, note('One', { done: false }));
      await store.set(uid, `${root}/test-notes/notes/n3`, note('Three'));
      await store.update(uid, `${root}/test-notes`, {
        'notes/n1/done': true,
        'notes/n2': note('Two'),
        'notes/n3': null,
        'free/f/a/b': 1,
      });
      expect(await store.get(uid, `${root}/test-notes`)).toEqual({
        notes: { n1: note('One', { done: true }), n2: note('Two') },
        free: { f: { a: { b: 1 } } },
      });
    });

    it('stores nothing when one child makes a document invalid', async () => {
      const store = suite.store();
      const uid = newUid();
      const notes = `users/${uid}/test-notes/notes`;
      await store.set(uid, `${notes}/n1`, note('One'));
      const before = await store.currentSeq(uid);
      await expect(
        store.update(uid, notes, { 'n1/done': true, 'n2/title': 7, 'n3/title': 'Three' }),
      ).rejects.toMatchObject({
        code: 'INVALID_DATA',
        message: expect.stringMatching(new RegExp(`${notes}/n2/title: .*expected string`, 'i')),
      });
      expect(await store.get(uid, notes)).toEqual({ n1: note('One') });
      expect(await store.currentSeq(uid)).toBe(before);
    });

    it('refuses a child inside another child, bad child keys and non-object updates', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/free/f`;
      const updates: Array<Record<string, JsonValue>> = [
        { a: 1, 'a/b': 2 },
        { 'x/y': { z: 1 }, 'x/y/z/w': 2 },
        { 'a//b': 1 },
        { '': 1 },
        { 'a.b': 1 },
        { 'a/$b': 1 },
      ];
      for (const values of updates) {
        await expect(store.update(uid, doc, values)).rejects.toMatchObject({
          code: 'INVALID_DATA',
        });
      }
      await expect(store.update(uid, doc, [1] as never)).rejects.toMatchObject({
        code: 'INVALID_DATA',
      });
      // Siblings whose names share a prefix are not inside each other.
      await store.update(uid, doc, { a: 1, ab: 2, 'a!': 3 });
      expect(await store.get(uid, doc)).toEqual({ a: 1, ab: 2, 'a!': 3 });
    });

    it('writes nothing for an empty update and answers the current seq', async () => {
      const store = suite.store();
      const uid = newUid();
      await store.set(uid, `users/${uid}/test-notes/free/f`, 1);
      expect(await store.update(uid, `users/${uid}/test-notes/free/f`, {})).toEqual({ seq: 1 });
      expect(await store.currentSeq(uid)).toBe(1);
    });
  });

  describe('validation', () => {
    it('names the field and zod’s reason, and stores nothing', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/notes/n1`;
      await expect(store.set(uid, doc, { title: 3 })).rejects.toMatchObject({
        code: 'INVALID_DATA',
        message: expect.stringMatching(
          new RegExp(`^Invalid data at ${doc}/title: .*expected string`, 'i'),
        ),
      });
      await expect(store.set(uid, doc, { title: 'x', extra: 1 })).rejects.toMatchObject({
        code: 'INVALID_DATA',
        message: expect.stringContaining('extra'),
      });
      await expect(store.set(uid, `${doc}/meta/rank`, 'high')).rejects.toMatchObject({
        code: 'INVALID_DATA',
      });
      await store.set(uid, doc, note('Fine', { meta: { rank: 1 } }));
      // A field write that leaves the document invalid is refused too.
      await expect(store.set(uid, `${doc}/title`, null)).rejects.toMatchObject({
        code: 'INVALID_DATA',
        message: expect.stringContaining(`${doc}/title`),
      });
      await expect(store.set(uid, `${doc}/meta/rank`, 'high')).rejects.toMatchObject({
        code: 'INVALID_DATA',
        message: expect.stringContaining(`${doc}/meta/rank`),
      });
      expect(await store.get(uid, doc)).toEqual(note('Fine', { meta: { rank: 1 } }));
      // Removing the whole document needs no validation.
      await store.remove(uid, doc);
      expect(await store.get(uid, doc)).toBeNull();
    });

    it('refuses unknown tinies and collections, even for removal', async () => {
      const store = suite.store();
      const uid = newUid();
      for (const path of [
        `users/${uid}/no-such-tiny/notes/n1`,
        `users/${uid}/no-such-tiny`,
        `users/${uid}/test-notes/no-such-collection/n1/title`,
        `users/${uid}/test-notes/no-such-collection`,
      ]) {
        await expect(store.set(uid, path, { title: 'x' })).rejects.toMatchObject({
          code: 'INVALID_DATA',
          message: expect.stringMatching(/^Unknown (tiny|collection)/),
        });
        await expect(store.remove(uid, path)).rejects.toMatchObject({ code: 'INVALID_DATA' });
      }
      expect(await store.currentSeq(uid)).toBe(0);
    });

    it('refuses paths of other users and outside users/{uid}', async () => {
      const store = suite.store();
      const uid = newUid();
      const other = `${uid}0`;
      for (const path of [
        `users/${other}/test-notes/notes/n1`,
        'users',
        '',
        'other/x',
        `users/${uid.slice(0, -1)}`,
      ]) {
        await expect(store.get(uid, path)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
        await expect(store.set(uid, path, null)).rejects.toMatchObject({
          code: 'PERMISSION_DENIED',
        });
      }
      expect(await store.currentSeq(other)).toBe(0);
    });
  });
}
