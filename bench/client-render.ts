import { availableParallelism, loadavg } from 'node:os';
import { chromium as playwright, type BrowserContext, type Page } from '@playwright/test';
import { launchChromium } from './chromium.ts';
import { percentile } from './fan-out.ts';
import type { MachineLoad } from './format.ts';
import { startMailingServer } from './mailing-server.ts';
import { stop, type Running } from './processes.ts';
import { makeTempDir, removeTempDir } from './temp-dirs.ts';
import { signUpVerified, type VerifiedUser } from '../src/server/testing/verified-user.ts';

/** Notes timed, after a few uncounted ones (JIT, the first renders of the list). */
export const RENDER_SAMPLES = 30;
const WARM_UP_NOTES = 3;
/** Quiet time between notes, so each is timed alone. */
const PAUSE_MS = 50;
/** A note not shown within this means the bench cannot measure. */
const SHOW_TIMEOUT_MS = 10_000;
/** How long "/" may take to fetch the data client after its load before it counts as never. */
export const IDLE_LOAD_TIMEOUT_MS = 10_000;
const NOTES_PAGE = '/ui#live-data';

/** Milliseconds, over every note timed. */
export interface RenderLatency {
  p50: number;
  p95: number;
  max: number;
}

/** When "/" fetched the data client, in ms from navigation start. */
export interface RootLoad {
  loadEventMs: number;
  /** Null when it did not fetch it within `IDLE_LOAD_TIMEOUT_MS` of its load event. */
  dataClientRequestedMs: number | null;
}

export interface RenderRun {
  browser: string;
  machine: MachineLoad;
  samples: number;
  /** `set` in one tab → the note in the other tab's DOM. */
  otherTab: RenderLatency;
  /** `set` → the note in the writing tab's own DOM (the local echo). */
  ownTab: RenderLatency;
  root: RootLoad;
}

/** What the bench keeps on the page's `window` between two calls into it. */
interface BenchWindow {
  benchNoteShown?: Promise<number>;
}

/**
 * In the page: from now on, watches the live notes for a note reading `text` and keeps
 * the time it appears in the DOM (React has committed it), on the machine's clock.
 */
function watchForNote(text: string): void {
  const section = document.getElementById('live-data');
  if (!section) throw new Error('The page has no live notes (#live-data).');
  (window as BenchWindow).benchNoteShown = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const at = performance.timeOrigin + performance.now();
      const labels = section.querySelectorAll('li label');
      if (![...labels].some((label) => label.textContent === text)) return;
      observer.disconnect();
      resolve(at);
    });
    observer.observe(section, { childList: true, subtree: true, characterData: true });
  });
}

/** In the page: submits the typed note (`set` runs in the click's handler); returns when. */
function addTypedNote(): number {
  const button = document.querySelector<HTMLButtonElement>('#live-data form [type="submit"]');
  if (!button) throw new Error('The live notes have no submit button.');
  const at = performance.timeOrigin + performance.now();
  button.click();
  return at;
}

