import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { DataError } from '@/shared/data/errors.ts';
import { LIVE_CLOSE_CODES, type JsonValue } from '@/shared/data/protocol.ts';
import { createSchemaRegistry } from '@/shared/data/registry.ts';
import { createDataClient, DEVICE_ROOT, type DataClient, type WriteError } from './client.ts';
import { memoryPersistence, type Persistence } from './engine/persistence.ts';
import { scriptedSocket } from './testing/scripted-socket.ts';

const notes = () => {
  const registry = createSchemaRegistry();
  registry.register(
    'notes',
    'notes',
    z.strictObject({ title: z.string().min(1), done: z.boolean().optional() }),
  );
  registry.register('notes', 'free', z.unknown());
  return registry;
};

const opened: DataClient[] = [];

/** A visitor's client over `persistence`; any attempt to connect fails the test. */
function visitor(persistence: Persistence): DataClient {
  const client = createDataClient({
    persistence,
    schemas: notes(),
    timing: { flushMs: 5 },
    connect: () => {
      throw new Error('A visitor’s client must not connect.');
    },
  });
  client.setAccount(null);
  opened.push(client);
  return client;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((client) => client.close()));
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: DataError) => error,
  );

describe('the data client for a visitor (on this device only)', () => {
  it('waits to be told who is signed in, and refuses writes until then', async () => {
    const client = createDataClient({ persistence: memoryPersistence() });
    opened.push(client);
    expect(client.root).toBeNull();
    expect(client.status.getSnapshot()).toEqual({ state: 'connecting', pending: 0, root: null });
    expect(await refusal(client.set(`${DEVICE_ROOT}/notes/notes/a`, { title: 'x' }))).toMatchObject(
      {
        code: 'UNAVAILABLE',
      },
    );
  });

  it('applies writes at once with the server’s value rules, and keeps them through a reload', async () => {
    const persistence = memoryPersistence();
    const client = visitor(persistence);
    const note = `${DEVICE_ROOT}/notes/notes/n1`;
    expect(await client.get(note)).toBeNull();
    const seen: unknown[] = [];
    client.subscribe(note, (value, meta) => seen.push([value, meta.status]));
    const written = client.set(note, { title: 'Milk', done: false });
    expect(client.peek(note).value).toEqual({ title: 'Milk', done: false });
    await written;
    await client.update(note, { done: true, title: 'Oat milk' });
    await client.set(`${DEVICE_ROOT}/notes/notes/n2`, { title: 'Bread' });
    await client.remove(`${DEVICE_ROOT}/notes/notes/n2`);
    expect(client.status.getSnapshot()).toEqual({ state: 'device', pending: 0, root: DEVICE_ROOT });
    expect(seen).toEqual([
      [null, 'live'],
      [{ title: 'Milk', done: false }, 'live'],
      [{ title: 'Oat milk', done: true }, 'live'],
    ]);

    const reloaded = visitor(persistence);
    expect(await reloaded.get(`${DEVICE_ROOT}/notes`)).toEqual({
      notes: { n1: { title: 'Oat milk', done: true } },
    });
  });

  it('refuses, before anything changes, what the server would refuse', async () => {
    const client = visitor(memoryPersistence());
    const errors: WriteError[] = [];
    client.onWriteError((error) => errors.push(error));
    const note = `${DEVICE_ROOT}/notes/notes/n1`;
    await client.set(note, { title: 'kept' });

    const refused = [
      await refusal(client.set(note, { title: '' })),
      await refusal(client.update(note, { colour: 'red' })),
      await refusal(client.set('users/someone/notes/notes/n1', { title: 'x' })),
      await refusal(client.set(`${DEVICE_ROOT}/notes/lists/l1`, { title: 'x' })),
      await refusal(client.set(`${DEVICE_ROOT}/notes/notes/n$`, { title: 'x' })),
      await refusal(client.update(note, { title: 'a', 'title/x': 'b' })),
      await refusal(client.set(`${DEVICE_ROOT}/unknown/things/t1`, 1)),
    ];
    expect(refused.map((error) => error?.code)).toEqual([
      'INVALID_DATA',
      'INVALID_DATA',
      'PERMISSION_DENIED',
      'INVALID_DATA',
      'INVALID_DATA',
      'INVALID_DATA',
      'INVALID_DATA',
    ]);
    expect(refused[0]!.message).toBe(
      'Invalid data at users/device/notes/notes/n1/title: Too small: expected string to have >=1 characters.',
    );
    expect(errors.map(({ path }) => path)).toEqual([
      note,
      note,
      'users/someone/notes/notes/n1',
      `${DEVICE_ROOT}/notes/lists/l1`,
      `${DEVICE_ROOT}/notes/notes/n$`,
      note,
      `${DEVICE_ROOT}/unknown/things/t1`,
    ]);
    expect(client.peek(note).value).toEqual({ title: 'kept' });
  });

  it('follows the store’s value semantics: null removes and emptied objects vanish', async () => {
    const client = visitor(memoryPersistence());
    const free = `${DEVICE_ROOT}/notes/free/things`;
    await client.set(free, { a: { b: 1, c: null }, d: [1, null] });
    expect(client.peek(free).value).toEqual({ a: { b: 1 }, d: [1, null] });
    await client.update(free, { 'a/b': null });
    expect(client.peek(free).value).toEqual({ d: [1, null] });
    await client.remove(`${free}/d`);
    expect(await client.get(`${DEVICE_ROOT}/notes`)).toBeNull();
  });

  it('lists what the visitor kept and forgets it on request', async () => {
    const persistence = memoryPersistence();
    const client = visitor(persistence);
    void client.set(`${DEVICE_ROOT}/notes/notes/n1`, { title: 'one' });
    expect(await client.deviceDocuments()).toEqual([
      { path: 'notes/notes/n1', value: { title: 'one' } },
    ]);
    await client.clearDevice();
    expect(await client.deviceDocuments()).toEqual([]);
    expect(await client.get(`${DEVICE_ROOT}/notes`)).toBeNull();
    expect(await visitor(persistence).get(`${DEVICE_ROOT}/notes`)).toBeNull();
  });
});

