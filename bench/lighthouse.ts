import type { Flags, Result } from 'lighthouse';
import { launchChromium } from './chromium.ts';
import { stop, type Running } from './processes.ts';
import { startServer } from './server.ts';
import { makeTempDir, removeTempDir } from './temp-dirs.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  /** All the main thread's work over the load (ms): never 0, unlike TBT. */
  work: 'mainthread-work-breakdown',
} as const;
export type Metric = keyof typeof METRICS;
export const METRIC_NAMES = Object.keys(METRICS) as Metric[];

/**
 * What a newcomer's browser holds: nothing. Lighthouse's default keeps IndexedDB, local
 * storage and cookies between audits of one origin, so each run would see the last one's data.
 */
const CLEAR_STORAGE_TYPES: NonNullable<Flags['clearStorageTypes']> = [
  'cookies',
  'file_systems',
  'indexeddb',
  'local_storage',
  'shader_cache',
  'service_workers',
  'cache_storage',
];

/** Modes whose score says pass or fail; the others are notes, not-applicable or manual checks. */
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

export interface FailingAudit {
  id: string;
  title: string;
  category: Category;
  /** The audit's weight in its category score; 0 means it does not move the score. */
  weight: number;
  score: number;
  displayValue?: string;
}

export interface PageReport {
  path: string;
  url: string;
  /** 0–100, or null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  /** Milliseconds (CLS: unitless), or null when Lighthouse could not measure it. */
  metrics: Record<Metric, number | null>;
  failing: FailingAudit[];
  /** Audits that errored, with their message. */
  errors: { id: string; title: string; message: string }[];
  warnings: string[];
  runtimeError?: string;
}

/** One page audited `runs` times: its median figures and the report of its median run. */
export interface PageFigures {
  label: string;
  path: string;
  /** The median of the runs, each figure on its own. */
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number | null>;
  /** Every run's total blocking time, in the order they ran (ms). */
  tbtRuns: (number | null)[];
  /** The run whose performance score is the median: its failing audits and warnings. */
  median: PageReport;
}

export interface LighthouseRun {
  lighthouseVersion: string;
  browser: string;
  runs: number;
  floor: PageFigures;
  pages: PageFigures[];
}

export interface AuditTarget {
  label: string;
  /** A path on the app's server. */
  path: string;
}

function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

function figures(target: AuditTarget, reports: PageReport[]): PageFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(reports.map((report) => report.scores[id]))]),
  ) as Record<Category, number | null>;
  const metrics = Object.fromEntries(
    METRIC_NAMES.map((name) => [name, median(reports.map((report) => report.metrics[name]))]),
  ) as Record<Metric, number | null>;
  const byScore = [...reports].sort(
    (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1),
  );
  return {
    ...target,
    scores,
    metrics,
    tbtRuns: reports.map((report) => report.metrics.TBT),
    median: byScore[Math.floor(byScore.length / 2)]!,
  };
}

function summarise(path: string, lhr: Result): PageReport {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? null]),
  ) as PageReport['metrics'];
  const failing: FailingAudit[] = [];
  const errors: PageReport['errors'] = [];
  const listed = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || listed.has(ref.id)) continue;
      if (audit.scoreDisplayMode === 'error') {
        listed.add(ref.id);
        errors.push({ id: ref.id, title: audit.title, message: audit.errorMessage ?? '' });
      } else if (
        SCORED_MODES.has(audit.scoreDisplayMode) &&
        audit.score !== null &&
        audit.score < 1
      ) {
        listed.add(ref.id);
        failing.push({
          id: ref.id,
          title: audit.title,
          category,
          weight: ref.weight,
          score: audit.score,
          ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        });
      }
    }
  }
  failing.sort((a, b) => b.weight - a.weight || a.score - b.score);
  return {
    path,
    url: lhr.finalDisplayedUrl,
    scores,
    metrics,
    failing,
    errors,
    warnings: lhr.runWarnings.map(String),
    ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.message } : {}),
  };
}

/**
 * Runs Lighthouse's default (mobile) config `runs` times on each target and on the floor
 * (bench/floor.ts), interleaved run by run so a busy moment weighs on all of them alike,
 * each audit as a newcomer (nothing stored). The server, the floor and the system Chromium
 * are started here and stopped again whatever happens.
 */
export async function auditPages(targets: AuditTarget[], runs: number): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const { startFloor } = await import('./floor.ts');
  console.log('');
  const dataDir = makeTempDir('tinies-bench-data-');
  const profileDir = makeTempDir('tinies-bench-chromium-');
  const started: { process: Running }[] = [];
  const floor = await startFloor();
  try {
    const server = await startServer(dataDir);
    started.push(server);
    const chromium = await launchChromium(profileDir);
    started.push(chromium);
    const flags: Flags = {
      port: chromium.port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      clearStorageTypes: CLEAR_STORAGE_TYPES,
    };
    const floorTarget: AuditTarget = { label: 'floor (React 19 page)', path: '/' };
    const all = [
      { target: floorTarget, url: floor.url },
      ...targets.map((target) => ({ target, url: new URL(target.path, server.url).href })),
    ];
    const reports = all.map((): PageReport[] => []);
    let lighthouseVersion = '';
    for (let run = 1; run <= runs; run++) {
      console.log(`Lighthouse: run ${run} of ${runs} over ${all.length} pages…`);
      for (const [index, { target, url }] of all.entries()) {
        let result = await lighthouse(url, flags);
        // Now and then the trace misses the navigation's start (NO_NAVSTART): once more.
        if (result?.lhr.runtimeError) result = await lighthouse(url, flags);
        if (!result) throw new Error(`Lighthouse returned no result for ${target.label}.`);
        lighthouseVersion = result.lhr.lighthouseVersion;
        reports[index]!.push(summarise(target.path, result.lhr));
      }
    }
    const [floorFigures, ...pages] = all.map(({ target }, index) =>
      figures(target, reports[index]!),
    );
    return { lighthouseVersion, browser: chromium.version, runs, floor: floorFigures!, pages };
  } finally {
    // Chromium first: it holds connections to the server open.
    for (const { process } of started.reverse()) await stop(process);
    await floor.close();
    removeTempDir(dataDir);
    removeTempDir(profileDir);
  }
}
