/** What each fan-out write carries: its number and when it was sent (`performance.now()`). */
// NOTE: a type, not an interface, so it passes as a JSON value without a cast.
export type Stamp = {
  n: number;
  at: number;
  note: string;
};

/** One side of the comparison: the app's live socket, or the plain `ws` broadcast. */
export interface FanOutTarget {
  /** Opens subscribers until there are `count`; each hands every value it receives to `deliver`. */
  grow(count: number, deliver: (value: unknown) => void): Promise<void>;
  /** Sends one write; resolves when the writer may send the next (for the app: its ack). */
  write(stamp: Stamp): Promise<void>;
  close(): Promise<void>;
}

export interface FanOutRound {
  subscribers: number;
  /** Writes measured, after a few uncounted ones. */
  writes: number;
}

/** Milliseconds from a write's send to its arrival at a subscriber, over every arrival. */
export interface Latency {
  p50: number;
  p99: number;
  /** Arrivals measured: subscribers × writes. */
  samples: number;
}

const WARM_UP_WRITES = 10;
/** Quiet time between writes, so each is measured alone: latency, not throughput. */
const PAUSE_MS = 10;
/** A write not delivered everywhere within this means the bench cannot measure. */
const DELIVERY_TIMEOUT_MS = 10_000;
const NOTE = 'Fan-out probe: a short note of about the size a tiny saves at once.';

/** The value at or below which `fraction` of the sorted samples lie (nearest rank). */
export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** Times one target's writes: `grow` it, then `write` one at a time. */
interface Meter {
  grow(subscribers: number): Promise<void>;
  /** Sends one write and waits for it at every subscriber; `samples` takes its latencies. */
  write(samples?: number[]): Promise<void>;
}

/**
 * Everything runs in this process, so both ends read the same clock; a write is timed
 * from its send to its arrival at each subscriber, and the next leaves only after it has
 * arrived everywhere.
 */
function meter(target: FanOutTarget): Meter {
  let subscribers = 0;
  let expected:
    { n: number; remaining: number; samples: number[] | undefined; done: () => void } | undefined;
  const deliver = (value: unknown) => {
    const arrived = performance.now();
    const stamp = value as Stamp | null;
    if (!expected || stamp?.n !== expected.n) return;
    expected.samples?.push(arrived - stamp.at);
    expected.remaining -= 1;
    if (expected.remaining === 0) expected.done();
  };
  let n = 0;
  return {
    async grow(count) {
      await target.grow(count, deliver);
      subscribers = count;
    },
    async write(samples) {
      n += 1;
      let timer: NodeJS.Timeout | undefined;
      const delivered = new Promise<void>((resolve, reject) => {
        expected = { n, remaining: subscribers, samples, done: resolve };
        timer = setTimeout(() => {
          const missing = expected?.remaining ?? 0;
          reject(
            new Error(
              `Write ${n} reached ${subscribers - missing} of ${subscribers} subscribers within ${DELIVERY_TIMEOUT_MS / 1000} s.`,
            ),
          );
        }, DELIVERY_TIMEOUT_MS);
      });
      try {
        await Promise.all([delivered, target.write({ n, at: performance.now(), note: NOTE })]);
      } finally {
        clearTimeout(timer);
        expected = undefined;
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    },
  };
}

function latency(samples: number[]): Latency {
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 0.5),
    p99: percentile(samples, 0.99),
    samples: samples.length,
  };
}

/**
 * Compares targets round by round: each grows to the round's subscribers, then they take
 * turns write by write, so a machine getting busier or quieter meanwhile weighs on all
 * alike. Resolves with one latency per target, in their order.
 */
export function fanOutComparison(
  targets: FanOutTarget[],
): (round: FanOutRound) => Promise<Latency[]> {
  const meters = targets.map(meter);
  return async (round) => {
    for (const each of meters) await each.grow(round.subscribers);
    for (let index = 0; index < WARM_UP_WRITES; index++) {
      for (const each of meters) await each.write();
    }
    const samples = meters.map((): number[] => []);
    for (let index = 0; index < round.writes; index++) {
      for (const [which, each] of meters.entries()) await each.write(samples[which]);
    }
    return samples.map(latency);
  };
}
