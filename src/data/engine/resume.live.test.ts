import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@/shared/data/protocol.ts';
import { newId } from '../ids.ts';
import { memoryPersistence } from './persistence.ts';
import {
  CHANGE_LOG_LENGTH,
  TEST_TIMING,
  useLiveData,
  type TestClient,
} from '../testing/live-data.ts';

const ignore = () => {};

describe('the data client across reconnects, reloads and session ends', () => {
  const live = useLiveData();

  /** Subscribes `paths` and waits until they are live and nothing is pending. */
  async function settled({ client }: TestClient, paths: string[]) {
    for (const path of paths) client.subscribe(path, ignore);
    await live.eventually(
      'live values',
      () =>
        paths.every((path) => client.peek(path).meta.status === 'live') &&
        client.status.getSnapshot().state === 'saved',
    );
  }

  /** Cuts the link and keeps it down until `reconnect` is called. */
  async function goOffline({ client, sockets }: TestClient) {
    sockets.offline = true;
    sockets.last.kill();
    await live.eventually('offline', () => client.status.getSnapshot().state === 'offline');
    return () => {
      sockets.offline = false;
    };
  }

  it('resumes with only what changed while it was away', async () => {
    const user = await live.user();
    const tested = live.client(user);
    const [a, b, c] = ['a', 'b', 'c'].map((key) => `users/${user.uid}/test-notes/free/${key}`) as [
      string,
      string,
      string,
    ];
    await settled(tested, [a, b, c]);
    await tested.client.update(`users/${user.uid}/test-notes/free`, { a: 1, b: 1, c: 1 });

    const reconnect = await goOffline(tested);
    await live.client(user).client.set(b, 'changed elsewhere');
    reconnect();
    await live.eventually('the change', () => tested.client.peek(b).value === 'changed elsewhere');
    await live.eventually('saved', () => tested.client.status.getSnapshot().state === 'saved');

    const resumed = tested.sockets.last;
    expect(resumed.sent[0]).toEqual({
      type: 'hello',
      v: PROTOCOL_VERSION,
      resume: { seq: expect.any(Number) },
    });
    expect(resumed.sent.filter((message) => message.type === 'sub')).toEqual(
      [a, b, c].map((path) => ({ type: 'sub', id: expect.any(String), path, cached: true })),
    );
    expect(resumed.received.map((message) => message.type).sort()).toEqual([
      'change',
      'unchanged',
      'unchanged',
      'welcome',
    ]);
    // The change holds what was written while away, and nothing else.
    expect(resumed.received.find((message) => message.type === 'change')).toMatchObject({
      ops: [{ path: b, value: 'changed elsewhere' }],
    });
    expect([a, b, c].map((path) => tested.client.peek(path).value)).toEqual([
      1,
      'changed elsewhere',
      1,
    ]);
  });

  it('reads every value afresh when it was away for longer than the server remembers', async () => {
    const user = await live.user();
    const tested = live.client(user);
    const paths = ['a', 'b', 'c'].map((key) => `users/${user.uid}/test-notes/free/${key}`);
    await settled(tested, paths);

    const reconnect = await goOffline(tested);
    const other = live.client(user).client;
    for (let count = 0; count <= CHANGE_LOG_LENGTH; count++) {
      await other.set(`users/${user.uid}/test-notes/free/elsewhere`, count);
    }
    await other.set(paths[0]!, 'new');
    reconnect();
    await live.eventually('the change', () => tested.client.peek(paths[0]!).value === 'new');
    await live.eventually('saved', () => tested.client.status.getSnapshot().state === 'saved');
    expect(tested.sockets.last.received.map((message) => message.type)).toEqual([
      'welcome',
      'value',
      'value',
      'value',
    ]);
  });

  it('keeps values and queued writes through a reload while offline, then replays them in order', async () => {
    const user = await live.user();
    const persistence = memoryPersistence();
    const note = `users/${user.uid}/test-notes/notes/${newId()}`;
    const list = `users/${user.uid}/test-notes/free`;
    const first = live.client(user, { persistence });
    await settled(first, [note, list]);
    await first.client.set(note, { title: 'kept' });
    await first.client.close();

    // Reloaded while offline: what was kept shows, and new writes queue.
    const offline = live.client(user, { persistence, offline: true });
    offline.client.subscribe(note, ignore);
    await live.eventually(
      'the kept note',
      () => offline.client.peek(note).meta.status === 'cached',
    );
    expect(offline.client.peek(note)).toEqual({
      value: { title: 'kept' },
      meta: { status: 'cached', fromCache: true },
    });
    expect(await offline.client.get(note)).toEqual({ title: 'kept' });
    void offline.client.update(note, { body: 'written offline' });
    void offline.client.set(`${list}/x`, 1);
    void offline.client.set(`${list}/x`, 2);
    // Two writes to one path with nothing sent in between are merged: the last one counts.
    expect(offline.client.status.getSnapshot().pending).toBe(2);
    await live.eventually('offline', () => offline.client.status.getSnapshot().state === 'offline');
    await offline.client.close();

    // Reloaded again, online: the queue replays after the subscriptions, in order.
    const online = live.client(user, { persistence });
    online.client.subscribe(note, ignore);
    await live.eventually(
      'replayed',
      () =>
        online.client.status.getSnapshot().state === 'saved' &&
        online.client.peek(note).meta.status === 'live',
    );
    expect(await live.server().store.get(user.uid, note)).toEqual({
      title: 'kept',
      body: 'written offline',
    });
    expect(await live.server().store.get(user.uid, `${list}/x`)).toBe(2);
    const sent = online.sockets.last.sent;
    expect(sent.map((message) => message.type)).toEqual(['hello', 'sub', 'update', 'set']);
    expect(sent[1]).toMatchObject({ path: note, cached: true });
    expect(
      online.sockets.last.received.filter((message) => message.type === 'unchanged'),
    ).toHaveLength(1);
  });

  it('stops when the session ends, says so, and does not try again', async () => {
    const user = await live.user();
    const tested = live.client(user);
    const path = `users/${user.uid}/test-notes/free/${newId()}`;
    await settled(tested, [path]);
    let ended = 0;
    tested.client.onSessionEnded(() => (ended += 1));

    expect((await user.browser.post('/api/auth/sign-out', {})).status).toBe(200);
    await live.eventually('the session end', () => ended === 1);
    void tested.client.set(path, 'after sign-out');
    expect(tested.client.status.getSnapshot()).toMatchObject({ state: 'offline', pending: 1 });
    const sockets = tested.sockets.sockets.length;
    // Nothing to wait for: the point is that nothing happens. Several retry periods pass.
    await new Promise((resolve) => setTimeout(resolve, 3 * TEST_TIMING.retryMaxMs));
    expect(tested.sockets.sockets.length).toBe(sockets);
    expect(ended).toBe(1);
  });

  it('notices a link gone silent by its unanswered ping, and reconnects', async () => {
    const user = await live.user();
    const tested = live.client(user, { timing: { pingMs: 100 } });
    await live.eventually('connected', () => tested.client.status.getSnapshot().state === 'saved');
    const silent = tested.sockets.last;
    tested.sockets.deaf = true;
    await live.eventually('another socket', () => tested.sockets.sockets.length === 2);
    tested.sockets.deaf = false;
    await live.eventually(
      'connected again',
      () => tested.client.status.getSnapshot().state === 'saved',
    );
    expect(silent.sent.filter((message) => message.type === 'ping')).toHaveLength(1);
    expect(silent.received.some((message) => message.type === 'pong')).toBe(true);
  });
});
