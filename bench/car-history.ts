import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { generateCarHistory, CAR_COUNT, SERVICE_COUNT } from './car-data.ts';
import { percentile } from './fan-out.ts';
import { machineLine, table, type MachineLoad } from './format.ts';
import { suggestParts } from '../src/shared/car-maintenance/part-tagger.ts';
import { partName } from '../src/shared/car-maintenance/parts.ts';
import {
  filterHistory,
  historyMatcher,
  NO_HISTORY_FILTERS,
  sortedHistory,
  type HistoryFilters,
} from '../src/tinies/car-maintenance/history/history-filters.ts';

/**
 * The Car Maintenance Tracker's service history as each keystroke runs it, in Node: 20 cars
 * and 5,000 generated records, a query typed letter by letter, and the time to search and
 * filter the sorted records per keystroke (a fresh matcher each round, so the first keystroke
 * also pays for reading every record once, as the first search on the page does); then the
 * part tagger's suggestions over an editor's text, typed letter by letter.
 */
export const CAR_QUERY = 'front brake pads';
export const KEYSTROKE_BUDGET_MS = 16;
const ROUNDS = 15;
/** What a person types into a service's notes: the tagger runs on it per keystroke. */
const EDITOR_TEXT =
  'Front brake pads and brake rotors replaced, calipers cleaned and greased. ' +
  'Topped up brake fluid and coolant; the serpentine belt squeals on a cold start, ' +
  'check it with the water pump at the next oil change with a new oil filter.';

export interface KeystrokeFigure {
  case: string;
  keystrokes: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface CarHistoryBench {
  cars: number;
  services: number;
  query: string;
  budgetMs: number;
  /** Sorting every record newest first: once per change of the records, not per keystroke. */
  sortMs: number;
  figures: KeystrokeFigure[];
  machine: MachineLoad;
}

function figure(name: string, times: number[]): KeystrokeFigure {
  const sorted = times.toSorted((a, b) => a - b);
  return {
    case: name,
    keystrokes: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    maxMs: sorted.at(-1)!,
  };
}

export function benchCarHistory(): CarHistoryBench {
  const loadBefore = loadavg()[0]!;
  const data = generateCarHistory();
  const shopNames = new Map(data.locations.map((shop) => [shop.id, shop.location.name]));
  const carIds = new Set(data.vehicles.map((car) => car.id));
  const names = { shop: (id: string) => shopNames.get(id), part: (id: string) => partName(id, []) };

  const sortTimes: number[] = [];
  let sorted = sortedHistory(data.services, carIds);
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    sorted = sortedHistory(data.services, carIds);
    sortTimes.push(performance.now() - started);
  }

  const chosen: Omit<HistoryFilters, 'search'> = {
    ...NO_HISTORY_FILTERS,
    cars: data.vehicles.slice(0, 5).map((car) => car.id),
    types: ['brake-pads', 'brake-inspection', 'custom'],
    from: '2018-01-01',
    to: '2025-12-31',
  };
  const cases: [string, Omit<HistoryFilters, 'search'>][] = [
    ['search only', NO_HISTORY_FILTERS],
    ['search + 5 cars, 3 types, dates', chosen],
  ];
  const figures = cases.map(([name, filters]) => {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const matcher = historyMatcher(names);
      for (let length = 1; length <= CAR_QUERY.length; length += 1) {
        const started = performance.now();
        filterHistory(sorted, { ...filters, search: CAR_QUERY.slice(0, length) }, matcher);
        times.push(performance.now() - started);
      }
    }
    return figure(name, times);
  });

  const tagTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let length = 1; length <= EDITOR_TEXT.length; length += 1) {
      const started = performance.now();
      suggestParts(EDITOR_TEXT.slice(0, length), []);
      tagTimes.push(performance.now() - started);
    }
  }
  figures.push(figure(`part tagger (${EDITOR_TEXT.length}-character notes)`, tagTimes));

  return {
    cars: CAR_COUNT,
    services: SERVICE_COUNT,
    query: CAR_QUERY,
    budgetMs: KEYSTROKE_BUDGET_MS,
    sortMs: percentile(
      sortTimes.toSorted((a, b) => a - b),
      0.5,
    ),
    figures,
    machine: { cores: availableParallelism(), loadBefore, loadAfter: loadavg()[0]! },
  };
}

export function printCarHistory(bench: CarHistoryBench): void {
  console.log(
    `\nCar Maintenance history per keystroke in Node (${bench.cars} cars, ${bench.services} ` +
      `services; "${bench.query}" typed letter by letter; budget ${bench.budgetMs} ms)\n`,
  );
  console.log(
    table(
      ['case', 'keystrokes', 'p50 ms', 'p95 ms', 'max ms', 'budget'],
      bench.figures.map((f) => [
        f.case,
        String(f.keystrokes),
        f.p50Ms.toFixed(2),
        f.p95Ms.toFixed(2),
        f.maxMs.toFixed(2),
        f.p95Ms <= bench.budgetMs ? 'within' : 'OVER',
      ]),
    ),
  );
  console.log(
    `Sorting all records newest first (once per change, not per keystroke): ${bench.sortMs.toFixed(2)} ms p50.`,
  );
  console.log(machineLine(bench.machine));
}
