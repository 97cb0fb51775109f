import type { Size } from './bytes.ts';
import type { DataClientBytes } from './client-bytes.ts';
import {
  IDLE_LOAD_TIMEOUT_MS,
  type RenderLatency,
  type RenderRun,
  type RootLoad,
} from './client-render.ts';
import { kb, machineLine, table } from './format.ts';

/** The data client's goal: what loading it adds to a page, gzipped. */
export const DATA_CLIENT_GOAL_GZIP = 15_000;

const ms = (value: number) => value.toFixed(1);

function sizeCells(size: Size): string[] {
  return [kb(size.raw), kb(size.gzip), kb(size.brotli)];
}

export function printClientBytes(bytes: DataClientBytes): void {
  console.log('\nData client bytes as shipped (each file compressed on its own, KB = 1000 B)\n');
  console.log(
    table(
      ['chunk', 'raw', 'gzip -9', 'brotli q11'],
      [
        ...bytes.client.map((chunk) => [`data client: ${chunk.file}`, ...sizeCells(chunk.size)]),
        [`its app wiring: ${bytes.wiring.file}`, ...sizeCells(bytes.wiring.size)],
        ['total', ...sizeCells(bytes.total)],
      ],
    ),
  );
  console.log(
    '\nThe chunk the app shell loads for the data client and what it alone imports; React and the first page’s chunks are not counted.',
  );
  const gzip = bytes.total.gzip;
  const clientAlone = bytes.client.reduce((sum, chunk) => sum + chunk.size.gzip, 0);
  console.log(
    `Goal: the data client at most ${kb(DATA_CLIENT_GOAL_GZIP)} gzip: ${kb(gzip)} with its app wiring (${kb(clientAlone)} the client alone), ${gzip <= DATA_CLIENT_GOAL_GZIP ? 'met' : 'missed'}.`,
  );
  console.log(
    `"/" loads it ${bytes.eagerOnRoot ? 'up front (its entry or document names it)' : 'lazily: neither its entry’s static imports nor its document name it'}.`,
  );
}

function rootVerdict({ loadEventMs, dataClientRequestedMs }: RootLoad): string {
  if (dataClientRequestedMs === null)
    return `did not fetch the data client within ${IDLE_LOAD_TIMEOUT_MS / 1000} s`;
  const after = dataClientRequestedMs - loadEventMs;
  return after >= 0
    ? `fetched the data client ${ms(after)} ms after its load event (at ${ms(loadEventMs)} ms): lazily, not up front`
    : `fetched the data client ${ms(-after)} ms before its load event: up front`;
}

function latencyRow(label: string, latency: RenderLatency): string[] {
  return [label, ms(latency.p50), ms(latency.p95), ms(latency.max)];
}

export function printRender(run: RenderRun): void {
  console.log(
    `\nData client in ${run.browser}: production server, one signed-in person, two tabs of /ui#live-data`,
  );
  console.log(machineLine(run.machine));
  console.log(`\nNote added (\`set\`) → shown in the DOM, ${run.samples} notes (ms)\n`);
  console.log(
    table(
      ['shown in', 'p50', 'p95', 'max'],
      [latencyRow('the other tab', run.otherTab), latencyRow('the writing tab', run.ownTab)],
    ),
  );
  console.log(
    '\nFrom the click that calls `set` to the note in the list (a MutationObserver), both on the machine’s clock.',
  );
  console.log(`"/" in Chromium ${rootVerdict(run.root)}.`);
}
