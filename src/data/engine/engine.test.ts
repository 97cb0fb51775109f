import { afterEach, describe, expect, it } from 'vitest';
import { WRITE_RATE } from '@/shared/data/limits.ts';
import { LIVE_CLOSE_CODES, PROTOCOL_VERSION } from '@/shared/data/protocol.ts';
import { createSchemaRegistry } from '@/shared/data/registry.ts';
import { DataEngine, DEFAULT_TIMING } from './engine.ts';
import { memoryPersistence } from './persistence.ts';
import type { OverriddenEdit, WriteError } from './types.ts';
import { crashablePersistence } from '../testing/crashable-persistence.ts';
import { scriptedSocket } from '../testing/scripted-socket.ts';

/**
 * Orderings the protocol allows but a real server produces only by chance (a value that
 * already holds a later change, an ack after it, a drop in the middle of a resync), and
 * close codes a real server sends only to another version of the app, played by a script
 * on the server's side of the socket. Everything else runs for real in the
 * `*.live.test.ts` files.
 */

const DOC = 'users/u1/t/c/d';
const engines: DataEngine[] = [];

afterEach(async () => {
  await Promise.all(engines.splice(0).map((engine) => engine.close()));
});

/**
 * An engine for `users/u1` whose socket is played by the test; it counts what it reports.
 * Tabs of one device share `persistence`.
 */
async function scripted(persistence = memoryPersistence()) {
  const socket = scriptedSocket();
  const errors: WriteError[] = [];
  const overridden: OverriddenEdit[] = [];
  const reported = { sessionEnded: 0, updateRequired: 0 };
  const engine = new DataEngine({
    root: 'users/u1',
    store: persistence.open('account:u1', false),
    connect: socket.connect,
    schemas: createSchemaRegistry(),
    events: {
      changed() {},
      writeError: (error) => errors.push(error),
      overridden: (edit) => overridden.push(edit),
      sessionEnded: () => reported.sessionEnded++,
      updateRequired: () => reported.updateRequired++,
      stored() {},
    },
    timing: { ...DEFAULT_TIMING, retryMinMs: 5, retryMaxMs: 5, flushMs: 1 },
    writeRate: WRITE_RATE,
  });
  engines.push(engine);
  await engine.start();
  return { engine, errors, overridden, reported, ...socket };
}

