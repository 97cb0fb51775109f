import { fileURLToPath } from 'node:url';
import type WebSocket from 'ws';
import type { FanOutTarget } from './fan-out.ts';
import { BenchLiveClient, closeSockets, openSocket, setMessage } from './live-client.ts';
import { start, stop, waitFor } from './processes.ts';
import { ROOT } from './project.ts';
import { type VerifiedUser } from '../src/server/testing/verified-user.ts';

/** Sockets opened at once while growing: enough to be quick, few enough not to time out. */
const CONNECT_CONCURRENCY = 50;
const BROADCAST_SCRIPT = fileURLToPath(new URL('./ws-broadcast.ts', import.meta.url));

/** Opens subscribers with `open` until `list` holds `count`, a batch at a time. */
async function growTo<T>(list: T[], count: number, open: () => Promise<T>): Promise<void> {
  while (list.length < count) {
    const batch = Math.min(CONNECT_CONCURRENCY, count - list.length);
    list.push(...(await Promise.all(Array.from({ length: batch }, open))));
  }
}

/** The path every subscriber follows and the writer sets (`test-notes/free` takes any JSON). */
export function fanOutPath(uid: string): string {
  return `users/${uid}/test-notes/free/fan-out`;
}

/**
 * The app: subscribers are live connections of one person subscribed to one path, the
 * writer another connection of theirs; a write counts as sent when `set` leaves, and the
 * next one waits for its ack too.
 */
export async function appFanOut(origin: string, user: VerifiedUser): Promise<FanOutTarget> {
  const path = fanOutPath(user.uid);
  const writer = await BenchLiveClient.open(origin, user.cookie);
  const subscribers: BenchLiveClient[] = [];
  return {
    grow: (count, deliver) =>
      growTo(subscribers, count, async () => {
        const client = await BenchLiveClient.open(origin, user.cookie);
        await client.subscribe(path);
        client.onValue = deliver;
        return client;
      }),
    write: (stamp) => writer.set(path, stamp),
    close: () => closeSockets([writer, ...subscribers].map((client) => client.socket)),
  };
}

/**
 * The raw baseline: a plain `ws` server in its own process relaying the writer's very
 * `set` message to every other socket.
 */
export async function wsBroadcastFanOut(path: string): Promise<FanOutTarget> {
  const server = start('The ws baseline', process.execPath, [BROADCAST_SCRIPT], { cwd: ROOT });
  try {
    const [, url] = await waitFor(server, /Broadcasting at (\S+)/);
    const writer = await openSocket(url!);
    const subscribers: WebSocket[] = [];
    return {
      grow: (count, deliver) =>
        growTo(subscribers, count, async () => {
          const socket = await openSocket(url!);
          socket.on('message', (data) =>
            deliver((JSON.parse(data.toString()) as { value: unknown }).value),
          );
          return socket;
        }),
      write(stamp) {
        writer.send(setMessage('fan-out', path, stamp));
        return Promise.resolve();
      },
      async close() {
        await closeSockets([writer, ...subscribers]);
        await stop(server);
      },
    };
  } catch (error) {
    await stop(server);
    throw error;
  }
}
