import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDataClient } from '../src/data/client.ts';
import { memoryPersistence } from '../src/data/engine/persistence.ts';
import { scriptedSocket } from '../src/data/testing/scripted-socket.ts';
import type { DataStore, JsonValue } from '../src/server/data/data-store.ts';
import { openDataStore } from '../src/server/data/open-data-store.ts';
import { valueChunks } from '../src/server/data/streamed-value.ts';
import { newUid, testSchemas } from '../src/server/data/testing/test-schemas.ts';
import { openSqlite } from '../src/server/database/database.ts';
import type { EncodedMessage } from '../src/server/live/encoded-message.ts';
import {
  UserChannel,
  WHOLE_VALUE_BYTES,
  type ChannelPeer,
  type Subscription,
} from '../src/server/live/user-channel.ts';
import { freshSchema } from '../src/server/testing/pg-schema.ts';
import { MAX_WRITE_BYTES } from '../src/shared/data/limits.ts';
import type { ServerMessage } from '../src/shared/data/protocol.ts';

/**
 * What one change costs the live channel, now (a `change` built from the committed write)
 * and as protocol 1 did it (the whole subscribed collection read again and sent), on the
 * real store and the real `UserChannel`; the socket is a counter. The client's side: the
 * main-thread time to take in one change to a collection of 1,000 documents, either way.
 */

export const DELTA_SIZES = [10, 1_000, 10_000];
/** Devices subscribed to the collection, each sent every change. */
export const DELTA_DEVICES = 2;
const ROUNDS = 15;
const CLIENT_ROUNDS = 60;
const CLIENT_DOCUMENTS = 1_000;

export type DeltaKind = 'one field' | 'one document' | '100-document import';
const KINDS: DeltaKind[] = ['one field', 'one document', '100-document import'];

export interface DeltaFigure {
  database: 'SQLite' | 'PostgreSQL';
  documents: number;
  kind: DeltaKind;
  /** Bytes sent to each device for one change. */
  bytes: number;
  /** Median ms from the committed change to its last message sent. */
  serverMs: number;
  /** Protocol 1: the whole collection re-read and sent, per device. */
  beforeBytes: number;
  beforeMs: number;
}

export interface ClientDeltaFigure {
  documents: number;
  /** Median main-thread ms to take in one change message. */
  changeMs: number;
  /** The same for a whole-collection value (protocol 1). */
  valueMs: number;
}

export interface LiveDeltaRun {
  devices: number;
  server: DeltaFigure[];
  client: ClientDeltaFigure;
  /** Why PostgreSQL is missing, when it is. */
  postgresSkipped?: string;
}

