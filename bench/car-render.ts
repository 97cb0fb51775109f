import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { chromium as playwright, type Page } from '@playwright/test';
import { generateCarHistory, SERVICE_COUNT } from './car-data.ts';
import { CAR_QUERY, KEYSTROKE_BUDGET_MS } from './car-history.ts';
import { launchChromium } from './chromium.ts';
import { percentile } from './fan-out.ts';
import { machineLine, table, type MachineLoad } from './format.ts';
import { startMailingServer } from './mailing-server.ts';
import { stop, type Running } from './processes.ts';
import { makeTempDir, removeTempDir } from './temp-dirs.ts';
import { signUpVerified, type VerifiedUser } from '../src/server/testing/verified-user.ts';

/**
 * The Car Maintenance Tracker's history in the system Chromium against the production
 * server: one person with 20 cars, 12 shops and 5,000 services (stored over the HTTP data
 * API), /car-maintenance opened, the time from the data's arrival to the list's first render,
 * then a query typed into the history's search box letter by letter (three times, the box
 * emptied between, the first time straight after the list showed), each keystroke timed
 * from its keydown to the history's last DOM change (its "Showing N of M" status and rows),
 * with every long task while typing. With `CAR_BENCH_PROFILE=name` set, the page's CPU
 * profiles are written to `name-first-render.cpuprofile` (from navigation to the full list)
 * and `name-typing.cpuprofile` (open them in Chromium's DevTools). With `CAR_BENCH_TRACE=file`,
 * a performance trace of the typing (tasks, rendering and JS samples) is written to `file`
 * (open it in DevTools' Performance panel).
 */
export const LONG_TASK_BUDGET_MS = 50;
/** A keystroke's list is settled once the history has not changed for this long. */
const QUIET_MS = 250;
const PAUSE_MS = 100;
const SHOW_TIMEOUT_MS = 60_000;
/** Largest PATCH body the bench sends (the API takes up to 256 KiB per write). */
const BATCH_BYTES = 200 * 1024;

export interface CarRenderRun {
  browser: string;
  machine: MachineLoad;
  services: number;
  query: string;
  /** From the last data message before the list showed all records, to that render. */
  firstRender: { sinceDataMs: number; sinceNavigationMs: number; longestTaskMs: number };
  keystrokes: {
    count: number;
    p50Ms: number;
    p95Ms: number;
    maxMs: number;
    budgetMs: number;
    /** From keydown to the history's first DOM change (the box's own echo), p95. */
    echoP95Ms: number;
    /** How many keystrokes changed the "Showing N of M" text. */
    statusChanges: number;
    /** Each keystroke's time, in the order typed. */
    eachMs: number[];
  };
  longTasks: { count: number; longestMs: number; totalMs: number; budgetMs: number };
  /** Scripts the page fetched before its list showed, and those of them that should wait for use. */
  scripts: { beforeList: number; heavyBeforeList: string[]; firstPaintHeavy: string[] };
}

/** What a trace of the typing records: the timeline with JS samples. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
];

/** Editors, import, charts and print: loaded on use, never for the first paint. */
const HEAVY = /editor|import|chart|print|csv/i;

/** What the bench keeps on the page's `window`. */
interface BenchWindow {
  benchCar: {
    messages: number[];
    longTasks: { start: number; duration: number }[];
    listShownAt: number | null;
    key: {
      start: number | null;
      first: number | null;
      last: number | null;
      statusAt: number | null;
      status: string;
    };
  };
}