// NOTE: these tabs talk over Node's own BroadcastChannel (jsdom has none, so Node's global
// stays): the real one, between two clients in one thread as between two tabs.
describe('a visitor’s tabs on one device', () => {
  it('show each other’s writes at once, and are all emptied by clearing the device', async () => {
    const persistence = memoryPersistence();
    const [first, second] = [visitor(persistence), visitor(persistence)];
    const list = `${DEVICE_ROOT}/notes/notes`;
    const seen: JsonValue[] = [];
    second.subscribe(list, (value) => seen.push(value));
    await second.get(list);

    await first.set(`${list}/n1`, { title: 'Milk' });
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ n1: { title: 'Milk' } }));
    await second.update(`${list}/n1`, { done: true });
    await first.set(`${list}/n2`, { title: 'Bread' });
    await vi.waitFor(() =>
      expect(first.peek(list).value).toEqual({
        n1: { title: 'Milk', done: true },
        n2: { title: 'Bread' },
      }),
    );
    await first.remove(`${list}/n1`);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ n2: { title: 'Bread' } }));
    // What each tab shows is what the device keeps.
    expect(await visitor(persistence).get(list)).toEqual({ n2: { title: 'Bread' } });

    await first.clearDevice();
    await vi.waitFor(() =>
      expect(second.peek(list)).toMatchObject({ value: null, meta: { status: 'live' } }),
    );
    expect(seen.at(-1)).toBeNull();
    expect(await second.deviceDocuments()).toEqual([]);
  });
});

describe('the data client when the server needs a newer app', () => {
  it('tells the app, and shows it offline', async () => {
    const socket = scriptedSocket();
    const client = createDataClient({ persistence: memoryPersistence(), connect: socket.connect });
    opened.push(client);
    const told = { updateRequired: 0, sessionEnded: 0 };
    client.onUpdateRequired(() => told.updateRequired++);
    client.onSessionEnded(() => told.sessionEnded++);
    client.setAccount('u1');
    await vi.waitFor(() => expect(socket.sent).toHaveLength(1));
    socket.welcome();
    expect(client.status.getSnapshot().state).toBe('saved');

    socket.close(LIVE_CLOSE_CODES.UNSUPPORTED_VERSION);
    expect(told).toEqual({ updateRequired: 1, sessionEnded: 0 });
    expect(client.status.getSnapshot().state).toBe('offline');
  });
});

describe('the data client after a sign-out', () => {
  it('forgets the account’s data on this device, unless writes of it still wait', async () => {
    const persistence = memoryPersistence();
    const socket = scriptedSocket();
    const client = createDataClient({
      persistence,
      connect: socket.connect,
      timing: { flushMs: 5 },
    });
    opened.push(client);
    client.setAccount('u1');
    await vi.waitFor(() => expect(socket.sent).toHaveLength(1));
    // Offline: the write waits in the queue.
    void client.set('users/u1/notes/free/n1', 'unsent').catch(() => {});
    expect(client.pendingCount).toBe(1);
    client.setAccount(null);
    expect(await client.forgetAccount('u1')).toBe(false);

    // Signed in again, the write is still there to be sent.
    client.setAccount('u1');
    await vi.waitFor(() => expect(client.peek('users/u1/notes/free/n1').value).toBe('unsent'));
    expect(client.pendingCount).toBe(1);
    // The account in use is never forgotten.
    expect(await client.forgetAccount('u1')).toBe(false);
  });

  it('removes an account’s cache that has nothing waiting', async () => {
    const persistence = memoryPersistence();
    const socket = scriptedSocket();
    const client = createDataClient({ persistence, connect: socket.connect });
    opened.push(client);
    client.setAccount('u2');
    await vi.waitFor(() => expect(socket.sent).toHaveLength(1));
    client.setAccount(null);
    expect(await client.forgetAccount('u2')).toBe(true);
    const store = persistence.open('account:u2', false);
    expect(await store.load()).toMatchObject({ documents: [], paths: [] });
    store.close();
  });
});
