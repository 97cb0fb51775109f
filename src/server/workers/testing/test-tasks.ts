import { threadId } from 'node:worker_threads';

/**
 * Tasks that behave well and badly on purpose, for the pool's tests. NOTE: they run in
 * worker threads, which load this file through Node's own type stripping, not Vitest.
 */

export function echo(value: unknown): { value: unknown; threadId: number } {
  return { value, threadId };
}

/** Keeps its thread busy for `ms` without ever yielding. */
export function spin(ms: number): number {
  const end = Date.now() + ms;
  let turns = 0;
  while (Date.now() < end) turns++;
  return turns;
}

/** Holds on to more and more memory until its heap runs out. */
export function hoard(): number {
  const kept: number[][] = [];
  for (;;) kept.push(new Array<number>(1 << 20).fill(kept.length));
}

export function fail(message: string): never {
  throw new Error(message);
}
