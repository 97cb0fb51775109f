import { describe, expect, it } from 'vitest';
import type { DataError } from '@/shared/data/errors.ts';
import type { JsonValue } from '@/shared/data/protocol.ts';
import { createSchemaRegistry } from '@/shared/data/registry.ts';
import type { WriteError } from '../client.ts';
import { newId } from '../ids.ts';
import { useLiveData } from '../testing/live-data.ts';

const ignore = () => {};

/** How often a sequence of numbers goes down. */
function descents(values: JsonValue[]): number {
  return values.filter(
    (value, index) => index > 0 && (value as number) < (values[index - 1] as number),
  ).length;
}

describe('the data client writing through the live server', () => {
  const live = useLiveData();

  it('shows a write at once and keeps it, without a flicker, when the server confirms it', async () => {
    const user = await live.user();
    const { client } = live.client(user);
    const path = `users/${user.uid}/test-notes/free/${newId()}`;
    const seen: JsonValue[] = [];
    client.subscribe(path, (value) => seen.push(value));
    await live.eventually('the value to be live', () => client.peek(path).meta.status === 'live');

    const written = client.set(path, { title: 'hello' });
    expect(client.peek(path).value).toEqual({ title: 'hello' });
    expect(client.status.getSnapshot()).toMatchObject({ state: 'syncing', pending: 1 });
    await written;
    expect(client.status.getSnapshot()).toMatchObject({ state: 'saved', pending: 0 });
    expect(await live.server().store.get(user.uid, path)).toEqual({ title: 'hello' });
    expect(seen).toEqual([null, { title: 'hello' }]);
  });

  it('rolls back a write the server refuses and reports its code and message', async () => {
    const user = await live.user();
    // This client knows no collections, so only the server can refuse the unknown field.
    const { client } = live.client(user, { schemas: createSchemaRegistry() });
    const path = `users/${user.uid}/test-notes/notes/${newId()}`;
    const seen: JsonValue[] = [];
    client.subscribe(path, (value) => seen.push(value));
    await client.set(path, { title: 'kept' });
    const errors: WriteError[] = [];
    client.onWriteError((error) => errors.push(error));

    const refused = client.set(path, { title: 'kept', colour: 'red' });
    expect(client.peek(path).value).toEqual({ title: 'kept', colour: 'red' });
    const error = (await refused.catch((failure: unknown) => failure)) as DataError;
    expect(error).toMatchObject({
      code: 'INVALID_DATA',
      message: expect.stringContaining('colour'),
    });
    expect(client.peek(path).value).toEqual({ title: 'kept' });
    expect(errors).toEqual([
      { code: 'INVALID_DATA', message: error.message, path, write: expect.anything() },
    ]);
    expect(seen.at(-2)).toEqual({ title: 'kept', colour: 'red' });
    expect(seen.at(-1)).toEqual({ title: 'kept' });
    expect(await live.server().store.get(user.uid, path)).toEqual({ title: 'kept' });
  });

  it('refuses at once, with the server’s own code and message, what the server would refuse', async () => {
    const [user, other] = [await live.user(), await live.user()];
    const { client, sockets } = live.client(user);
    const root = `users/${user.uid}`;
    const cases: Array<[string, JsonValue]> = [
      [`${root}/test-notes/notes/${newId()}`, { title: '' }],
      [`${root}/test-notes/notes/${newId()}`, { title: 'ok', extra: true }],
      [`users/${other.uid}/test-notes/free/${newId()}`, 1],
      [`${root}/test-notes/free/${newId()}`, { 'a.b': 1 }],
      [`${root}/test-notes/nothing/${newId()}`, 1],
      [`${root}/test-notes/free/${newId()}`, 'x'.repeat(300 * 1024)],
    ];
    const errors: WriteError[] = [];
    client.onWriteError((error) => errors.push(error));
    for (const [path, value] of cases) {
      client.subscribe(path, ignore);
      const local = (await client.set(path, value).catch((error: DataError) => error)) as DataError;
      // What the live endpoint relays: the store's own refusal of the same write.
      const server = (await live
        .server()
        .store.set(user.uid, path, value)
        .catch((error: DataError) => error)) as DataError;
      expect({ code: local.code, message: local.message }).toEqual({
        code: server.code,
        message: server.message,
      });
      expect(client.peek(path).value).toBeNull();
    }
    expect(errors.map(({ code }) => code)).toEqual([
      'INVALID_DATA',
      'INVALID_DATA',
      'PERMISSION_DENIED',
      'INVALID_DATA',
      'INVALID_DATA',
      'PAYLOAD_TOO_LARGE',
    ]);
    expect(sockets.sentOf('set')).toEqual([]);
  });

  it('replays the queue in order after the link is cut in the middle of a burst', async () => {
    const user = await live.user();
    const { client, sockets } = live.client(user);
    const observer = live.client(user).client;
    const base = `users/${user.uid}/test-notes/free`;
    const counter = `${base}/counter`;
    const observed: JsonValue[] = [];
    observer.subscribe(counter, (value, meta) => {
      if (meta.status === 'live' && value !== null) observed.push(value);
    });
    await live.eventually('the observer', () => observer.peek(counter).meta.status === 'live');
    await live.eventually('the writer', () => client.status.getSnapshot().state === 'saved');

    const writes: Array<Promise<void>> = [];
    for (let count = 1; count <= 40; count++) {
      // Each counter write is followed by another write, so queued ones are not merged.
      writes.push(client.set(counter, count), client.set(`${base}/log-${count}`, count));
      if (count === 20) sockets.last.kill();
    }
    expect(client.status.getSnapshot().pending).toBe(80);
    await Promise.all(writes);

    expect(sockets.sockets.length).toBe(2);
    const stored = (await live.server().store.get(user.uid, base)) as Record<string, number>;
    expect(stored.counter).toBe(40);
    expect(Object.keys(stored)).toHaveLength(41);
    await live.eventually('the observer to see the last write', () => observed.at(-1) === 40);
    // Writes whose ack the cut swallowed are sent again: the counter may step back once.
    expect(descents(observed)).toBeLessThanOrEqual(1);
    const replayed = sockets.last.sent.filter((message) => message.type === 'set');
    expect(replayed.map((message) => message.path).slice(-2)).toEqual([counter, `${base}/log-40`]);
  });

  it('shows each client of a person the other’s writes', async () => {
    const user = await live.user();
    const first = live.client(user).client;
    const second = live.client(user).client;
    const path = `users/${user.uid}/test-notes/notes/${newId()}`;
    first.subscribe(path, ignore);
    second.subscribe(path, ignore);
    await first.set(path, { title: 'from the first' });
    await live.eventually(
      'the second to see it',
      () => (second.peek(path).value as { title?: string })?.title === 'from the first',
    );
    await second.update(path, { body: 'and the second', done: true });
    await live.eventually('the first to see it', () => first.peek(path).value);
    await live.eventually(
      'the first to see the update',
      () => (first.peek(path).value as { done?: boolean })?.done,
    );
    expect(first.peek(path).value).toEqual({
      title: 'from the first',
      body: 'and the second',
      done: true,
    });
    await first.remove(path);
    await live.eventually('the second to see the removal', () => second.peek(path).value === null);
  });

  it('opens one server subscription per path, however many listeners, and ends it after a linger', async () => {
    const user = await live.user();
    const { client, sockets } = live.client(user);
    const path = `users/${user.uid}/test-notes/free/${newId()}`;
    const first: JsonValue[] = [];
    const second: JsonValue[] = [];
    const stopFirst = client.subscribe(path, (value) => first.push(value));
    const stopSecond = client.subscribe(path, (value) => second.push(value));
    await live.eventually('the value', () => client.peek(path).meta.status === 'live');
    await client.set(path, 7);
    expect(first).toEqual([null, 7]);
    expect(second).toEqual([null, 7]);
    const subs = () => sockets.sentOf('sub').filter((message) => message.path === path);
    expect(subs()).toHaveLength(1);

    stopFirst();
    stopSecond();
    // Mounted again within the linger (a re-render, StrictMode): nothing on the wire.
    const stopAgain = client.subscribe(path, ignore);
    expect(client.peek(path)).toMatchObject({ value: 7, meta: { status: 'live' } });
    stopAgain();
    await live.eventually('the unsubscription', () => sockets.sentOf('unsub').length === 1);
    expect(subs()).toHaveLength(1);
    expect(sockets.sentOf('unsub')).toEqual([{ type: 'unsub', id: subs()[0]!.id }]);
  });
});
