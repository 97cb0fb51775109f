import { isDeepStrictEqual } from 'node:util';
import type { JsonValue } from '@/shared/data/protocol.ts';
import type { WriteError } from '../client.ts';
import {
  acknowledged,
  expectedKept,
  below,
  DOCS,
  expectedValue,
  FIELDS,
  randomWrite,
  seededRandom,
  valueBelow,
  type Random,
} from './fuzz-model.ts';
import type { LiveData, RecordedSocket, TestClient } from './live-data.ts';
import { memoryPersistence, type Persistence } from '../engine/persistence.ts';

/**
 * One run of the sync fuzz test: a person's devices, the first with two tabs (one
 * IndexedDB between them) and the second with one, take `steps` random actions against
 * the real server — writes, cut links, offline periods with writes queued, reloads,
 * subscriptions coming and going — then all come back and go quiet. The run then checks
 * that the server holds exactly what its acknowledged writes make, in their commit order,
 * and that every tab shows the server's value at every path it subscribes to.
 */

interface Device {
  name: string;
  persistence: Persistence;
  offline: boolean;
  tabs: Tab[];
}

interface Tab {
  name: string;
  device: Device;
  test: TestClient;
  /** Paths subscribed, with their unsubscribe. */
  subscriptions: Map<string, () => void>;
}

