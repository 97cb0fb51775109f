import type { RouteBytes, Size } from './bytes.ts';
import { kb, table } from './format.ts';
import { CATEGORIES, type LighthouseRun } from './lighthouse.ts';

/** The speed budget: first paint of `/`, and of every tool route, gzip in total. */
export const BYTES_BUDGET_GZIP = 90_000;
export const TOOL_BYTES_BUDGET_GZIP = 130_000;
/** Figures for scale, from the app this spec was written from. */
const ORIGINAL_GZIP_FOR_ROOT = '208 KB';
const ORIGINAL_SCORES = '97 / 93 / 96 / 91';

const CATEGORY_LABELS = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
} as const;

function cell(size: Size): string {
  const number = (bytes: number) => (bytes / 1000).toFixed(1);
  return `${number(size.raw)} / ${number(size.gzip)} / ${number(size.brotli)}`;
}

export function printBytes(routes: RouteBytes[]): void {
  console.log(
    '\nBytes for the first paint of each route (raw / gzip -9 / brotli q11, KB = 1000 B)',
  );
  console.log(
    'HTML = the document sent (prerendered); JS and CSS = entry chunk + static imports (+ for a tool, its page chunk and whatever else the route waits for before it renders)\n',
  );
  console.log(
    table(
      ['route', 'HTML', 'JS', 'CSS', 'total'],
      routes.map((route) => [
        route.route,
        cell(route.html),
        cell(route.js),
        cell(route.css),
        cell(route.total),
      ]),
    ),
  );
  console.log('');
  for (const route of routes) {
    const budget = route.route === '/' ? BYTES_BUDGET_GZIP : TOOL_BYTES_BUDGET_GZIP;
    const gzip = route.total.gzip;
    const verdict =
      gzip <= budget ? `within (${kb(budget - gzip)} to spare)` : `over by ${kb(gzip - budget)}`;
    console.log(
      `Budget: "${route.route}" at most ${kb(budget)} gzip in total: ${kb(gzip)}, ${verdict}.`,
    );
  }
  console.log(
    `For scale: the app this spec was written from ships ${ORIGINAL_GZIP_FOR_ROOT} gzip for /.`,
  );
}

export function printLighthouse(run: LighthouseRun): void {
  console.log(`\nLighthouse ${run.lighthouseVersion}, default mobile config, on ${run.browser}\n`);
  console.log(
    table(
      ['page', ...CATEGORIES.map((id) => CATEGORY_LABELS[id])],
      run.reports.map((report) => [
        report.path,
        ...CATEGORIES.map((id) => String(report.scores[id] ?? '–')),
      ]),
    ),
  );
  console.log(
    `\nFor scale: the original scores ${ORIGINAL_SCORES} on mobile (performance / accessibility / best practices / SEO).`,
  );
  for (const report of run.reports) {
    const below = CATEGORIES.filter((id) => report.scores[id] !== 100);
    const verdict = below.length
      ? `below 100 in ${below.map((id) => CATEGORY_LABELS[id]).join(', ')}`
      : 'met';
    console.log(`Budget: 100 in all four, ${report.path}: ${verdict}.`);
  }
  for (const report of run.reports) {
    console.log(`\n${report.path} (${report.url})`);
    if (report.runtimeError) console.log(`  Runtime error: ${report.runtimeError}`);
    const metrics = Object.entries(report.metrics)
      .map(([name, value]) => `${name} ${value ?? '–'}`)
      .join(', ');
    console.log(`  Metrics: ${metrics}`);
    for (const warning of report.warnings) console.log(`  Warning: ${warning}`);
    if (report.failing.length === 0) console.log('  Failing audits: none');
    else console.log('  Failing audits (score < 1; weight 0 = does not move the score):');
    for (const audit of report.failing) {
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      console.log(
        `    - [${CATEGORY_LABELS[audit.category]}, weight ${audit.weight}, score ${audit.score.toFixed(2)}] ${audit.title}${value}  {${audit.id}}`,
      );
    }
    for (const error of report.errors) {
      console.log(`    ! [error] ${error.title}: ${error.message}  {${error.id}}`);
    }
  }
}
