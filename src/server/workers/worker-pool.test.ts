import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { quick } from './testing/slow-load-tasks.ts';
import type { echo, fail, hoard, spin } from './testing/test-tasks.ts';
import { createWorkerPool, workerTask, WorkerPoolError, type WorkerPool } from './worker-pool.ts';

const TASKS = new URL('./testing/test-tasks.ts', import.meta.url);
const ECHO = workerTask<typeof echo>(TASKS, 'echo');
const SPIN = workerTask<typeof spin>(TASKS, 'spin');
const HOARD = workerTask<typeof hoard>(TASKS, 'hoard');
const FAIL = workerTask<typeof fail>(TASKS, 'fail');
const QUICK = workerTask<typeof quick>(
  new URL('./testing/slow-load-tasks.ts', import.meta.url),
  'quick',
);

let pools: WorkerPool[] = [];

function pool(limits: Parameters<typeof createWorkerPool>[0]) {
  const created = createWorkerPool(limits);
  pools.push(created);
  return created;
}

afterEach(async () => {
  for (const created of pools) await created.close();
  pools = [];
});

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(WorkerPoolError);
  return { reason: (error as WorkerPoolError).reason, message: (error as WorkerPoolError).message };
}

describe('createWorkerPool', () => {
  it('starts no thread before the first task, then runs a task file written in TypeScript', async () => {
    const workers = pool({ threads: 2 });
    expect(workers.threadCount()).toBe(0);
    const answer = await workers.run(ECHO, { recipe: 'Oat bars', serves: 12 });
    expect(answer.value).toEqual({ recipe: 'Oat bars', serves: 12 });
    expect(answer.threadId).toBeGreaterThan(0);
    expect(workers.threadCount()).toBeGreaterThanOrEqual(1);
  });

  it('runs task after task without a warning', async () => {
    const warnings: Error[] = [];
    const listen = (warning: Error) => warnings.push(warning);
    process.on('warning', listen);
    try {
      const workers = pool({ threads: 2 });
      for (let round = 0; round < 15; round++) await workers.run(ECHO, round);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', listen);
    }
  });

  it('takes its limits from the arguments over the defaults', () => {
    expect(pool({ threads: 3, timeLimitMs: 250 }).limits).toMatchObject({
      threads: 3,
      timeLimitMs: 250,
      queueLength: 16,
    });
  });

  it('passes on what a task throws, and keeps working', async () => {
    const workers = pool({ threads: 1 });
    await expect(workers.run(FAIL, 'No recipe here')).rejects.toThrow('No recipe here');
    expect((await workers.run(ECHO, 'after')).value).toBe('after');
  });

  it('terminates a task past its time limit, and runs the next one on a new thread', async () => {
    const workers = pool({ threads: 1, timeLimitMs: 1000 });
    const { threadId: before } = await workers.run(ECHO, 'warm');
    const started = performance.now();
    expect(await refusalOf(workers.run(SPIN, 60_000))).toEqual({
      reason: 'TIMEOUT',
      message: 'The task ran longer than 1 second and was stopped.',
    });
    expect(performance.now() - started).toBeLessThan(4000);
    const after = await workers.run(ECHO, 'still here');
    expect(after.value).toBe('still here');
    expect(after.threadId).not.toBe(before);
  });

  it('terminates a task past its memory limit, and keeps working', async () => {
    const workers = pool({ threads: 1, memoryLimitMb: 32, timeLimitMs: 20_000 });
    expect(await refusalOf(workers.run(HOARD, undefined as never))).toEqual({
      reason: 'OUT_OF_MEMORY',
      message: 'The task needed more than 32 MB and was stopped.',
    });
    expect((await workers.run(ECHO, 'still here')).value).toBe('still here');
  });

  it('counts the time limit from when a thread takes the task, not while it waits', async () => {
    const workers = pool({ threads: 1, timeLimitMs: 1500 });
    await workers.run(ECHO, 'warm');
    // Each spins for 0.6 s: the second and third wait longer than that in all, never past it.
    const turns = await Promise.all([600, 600, 600].map((ms) => workers.run(SPIN, ms)));
    expect(turns).toHaveLength(3);
  });

  it('counts neither a cold thread’s start nor the task module’s load against the limit', async () => {
    // The module spins 1.2 s as it loads; the task itself takes no time.
    const workers = pool({ threads: 1, timeLimitMs: 300 });
    expect(await workers.run(QUICK, 'read')).toBe('read');
    // Its time is still bounded once it has begun.
    expect((await refusalOf(workers.run(SPIN, 60_000))).reason).toBe('TIMEOUT');
  });

  it('refuses as BUSY when every thread runs and the queue is full, at once', async () => {
    const workers = pool({ threads: 1, queueLength: 2, timeLimitMs: 10_000 });
    const accepted = [workers.run(SPIN, 300), workers.run(SPIN, 300), workers.run(SPIN, 300)];
    const started = performance.now();
    expect(await refusalOf(workers.run(ECHO, 'one too many'))).toEqual({
      reason: 'BUSY',
      message: '3 tasks are already running or waiting.',
    });
    expect(performance.now() - started).toBeLessThan(100);
    expect(await Promise.all(accepted)).toHaveLength(3);
    expect((await workers.run(ECHO, 'room again')).value).toBe('room again');
  });

  it('on close refuses what waits, stops what runs, and ends every thread', async () => {
    const workers = pool({ threads: 1, timeLimitMs: 60_000 });
    const running = refusalOf(workers.run(SPIN, 60_000));
    const waiting = refusalOf(workers.run(ECHO, 'waiting'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    await workers.close();
    expect(performance.now() - started).toBeLessThan(3000);
    const closed = { reason: 'CLOSED', message: 'The server is shutting down.' };
    expect(await running).toEqual(closed);
    expect(await waiting).toEqual(closed);
    expect(workers.threadCount()).toBe(0);
    expect(await refusalOf(workers.run(ECHO, 'late'))).toEqual(closed);
  });

  it('leaves nothing behind: a process that closed its pool exits on its own', async () => {
    const script = fileURLToPath(new URL('./testing/pool-exit.ts', import.meta.url));
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exit = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 4_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
    expect(exit).toBe(0);
    expect(output.trim()).toBe('one two');
  });
});