async function noteShown(page: Page, tab: string): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`A note did not show in ${tab} within ${SHOW_TIMEOUT_MS / 1000} s.`)),
      SHOW_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([page.evaluate(() => (window as BenchWindow).benchNoteShown!), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function openNotes(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(new URL(NOTES_PAGE, origin).href);
  // Synced: the live subscription is open and the (empty) list is known.
  await page.locator('[role="status"][data-state="saved"]').waitFor();
  await page.getByText('No notes yet.').waitFor();
  return page;
}

function latency(samples: number[]): RenderLatency {
  const sorted = samples.toSorted((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1)! };
}

/** Adds notes in `writer`, timing each until it shows there and in `reader`. */
async function timeNotes(writer: Page, reader: Page) {
  const input = writer.getByRole('region', { name: 'Live data' }).getByLabel('New note');
  const otherTab: number[] = [];
  const ownTab: number[] = [];
  for (let n = 0; n < WARM_UP_NOTES + RENDER_SAMPLES; n++) {
    const text = `Bench note ${n} ${crypto.randomUUID().slice(0, 8)}`;
    await input.fill(text);
    await reader.evaluate(watchForNote, text);
    await writer.evaluate(watchForNote, text);
    const sent = await writer.evaluate(addTypedNote);
    const [there, here] = await Promise.all([
      noteShown(reader, 'the other tab'),
      noteShown(writer, 'the writing tab'),
    ]);
    if (n >= WARM_UP_NOTES) {
      otherTab.push(there - sent);
      ownTab.push(here - sent);
    }
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  return { otherTab: latency(otherTab), ownTab: latency(ownTab) };
}

/**
 * In the page: resolves once it has fetched any of `paths` (or after `timeoutMs`), with
 * when it did and when its load event ended, from its own timings.
 */
function whenFetched({ paths, timeoutMs }: { paths: string[]; timeoutMs: number }) {
  return new Promise<RootLoad>((resolve) => {
    const done = (dataClientRequestedMs: number | null) => {
      observer.disconnect();
      clearTimeout(timer);
      const [navigation] = performance.getEntriesByType('navigation');
      const { loadEventEnd } = navigation as PerformanceNavigationTiming;
      resolve({ loadEventMs: loadEventEnd, dataClientRequestedMs });
    };
    const check = () => {
      const times = performance
        .getEntriesByType('resource')
        .filter((entry) => paths.includes(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      if (times.length > 0) done(Math.min(...times));
    };
    const observer = new PerformanceObserver(check);
    observer.observe({ type: 'resource' });
    const timer = setTimeout(() => done(null), timeoutMs);
    check();
  });
}

/** Opens "/" as a visitor and tells when it fetched `files`. */
async function rootLoad(context: BrowserContext, origin: string, files: string[]) {
  const page = await context.newPage();
  await page.goto(new URL('/', origin).href, { waitUntil: 'load' });
  const paths = files.map((file) => `/${file}`);
  return page.evaluate(whenFetched, { paths, timeoutMs: IDLE_LOAD_TIMEOUT_MS });
}

/** The server's session cookies for one person, for a browser context of theirs. */
function cookiesOf(user: VerifiedUser, origin: string) {
  return [...user.browser.cookies].map(([name, { value }]) => ({ name, value, url: origin }));
}

/**
 * The data client in the system Chromium against the production server (fresh data, one
 * person signed up and verified through the mailed link): notes added in one tab of the
 * gallery's live notes, timed until they show in the other tab and in their own; and when
 * "/" fetches the data client's `files` (after idle, not up front).
 */
export async function measureRender(files: string[]): Promise<RenderRun> {
  const loadBefore = loadavg()[0]!;
  const server = await startMailingServer();
  const profileDir = makeTempDir('tinies-bench-chromium-');
  let chromium: Running | undefined;
  try {
    const user = await signUpVerified({ origin: server.origin, mailTo: server.smtp.mailTo });
    const launched = await launchChromium(profileDir);
    chromium = launched.process;
    const browser = await playwright.connectOverCDP(`http://127.0.0.1:${launched.port}`);
    try {
      // Blocked: the service worker would precache every chunk and blur what "/" fetches.
      const visitor = await browser.newContext({ serviceWorkers: 'block' });
      const root = await rootLoad(visitor, server.origin, files);
      await visitor.close();

      const person = await browser.newContext({ serviceWorkers: 'block' });
      await person.addCookies(cookiesOf(user, server.origin));
      const writer = await openNotes(person, server.origin);
      const reader = await openNotes(person, server.origin);
      const timed = await timeNotes(writer, reader);
      await person.close();
      const machine = { cores: availableParallelism(), loadBefore, loadAfter: loadavg()[0]! };
      return { browser: launched.version, machine, samples: RENDER_SAMPLES, ...timed, root };
    } finally {
      await browser.close();
    }
  } finally {
    // Chromium first: it holds connections to the server open.
    if (chromium) await stop(chromium);
    await server.close();
    removeTempDir(profileDir);
  }
}
