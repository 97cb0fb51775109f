import { parseArgs } from 'node:util';
import { DEFAULT_LOAD, type LoadSettings } from './load.ts';

export const USAGE =
  'Usage: npm run bench [-- [--pages-only] [--no-lighthouse] [--no-client] [--no-store | --store-only] [--no-load | --load-only] [--no-car | --car-only] [--people N] [--seconds S] [--runs N]]';

export interface BenchOptions {
  pages: boolean;
  lighthouse: boolean;
  client: boolean;
  store: boolean;
  load: boolean;
  /** The Car Maintenance history: per keystroke in Node and in Chromium, and its route's bytes. */
  car: boolean;
  loadSettings: LoadSettings;
  /** Lighthouse runs per page, of which the bench prints the median. */
  lighthouseRuns: number;
}

function wholeNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new Error(`--${name} must be a whole number from 1 (got ${JSON.stringify(text)}).`);
  }
  return value;
}

/**
 * The bench's parts from its arguments: everything by default; `--pages-only` (bytes and
 * Lighthouse), `--store-only`,
 * `--load-only` and `--car-only` pick their parts alone (together, each of them). Throws a
 * readable error.
 */
export function parseBenchOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      'pages-only': { type: 'boolean' },
      'no-lighthouse': { type: 'boolean' },
      'no-client': { type: 'boolean' },
      'no-store': { type: 'boolean' },
      'store-only': { type: 'boolean' },
      'no-load': { type: 'boolean' },
      'load-only': { type: 'boolean' },
      'no-car': { type: 'boolean' },
      'car-only': { type: 'boolean' },
      people: { type: 'string' },
      seconds: { type: 'string' },
      runs: { type: 'string' },
    },
  });
  for (const part of ['store', 'load', 'car'] as const) {
    if (values[`no-${part}`] && values[`${part}-only`]) {
      throw new Error(`--no-${part} and --${part}-only exclude each other.`);
    }
  }
  const pagesOnly = Boolean(values['pages-only']);
  const only = Boolean(values['store-only'] || values['load-only'] || values['car-only']);
  if (pagesOnly && only)
    throw new Error('--pages-only and the other --…-only options exclude each other.');
  const pages = !only;
  return {
    pages,
    lighthouse: pages && !values['no-lighthouse'],
    client: pages && !pagesOnly && !values['no-client'],
    store: only ? Boolean(values['store-only']) : !pagesOnly && !values['no-store'],
    load: only ? Boolean(values['load-only']) : !pagesOnly && !values['no-load'],
    car: only ? Boolean(values['car-only']) : !pagesOnly && !values['no-car'],
    lighthouseRuns: wholeNumber('runs', values.runs, 5),
    loadSettings: {
      people: wholeNumber('people', values.people, DEFAULT_LOAD.people),
      seconds: wholeNumber('seconds', values.seconds, DEFAULT_LOAD.seconds),
    },
  };
}
