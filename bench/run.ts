import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureClientBuild } from './build.ts';
import { measureRoutes } from './bytes.ts';
import { auditPages, type LighthouseRun } from './lighthouse.ts';
import { stopAll } from './processes.ts';
import { ROOT, RESULTS_DIR } from './project.ts';
import { BYTES_BUDGET_GZIP, printBytes, printLighthouse } from './report.ts';
import { toolPageModules } from './tool-pages.ts';

/**
 * `npm run bench [-- --no-lighthouse]`: prints first-paint bytes per route and Lighthouse
 * scores. It reports numbers and never fails on them; it exits non-zero only when it
 * cannot measure.
 */
const LIGHTHOUSE_PATHS = ['/', '/recipe-book'];

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--no-lighthouse');
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. Usage: npm run bench [-- --no-lighthouse]`);
  process.exit(2);
}
const withLighthouse = !args.includes('--no-lighthouse');

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal} received: stopping the server and Chromium…`);
    void stopAll().finally(() => process.exit(130));
  });
}

function save(results: object): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, 'latest.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nRaw figures saved to ${relative(ROOT, file)}.`);
}

try {
  const build = await ensureClientBuild();
  const routes = measureRoutes(toolPageModules());
  printBytes(routes);
  const results: Record<string, unknown> = {
    generatedAt: new Date().toISOString(),
    build,
    bytes: { unit: 'bytes', budgetGzipForRoot: BYTES_BUDGET_GZIP, routes },
  };
  let lighthouse: LighthouseRun | undefined;
  if (withLighthouse) {
    try {
      lighthouse = await auditPages(LIGHTHOUSE_PATHS);
      printLighthouse(lighthouse);
      results.lighthouse = lighthouse;
    } catch (error) {
      results.lighthouse = { error: (error as Error).message };
      save(results);
      throw error;
    }
  }
  save(results);
} catch (error) {
  // Once interrupted, the errors are only the echo of stopping the server and Chromium.
  if (!interrupted) console.error(`\nThe bench could not run: ${(error as Error).message}`);
  await stopAll();
  process.exit(1);
}
