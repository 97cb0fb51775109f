import { machineLine, table } from './format.ts';
import {
  errorsByCode,
  writeCeiling,
  writesPerSecond,
  type OperationFigures,
} from './load-figures.ts';
import type { LoadRun } from './load.ts';

const rate = (perSecond: number) => Math.round(perSecond).toLocaleString('en-US');
const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;

function errorCell(errors: OperationFigures['errors']): string {
  const entries = Object.entries(errors);
  return entries.length === 0
    ? '0'
    : entries.map(([code, count]) => `${count.toLocaleString('en-US')} ${code}`).join(', ');
}

/** One row per operation: ops/s, p50, p99 and failures by code. */
export function operationRows(operations: OperationFigures[]): string[][] {
  return operations.map((figure) => [
    figure.operation,
    rate(figure.perSecond),
    ms(figure.p50),
    ms(figure.p99),
    errorCell(figure.errors),
  ]);
}

/** At or above this share of its ceiling, the write rate is what bounds the writes. */
const BOUND_SHARE = 0.9;

/** Whether the per-person write rate refused writes, in words, with the ceiling it sets. */
export function writeRateVerdict(run: LoadRun): string {
  const refused = errorsByCode(run.operations).find(([code]) => code === 'RATE_LIMITED')?.[1] ?? 0;
  const { perSecond, burst } = run.writeRate;
  const made = writesPerSecond(run.operations);
  const writes = rate(made);
  if (!run.production) {
    return `Write rate lifted: ${writes} writes/s is what the server and this machine reach.`;
  }
  const ceiling = writeCeiling(run.people, run.seconds, run.writeRate);
  const limit = `${rate(perSecond)}/s per person after a burst of ${burst} lets ${run.people} people make at most ${rate(ceiling)} writes/s over ${Math.round(run.seconds)} s`;
  if (refused === 0) {
    return `The write rate refused nothing (${limit}): ${writes} writes/s is what the server and this machine reach.`;
  }
  const times = `${refused.toLocaleString('en-US')} times (RATE_LIMITED)`;
  return made >= BOUND_SHARE * ceiling
    ? `The write rate bounds the writes, as the limit intends: ${limit}; they made ${writes}/s and were refused ${times}.`
    : `The write rate refused ${times} when a person's writes ran ahead (${limit}); they made ${writes}/s, so over the run the server and this machine bound them first.`;
}

export function printLoad(runs: LoadRun[]): void {
  for (const run of runs) {
    const limit = run.production ? 'the production default' : 'lifted';
    console.log(
      `\nLoad on ${run.database}: ${run.people} people for ${run.seconds.toFixed(1)} s, write rate ${limit} (${rate(run.writeRate.perSecond)}/s per person, burst ${rate(run.writeRate.burst)})`,
    );
    console.log(machineLine(run.machine));
    console.log('');
    console.log(
      table(
        ['operation', 'per second', 'p50 ms', 'p99 ms', 'errors'],
        operationRows(run.operations),
      ),
    );
    console.log(
      `\nServer memory (resident, sampled from /proc every 100 ms): ${mb(run.server.beforeBytes)} before the load, ${mb(run.server.peakBytes)} at its peak.`,
    );
    console.log(
      `CPU in cores (1 = one core busy all along): the server ${run.server.cores.toFixed(2)}, the simulated clients ${run.clientCores.toFixed(2)}, of ${run.machine.cores}.`,
    );
    console.log(writeRateVerdict(run));
  }
  if (runs.length === 0) return;
  console.log(
    '\nEach person: a phone writing over the live socket (set of a whole recipe, update of its notes), a laptop writing over HTTP (PUT, PATCH) and reading the whole book (GET), both subscribed to the book; delivery = write sent → the other device receives it. Every client runs in this process, on the same cores as the server.',
  );
}
