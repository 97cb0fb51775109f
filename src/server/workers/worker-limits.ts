import { availableParallelism } from 'node:os';

/** The limits of the worker pool that reads untrusted input (see `worker-pool.ts`). */
export interface WorkerPoolLimits {
  /** Tasks that run at once, one per thread. */
  threads: number;
  /** Tasks that may wait for a thread; one more is refused as BUSY. */
  queueLength: number;
  /** How long a task may run once a thread takes it; then its thread is terminated. */
  timeLimitMs: number;
  /** Each thread's heap (V8's old generation); a thread that needs more is terminated. */
  memoryLimitMb: number;
  /** How long an idle thread is kept for the next task. */
  idleTimeoutMs: number;
}

/**
 * PARSE_THREADS, PARSE_TIME_LIMIT_MS and PARSE_MEMORY_LIMIT_MB change the first three.
 * Threads: one core is left to the event loop, and at most four are taken.
 */
export const DEFAULT_WORKER_LIMITS: WorkerPoolLimits = {
  threads: Math.min(4, Math.max(1, availableParallelism() - 1)),
  timeLimitMs: 3_000,
  memoryLimitMb: 128,
  queueLength: 16,
  idleTimeoutMs: 30_000,
};

/** A time limit in words: "1 second", "2.5 seconds". */
export function inSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