describe('the data engine, on orderings the protocol allows', () => {
  it('shows the server’s value after an ack, even when it holds a later change by someone else', async () => {
    const { engine, sent, receive, welcome } = await scripted();
    welcome();
    engine.subscribe(DOC, () => {});
    receive({ type: 'value', id: '1', path: DOC, value: { title: 'before' }, seq: 0 });
    void engine.write({ type: 'set', rid: 'w1', path: `${DOC}/title`, value: 'mine' });
    expect(sent[0]!.at(-1)).toEqual({
      type: 'set',
      rid: 'w1',
      path: `${DOC}/title`,
      value: 'mine',
    });
    // The fan-out for the write read the document after someone else's write landed.
    receive({ type: 'value', id: '1', path: DOC, value: { title: 'theirs' }, seq: 1 });
    expect(engine.peek(DOC).value).toEqual({ title: 'mine' });
    receive({ type: 'ack', rid: 'w1', seq: 1 });
    expect(engine.peek(DOC).value).toEqual({ title: 'theirs' });
    expect(engine.pendingCount).toBe(0);
  });

  it('writes a change into what it holds: only the changed document gets a new identity', async () => {
    const { engine, receive, welcome } = await scripted();
    welcome();
    const collection = 'users/u1/t/c';
    const seen: unknown[] = [];
    engine.subscribe(collection, (value) => seen.push(value));
    engine.subscribe(`${collection}/b`, () => {});
    const value = { a: { title: 'A', done: false }, b: { title: 'B' } };
    receive({ type: 'value', id: '1', path: collection, value, seq: 1 });
    receive({ type: 'value', id: '2', path: `${collection}/b`, value: value.b, seq: 1 });
    const before = engine.peek(collection).value as typeof value;
    const calls = seen.length;
    receive({
      type: 'change',
      id: '1',
      ops: [{ path: `${collection}/a/done`, value: true }],
      seq: 2,
    });
    const after = engine.peek(collection).value as typeof value;
    expect(after).toEqual({ a: { title: 'A', done: true }, b: { title: 'B' } });
    expect(after.b).toBe(before.b);
    expect(engine.peek(`${collection}/b`).value).toBe(before.b);
    // A removal, and a document added, in one change.
    receive({
      type: 'change',
      id: '1',
      ops: [
        { path: `${collection}/a`, value: null },
        { path: `${collection}/c`, value: { title: 'C' } },
      ],
      seq: 3,
    });
    expect(engine.peek(collection).value).toEqual({ b: { title: 'B' }, c: { title: 'C' } });
    // Each change told the collection's listener once.
    expect(seen).toHaveLength(calls + 2);
  });

  it('takes an op below a path as a write, one at a subscription’s own path as its value', async () => {
    const { engine, receive, welcome } = await scripted();
    welcome();
    const collection = 'users/u1/t/c';
    engine.subscribe(collection, () => {});
    engine.subscribe(`${collection}/d/x`, () => {});
    receive({ type: 'value', id: '1', path: collection, value: { d: 0, e: 1 }, seq: 1 });
    receive({ type: 'value', id: '2', path: `${collection}/d/x`, value: null, seq: 1 });
    // The server set d to 0 (above the second subscription): that one is told its part,
    // nothing, which must not remove the 0 the collection holds.
    receive({ type: 'change', id: '1', ops: [{ path: `${collection}/d`, value: 0 }], seq: 2 });
    receive({ type: 'change', id: '2', ops: [{ path: `${collection}/d/x`, value: null }], seq: 2 });
    expect(engine.peek(collection).value).toEqual({ d: 0, e: 1 });
    // A removal below the collection's path is a write: below a number, it removes the number,
    // as the server's write did.
    receive({ type: 'change', id: '1', ops: [{ path: `${collection}/d/x`, value: null }], seq: 3 });
    receive({ type: 'change', id: '2', ops: [{ path: `${collection}/d/x`, value: null }], seq: 3 });
    expect(engine.peek(collection).value).toEqual({ e: 1 });
  });

  it('sends an edit without what only the device keeps, and tells which fields were kept', async () => {
    const { engine, sent, overridden, receive, welcome } = await scripted();
    welcome();
    engine.subscribe(DOC, () => {});
    receive({ type: 'value', id: '1', path: DOC, value: { title: 'A', body: 'x' }, seq: 1 });
    void engine.write({
      type: 'update',
      rid: 'e1',
      path: DOC,
      values: { title: 'Mine', body: 'y' },
      base: { title: 'A', body: 'x' },
      note: { labels: { title: 'Title' } },
    });
    expect(sent[0]!.at(-1)).toEqual({
      type: 'update',
      rid: 'e1',
      path: DOC,
      values: { title: 'Mine', body: 'y' },
      base: { title: 'A', body: 'x' },
    });
    // Another device's title arrives first: the edit shows as the server will apply it.
    receive({ type: 'value', id: '1', path: DOC, value: { title: 'Theirs', body: 'x' }, seq: 2 });
    expect(engine.peek(DOC).value).toEqual({ title: 'Theirs', body: 'y' });
    receive({ type: 'value', id: '1', path: DOC, value: { title: 'Theirs', body: 'y' }, seq: 3 });
    receive({ type: 'ack', rid: 'e1', seq: 3, kept: ['title'] });
    expect(engine.peek(DOC).value).toEqual({ title: 'Theirs', body: 'y' });
    expect(overridden).toEqual([
      { path: DOC, values: { title: 'Mine' }, labels: { title: 'Title' } },
    ]);
  });

  it('refuses at once an edit of a document known to be gone', async () => {
    const { engine, errors, receive, welcome } = await scripted();
    welcome();
    engine.subscribe(DOC, () => {});
    receive({ type: 'value', id: '1', path: DOC, value: null, seq: 1 });
    const write = {
      type: 'update' as const,
      rid: 'e1',
      path: DOC,
      values: { body: 'y' },
      base: { body: 'x' },
      note: { whole: { title: 'A', body: 'y' } },
    };
    await expect(engine.write(write)).rejects.toMatchObject({ code: 'GONE' });
    expect(engine.peek(DOC).value).toBeNull();
    expect(errors).toEqual([{ ...errors[0], code: 'GONE', path: DOC, write }]);
  });

  it('rolls back a refused write and keeps the writes after it', async () => {
    const { engine, errors, receive, welcome } = await scripted();
    welcome();
    engine.subscribe(DOC, () => {});
    receive({ type: 'value', id: '1', path: DOC, value: { title: 'kept' }, seq: 0 });
    const refused = engine.write({ type: 'set', rid: 'w1', path: `${DOC}/title`, value: 'bad' });
    void engine.write({ type: 'update', rid: 'w2', path: DOC, values: { body: 'fine' } });
    expect(engine.peek(DOC).value).toEqual({ title: 'bad', body: 'fine' });
    receive({ type: 'error', rid: 'w1', code: 'INVALID_DATA', message: 'No.' });
    expect(engine.peek(DOC).value).toEqual({ title: 'kept', body: 'fine' });
    await expect(refused).rejects.toMatchObject({ code: 'INVALID_DATA', message: 'No.' });
    expect(errors).toEqual([
      {
        code: 'INVALID_DATA',
        message: 'No.',
        path: `${DOC}/title`,
        write: { type: 'set', rid: 'w1', path: `${DOC}/title`, value: 'bad' },
      },
    ]);
    expect(engine.pendingCount).toBe(1);
  });

  it('resumes from the last point where every re-sent subscription had been answered', async () => {
    const { engine, sent, receive, welcome, open, drop } = await scripted();
    welcome();
    engine.subscribe(DOC, () => {});
    engine.subscribe('users/u1/t/c/e', () => {});
    receive({ type: 'value', id: '1', path: DOC, value: 1, seq: 5 });
    receive({ type: 'value', id: '2', path: 'users/u1/t/c/e', value: 2, seq: 5 });
    drop();

    engine.wake();
    welcome(9);
    expect(sent[1]!.slice(0, 3)).toEqual([
      { type: 'hello', v: PROTOCOL_VERSION, resume: { seq: 5 } },
      { type: 'sub', id: '3', path: DOC, cached: true },
      { type: 'sub', id: '4', path: 'users/u1/t/c/e', cached: true },
    ]);
    // One answer in, a later seq seen, then the link drops: the other value may be older.
    receive({ type: 'value', id: '3', path: DOC, value: 'new', seq: 9 });
    drop();
    engine.wake();
    welcome(9);
    expect(sent[2]![0]).toEqual({ type: 'hello', v: PROTOCOL_VERSION, resume: { seq: 5 } });
    receive({ type: 'unchanged', id: '5', seq: 9 });
    receive({ type: 'unchanged', id: '6', seq: 9 });
    drop();
    engine.wake();
    open();
    expect(sent[3]![0]).toEqual({ type: 'hello', v: PROTOCOL_VERSION, resume: { seq: 9 } });
  });

  it('keeps a value that is not an object when a subscription below it is answered with nothing', async () => {
    const { engine, receive, welcome } = await scripted();
    welcome();
    engine.subscribe(DOC, () => {});
    engine.subscribe(`${DOC}/title`, () => {});
    // One change answers both: the document became a number, so nothing lies below it.
    receive({ type: 'value', id: '1', path: DOC, value: 30, seq: 1 });
    receive({ type: 'value', id: '2', path: `${DOC}/title`, value: null, seq: 1 });
    expect(engine.peek(DOC).value).toBe(30);
    expect(engine.peek(`${DOC}/title`).value).toBeNull();
    // Something below it after all: the number was old, the object replaces it.
    receive({ type: 'value', id: '2', path: `${DOC}/title`, value: 'new', seq: 2 });
    expect(engine.peek(DOC).value).toEqual({ title: 'new' });
  });

  it('keeps a value that is not an object when a write below it is acknowledged', async () => {
    const { engine, receive, welcome } = await scripted();
    welcome();
    engine.subscribe(DOC, () => {});
    receive({ type: 'value', id: '1', path: DOC, value: { title: 'A' }, seq: 1 });
    void engine.write({ type: 'remove', rid: 'w1', path: `${DOC}/title` });
    // The fan-out for the write read the document after another device made it a number.
    receive({ type: 'value', id: '1', path: DOC, value: 60, seq: 2 });
    receive({ type: 'ack', rid: 'w1', seq: 2 });
    expect(engine.peek(DOC).value).toBe(60);
  });

  it('keeps showing a pending number when a write below it is acknowledged', async () => {
    const { engine, receive, welcome } = await scripted();
    welcome();
    engine.subscribe(DOC, () => {});
    receive({ type: 'value', id: '1', path: DOC, value: { title: 'A' }, seq: 1 });
    void engine.write({ type: 'remove', rid: 'w1', path: `${DOC}/title` });
    void engine.write({ type: 'set', rid: 'w2', path: DOC, value: 5 });
    receive({ type: 'ack', rid: 'w1', seq: 2 });
    expect(engine.peek(DOC).value).toBe(5);
  });

  it('merges an unsent write into the next one that overwrites it, and keeps both promises', async () => {
    const { engine, sent, receive, welcome } = await scripted();
    const first = engine.write({ type: 'set', rid: 'w1', path: `${DOC}/title`, value: 'O' });
    const second = engine.write({ type: 'set', rid: 'w2', path: `${DOC}/title`, value: 'Oa' });
    const third = engine.write({ type: 'set', rid: 'w3', path: DOC, value: { title: 'Oat' } });
    expect(engine.pendingCount).toBe(1);
    welcome();
    expect(sent[0]!.filter((message) => message.type === 'set')).toEqual([
      { type: 'set', rid: 'w3', path: DOC, value: { title: 'Oat' } },
    ]);
    receive({ type: 'ack', rid: 'w3', seq: 1 });
    await expect(Promise.all([first, second, third])).resolves.toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('the data engine merging an edit', () => {
  it('keeps a plain write and the edit made on its value apart, so the edit applies', async () => {
    const { engine, sent, welcome } = await scripted();
    void engine.write({ type: 'set', rid: 'w1', path: `${DOC}/title`, value: 'Oat' });
    void engine.write({
      type: 'update',
      rid: 'w2',
      path: DOC,
      values: { title: 'Oats' },
      base: { title: 'Oat' },
    });
    expect(engine.pendingCount).toBe(2);
    welcome();
    expect(
      sent[0]!.filter((message) => message.type === 'set' || message.type === 'update'),
    ).toEqual([
      { type: 'set', rid: 'w1', path: `${DOC}/title`, value: 'Oat' },
      { type: 'update', rid: 'w2', path: DOC, values: { title: 'Oats' }, base: { title: 'Oat' } },
    ]);
  });

  it('shows an edit made offline on a value set offline after a reload, as the server will apply it', async () => {
    const device = memoryPersistence();
    const { engine, receive, welcome, drop } = await scripted(device);
    welcome();
    engine.subscribe(DOC, () => {});
    receive({ type: 'value', id: '1', path: DOC, value: { title: 'O' }, seq: 1 });
    drop();
    void engine.write({ type: 'set', rid: 'w1', path: DOC, value: { title: 'Oat' } });
    void engine.write({
      type: 'update',
      rid: 'w2',
      path: DOC,
      values: { title: 'Oats' },
      base: { title: 'Oat' },
    });
    await engine.close();
    // Its base is the value set before it, which the server will hold by then.
    const reloaded = await scripted(device);
    expect(reloaded.engine.peek(DOC).value).toEqual({ title: 'Oats' });
  });

  it('merges an edit into the next edit of the same field, on the first one’s base', async () => {
    const { engine, sent, welcome } = await scripted();
    const edit = (rid: string, title: string, was: string) =>
      void engine.write({
        type: 'update',
        rid,
        path: DOC,
        values: { title },
        base: { title: was },
      });
    edit('w1', 'Oat', 'O');
    edit('w2', 'Oats', 'Oat');
    expect(engine.pendingCount).toBe(1);
    welcome();
    expect(sent[0]!.filter((message) => message.type === 'update')).toEqual([
      { type: 'update', rid: 'w2', path: DOC, values: { title: 'Oats' }, base: { title: 'O' } },
    ]);
  });
});

describe('the data engine with a write that may have committed', () => {
  it('sends again a write sent before the link dropped, rather than merge it away', async () => {
    const { engine, sent, receive, welcome, drop } = await scripted();
    welcome();
    const first = engine.write({ type: 'set', rid: 'w1', path: `${DOC}/title`, value: 'O' });
    drop();
    // Its ack was lost with the link: the server may hold it, and may have shown it to others.
    void engine.write({ type: 'set', rid: 'w2', path: DOC, value: { title: 'Oa' } });
    expect(engine.pendingCount).toBe(2);
    engine.wake();
    welcome(1);
    expect(sent[1]!.filter((message) => message.type === 'set').map(({ rid }) => rid)).toEqual([
      'w1',
      'w2',
    ]);
    receive({ type: 'ack', rid: 'w1', seq: 1 });
    await expect(first).resolves.toBeUndefined();
  });

  it('sends again a write adopted from a closed tab, rather than merge it away', async () => {
    const persistence = memoryPersistence();
    const closing = await scripted(persistence);
    closing.welcome();
    void closing.engine.write({ type: 'set', rid: 'w1', path: `${DOC}/title`, value: 'O' });
    await closing.engine.close();
    const { engine, sent, welcome } = await scripted(persistence);
    void engine.write({ type: 'set', rid: 'w2', path: DOC, value: { title: 'Oa' } });
    expect(engine.pendingCount).toBe(2);
    welcome(1);
    expect(sent[0]!.filter((message) => message.type === 'set').map(({ rid }) => rid)).toEqual([
      'w1',
      'w2',
    ]);
  });
});

describe('the data engine and what the device keeps', () => {
  it('keeps an acknowledged write queued until the value that holds it is saved', async () => {
    const device = memoryPersistence();
    const page = crashablePersistence(device);
    const first = await scripted(page);
    first.welcome();
    first.engine.subscribe(DOC, () => {});
    first.receive({ type: 'value', id: '1', path: DOC, value: { title: 'before' }, seq: 1 });
    await first.engine.save();
    void first.engine.write({ type: 'set', rid: 'w1', path: `${DOC}/title`, value: 'mine' });
    first.receive({ type: 'value', id: '1', path: DOC, value: { title: 'mine' }, seq: 2 });
    first.receive({ type: 'ack', rid: 'w1', seq: 2 });
    // The page dies before its next save.
    page.crash();
    const reloaded = await scripted(device);
    expect(reloaded.engine.peek(DOC).value).toEqual({ title: 'mine' });
    expect(reloaded.engine.pendingCount).toBe(1);
  });

  it('takes over the queue of a page still closing once it has closed', async () => {
    const device = memoryPersistence();
    const page = crashablePersistence(device);
    const closing = await scripted(page);
    void closing.engine.write({ type: 'set', rid: 'w1', path: `${DOC}/title`, value: 'queued' });
    const opened = await scripted(device);
    expect(opened.engine.pendingCount).toBe(0);
    page.crash();
    await expect.poll(() => opened.engine.pendingCount).toBe(1);
    expect(opened.engine.peek(DOC).value).toEqual({ title: 'queued' });
  });
});

describe('the data engine when the server closes for good', () => {
  it('stops and asks for an update when the server does not speak its version', async () => {
    const { engine, sent, reported, welcome, open, drop, close } = await scripted();
    welcome();
    void engine.write({ type: 'set', rid: 'w1', path: `${DOC}/title`, value: 'kept' });
    // An ordinary drop reconnects (after `retryMinMs`)…
    drop();
    await expect.poll(() => sent.length).toBe(2);
    // …but a server that refuses this version is not asked again: only a reload helps.
    open();
    expect(sent[1]![0]).toEqual({ type: 'hello', v: PROTOCOL_VERSION });
    close(LIVE_CLOSE_CODES.UNSUPPORTED_VERSION);
    expect(reported).toEqual({ sessionEnded: 0, updateRequired: 1 });
    expect(engine.state).toBe('offline');
    engine.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(2);
    expect(engine.pendingCount).toBe(1);
    expect(engine.peek(DOC).value).toEqual({ title: 'kept' });
  });
});