/** In the page, before its scripts: data messages, long tasks, the first full list. */
function watchPage(total: number): void {
  const state: BenchWindow['benchCar'] = {
    messages: [],
    longTasks: [],
    listShownAt: null,
    key: { start: null, first: null, last: null, statusAt: null, status: '' },
  };
  (window as unknown as BenchWindow).benchCar = state;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', () => state.messages.push(performance.now()));
    }
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const wanted = ` of ${total}`;
  const observer = new MutationObserver(() => {
    const status = document.querySelector(
      'section[aria-labelledby="service-history"] [role="status"]',
    );
    if (status?.textContent?.endsWith(wanted)) {
      state.listShownAt = performance.now();
      observer.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
  );
  window.addEventListener(
    'keydown',
    () => {
      state.key.start ??= performance.now();
    },
    { capture: true },
  );
}

/** In the page: watches the history for the next keystroke's changes. */
function armKeystroke(): void {
  const { key } = (window as unknown as BenchWindow).benchCar;
  const section = document.querySelector('section[aria-labelledby="service-history"]')!;
  const status = section.querySelector('[role="status"]')!;
  key.start = null;
  key.first = null;
  key.last = null;
  key.statusAt = null;
  key.status = status.textContent ?? '';
  const observer = new MutationObserver(() => {
    const at = performance.now();
    key.first ??= at;
    key.last = at;
    const now = section.querySelector('[role="status"]')?.textContent ?? '';
    if (key.statusAt === null && now !== key.status) key.statusAt = at;
  });
  observer.observe(section, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
  (window as unknown as { benchStop: () => void }).benchStop = () => observer.disconnect();
}

/** In the page: resolves once the history has been quiet for `quiet` ms after the key. */
function keystrokeSettled(quiet: number) {
  return new Promise<{
    ms: number;
    firstMs: number;
    statusChanged: boolean;
    start: number;
    end: number;
  }>((resolve) => {
    const { key } = (window as unknown as BenchWindow).benchCar;
    const check = () => {
      const since = key.last ?? key.start ?? performance.now();
      if (key.start !== null && performance.now() - since >= quiet) {
        (window as unknown as { benchStop: () => void }).benchStop();
        const end = key.last ?? key.start;
        resolve({
          ms: end - key.start,
          firstMs: (key.first ?? end) - key.start,
          statusChanged: key.statusAt !== null,
          start: key.start,
          end,
        });
      } else setTimeout(check, 20);
    };
    check();
  });
}

function cookiesOf(user: VerifiedUser, origin: string) {
  return [...user.browser.cookies].map(([name, { value }]) => ({ name, value, url: origin }));
}

/** Stores `entries` in a collection with as few PATCHes as the body limit allows. */
async function storeCollection(
  user: VerifiedUser,
  origin: string,
  collection: string,
  entries: [string, object][],
): Promise<void> {
  const url = new URL(`/api/data/users/${user.uid}/car-maintenance/${collection}`, origin);
  let batch: Record<string, object> = {};
  let bytes = 2;
  const send = async () => {
    if (Object.keys(batch).length === 0) return;
    const response = await fetch(url, {
      method: 'PATCH',
      headers: { Cookie: user.cookie, Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify(batch),
    });
    if (!response.ok) {
      throw new Error(
        `Storing ${collection} answered ${response.status}: ${await response.text()}`,
      );
    }
    batch = {};
    bytes = 2;
  };
  for (const [id, value] of entries) {
    const size = JSON.stringify(value).length + id.length + 4;
    if (bytes + size > BATCH_BYTES) await send();
    batch[id] = value;
    bytes += size;
  }
  await send();
}

/** The query is typed this many times, the box emptied between: a percentile needs figures. */
const TYPING_ROUNDS = 3;

async function typeQuery(page: Page) {
  const box = page.getByRole('searchbox', { name: 'Search services' });
  await box.click();
  const times: number[] = [];
  const echoes: number[] = [];
  let statusChanges = 0;
  let first = Infinity;
  let last = 0;
  for (let round = 0; round < TYPING_ROUNDS; round += 1) {
    if (round > 0) {
      await box.fill('');
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS + PAUSE_MS));
    }
    for (const letter of CAR_QUERY) {
      await page.evaluate(armKeystroke);
      await page.keyboard.type(letter);
      const settled = await page.evaluate(keystrokeSettled, QUIET_MS);
      times.push(settled.ms);
      echoes.push(settled.firstMs);
      if (settled.statusChanged) statusChanges += 1;
      first = Math.min(first, settled.start);
      last = Math.max(last, settled.end);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  }
  return { times, echoes, statusChanges, first, last };
}

/**
 * Measures the history; `firstPaintFiles` are the route's first-paint files (from the
 * build's manifest), checked for what should load on use.
 */
export async function measureCarRender(firstPaintFiles: readonly string[]): Promise<CarRenderRun> {
  const loadBefore = loadavg()[0]!;
  const data = generateCarHistory();
  const server = await startMailingServer();
  const profileDir = makeTempDir('tinies-bench-chromium-');
  let chromium: Running | undefined;
  try {
    const user = await signUpVerified({ origin: server.origin, mailTo: server.smtp.mailTo });
    await storeCollection(
      user,
      server.origin,
      'vehicles',
      data.vehicles.map((c) => [c.id, c.vehicle]),
    );
    await storeCollection(
      user,
      server.origin,
      'locations',
      data.locations.map((s) => [s.id, s.location]),
    );
    await storeCollection(
      user,
      server.origin,
      'services',
      data.services.map((s) => [s.id, s.service]),
    );
    const launched = await launchChromium(profileDir);
    chromium = launched.process;
    const browser = await playwright.connectOverCDP(`http://127.0.0.1:${launched.port}`);
    try {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      await context.addCookies(cookiesOf(user, server.origin));
      await context.addInitScript(watchPage, SERVICE_COUNT);
      const page = await context.newPage();
      const profile = process.env.CAR_BENCH_PROFILE;
      const cdp = profile ? await context.newCDPSession(page) : undefined;
      const profiled = async (part: string, run: () => Promise<void>) => {
        if (!cdp) return run();
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await run();
        const { profile: recorded } = await cdp.send('Profiler.stop');
        writeFileSync(`${profile}-${part}.cpuprofile`, JSON.stringify(recorded));
      };
      await profiled('first-render', async () => {
        await page.goto(new URL('/car-maintenance', server.origin).href);
        await page.waitForFunction(
          () => (window as unknown as BenchWindow).benchCar.listShownAt !== null,
          undefined,
          { timeout: SHOW_TIMEOUT_MS },
        );
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const shown = await page.evaluate(() => {
        const { messages, listShownAt, longTasks } = (window as unknown as BenchWindow).benchCar;
        const arrived = messages.filter((at) => at <= listShownAt!).at(-1) ?? 0;
        const during = longTasks.filter(
          (t) => t.start + t.duration >= arrived && t.start <= listShownAt!,
        );
        return {
          sinceDataMs: listShownAt! - arrived,
          sinceNavigationMs: listShownAt!,
          longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
        };
      });
      const beforeList = await page.evaluate(() => {
        const shownAt = (window as unknown as BenchWindow).benchCar.listShownAt!;
        return performance
          .getEntriesByType('resource')
          .filter(
            (entry) => entry.startTime <= shownAt && new URL(entry.name).pathname.endsWith('.js'),
          )
          .map((entry) => new URL(entry.name).pathname.split('/').pop()!);
      });
      let typed!: Awaited<ReturnType<typeof typeQuery>>;
      const trace = process.env.CAR_BENCH_TRACE;
      if (trace) await browser.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
      await profiled('typing', async () => {
        typed = await typeQuery(page);
      });
      if (trace) await browser.stopTracing();
      const tasks = await page.evaluate(
        ({ from, to }) =>
          (window as unknown as BenchWindow).benchCar.longTasks
            .filter((t) => t.start + t.duration >= from && t.start <= to)
            .map((t) => t.duration),
        { from: typed.first, to: typed.last },
      );
      await context.close();
      const sorted = typed.times.toSorted((a, b) => a - b);
      return {
        browser: launched.version,
        machine: { cores: availableParallelism(), loadBefore, loadAfter: loadavg()[0]! },
        services: SERVICE_COUNT,
        query: CAR_QUERY,
        firstRender: shown,
        scripts: {
          beforeList: beforeList.length,
          heavyBeforeList: beforeList.filter((name) => HEAVY.test(name)),
          firstPaintHeavy: firstPaintFiles.filter((file) => HEAVY.test(file)),
        },
        keystrokes: {
          count: sorted.length,
          p50Ms: percentile(sorted, 0.5),
          p95Ms: percentile(sorted, 0.95),
          maxMs: sorted.at(-1)!,
          budgetMs: KEYSTROKE_BUDGET_MS,
          echoP95Ms: percentile(
            typed.echoes.toSorted((a, b) => a - b),
            0.95,
          ),
          statusChanges: typed.statusChanges,
          eachMs: typed.times.map((ms) => Math.round(ms * 10) / 10),
        },
        longTasks: {
          count: tasks.length,
          longestMs: Math.max(0, ...tasks),
          totalMs: tasks.reduce((sum, ms) => sum + ms, 0),
          budgetMs: LONG_TASK_BUDGET_MS,
        },
      };
    } finally {
      await browser.close();
    }
  } finally {
    if (chromium) await stop(chromium);
    await server.close();
    removeTempDir(profileDir);
  }
}

const within = (ms: number, budget: number) => (ms <= budget ? 'within' : 'OVER');

export function printCarRender(run: CarRenderRun): void {
  const { keystrokes: k, longTasks: t, firstRender: f } = run;
  console.log(
    `\nCar Maintenance history in ${run.browser} (${run.services} services; "${run.query}" ` +
      'typed into the search box 3 times; each keystroke from keydown to the history’s last DOM change)\n',
  );
  console.log(
    table(
      ['figure', 'ms', 'budget ms', ''],
      [
        ['keystroke p50', k.p50Ms.toFixed(1), String(k.budgetMs), within(k.p50Ms, k.budgetMs)],
        ['keystroke p95', k.p95Ms.toFixed(1), String(k.budgetMs), within(k.p95Ms, k.budgetMs)],
        ['keystroke max', k.maxMs.toFixed(1), String(k.budgetMs), within(k.maxMs, k.budgetMs)],
        ['keystroke to first change p95', k.echoP95Ms.toFixed(1), '', ''],
        [
          'longest task while typing',
          t.longestMs.toFixed(1),
          String(t.budgetMs),
          within(t.longestMs, t.budgetMs),
        ],
        ['first list render after data', f.sinceDataMs.toFixed(1), '', ''],
        [
          '  longest task in it',
          f.longestTaskMs.toFixed(1),
          String(t.budgetMs),
          within(f.longestTaskMs, t.budgetMs),
        ],
        ['list shown since navigation', f.sinceNavigationMs.toFixed(1), '', ''],
      ],
    ),
  );
  console.log(
    `${k.count} keystrokes, ${k.statusChanges} changed "Showing N of M"; ${t.count} long tasks ` +
      `while typing, ${t.totalMs.toFixed(0)} ms in all.`,
  );
  const perRound = k.eachMs.length / TYPING_ROUNDS;
  for (let round = 0; round < TYPING_ROUNDS; round += 1) {
    const times = k.eachMs.slice(round * perRound, (round + 1) * perRound);
    console.log(`Round ${round + 1}, each keystroke (ms): ${times.join(', ')}.`);
  }
  const { scripts } = run;
  const heavy = [...new Set([...scripts.firstPaintHeavy, ...scripts.heavyBeforeList])];
  console.log(
    `${scripts.beforeList} scripts fetched before the list showed; editors, import, charts and ` +
      `print among them or in the route's first paint: ${heavy.length === 0 ? 'none' : heavy.join(', ')}.`,
  );
  console.log(machineLine(run.machine));
}
