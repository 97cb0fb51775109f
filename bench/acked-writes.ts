import type { BenchLiveClient } from './live-client.ts';
import type { JsonValue } from '../src/shared/data/protocol.ts';

/** Documents each writer cycles through: many rows, each rewritten now and then. */
const DOCUMENTS = 1000;
const BODY = 'Two eggs, a cup of flour, a pinch of salt; whisk, rest ten minutes, fry thin.';

/** A note as the test collection `test-notes/notes` accepts it (schema-checked on write). */
export function noteValue(n: number): JsonValue {
  return { title: `Note ${n}`, body: BODY, done: n % 2 === 0 };
}

export interface WriteLoad {
  /** Writes each client keeps in flight: it sends the next as soon as one is acknowledged. */
  inFlight: number;
  /** Acks before this are not counted (JIT, caches, the first batches). */
  warmUpMs: number;
  measureMs: number;
}

/** One signed-in person writing: their live client and their own user id. */
export interface Writer {
  client: BenchLiveClient;
  uid: string;
}

/**
 * Acknowledged writes per second over the live socket, all writers together: `set` of a
 * note, counted when its `ack` arrives (the write is committed and fanned out). Each writer
 * keeps `inFlight` writes outstanding, as a client replaying its offline queue does.
 */
export async function ackedWritesPerSecond(writers: Writer[], load: WriteLoad): Promise<number> {
  const start = performance.now();
  const from = start + load.warmUpMs;
  const until = from + load.measureMs;
  let counted = 0;
  const lane = async ({ client, uid }: Writer, lane: number) => {
    for (let n = lane; performance.now() < until; n += load.inFlight) {
      await client.set(`users/${uid}/test-notes/notes/n${n % DOCUMENTS}`, noteValue(n));
      const now = performance.now();
      if (now >= from && now < until) counted += 1;
    }
  };
  await Promise.all(
    writers.flatMap((writer) =>
      Array.from({ length: load.inFlight }, (_, index) => lane(writer, index)),
    ),
  );
  return counted / (load.measureMs / 1000);
}
