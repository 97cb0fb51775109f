import { describe, expect, it } from 'vitest';
import type { JsonValue } from '@/shared/data/protocol.ts';
import { useLiveData } from '../testing/live-data.ts';

/** Above the 1 MB the server sends in one frame: 8 documents of ~230 KB. */
const DOCUMENTS = 8;

describe('a value larger than one frame', () => {
  const live = useLiveData();

  it('arrives whole (sent in fragments as the server reads it), and again after each change', async () => {
    const user = await live.user();
    const collection = `users/${user.uid}/test-notes/free`;
    const stored: Record<string, JsonValue> = {};
    for (let n = 0; n < DOCUMENTS; n++) {
      stored[`d${n}`] = { n, text: String(n).repeat(230_000) };
      await live.server().store.set(user.uid, `${collection}/d${n}`, stored[`d${n}`]!);
    }
    const { client } = live.client(user);
    const seen: JsonValue[] = [];
    client.subscribe(collection, (value) => seen.push(value));
    await live.eventually('the collection', () =>
      seen.some((value) => JSON.stringify(value) === JSON.stringify(stored)),
    );
    expect(await client.get(`users/${user.uid}`)).toEqual({ 'test-notes': { free: stored } });

    await client.set(`${collection}/d0/n`, -1);
    const changed = await live.eventually('the changed collection', () =>
      seen.find((value) => (value as { d0?: { n: number } } | null)?.d0?.n === -1),
    );
    expect(changed).toEqual({ ...stored, d0: { ...(stored.d0 as object), n: -1 } });
  }, 30_000);
});
