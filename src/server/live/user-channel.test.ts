import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EncodedMessage } from './encoded-message.ts';
import { withOps } from './testing/live-client.ts';
import { UserChannel, type ChannelPeer, type Subscription } from './user-channel.ts';
import type { JsonValue, ServerMessage } from '../../shared/data/protocol.ts';
import type { Change, DataStore } from '../data/data-store.ts';
import { openDataStore } from '../data/open-data-store.ts';
import { newUid, testSchemas } from '../data/testing/test-schemas.ts';
import { openSqlite, type SqliteDatabase } from '../database/database.ts';

/** A peer that keeps what it is sent, decoded. */
class RecordingPeer implements ChannelPeer {
  open = true;
  readonly received: ServerMessage[] = [];
  send(message: ServerMessage) {
    this.received.push(message);
  }
  sendEncoded(message: EncodedMessage) {
    this.received.push(JSON.parse(message.json.toString()) as ServerMessage);
  }
  async sendStreamed(head: string, pieces: AsyncGenerator<string>, tail: string) {
    let json = head;
    for await (const piece of pieces) json += piece;
    this.received.push(JSON.parse(json + tail) as ServerMessage);
  }
}

/**
 * The real store, with a say over which notifications reach the channel: as when a
 * listener connection drops and some changes are never announced.
 */
function withLostNotifications(store: DataStore, lost: (change: Change) => boolean) {
  return {
    ...store,
    onChange(listener: (change: Change) => void) {
      return store.onChange((change) => {
        if (!lost(change)) listener(change);
      });
    },
  } satisfies DataStore;
}

const until = async (check: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('a user channel when notifications go missing', () => {
  let dir: string;
  let database: SqliteDatabase;
  let store: DataStore;
  const changeLogLength = 5;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tinies-channel-'));
    database = openSqlite(join(dir, 'tinies.sqlite'));
    store = await openDataStore({ database, schemas: testSchemas(), changeLogLength });
  });
  afterAll(async () => {
    await store.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function open(lost: (change: Change) => boolean) {
    const uid = newUid();
    const path = `users/${uid}/test-notes/free/doc`;
    const lossy = withLostNotifications(store, lost);
    const channel = new UserChannel(uid, lossy);
    const stop = lossy.onChange((change) => {
      if (change.uid === uid) channel.onChange(change);
    });
    const peer = new RecordingPeer();
    const subscription: Subscription = { peer, id: 's', path, active: true, seq: -1 };
    channel.subscribe(subscription, undefined);
    await until(() => peer.received.length === 1);
    const write = async (n: number) => {
      const { seq } = await store.set(uid, `${path}/n`, n);
      channel.acknowledge(peer, `w${n}`, seq);
      return seq;
    };
    /** Each value or change, with the value held after it (as a client applies changes). */
    const values = () => {
      let held: JsonValue = null;
      return peer.received.flatMap((message) => {
        if (message.type === 'value') held = message.value;
        else if (message.type === 'change') held = withOps({ path, value: held }, message.ops);
        else return [];
        return [{ type: message.type, seq: message.seq, value: held }];
      });
    };
    const acks = () => peer.received.filter((message) => message.type === 'ack');
    return { channel, peer, write, values, acks, dispose: () => (stop(), channel.dispose()) };
  }

  it('fills a gap from the change log, in order', async () => {
    const opened = await open((change) => change.seq === 2);
    for (let n = 1; n <= 3; n++) await opened.write(n);
    await until(() => opened.acks().length === 3);
    // Change 2 is taken from the log, as the change it was: nothing is read again.
    expect(opened.values().map((value) => [value.type, value.seq, value.value])).toEqual([
      ['value', 0, null],
      ['change', 1, { n: 1 }],
      ['change', 2, { n: 2 }],
      ['change', 3, { n: 3 }],
    ]);
    opened.dispose();
  });

  it('sends the ack of a write whose notification never came, from the log', async () => {
    const opened = await open((change) => change.seq === 2);
    await opened.write(1);
    await until(() => opened.acks().length === 1);
    const started = Date.now();
    await opened.write(2);
    await until(() => opened.acks().length === 2);
    expect(Date.now() - started).toBeGreaterThan(1_000);
    expect(opened.values().map((value) => [value.type, value.seq, value.value])).toEqual([
      ['value', 0, null],
      ['change', 1, { n: 1 }],
      ['change', 2, { n: 2 }],
    ]);
    opened.dispose();
  });

  it('sends every subscription a fresh value when the log no longer covers the gap', async () => {
    const opened = await open((change) => change.seq > 1 && change.seq <= changeLogLength + 2);
    for (let n = 1; n <= changeLogLength + 3; n++) await opened.write(n);
    await until(() => opened.acks().length === changeLogLength + 3);
    const last = opened.values().at(-1)!;
    expect(last.value).toEqual({ n: changeLogLength + 3 });
    // The gap is filled by the value itself.
    expect(opened.values().some((value) => value.type === 'value' && value.seq > 1)).toBe(true);
    expect(last.seq).toBe(changeLogLength + 3);
    const seqs = opened.values().map((value) => value.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    opened.dispose();
  });
});