export interface FuzzReport {
  /** The actions taken, one line each, for the failure message. */
  log: string[];
  writes: number;
  /** Writes the server acknowledged (a merged write is never sent, so never acknowledged). */
  acked: number;
  /** What went wrong; empty when the run passed. */
  problems: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ignore = () => {};

/** Runs the fuzz for `seed`; resolves with what it did and found (it throws only on a timeout). */
export async function runSyncFuzz(
  live: LiveData,
  seed: number,
  steps: number,
  log: string[] = [],
): Promise<FuzzReport> {
  const random = seededRandom(seed);
  const user = await live.user();
  const root = `users/${user.uid}`;
  const collection = `${root}/test-notes/free`;
  const errors: WriteError[] = [];
  const sockets: RecordedSocket[][] = [];
  let writes = 0;

  const open = (device: Device, name: string, paths: Iterable<string>): Tab => {
    const test = live.client(user, { persistence: device.persistence, offline: device.offline });
    test.client.onWriteError((error) => errors.push(error));
    sockets.push(test.sockets.sockets);
    const tab: Tab = { name, device, test, subscriptions: new Map() };
    for (const path of paths) tab.subscriptions.set(path, test.client.subscribe(path, ignore));
    return tab;
  };
  const devices: Device[] = ['one', 'two'].map((name) => ({
    name,
    persistence: memoryPersistence(),
    offline: false,
    tabs: [],
  }));
  devices[0]!.tabs.push(open(devices[0]!, 'one/1', [collection]));
  devices[0]!.tabs.push(open(devices[0]!, 'one/2', [collection]));
  devices[1]!.tabs.push(open(devices[1]!, 'two/1', [collection]));
  const tabs = () => devices.flatMap((device) => device.tabs);

  const full = (relative: string) => (relative === '' ? collection : `${collection}/${relative}`);
  const someSubscribable = (random: Random) =>
    full(random.chance(0.5) ? random.pick(DOCS) : `${random.pick(DOCS)}/${random.pick(FIELDS)}`);

  for (let step = 0; step < steps; step++) {
    const tab = random.pick(tabs());
    const { client, sockets: recorder } = tab.test;
    const roll = random.next();
    if (roll < 0.15) {
      // An edit, as the kit's save helpers make it: some fields, each on the value shown.
      const id = random.pick(DOCS);
      const shown = client.peek(full(id)).value;
      const fields = FIELDS.filter(() => random.chance(0.6));
      if (fields.length === 0) fields.push(random.pick(FIELDS));
      const base = Object.fromEntries(fields.map((key) => [key, valueBelow(shown, [key])]));
      const values = Object.fromEntries(
        fields.map((key) => [key, random.chance(0.15) ? null : random.int(100)]),
      );
      writes += 1;
      log.push(`${tab.name} edit ${id} ${JSON.stringify(values)} on ${JSON.stringify(base)}`);
      client.update(full(id), values, { base }).catch(ignore);
    } else if (roll < 0.5) {
      const write = randomWrite(random);
      writes += 1;
      log.push(`${tab.name} ${write.type} ${JSON.stringify(write).slice(0, 120)}`);
      const path = full(write.path);
      const written =
        write.type === 'set'
          ? client.set(path, write.value)
          : write.type === 'update'
            ? client.update(path, write.values)
            : client.remove(path);
      written.catch(ignore);
    } else if (roll < 0.6) {
      log.push(`${tab.name} link cut`);
      recorder.sockets.at(-1)?.kill();
    } else if (roll < 0.7) {
      const { device } = tab;
      device.offline = !device.offline;
      log.push(`${device.name} ${device.offline ? 'offline' : 'online'}`);
      for (const each of device.tabs) {
        each.test.sockets.offline = device.offline;
        if (device.offline) each.test.sockets.sockets.at(-1)?.kill();
      }
    } else if (roll < 0.77) {
      log.push(`${tab.name} reloaded`);
      const paths = [...tab.subscriptions.keys()];
      await client.close();
      const { device } = tab;
      device.tabs[device.tabs.indexOf(tab)] = open(device, tab.name, paths);
    } else if (roll < 0.87) {
      const path = someSubscribable(random);
      const unsubscribe = tab.subscriptions.get(path);
      log.push(
        `${tab.name} ${unsubscribe ? 'unsubscribes' : 'subscribes'} ${below(root, path).join('/')}`,
      );
      if (unsubscribe) {
        unsubscribe();
        tab.subscriptions.delete(path);
      } else tab.subscriptions.set(path, client.subscribe(path, ignore));
    } else {
      await sleep(random.int(40));
    }
    await sleep(random.chance(0.5) ? 0 : random.int(10));
  }

  log.push('everyone back online');
  for (const device of devices) {
    device.offline = false;
    for (const tab of device.tabs) tab.test.sockets.offline = false;
  }
  await live.eventually(
    'every tab to be connected, with nothing left to send',
    () =>
      tabs().every(({ test, subscriptions }) => {
        const status = test.client.status.getSnapshot();
        return (
          status.state === 'saved' &&
          status.pending === 0 &&
          [...subscriptions.keys()].every((path) => test.client.peek(path).meta.status === 'live')
        );
      }),
    20_000,
  );

  const problems: string[] = [];
  // An edit of a document deleted meanwhile is refused (GONE): that is the rule, not a fault.
  const refused = errors.filter((error) => error.code !== 'GONE');
  if (refused.length > 0) problems.push(`writes refused: ${JSON.stringify(refused)}`);
  const stored = await live.server().store.get(user.uid, root);
  const acked = acknowledged(sockets.flat());
  const expected = expectedValue(root, acked);
  // No field written by anyone is lost but by the per-field rule, and the ack says which.
  for (const [rid, names] of expectedKept(root, acked)) {
    const said = acked.find((write) => write.write.rid === rid)!.kept;
    if (!isDeepStrictEqual([...said].sort(), [...names].sort())) {
      problems.push(
        `edit ${rid}: the server kept ${JSON.stringify(said)}, the rule ${JSON.stringify(names)}`,
      );
    }
  }
  if (!isDeepStrictEqual(stored, expected)) {
    problems.push(
      `the server holds ${JSON.stringify(stored)}, but its acknowledged writes make ${JSON.stringify(expected)}`,
    );
  }
  const differences = () =>
    tabs().flatMap(({ name, test, subscriptions }) =>
      [...subscriptions.keys()].flatMap((path) => {
        const shown = test.client.peek(path).value;
        const held: JsonValue = valueBelow(stored, below(root, path));
        return isDeepStrictEqual(shown, held)
          ? []
          : [
              `${name} shows ${JSON.stringify(shown)} at ${below(root, path).join('/')}, the server ${JSON.stringify(held)}`,
            ];
      }),
    );
  await live
    .eventually('every tab to show the server’s values', () => differences().length === 0, 3_000)
    .catch(() => problems.push(...differences()));
  return { log, writes, acked: acked.length, problems };
}
