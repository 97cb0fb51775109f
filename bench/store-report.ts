import { machineLine, table } from './format.ts';
import type { StoreRun, WriteRates } from './store.ts';

/** The goals of the data store, and the figure of the hosted service it replaces. */
export const STORE_GOALS = {
  ackedWritesPerSecond: 5_000,
  p99FanOutMsAt1000: 25,
  shareOfBaseline: 0.5,
} as const;
const HOSTED_WRITES_PER_SECOND = '1,000';

const rate = (perSecond: number) => Math.round(perSecond).toLocaleString('en-US');
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
const share = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** Every ratio of the run, each as "how much of the raw baseline": 100% = as fast. */
function shares(run: StoreRun): { label: string; fraction: number }[] {
  return [
    { label: 'one client', fraction: run.sqlite.oneClient / run.sqliteInserts },
    {
      label: `${run.writeLoads.clients} people`,
      fraction: run.sqlite.manyClients / run.sqliteInserts,
    },
    ...run.fanOut.flatMap((round) => [
      { label: `p50 at ${round.subscribers}`, fraction: round.baseline.p50 / round.ours.p50 },
      { label: `p99 at ${round.subscribers}`, fraction: round.baseline.p99 / round.ours.p99 },
    ]),
  ];
}

function writeRows(run: StoreRun, rates: WriteRates, baseline?: number): string[][] {
  const { clients, oneClient, eachOfMany } = run.writeLoads;
  const rows: [string, number][] = [
    [`one client, ${oneClient.inFlight} writes in flight`, rates.oneClient],
    [`${clients} people at once, ${eachOfMany.inFlight} in flight each`, rates.manyClients],
  ];
  return rows.map(([label, value]) =>
    baseline === undefined
      ? [label, rate(value)]
      : [label, rate(value), rate(baseline), share(value / baseline)],
  );
}

function printGoals(run: StoreRun): void {
  const slowest = Math.min(run.sqlite.oneClient, run.sqlite.manyClients);
  const writes = slowest >= STORE_GOALS.ackedWritesPerSecond ? 'met' : 'missed';
  console.log(
    `\nGoal: at least ${rate(STORE_GOALS.ackedWritesPerSecond)} acknowledged writes/s on SQLite: ${writes} (${rate(run.sqlite.oneClient)} and ${rate(run.sqlite.manyClients)}).`,
  );
  const largest = run.fanOut.at(-1)!;
  const p99 = largest.ours.p99;
  console.log(
    `Goal: p99 fan-out at most ${STORE_GOALS.p99FanOutMsAt1000} ms with ${largest.subscribers} subscribers: ${p99 <= STORE_GOALS.p99FanOutMsAt1000 ? 'met' : 'missed'} (${ms(p99)} ms).`,
  );
  const below = shares(run).filter(({ fraction }) => fraction < STORE_GOALS.shareOfBaseline);
  console.log(
    `Goal: at least ${share(STORE_GOALS.shareOfBaseline)} of each raw baseline: ${
      below.length === 0
        ? 'met'
        : `below in ${below.map(({ label, fraction }) => `${label} (${share(fraction)})`).join(', ')}`
    }.`,
  );
  console.log(
    `For scale: the hosted realtime database the store replaces guides ${HOSTED_WRITES_PER_SECOND} writes/s.`,
  );
}

export function printStore(run: StoreRun): void {
  console.log(
    '\nData store: the real server process on SQLite, every client in this process, over loopback',
  );
  console.log(machineLine(run.machine));
  console.log('\nAcknowledged writes per second (set → ack over the live WebSocket)\n');
  console.log(
    table(
      ['load', 'ours', 'raw baseline', 'ours / baseline'],
      writeRows(run, run.sqlite, run.sqliteInserts),
    ),
  );
  console.log(
    '\nRaw baseline: plain node:sqlite inserts of the same JSON, one transaction each, WAL, synchronous=NORMAL.',
  );

  console.log('\nFan-out latency, write sent → value received by each subscriber (ms)\n');
  console.log(
    table(
      ['subscribers', 'writes', 'ours p50', 'p99', 'raw p50', 'p99', 'raw / ours p50', 'p99'],
      run.fanOut.map((round) => [
        String(round.subscribers),
        String(round.writes),
        ms(round.ours.p50),
        ms(round.ours.p99),
        ms(round.baseline.p50),
        ms(round.baseline.p99),
        share(round.baseline.p50 / round.ours.p50),
        share(round.baseline.p99 / round.ours.p99),
      ]),
    ),
  );
  console.log(
    '\nRaw baseline: a plain ws server in its own process relaying the same message to every socket.',
  );
  console.log('Ratios say how much of the raw baseline ours reaches: 100% = as fast.');
  printGoals(run);
  if (run.postgres) {
    console.log('\nAcknowledged writes per second on PostgreSQL (informational)\n');
    console.log(table(['load', 'ours'], writeRows(run, run.postgres)));
  }
}