/** A recipe-sized document (~1.5 KB). */
function documentOf(index: number): JsonValue {
  return {
    title: `Recipe ${index}`,
    favourite: false,
    servings: 4,
    notes: 'Stir gently and taste as you go. '.repeat(40),
    tags: ['dinner', 'quick'],
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** A device: counts what it is sent and wakes whoever waits for a seq. */
class CountingPeer implements ChannelPeer {
  open = true;
  bytes = 0;
  seq = -1;
  private waiter: { seq: number; done: () => void } | undefined;
  send(message: ServerMessage) {
    this.took(JSON.stringify(message).length, message);
  }
  sendEncoded(message: EncodedMessage) {
    this.took(message.json.length, JSON.parse(message.json.toString()) as ServerMessage);
  }
  async sendStreamed(head: string, pieces: AsyncGenerator<string>, tail: string) {
    let bytes = head.length + tail.length;
    for await (const piece of pieces) bytes += Buffer.byteLength(piece);
    // A streamed value ends `,"seq":N}`.
    const seq = Number(/"seq":(\d+)\}$/.exec(tail)?.[1] ?? -1);
    this.took(bytes, { type: 'unchanged', id: '', seq });
  }
  private took(bytes: number, message: ServerMessage) {
    this.bytes += bytes;
    if ('seq' in message) this.seq = Math.max(this.seq, message.seq);
    if (this.waiter && this.seq >= this.waiter.seq) this.waiter.done();
  }
  until(seq: number): Promise<void> {
    if (this.seq >= seq) return Promise.resolve();
    return new Promise((done) => (this.waiter = { seq, done }));
  }
}

/** Protocol 1's work for one change: the collection read again, whole or streamed. */
async function wholeValueCost(store: DataStore, uid: string, path: string) {
  const started = performance.now();
  const snapshot = await store.snapshotJson(uid, path, WHOLE_VALUE_BYTES);
  let bytes: number;
  if (snapshot) bytes = Buffer.byteLength(snapshot.json);
  else {
    const reader = await store.readDocuments(uid, path);
    bytes = 0;
    for await (const piece of valueChunks(path.split('/').length - 2, reader)) {
      bytes += Buffer.byteLength(piece);
    }
  }
  const envelope = `{"type":"value","id":"1","path":${JSON.stringify(path)},"value":,"seq":1}`;
  return { bytes: bytes + envelope.length, ms: performance.now() - started };
}

/** Fills the collection with `count` documents, a write's worth at a time. */
async function fill(store: DataStore, uid: string, path: string, count: number) {
  const perWrite = Math.floor(MAX_WRITE_BYTES / 1_800);
  for (let start = 0; start < count; start += perWrite) {
    const values: Record<string, JsonValue> = {};
    for (let index = start; index < Math.min(count, start + perWrite); index++) {
      values[`r${String(index).padStart(5, '0')}`] = documentOf(index);
    }
    await store.update(uid, path, values);
  }
}

async function measureStore(
  database: DeltaFigure['database'],
  store: DataStore,
): Promise<DeltaFigure[]> {
  const figures: DeltaFigure[] = [];
  for (const documents of DELTA_SIZES) {
    const uid = newUid();
    const path = `users/${uid}/test-notes/free`;
    await fill(store, uid, path, documents);
    const channel = new UserChannel(uid, store);
    const stop = store.onChange((change) => {
      if (change.uid === uid) channel.onChange(change);
    });
    const peers = Array.from({ length: DELTA_DEVICES }, () => new CountingPeer());
    peers.forEach((peer, index) => {
      const subscription: Subscription = { peer, id: `s${index}`, path, active: true, seq: -1 };
      channel.subscribe(subscription, undefined);
    });
    const first = await store.currentSeq(uid);
    await Promise.all(peers.map((peer) => peer.until(first)));
    let imported = 0;
    for (const kind of KINDS) {
      const times: number[] = [];
      const sent: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const before = peers[0]!.bytes;
        let changed = 0;
        const timing = store.onChange((change) => {
          if (change.uid === uid) changed = performance.now();
        });
        let seq: number;
        if (kind === 'one field') {
          ({ seq } = await store.set(uid, `${path}/r00001/favourite`, round % 2 === 0));
        } else if (kind === 'one document') {
          ({ seq } = await store.set(uid, `${path}/r00002`, {
            ...(documentOf(2) as object),
            servings: round,
          }));
        } else {
          const values: Record<string, JsonValue> = {};
          for (let index = 0; index < 100; index++) values[`i${imported++}`] = documentOf(index);
          ({ seq } = await store.update(uid, path, values));
        }
        await Promise.all(peers.map((peer) => peer.until(seq)));
        times.push(performance.now() - changed);
        timing();
        sent.push(peers[0]!.bytes - before);
      }
      const whole: Array<{ bytes: number; ms: number }> = [];
      for (let round = 0; round < 5; round++) whole.push(await wholeValueCost(store, uid, path));
      figures.push({
        database,
        documents,
        kind,
        bytes: median(sent),
        serverMs: median(times),
        // Each device was sent its own copy, read once for all of them.
        beforeBytes: median(whole.map((cost) => cost.bytes)),
        beforeMs: median(whole.map((cost) => cost.ms)),
      });
    }
    stop();
    channel.dispose();
    await store.remove(uid, `users/${uid}`);
  }
  return figures;
}

