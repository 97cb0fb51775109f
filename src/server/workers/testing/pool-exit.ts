import { createWorkerPool, workerTask } from '../worker-pool.ts';
import type { echo } from './test-tasks.ts';

/**
 * A process that uses a pool and closes it, then ends on its own: it exits only when
 * closing left no thread, timer or port behind. Prints the task's answer.
 */
const pool = createWorkerPool({ threads: 2, timeLimitMs: 60_000 });
const ECHO = workerTask<typeof echo>(new URL('./test-tasks.ts', import.meta.url), 'echo');
const answers = await Promise.all([pool.run(ECHO, 'one'), pool.run(ECHO, 'two')]);
await pool.close();
console.log(answers.map((answer) => answer.value).join(' '));
