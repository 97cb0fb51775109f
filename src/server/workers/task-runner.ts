import type { MessagePort } from 'node:worker_threads';

/**
 * What a pool's thread runs for every task: it loads the task's module, says it has begun
 * (the pool starts the task's clock then), and runs the task. NOTE: a cold thread's start
 * and the module's first load cost the same whatever the input; on a busy machine they
 * took seconds, and counted against the time limit they refused a 2 KB page as too complex.
 */
export interface TaskCall {
  module: string;
  name: string;
  input: unknown;
  /** Told once the task's code is loaded and the task itself begins. */
  begun: MessagePort;
}

export async function runTask({ module, name, input, begun }: TaskCall): Promise<unknown> {
  const loaded = (await import(module)) as Record<string, (input: unknown) => unknown>;
  const task = loaded[name];
  begun.postMessage(null);
  begun.close();
  if (typeof task !== 'function') throw new Error(`${module} has no task named ${name}.`);
  return task(input);
}
