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
  SI: 'speed-index',
} as const;

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
  metrics: Record<keyof typeof METRICS, string | undefined>;
  failing: FailingAudit[];
  /** Audits that errored, with their message. */
  errors: { id: string; title: string; message: string }[];
  warnings: string[];
  runtimeError?: string;
}

export interface LighthouseRun {
  lighthouseVersion: string;
  browser: string;
  reports: PageReport[];
}

function summarise(path: string, lhr: Result): PageReport {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.displayValue]),
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
 * Runs Lighthouse's default (mobile) config on each path, against the real server and the
 * system Chromium, both started here and stopped again whatever happens.
 */
export async function auditPages(paths: string[]): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  console.log('');
  const dataDir = makeTempDir('tinies-bench-data-');
  const profileDir = makeTempDir('tinies-bench-chromium-');
  const started: { process: Running }[] = [];
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
    };
    const reports: PageReport[] = [];
    let lighthouseVersion = '';
    for (const path of paths) {
      console.log(`Lighthouse: auditing ${path}…`);
      const result = await lighthouse(new URL(path, server.url).href, flags);
      if (!result) throw new Error(`Lighthouse returned no result for ${path}.`);
      lighthouseVersion = result.lhr.lighthouseVersion;
      reports.push(summarise(path, result.lhr));
    }
    return { lighthouseVersion, browser: chromium.version, reports };
  } finally {
    // Chromium first: it holds connections to the server open.
    for (const { process } of started.reverse()) await stop(process);
    removeTempDir(dataDir);
    removeTempDir(profileDir);
  }
}
