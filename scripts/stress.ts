import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * `npm run test:stress`: the whole of `npm test` while busy loops keep every core
 * saturated. A test that passes only on an idle machine waits on a race; this is where it
 * shows. Extra arguments are given to `npm test`'s script.
 */
const cores = availableParallelism();
const loops: ChildProcess[] = Array.from({ length: cores }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
console.log(`test:stress: ${cores} busy loops keep every core saturated while npm test runs.`);

const stop = () => {
  for (const loop of loops) loop.kill('SIGKILL');
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const test = spawn(process.execPath, ['scripts/test.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
test.on('close', (code) => {
  stop();
  process.exit(code ?? 1);
});
