import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { measureApartmentCompare, printApartmentCompare } from './apartment-compare.ts';
import { ensureClientBuild } from './build.ts';
import { measureRoutes } from './bytes.ts';
import { benchCarHistory, printCarHistory } from './car-history.ts';
import { measureCarRender, printCarRender } from './car-render.ts';
import { measureDataClient } from './client-bytes.ts';
import { measureRender } from './client-render.ts';
import { DATA_CLIENT_GOAL_GZIP, printClientBytes, printRender } from './client-report.ts';
import { auditPages, type AuditTarget } from './lighthouse.ts';
import { benchLiveDeltas, printLiveDeltas } from './live-deltas.ts';
import { printLoad } from './load-report.ts';
import { benchLoad } from './load.ts';
import { parseBenchOptions, USAGE, type BenchOptions } from './options.ts';
import { stopAll } from './processes.ts';
import { ROOT, RESULTS_DIR } from './project.ts';
import { benchRecipeSearch, printRecipeSearch } from './recipe-search.ts';
import {
  BYTES_BUDGET_GZIP,
  printBytes,
  printLighthouse,
  TOOL_BYTES_BUDGET_GZIP,
} from './report.ts';
import { printStore, STORE_GOALS } from './store-report.ts';
import { benchStore } from './store.ts';
import { toolRouteModules } from './tool-pages.ts';
import { measureTravelMap, printTravelMap } from './travel-map.ts';
import { TOOL_PATHS } from '../src/shared/app-paths.ts';

/**
 * `npm run bench [-- options]` (see `USAGE`): prints first-paint bytes per route, the Recipe
 * Book's search time per keystroke, Lighthouse scores, the data client's bytes and its time
 * from `set` to the other tab's render, the data store's write rate and live fan-out latency
 * next to raw baselines, a load test of simulated people, and the Car Maintenance history
 * with 5,000 services (per keystroke in Node and in Chromium, its route's bytes). It reports numbers and never
 * fails on them; it exits non-zero only when it cannot measure.
 */
/** Every route, and each tool's main screens a newcomer can open (the rest need data). */
const LIGHTHOUSE_TARGETS: AuditTarget[] = [
  { label: '/', path: '/' },
  ...TOOL_PATHS.map((path) => ({ label: path, path })),
  { label: 'Recipe Book: new recipe', path: '/recipe-book?view=new' },
  { label: 'Car: quick add', path: '/car-maintenance?view=quick-add' },
  { label: 'Travel: the map', path: '/travel-tracker?view=map' },
  { label: 'Apartments: compare', path: '/apartment-tour-questions?view=compare' },
];
const CAR_ROUTE = '/car-maintenance';

// `--travel-only`: the Travel Tracker map alone (bytes, first paint and re-colour, 2,000 places).
const travelOnly = process.argv.includes('--travel-only');
// `--apartment-compare-only`: the apartments' comparison alone (4 × 120 answers, 4× slower CPU).
const compareOnly = process.argv.includes('--apartment-compare-only');
// `--live-deltas-only`: what one change costs live sync, per device and on the server.
const deltasOnly = process.argv.includes('--live-deltas-only');
const ALONE = ['--travel-only', '--apartment-compare-only', '--live-deltas-only'];
let options: BenchOptions;
try {
  options = parseBenchOptions(process.argv.slice(2).filter((arg) => !ALONE.includes(arg)));
} catch (error) {
  console.error(`${(error as Error).message.replace(/\.?$/, '.')} ${USAGE}`);
  process.exit(2);
}

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
  if (travelOnly) {
    results.build = await ensureClientBuild();
    printTravelMap(await part(results, 'travelMap', measureTravelMap));
    save(results);
    process.exit(0);
  }
  if (compareOnly) {
    results.build = await ensureClientBuild();
    printApartmentCompare(await part(results, 'apartmentCompare', measureApartmentCompare));
    save(results);
    process.exit(0);
  }
  if (deltasOnly) {
    printLiveDeltas(await part(results, 'liveDeltas', benchLiveDeltas));
    save(results);
    process.exit(0);
  }
  if (options.pages) {
    results.build = await ensureClientBuild();
    const routes = measureRoutes(toolRouteModules());
    printBytes(routes);
    results.bytes = {
      unit: 'bytes',
      budgetGzipForRoot: BYTES_BUDGET_GZIP,
      budgetGzipForTools: TOOL_BYTES_BUDGET_GZIP,
      routes,
    };
    const search = benchRecipeSearch();
    printRecipeSearch(search);
    results.recipeSearch = search;
  }
  if (options.car) {
    if (!options.pages) results.build = await ensureClientBuild();
    const history = benchCarHistory();
    printCarHistory(history);
    results.carHistory = history;
    console.log('\nCar Maintenance: starting the server, storing 5,000 services, typing…');
    const [route] = measureRoutes(toolRouteModules()).filter((bytes) => bytes.route === CAR_ROUTE);
    printCarRender(await part(results, 'carRender', () => measureCarRender(route?.files ?? [])));
    if (route) {
      const gzip = route.total.gzip;
      console.log(
        `Route ${CAR_ROUTE}: ${(gzip / 1000).toFixed(1)} KB gzip for its first paint, budget ` +
          `${TOOL_BYTES_BUDGET_GZIP / 1000} KB: ${gzip <= TOOL_BYTES_BUDGET_GZIP ? 'within' : 'OVER'}.`,
      );
      results.carRoute = { unit: 'bytes', budgetGzip: TOOL_BYTES_BUDGET_GZIP, ...route };
    }
  }
  if (options.lighthouse) {
    const runs = options.lighthouseRuns;
    printLighthouse(await part(results, 'lighthouse', () => auditPages(LIGHTHOUSE_TARGETS, runs)));
  }
  if (options.client) {
    const bytes = measureDataClient();
    printClientBytes(bytes);
    results.clientBytes = { unit: 'bytes', goalGzip: DATA_CLIENT_GOAL_GZIP, ...bytes };
    console.log('\nData client: starting the server, signing up, opening two tabs…');
    const files = [bytes.wiring.file, ...bytes.client.map((chunk) => chunk.file)];
    printRender(await part(results, 'clientRender', () => measureRender(files)));
  }
  if (options.store) {
    const store = await part(results, 'store', benchStore);
    printStore(store);
    results.store = { goals: STORE_GOALS, ...store };
    printLiveDeltas(await part(results, 'liveDeltas', benchLiveDeltas));
  }
  if (options.load) {
    const settings = options.loadSettings;
    printLoad(await part(results, 'load', () => benchLoad(settings)));
  }
  save(results);
} catch (error) {
  // Once interrupted, the errors are only the echo of stopping the servers and Chromium.
  if (!interrupted) console.error(`\nThe bench could not run: ${(error as Error).message}`);
  await stopAll();
  process.exit(1);
}
