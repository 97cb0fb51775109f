import { describe, expect, it } from 'vitest';
import type { WriteError } from '../client.ts';
import { useLiveData } from '../testing/live-data.ts';

describe('the data client replaying a long queue', () => {
  // A server far stricter than the real one, so a short queue is already too long.
  const live = useLiveData({ writeRate: { perSecond: 20, burst: 10 } });

  it('keeps within the server’s write rate, so nothing queued offline is refused', async () => {
    const user = await live.user();
    const { client, sockets } = live.client(user, {
      offline: true,
      writeRate: { perSecond: 20, burst: 5 },
    });
    await live.eventually('offline', () => client.status.getSnapshot().state === 'offline');
    const errors: WriteError[] = [];
    client.onWriteError((error) => errors.push(error));
    const base = `users/${user.uid}/test-notes/free`;
    const writes = Array.from({ length: 30 }, (_, index) => client.set(`${base}/n${index}`, index));
    expect(client.status.getSnapshot().pending).toBe(30);

    sockets.offline = false;
    await Promise.all(writes);
    expect(errors).toEqual([]);
    const stored = (await live.server().store.get(user.uid, base)) as Record<string, number>;
    expect(Object.keys(stored)).toHaveLength(30);
    expect(sockets.sentOf('set').map((message) => message.path)).toEqual(
      Array.from({ length: 30 }, (_, index) => `${base}/n${index}`),
    );
  });
});
