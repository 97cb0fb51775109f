import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureClientBuild } from './build.ts';
import { measureRoutes } from './bytes.ts';
import { measureDataClient } from './client-bytes.ts';
import { measureRender } from './client-render.ts';
import { DATA_CLIENT_GOAL_GZIP, printClientBytes, printRender } from './client-report.ts';
import { auditPages } from './lighthouse.ts';
import { stopAll } from './processes.ts';
import { ROOT, RESULTS_DIR } from './project.ts';
import { BYTES_BUDGET_GZIP, printBytes, printLighthouse } from './report.ts';
import { benchRecipeSearch, printRecipeSearch } from './recipe-search.ts';
import { benchStore } from './store.ts';
import { printStore, STORE_GOALS } from './store-report.ts';
import { toolPageModules } from './tool-pages.ts';

/**
 * `npm run bench [-- [--no-lighthouse] [--no-client] [--no-store | --store-only]]`: prints
 * first-paint bytes per route, the Recipe Book's search time per keystroke, Lighthouse scores, the data client's bytes and its time from
 * `set` to the other tab's render, and the data store's write rate and live fan-out latency
 * next to raw baselines. It reports numbers and never fails on them; it exits non-zero only
 * when it cannot measure.
 */
const LIGHTHOUSE_PATHS = ['/', '/recipe-book'];
const OPTIONS = ['--no-lighthouse', '--no-client', '--no-store', '--store-only'];
const USAGE =
  'Usage: npm run bench [-- [--no-lighthouse] [--no-client] [--no-store | --store-only]]';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => !OPTIONS.includes(arg));
if (unknown.length > 0 || (args.includes('--no-store') && args.includes('--store-only'))) {
  console.error(
    unknown.length > 0
      ? `Unknown option ${unknown.join(' ')}. ${USAGE}`
      : `--no-store and --store-only exclude each other. ${USAGE}`,
  );
  process.exit(2);
}
const storeOnly = args.includes('--store-only');
const withPages = !storeOnly;
const withLighthouse = withPages && !args.includes('--no-lighthouse');
const withClient = withPages && !args.includes('--no-client');
const withStore = !args.includes('--no-store');

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal} received: stopping the servers and Chromium…`);
    void stopAll().finally(() => process.exit(130));
  });
}

function save(results: object): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, 'latest.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nRaw figures saved to ${relative(ROOT, file)}.`);
}

/** Runs one part; on failure its error is saved with what was measured before it. */
async function part<T>(results: Record<string, unknown>, key: string, run: () => Promise<T>) {
  try {
    const value = await run();
    results[key] = value;
    return value;
  } catch (error) {
    results[key] = { error: (error as Error).message };
    save(results);
    throw error;
  }
}

try {
  const results: Record<string, unknown> = { generatedAt: new Date().toISOString() };
  if (withPages) {
    results.build = await ensureClientBuild();
    const routes = measureRoutes(toolPageModules());
    printBytes(routes);
    results.bytes = { unit: 'bytes', budgetGzipForRoot: BYTES_BUDGET_GZIP, routes };
    const search = benchRecipeSearch();
    printRecipeSearch(search);
    results.recipeSearch = search;
  }
  if (withLighthouse) {
    printLighthouse(await part(results, 'lighthouse', () => auditPages(LIGHTHOUSE_PATHS)));
  }
  if (withClient) {
    const bytes = measureDataClient();
    printClientBytes(bytes);
    results.clientBytes = { unit: 'bytes', goalGzip: DATA_CLIENT_GOAL_GZIP, ...bytes };
    console.log('\nData client: starting the server, signing up, opening two tabs…');
    const files = [bytes.wiring.file, ...bytes.client.map((chunk) => chunk.file)];
    printRender(await part(results, 'clientRender', () => measureRender(files)));
  }
  if (withStore) {
    const store = await part(results, 'store', benchStore);
    printStore(store);
    results.store = { goals: STORE_GOALS, ...store };
  }
  save(results);
} catch (error) {
  // Once interrupted, the errors are only the echo of stopping the servers and Chromium.
  if (!interrupted) console.error(`\nThe bench could not run: ${(error as Error).message}`);
  await stopAll();
  process.exit(1);
}
