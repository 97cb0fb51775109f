import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { TaskCall } from './task-runner.ts';
import { DEFAULT_WORKER_LIMITS, inSeconds, type WorkerPoolLimits } from './worker-limits.ts';

/** The module every thread runs: it loads a task's own module, then runs the task. */
const TASK_RUNNER = new URL('./task-runner.ts', import.meta.url).href;

/**
 * A pool of worker threads for reading untrusted input (fetched pages, uploaded CSV, KML,
 * photo metadata): whatever such input costs, it costs a worker, never the event loop that
 * answers everyone else. Each task has a time limit and each worker a heap limit; a worker
 * past either is terminated and replaced. The queue is short and refuses when full rather
 * than letting waiting work pile up. No thread starts before the first task.
 */

/**
 * A function a worker can run: a named export of `module`, taking and returning plain
 * data (what `structuredClone` copies). The types only tie `run`'s input and output to it.
 */
export interface WorkerTask<Input, Output> {
  module: URL;
  name: string;
  /** Never set: carries the types. */
  readonly types?: (input: Input) => Output;
}

/**
 * The task `name` of `module`, typed from the function itself:
 * `workerTask<typeof readThing>(new URL('./read-thing.ts', import.meta.url), 'readThing')`
 * with `import type { readThing }`, so the calling thread never loads the task's code.
 */
export function workerTask<Task extends (input: never) => unknown>(
  module: URL,
  name: string,
): WorkerTask<Parameters<Task>[0], Awaited<ReturnType<Task>>> {
  return { module, name };
}

/**
 * Why the pool did not give a task's result. BUSY: the queue was full; TIMEOUT and
 * OUT_OF_MEMORY: the task passed its limit and its thread was terminated; CLOSED: the pool
 * was closed; CRASHED: its thread died otherwise.
 */
export type WorkerRefusal = 'BUSY' | 'TIMEOUT' | 'OUT_OF_MEMORY' | 'CLOSED' | 'CRASHED';

export class WorkerPoolError extends Error {
  override name = 'WorkerPoolError';
  readonly reason: WorkerRefusal;

  constructor(reason: WorkerRefusal, message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface WorkerPool {
  readonly limits: Readonly<WorkerPoolLimits>;
  /**
   * Runs `task` on `input` in a worker thread. Rejects with a `WorkerPoolError` when the
   * pool refuses it or stops it; an error the task throws is rethrown as it arrives.
   * `transfer` lists buffers of `input` to move to the thread rather than copy (they are
   * empty here afterwards).
   */
  run<Input, Output>(
    task: WorkerTask<Input, Output>,
    input: Input,
    options?: { transfer?: ArrayBuffer[] },
  ): Promise<Output>;
  /** Threads running now (none before the first task, none after `close`). */
  threadCount(): number;
  /** Refuses what waits, stops what runs, and ends every thread. */
  close(): Promise<void>;
}

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
}

/** A pool with `DEFAULT_WORKER_LIMITS`, changed by `limits`. */
export function createWorkerPool(limits: Partial<WorkerPoolLimits> = {}): WorkerPool {
  const settings: WorkerPoolLimits = { ...DEFAULT_WORKER_LIMITS, ...limits };
  let piscina: Piscina | undefined;
  let closed = false;
  let running = 0;
  const waiting: Waiter[] = [];
  const stops = new Set<AbortController>();

  const closedError = () => new WorkerPoolError('CLOSED', 'The server is shutting down.');

  function threads(): Piscina {
    if (piscina) return piscina;
    piscina = new Piscina({
      minThreads: 0,
      maxThreads: settings.threads,
      // NOTE: tasks reach it only when a thread is free (see `slot`), so this queue only
      // bridges the moment a terminated thread is being replaced.
      maxQueue: settings.threads,
      idleTimeout: settings.idleTimeoutMs,
      resourceLimits: { maxOldGenerationSizeMb: settings.memoryLimitMb },
      recordTiming: false,
    });
    // NOTE: a thread that dies with no task of its own (one just stopped for its time,
    // then out of memory on the way down) is reported here; unheard, it would end the
    // process. Its task, if any, was already answered.
    piscina.on('error', () => {});
    return piscina;
  }

  /** Waits for a free thread, or refuses when too many already wait. */
  async function slot(): Promise<void> {
    if (closed) throw closedError();
    if (running < settings.threads) {
      running++;
      return;
    }
    if (waiting.length >= settings.queueLength) {
      throw new WorkerPoolError(
        'BUSY',
        `${settings.threads + settings.queueLength} tasks are already running or waiting.`,
      );
    }
    // The slot is handed over by `release`, so `running` stays as it is.
    await new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
  }

  function release() {
    const next = waiting.shift();
    if (next) next.resolve();
    else running--;
  }

  function refusalOf(error: unknown, stop: AbortController): unknown {
    if (closed) return closedError();
    if (stop.signal.aborted) {
      return new WorkerPoolError(
        'TIMEOUT',
        `The task ran longer than ${inSeconds(settings.timeLimitMs)} and was stopped.`,
      );
    }
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return new WorkerPoolError(
        'OUT_OF_MEMORY',
        `The task needed more than ${settings.memoryLimitMb} MB and was stopped.`,
      );
    }
    if (typeof code === 'string' && code.startsWith('ERR_WORKER')) {
      return new WorkerPoolError('CRASHED', `The task's thread stopped (${code}).`);
    }
    return error;
  }

  return {
    limits: settings,
    async run<Input, Output>(
      task: WorkerTask<Input, Output>,
      input: Input,
      { transfer }: { transfer?: ArrayBuffer[] } = {},
    ): Promise<Output> {
      await slot();
      const stop = new AbortController();
      stops.add(stop);
      // The clock runs from when the thread has the task's code and begins it: a thread's
      // start and the module's load are the same for every input.
      let timer: NodeJS.Timeout | undefined;
      const { port1: begun, port2: begunInThread } = new MessageChannel();
      begun.once('message', () => {
        timer = setTimeout(() => stop.abort(), settings.timeLimitMs);
      });
      const call: TaskCall = {
        module: task.module.href,
        name: task.name,
        input,
        begun: begunInThread,
      };
      try {
        return (await threads().run(call, {
          filename: TASK_RUNNER,
          name: 'runTask',
          signal: stop.signal,
          transferList: [begunInThread, ...(transfer ?? [])],
        })) as Output;
      } catch (error) {
        throw refusalOf(error, stop);
      } finally {
        clearTimeout(timer);
        begun.close();
        stops.delete(stop);
        release();
      }
    },
    threadCount: () => piscina?.threads.length ?? 0,
    async close() {
      closed = true;
      for (const waiter of waiting.splice(0)) waiter.reject(closedError());
      for (const stop of stops) stop.abort();
      await piscina?.destroy();
      piscina = undefined;
    },
  };
}
