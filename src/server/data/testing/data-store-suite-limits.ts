import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, MAX_KEY_BYTES, MAX_WRITE_BYTES } from '../../../shared/data/limits.ts';
import type { JsonValue } from '../data-store.ts';
import type { StoreSuite } from './data-store-suite.ts';
import { newUid } from './test-schemas.ts';

/** A value nesting `levels` objects deep: { k: { k: … 'leaf' } }. */
function nested(levels: number): JsonValue {
  let value: JsonValue = 'leaf';
  for (let level = 0; level < levels; level++) value = { k: value };
  return value;
}

/** Key rules, depth, sizes and JSON-only values: refused with the right code, nothing stored. */
export function describeLimits(suite: StoreSuite) {
  describe('limits', () => {
    it('allows 32 segments and refuses deeper paths and values', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/free/f`;
      const fields = Array.from({ length: MAX_DEPTH - 5 }, (_, index) => `d${index}`);
      const deepest = [doc, ...fields].join('/');
      await store.set(uid, deepest, 1);
      expect(await store.get(uid, deepest)).toBe(1);
      await expect(store.set(uid, `${deepest}/one-more`, 1)).rejects.toMatchObject({
        code: 'INVALID_DATA',
      });
      await expect(store.get(uid, `${deepest}/one-more`)).rejects.toMatchObject({
        code: 'INVALID_DATA',
      });
      // Segments of the path count with the levels of the value: 5 + 27 fits, 5 + 28 not.
      await store.set(uid, doc, nested(MAX_DEPTH - 5));
      await expect(store.set(uid, doc, nested(MAX_DEPTH - 4))).rejects.toMatchObject({
        code: 'INVALID_DATA',
        message: expect.stringContaining(`${MAX_DEPTH} levels`),
      });
      await expect(store.set(uid, doc, nested(100_000))).rejects.toMatchObject({
        code: 'INVALID_DATA',
      });
      await expect(store.update(uid, doc, { [fields.join('/')]: { k: 1 } })).rejects.toMatchObject({
        code: 'INVALID_DATA',
      });
      expect(await store.get(uid, doc)).toEqual(nested(MAX_DEPTH - 5));
    });

    it('refuses keys holding . $ # [ ] / or control characters, in paths and in values', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/free/f`;
      const bad = ['a.b', 'a$', '#', '[x', 'x]', '\u0000', 'tab\t', 'del\u007f', '\u001f', ''];
      for (const key of bad) {
        await expect(store.set(uid, `${doc}/${key}`, 1)).rejects.toMatchObject({
          code: 'INVALID_DATA',
        });
        await expect(store.set(uid, doc, { ok: { [key]: 1 } })).rejects.toMatchObject({
          code: 'INVALID_DATA',
        });
        await expect(store.set(uid, doc, { list: [{ [key]: 1 }] })).rejects.toMatchObject({
          code: 'INVALID_DATA',
        });
      }
      await expect(store.set(uid, doc, { 'a/b': 1 })).rejects.toMatchObject({
        code: 'INVALID_DATA',
      });
      await expect(store.set(uid, doc, { ['\ud800']: 1 })).rejects.toMatchObject({
        code: 'INVALID_DATA',
      });
      const fine = ['spaces ok', 'ünïcødé', '😀', '%2F', 'a-b_c~!@%^&*()+=', '\\'];
      await store.set(uid, doc, Object.fromEntries(fine.map((key) => [key, key])));
      expect(Object.keys((await store.get(uid, doc)) as object).sort()).toEqual([...fine].sort());
    });

    it('allows keys of 768 UTF-8 bytes and refuses 769', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/free/f`;
      const ascii = 'k'.repeat(MAX_KEY_BYTES);
      const euros = '€'.repeat(MAX_KEY_BYTES / 3); // 3 bytes each
      await store.set(uid, `${doc}/${ascii}`, 1);
      await store.set(uid, doc, { [euros]: 2, [ascii]: 1 });
      expect(await store.get(uid, `${doc}/${euros}`)).toBe(2);
      for (const key of [`${ascii}k`, `${euros}k`, `${'😀'.repeat(MAX_KEY_BYTES / 4)}k`]) {
        await expect(store.set(uid, `${doc}/${key}`, 1)).rejects.toMatchObject({
          code: 'INVALID_DATA',
        });
        await expect(store.set(uid, doc, { [key]: 1 })).rejects.toMatchObject({
          code: 'INVALID_DATA',
        });
      }
      const longId = `users/${uid}/test-notes/notes/${'n'.repeat(MAX_KEY_BYTES)}`;
      await store.set(uid, longId, { title: 'long id' });
      expect(await store.get(uid, longId)).toEqual({ title: 'long id' });
    });

    it('allows a write of 256 KB and refuses one byte more as PAYLOAD_TOO_LARGE', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/free/f`;
      const text = (bytes: number) => 'x'.repeat(bytes - 2); // JSON adds the quotes
      await store.set(uid, doc, text(MAX_WRITE_BYTES));
      expect(((await store.get(uid, doc)) as string).length).toBe(MAX_WRITE_BYTES - 2);
      await expect(store.set(uid, doc, text(MAX_WRITE_BYTES + 1))).rejects.toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
      });
      await expect(
        store.update(uid, doc, { a: text(MAX_WRITE_BYTES / 2), b: text(MAX_WRITE_BYTES / 2) }),
      ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      const seq = await store.currentSeq(uid);
      expect(seq).toBe(1);
    });

    it('refuses documents that grow past 1 MB through small writes', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/free/f`;
      const chunk = 'y'.repeat(200 * 1024);
      for (const key of ['a', 'b', 'c', 'd', 'e']) await store.set(uid, `${doc}/${key}`, chunk);
      await expect(store.set(uid, `${doc}/f`, chunk)).rejects.toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
      });
      expect(Object.keys((await store.get(uid, doc)) as object)).toHaveLength(5);
    });

    it('takes JSON values only: finite numbers, text PostgreSQL can hold', async () => {
      const store = suite.store();
      const uid = newUid();
      const doc = `users/${uid}/test-notes/free/f`;
      for (const value of [
        Number.NaN,
        Number.POSITIVE_INFINITY,
        'nul \u0000 inside',
        'lone \ud800 surrogate',
        'lone \udc00 low',
        undefined,
        () => 1,
        new Date(0),
        new Map(),
        10n,
        { nested: { fine: 1, bad: Number.NEGATIVE_INFINITY } },
        [1, [2, undefined]],
      ]) {
        await expect(store.set(uid, doc, value as never)).rejects.toMatchObject({
          code: 'INVALID_DATA',
        });
      }
      const fine = { emoji: '😀', big: 1.7976931348623157e308, tiny: 5e-324, neg: -0.5, t: true };
      await store.set(uid, doc, fine);
      expect(await store.get(uid, doc)).toEqual(fine);
      expect(await store.currentSeq(uid)).toBe(1);
    });
  });
}