/** The client taking in one change to a collection of `CLIENT_DOCUMENTS`, either way. */
async function measureClient(): Promise<ClientDeltaFigure> {
  const uid = 'u_bench0123456789';
  const socket = scriptedSocket();
  const client = createDataClient({ persistence: memoryPersistence(), connect: socket.connect });
  client.setAccount(uid);
  while (socket.sent.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  socket.welcome(1);
  const path = `users/${uid}/recipe-book/recipes`;
  let renders = 0;
  const stop = client.subscribe(path, () => (renders += 1));
  await new Promise((resolve) => setTimeout(resolve, 1));
  const sub = socket.sent.at(-1)!.find((message) => message.type === 'sub') as { id: string };
  const collection: Record<string, JsonValue> = {};
  for (let index = 0; index < CLIENT_DOCUMENTS; index++) {
    collection[`r${index}`] = documentOf(index);
  }
  socket.receive({ type: 'value', id: sub.id, path, value: collection, seq: 2 });
  let seq = 2;
  const changeTimes: number[] = [];
  const valueTimes: number[] = [];
  for (let round = 0; round < CLIENT_ROUNDS; round++) {
    const favourite = round % 2 === 0;
    const change = JSON.stringify({
      type: 'change',
      id: sub.id,
      ops: [{ path: `${path}/r1/favourite`, value: favourite }],
      seq: ++seq,
    });
    let started = performance.now();
    socket.receiveText(change);
    changeTimes.push(performance.now() - started);
    const whole = { ...collection, r1: { ...(documentOf(1) as object), favourite: !favourite } };
    const value = JSON.stringify({ type: 'value', id: sub.id, path, value: whole, seq: ++seq });
    started = performance.now();
    socket.receiveText(value);
    valueTimes.push(performance.now() - started);
  }
  stop();
  await client.close();
  if (renders < CLIENT_ROUNDS) throw new Error('The client did not take in the changes.');
  return {
    documents: CLIENT_DOCUMENTS,
    changeMs: median(changeTimes),
    valueMs: median(valueTimes),
  };
}

export async function benchLiveDeltas(): Promise<LiveDeltaRun> {
  const dir = mkdtempSync(join(tmpdir(), 'tinies-bench-deltas-'));
  const schemas = testSchemas();
  const quota = { bytes: 1024 ** 3, count: 1_000_000 };
  const server: DeltaFigure[] = [];
  let postgresSkipped: string | undefined;
  try {
    const database = openSqlite(join(dir, 'tinies.sqlite'));
    const store = await openDataStore({ database, schemas, quota });
    try {
      server.push(...(await measureStore('SQLite', store)));
    } finally {
      await store.close();
      await database.close();
    }
    const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
    if (!url) postgresSkipped = 'no TEST_DATABASE_URL (or DATABASE_URL)';
    else {
      const schema = await freshSchema('tinies_deltas', url);
      const database = schema.connect();
      const store = await openDataStore({ database, schemas, quota });
      try {
        server.push(...(await measureStore('PostgreSQL', store)));
      } finally {
        await store.close();
        await schema.dispose();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const client = await measureClient();
  return {
    devices: DELTA_DEVICES,
    server,
    client,
    ...(postgresSkipped ? { postgresSkipped } : {}),
  };
}

const kb = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

export function printLiveDeltas(run: LiveDeltaRun): void {
  console.log(
    `\nLive sync, one change to a collection of ~1.5 KB documents, ${run.devices} devices subscribed` +
      '\n(now: a change built from the write; before: protocol 1 read the collection again and sent it whole)',
  );
  const rows = [
    ['database', 'documents', 'change', 'bytes/device', 'before', 'server time', 'before'],
    ...run.server.map((figure) => [
      figure.database,
      figure.documents.toLocaleString('en-US'),
      figure.kind,
      kb(figure.bytes),
      kb(figure.beforeBytes),
      ms(figure.serverMs),
      ms(figure.beforeMs),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) {
    console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`);
  }
  if (run.postgresSkipped) console.log(`  PostgreSQL not measured: ${run.postgresSkipped}.`);
  console.log(
    `  Client, one change in ${run.client.documents.toLocaleString('en-US')} documents: ${ms(run.client.changeMs)} on the main thread (the whole value, as before: ${ms(run.client.valueMs)}).`,
  );
}
