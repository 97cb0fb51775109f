import { describe, expect, it } from 'vitest';
import type { WriteError } from './client.ts';
import { newId } from './ids.ts';
import { useLiveData } from './testing/live-data.ts';

/** A string value whose JSON takes exactly `bytes` bytes. */
const ofBytes = (bytes: number) => 'x'.repeat(bytes - 2);

describe('the data client when the account’s storage is full', () => {
  const live = useLiveData({ documentQuota: { bytes: 2048, count: 50 } });

  it('rolls a refused write back and reports it with QUOTA_EXCEEDED and the usage in words', async () => {
    const user = await live.user();
    const { client } = live.client(user);
    const errors: WriteError[] = [];
    client.onWriteError((error) => errors.push(error));
    const free = `users/${user.uid}/test-notes/free`;
    await client.set(`${free}/${newId()}`, ofBytes(2000));

    const over = `${free}/${newId()}`;
    const shown: unknown[] = [];
    client.subscribe(over, (value) => shown.push(value));
    await expect(client.set(over, ofBytes(100))).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: 'Your storage is full: 2 KB of 2 KB used',
    });
    expect(errors).toEqual([
      {
        code: 'QUOTA_EXCEEDED',
        message: 'Your storage is full: 2 KB of 2 KB used',
        path: over,
        write: expect.objectContaining({ type: 'set', path: over }),
      },
    ]);
    // Shown at once, then taken back.
    expect(shown).toContain(ofBytes(100));
    expect(client.peek(over).value).toBeNull();
    expect(await live.server().store.get(user.uid, over)).toBeNull();
  });

  it('refuses the queued writes that no longer fit when an offline device comes back', async () => {
    const user = await live.user();
    const { client, sockets } = live.client(user, { offline: true });
    const errors: WriteError[] = [];
    client.onWriteError((error) => errors.push(error));
    const free = `users/${user.uid}/test-notes/free`;
    const [first, second] = [`${free}/${newId()}`, `${free}/${newId()}`];
    const writes = [
      client.set(first, ofBytes(1500)).then(() => 'stored'),
      client.set(second, ofBytes(1500)).then(
        () => 'stored',
        (error: WriteError) => error.code,
      ),
    ];
    sockets.offline = false;
    expect(await Promise.all(writes)).toEqual(['stored', 'QUOTA_EXCEEDED']);
    expect(errors.map((error) => [error.code, error.path])).toEqual([['QUOTA_EXCEEDED', second]]);
    expect(await live.server().store.usage(user.uid)).toEqual({ bytes: 1500, count: 1 });
    expect(client.peek(second).value).toBeNull();
  });
});
