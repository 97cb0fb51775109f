import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm test`: every check, stopping at the first failure and naming it. The static checks
 * run side by side (each is one thread); the test runners use both cores themselves. At
 * the end: each step's time and the slowest test files and end-to-end tests, so the next
 * person sees where the time goes. The PostgreSQL suite runs when TEST_DATABASE_URL is set
 * (CI always sets it).
 */

interface Check {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Runs at a lower priority: it yields the cores to the checks that take longest. */
  yields?: boolean;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'tinies-test-'));
const VITEST_REPORT = join(reports, 'vitest.json');
const E2E_REPORT = join(reports, 'e2e.json');
/** How many of the slowest files and end-to-end tests the summary lists. */
const SLOWEST = 15;

// NOTE: lint and the format check are one thread each (~40 s and ~20 s of a core); the type
// check uses every core it gets (~10 s of them). Sharing both cores evenly, lint got two
// thirds of one and ended last, after 60 s; with the type check yielding, lint and the
// format check keep a core each and the type check fills the gaps.
const STATIC: Check[] = [
  // TypeScript 7, native: the type check in a sixth of 6.0's time. ESLint's parser keeps
  // TypeScript 6 (`typescript`), which typescript-eslint needs.
  {
    name: 'type check',
    command: 'node',
    args: ['node_modules/typescript-native/bin/tsc', '--noEmit', '-p', 'tsconfig.json'],
    yields: true,
  },
  { name: 'lint', command: 'eslint', args: ['--max-warnings', '0', '.'] },
  { name: 'format check', command: 'prettier', args: ['--check', '--log-level', 'warn', '.'] },
];

const SEQUENCE: Check[] = [
  {
    name: 'unit, component and server tests',
    command: 'vitest',
    args: ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
  },
  { name: 'client build and prerender', command: 'node', args: ['scripts/build.ts', '--quiet'] },
  {
    name: 'end-to-end tests (Chromium)',
    command: 'playwright',
    args: ['test'],
    env: { E2E_JSON_REPORT: E2E_REPORT },
  },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const timings: [name: string, ms: number][] = [];

/** Runs a check; its output goes straight through, or is kept and given back when `quiet`. */
function run(check: Check, quiet: boolean): Promise<{ ok: boolean; ms: number; output: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, {
      cwd: ROOT,
      env: { ...process.env, ...check.env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (check.yields && child.pid !== undefined) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not allowed here: it runs at the same priority, only slower overall.
      }
    }
    let output = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => resolve({ ok: code === 0, ms: Date.now() - started, output }));
  });
}

function failed(name: string, ms: number, passed: number): never {
  console.error(`\n✗ npm test failed at: ${name} (after ${seconds(ms)})`);
  console.error(`checks: ${passed} passed, 1 failed`);
  summary();
  process.exit(1);
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The slowest Vitest files, from its JSON report. */
function slowestFiles(): [string, number][] {
  const report = readJson(VITEST_REPORT) as
    { testResults?: { name: string; startTime: number; endTime: number }[] } | undefined;
  return (report?.testResults ?? []).map(
    (file) => [relative(ROOT, file.name), file.endTime - file.startTime] as [string, number],
  );
}

interface E2eSuite {
  file?: string;
  suites?: E2eSuite[];
  specs?: {
    title: string;
    line: number;
    tests: { projectName: string; results: { duration: number }[] }[];
  }[];
}

/** The slowest end-to-end tests (each test at each width), from Playwright's JSON report. */
function slowestTests(): [string, number][] {
  const report = readJson(E2E_REPORT) as { suites?: E2eSuite[] } | undefined;
  const rows: [string, number][] = [];
  const walk = (suite: E2eSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        rows.push([`[${test.projectName}] ${file}:${spec.line} ${spec.title}`, ms]);
      }
    }
    for (const inner of suite.suites ?? []) walk(inner, inner.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file ?? '');
  return rows;
}

function printSlowest(title: string, rows: [string, number][]) {
  if (rows.length === 0) return;
  console.log(`\n${title}:`);
  for (const [name, ms] of rows.sort((a, b) => b[1] - a[1]).slice(0, SLOWEST)) {
    console.log(
      `  ${seconds(ms).padStart(8)}  ${name.length > 150 ? `${name.slice(0, 149)}…` : name}`,
    );
  }
}

function summary() {
  console.log('\nTime per step:');
  for (const [name, ms] of timings) console.log(`  ${seconds(ms).padStart(8)}  ${name}`);
  printSlowest(`The ${SLOWEST} slowest test files (Vitest)`, slowestFiles());
  printSlowest(`The ${SLOWEST} slowest end-to-end tests (Playwright)`, slowestTests());
  rmSync(reports, { recursive: true, force: true });
}

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    '\n!!! PostgreSQL suite SKIPPED: TEST_DATABASE_URL is not set (e.g. postgres://127.0.0.1:5432/test) !!!\n',
  );
}

const started = Date.now();
let passed = 0;

console.log(`\n▶ ${STATIC.map((check) => check.name).join(', ')}, side by side`);
const staticStarted = Date.now();
const results = await Promise.all(STATIC.map((check) => run(check, true)));
for (const [index, result] of results.entries()) {
  const check = STATIC[index]!;
  if (result.output.trim())
    console.log(
      `\n${check.name}: ${check.command} ${check.args.join(' ')}\n${result.output.trimEnd()}`,
    );
  console.log(`${result.ok ? '✓' : '✗'} ${check.name} (${seconds(result.ms)})`);
  if (result.ok) passed += 1;
}
timings.push(['static checks, side by side', Date.now() - staticStarted]);
for (const [index, result] of results.entries()) {
  if (!result.ok) failed(STATIC[index]!.name, result.ms, passed);
}

for (const check of SEQUENCE) {
  console.log(`\n▶ ${check.name}: ${check.command} ${check.args.join(' ')}`);
  const result = await run(check, false);
  timings.push([check.name, result.ms]);
  if (!result.ok) failed(check.name, result.ms, passed);
  passed += 1;
  console.log(`✓ ${check.name} (${seconds(result.ms)})`);
}

summary();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`checks: ${passed} passed, 0 failed`);
