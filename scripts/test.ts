import { spawnSync } from 'node:child_process';

/**
 * `npm test`: every check, in order, stopping at the first failure and naming it.
 * The PostgreSQL suite runs when TEST_DATABASE_URL is set (CI always sets it).
 */
const steps: [name: string, command: string, args: string[]][] = [
  ['type check', 'tsc', ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'eslint', ['--max-warnings', '0', '.']],
  ['format check', 'prettier', ['--check', '.']],
  ['unit, component and server tests', 'vitest', ['run']],
  ['client build and prerender', 'node', ['scripts/build.ts', '--quiet']],
  ['end-to-end tests (Chromium)', 'playwright', ['test']],
];

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    '\n!!! PostgreSQL suite SKIPPED: TEST_DATABASE_URL is not set (e.g. postgres://127.0.0.1:5432/test) !!!\n',
  );
}

const started = Date.now();
let passed = 0;
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ npm test failed at: ${name} (after ${seconds} s)`);
    console.error(`checks: ${passed} passed, 1 failed`);
    process.exit(result.status || 1);
  }
  passed += 1;
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`checks: ${passed} passed, 0 failed`);
