import type { Page } from '@playwright/test';
import { withThrottledPage } from './throttled-page.ts';
import type { VerifiedUser } from '../src/server/testing/verified-user.ts';
import {
  QUESTION_CATEGORIES,
  type AnswerType,
} from '../src/shared/apartment-tour-questions/apartment-model.ts';
import { BUILT_IN_QUESTIONS } from '../src/shared/apartment-tour-questions/question-bank.ts';
import { COMPARISON_MEASURE } from '../src/tinies/apartment-tour-questions/compare/compare-model.ts';

/**
 * Apartment Tour Questions' comparison in the system Chromium at a 4× slower CPU (a phone),
 * with 4 apartments × 120 questions, every one answered: the time from a tap on "Compare"
 * (the screen's code already loaded) to the comparison painted, and the screen's own work
 * from its first render to its DOM in place — opened again over the same answers, and
 * opened after an answer changed (its figures all made anew); from a tap on a ranking to
 * the re-ordered table painted, with the categories closed and with all 120 questions'
 * rows open; and from "Open every category" to the 480 answers painted. The frame budget is
 * 16 ms.
 */
const APARTMENTS = 4;
const QUESTIONS = 120;
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.COMPARE_RUNS ?? 15);
export const FRAME_BUDGET_MS = 16;

export interface Stat {
  medianMs: number;
  p95Ms: number;
  runsMs: number[];
}

/**
 * From the click: the script's work until the change shows (`committed`), its frame painted
 * (`painted`: the first frame), every row drawn and painted (`complete`), the longest gap
 * between frames until then, and how many tasks took over 50 ms.
 */
export interface Figures {
  /** The screen's first render to its commit (its User Timing measure), when it has one. */
  screen?: Stat;
  committed: Stat;
  painted: Stat;
  complete: Stat;
  longestFrameGap: Stat;
  longTasks: Stat;
}

export interface ApartmentCompareRun {
  apartments: number;
  questions: number;
  cpuSlowdown: number;
  frameBudgetMs: number;
  open: Figures;
  openAfterChange: Figures;
  rerank: Figures;
  openEveryCategory: Figures;
  rerankAllOpen: Figures;
}

type Documents = Record<string, Record<string, object>>;

export function generate(): Documents {
  const stamp = new Date().toISOString();
  const stamps = { createdAt: stamp, updatedAt: stamp };
  const docs: Documents = { apartments: {}, units: {}, costs: {}, questions: {}, answers: {} };
  const apartmentIds = Array.from({ length: APARTMENTS }, (_, index) => `bench-apt-${index}`);
  apartmentIds.forEach((id, index) => {
    docs.apartments![id] = {
      name: `Apartment ${index + 1}`,
      status: 'toured',
      rent: 1500 + index * 120,
      beds: 1 + (index % 3),
      baths: 1,
      area: 600 + index * 55,
      laundry: index % 2 ? 'in-building' : 'in-unit',
      parking: 'street',
      pets: 'cats',
      airConditioning: index % 2 === 0,
      chosenUnitId: `${id}-unit`,
      freeWeeks: index,
      ...stamps,
    };
    docs.units![`${id}-unit`] = {
      apartmentId: id,
      name: `${index + 1}B`,
      rent: 1450 + index * 130,
      ...stamps,
    };
    docs.costs![`${id}-internet`] = {
      apartmentId: id,
      name: 'Internet',
      amount: 40 + index * 5,
      frequency: 'monthly',
      ...stamps,
    };
    docs.costs![`${id}-deposit`] = {
      apartmentId: id,
      name: 'Security Deposit',
      amount: 1500,
      frequency: 'one-time',
      refundable: true,
      ...stamps,
    };
  });
  const types: AnswerType[] = ['yes-no', 'rating', 'number', 'text'];
  const asked: { id: string; answerType: AnswerType }[] = BUILT_IN_QUESTIONS.map((q) => ({
    id: q.id,
    answerType: q.answerType,
  }));
  for (let index = asked.length; index < QUESTIONS; index++) {
    const id = `bench-question-${index}`;
    const answerType = types[index % types.length]!;
    docs.questions![id] = {
      text: `Custom question number ${index}?`,
      category: QUESTION_CATEGORIES[index % QUESTION_CATEGORIES.length],
      how: 'check',
      answerType,
      ...(answerType === 'yes-no'
        ? { better: 'yes' }
        : answerType === 'number'
          ? { better: 'lower' }
          : {}),
      scope: 'all',
      ...stamps,
    };
    asked.push({ id, answerType });
  }
  apartmentIds.forEach((apartmentId, a) => {
    asked.slice(0, QUESTIONS).forEach(({ id: questionId, answerType }, q) => {
      const value =
        answerType === 'yes-no'
          ? { yesNo: (a + q) % 2 === 0 }
          : answerType === 'rating'
            ? { rating: 1 + ((a + q) % 5) }
            : answerType === 'number'
              ? { number: 10 + ((a * 7 + q) % 13) }
              : { text: `Noted on the tour, ${a}-${q}` };
      docs.answers![`${apartmentId}~${questionId}`] = {
        apartmentId,
        questionId,
        type: answerType,
        ...value,
        ...((a + q) % 17 === 0 ? { redFlag: true } : {}),
        ...stamps,
      };
    });
  });
  return docs;
}

export async function store(user: VerifiedUser, origin: string, docs: Documents) {
  for (const [collection, entries] of Object.entries(docs)) {
    const list = Object.entries(entries);
    const url = new URL(
      `/api/data/users/${user.uid}/apartment-tour-questions/${collection}`,
      origin,
    );
    for (let from = 0; from < list.length; from += 200) {
      const response = await fetch(url, {
        method: 'PATCH',
        headers: { Cookie: user.cookie, Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify(Object.fromEntries(list.slice(from, from + 200))),
      });
      if (!response.ok) {
        throw new Error(
          `Storing ${collection} answered ${response.status}: ${await response.text()}`,
        );
      }
    }
  }
}

/**
 * From the click, in the page: `first` is the new state shown (the script's work until the
 * page holds it, and that frame painted); `complete` is every row of it drawn (a screen may
 * draw its rows a slice a frame after the first), painted. In between, the longest gap
 * between two frames and the tasks over 50 ms (the browser's long tasks) tell whether the
 * page could answer another tap or scroll while it completed.
 */
interface Timing {
  screen?: number;
  committed: number;
  painted: number;
  complete: number;
  longestFrameGap: number;
  longTasks: number;
}

interface Done {
  /** Holds when this many elements (or more) match `selector`… */
  selector: string;
  min?: number;
  /** …or when the first one's text is this. */
  text?: string;
}

/**
 * In the page: clicks the element `selector` names (the first whose text is `text`) and
 * resolves with its `Timing`: `first` holds once the change shows, `complete` once it is
 * all drawn (both checked at every change of the page).
 */
function clickAndTime({
  selector,
  text,
  first,
  complete,
  measure,
}: {
  selector: string;
  text: string;
  first: Done;
  complete: Done;
  /** The User Timing measure the screen records of its first render to its commit. */
  measure?: string;
}) {
  return new Promise<Timing>((resolve, reject) => {
    const target = [...document.querySelectorAll<HTMLElement>(selector)].find(
      (element) => element.textContent?.trim() === text,
    );
    if (!target) {
      reject(new Error(`Nothing to click: ${selector} "${text}"`));
      return;
    }
    const holds = (done: Done) =>
      done.text === undefined
        ? document.querySelectorAll(done.selector).length >= (done.min ?? 1)
        : document.querySelector(done.selector)?.textContent === done.text;
    const longTasks: number[] = [];
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.startTime >= start) longTasks.push(entry.duration);
      }
    });
    tasks.observe({ type: 'longtask' });
    let lastFrame = 0;
    let longestFrameGap = 0;
    let framing = true;
    const frame = (now: number) => {
      if (!framing) return;
      longestFrameGap = Math.max(longestFrameGap, now - lastFrame);
      lastFrame = now;
      requestAnimationFrame(frame);
    };
    let committed: number | undefined;
    let painted: number | undefined;
    let completed: number | undefined;
    const finish = () => {
      if (painted === undefined || completed === undefined) return;
      const completePainted = performance.now() - start;
      // The long tasks are reported a little after they end.
      setTimeout(() => {
        framing = false;
        tasks.disconnect();
        for (const entry of tasks.takeRecords()) {
          if (entry.startTime >= start) longTasks.push(entry.duration);
        }
        const screen = measure
          ? performance
              .getEntriesByName(measure, 'measure')
              .find((entry) => entry.startTime >= start)?.duration
          : undefined;
        if (measure && screen === undefined) {
          reject(new Error(`The screen recorded no "${measure}" after the click.`));
          return;
        }
        resolve({
          ...(screen === undefined ? {} : { screen }),
          committed: committed!,
          painted: painted!,
          complete: completePainted,
          longestFrameGap,
          longTasks: longTasks.length,
        });
      }, 100);
    };
    const afterFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
    const check = () => {
      if (committed === undefined && holds(first)) {
        committed = performance.now() - start;
        afterFrame(() => {
          painted = performance.now() - start;
          finish();
        });
      }
      if (committed !== undefined && completed === undefined && holds(complete)) {
        completed = performance.now() - start;
        observer.disconnect();
        afterFrame(finish);
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    const start = performance.now();
    lastFrame = start;
    requestAnimationFrame(frame);
    target.click();
  });
}

/** The compared apartments' names in the table's heading, in order, as one string. */
const order = () =>
  [...document.querySelectorAll('table thead a')].map((a) => a.textContent).join('|');

function stat(runsMs: number[]): Stat {
  const sorted = [...runsMs].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
  return {
    medianMs: Math.round(at(0.5) * 10) / 10,
    p95Ms: Math.round(at(0.95) * 10) / 10,
    runsMs: runsMs.map((ms) => Math.round(ms * 10) / 10),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function figures(runs: Timing[]): Figures {
  const screens = runs.flatMap((run) => (run.screen === undefined ? [] : [run.screen]));
  return {
    ...(screens.length ? { screen: stat(screens) } : {}),
    committed: stat(runs.map((run) => run.committed)),
    painted: stat(runs.map((run) => run.painted)),
    complete: stat(runs.map((run) => run.complete)),
    longestFrameGap: stat(runs.map((run) => run.longestFrameGap)),
    longTasks: stat(runs.map((run) => run.longTasks)),
  };
}

/**
 * Every category's heading row and every answer row: the comparison drawn whole (a category
 * whose rows are still to be re-ordered after a re-ranking has them hidden: not counted).
 */
const CATEGORY_ROWS = 'table tbody[id^="compare-category-"]:not([data-reordering]) tr';
const CATEGORIES = QUESTION_CATEGORIES.length;

async function rerank(page: Page, complete: Done): Promise<Timing[]> {
  const times: Timing[] = [];
  for (let run = 0; run < RUNS; run++) {
    const before = await page.evaluate(order);
    const byCost = await page.getByRole('radio', { name: 'True monthly cost' }).isChecked();
    const label = byCost ? 'Score' : 'True monthly cost';
    const heading = byCost ? 'Ranked by score' : 'Ranked by true monthly cost';
    times.push(
      await page.evaluate(clickAndTime, {
        selector: 'fieldset label',
        text: label,
        first: { selector: '#comparison-heading', text: heading },
        complete,
      }),
    );
    if (run === 0 && (await page.evaluate(order)) === before) {
      throw new Error('Ranking by score and by cost gave the same order: nothing to re-order.');
    }
    await pause(200);
  }
  return times;
}

async function measure(
  page: Page,
  changeAnswer: (run: number) => Promise<void>,
): Promise<
  Omit<ApartmentCompareRun, 'apartments' | 'questions' | 'cpuSlowdown' | 'frameBudgetMs'>
> {
  const table: Done = { selector: 'table thead a', min: APARTMENTS };
  const closedCategories: Done = { selector: CATEGORY_ROWS, min: CATEGORIES };
  const openCategories: Done = { selector: CATEGORY_ROWS, min: CATEGORIES + QUESTIONS };
  // Once, to load the screen's code: the runs time the screen, not the network.
  await page.getByRole('link', { name: 'Compare', exact: true }).click();
  await page.waitForFunction(
    (min) => document.querySelectorAll('table thead a').length >= min,
    APARTMENTS,
    {
      timeout: 120_000,
    },
  );
  const openCompare = {
    selector: 'nav a',
    text: 'Compare',
    first: table,
    measure: COMPARISON_MEASURE,
  };
  const open: Timing[] = [];
  const openAfterChange: Timing[] = [];
  for (let run = 0; run < RUNS * 2; run++) {
    await page.getByRole('link', { name: 'Apartments', exact: true }).click();
    await page.waitForFunction(() => !document.querySelector('table'));
    // Every other run, an answer changes on another device first: the comparison then
    // makes its figures anew from the answers, as after a tour.
    const changed = run % 2 === 1;
    if (changed) await changeAnswer(run);
    await pause(300);
    (changed ? openAfterChange : open).push(
      await page.evaluate(clickAndTime, { ...openCompare, complete: closedCategories }),
    );
    await pause(200);
  }
  // The changes did reach the comparison: the last one shows in its question's row.
  const category = page.locator(
    `#compare-category-${CHANGED_QUESTION.category} button[aria-expanded]`,
  );
  await category.click();
  await page.getByText(changedNote(RUNS * 2 - 1)).waitFor({ timeout: 10_000 });
  await category.click();
  await pause(300);
  // PROFILE_OPEN=file.cpuprofile: a CPU profile of one opening, for Chromium's DevTools.
  if (process.env.PROFILE_OPEN) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await page.getByRole('link', { name: 'Apartments', exact: true }).click();
    await page.waitForFunction(() => !document.querySelector('table'));
    await pause(300);
    await cdp.send('Profiler.start');
    await page.evaluate(clickAndTime, { ...openCompare, complete: closedCategories });
    const { profile } = await cdp.send('Profiler.stop');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(process.env.PROFILE_OPEN, JSON.stringify(profile));
  }
  const rerankClosed = await rerank(page, closedCategories);
  const openEvery: Timing[] = [];
  for (let run = 0; run < RUNS; run++) {
    openEvery.push(
      await page.evaluate(clickAndTime, {
        selector: 'button',
        text: 'Open every category',
        first: { selector: 'button[aria-expanded="true"]', min: CATEGORIES },
        complete: openCategories,
      }),
    );
    await pause(200);
    await page.getByRole('button', { name: 'Close every category' }).click();
    await page.waitForFunction(
      ([selector, max]) => document.querySelectorAll(selector).length <= max,
      [CATEGORY_ROWS, CATEGORIES] as const,
    );
    await pause(200);
  }
  // TRACE_OPEN_EVERY=file.json: a performance trace of one "Open every category", for DevTools.
  if (process.env.TRACE_OPEN_EVERY) {
    const cdp = await page.context().newCDPSession(page);
    const chunks: object[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => chunks.push(...value));
    const ended = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink,v8.execute',
      transferMode: 'ReportEvents',
    });
    await page.evaluate(clickAndTime, {
      selector: 'button',
      text: 'Open every category',
      first: { selector: 'button[aria-expanded="true"]', min: CATEGORIES },
      complete: openCategories,
    });
    await cdp.send('Tracing.end');
    await ended;
    const { writeFileSync } = await import('node:fs');
    writeFileSync(process.env.TRACE_OPEN_EVERY, JSON.stringify({ traceEvents: chunks }));
    await page.getByRole('button', { name: 'Close every category' }).click();
    await pause(300);
  }
  await page.getByRole('button', { name: 'Open every category' }).click();
  await page.waitForFunction(
    ([selector, min]) => document.querySelectorAll(selector).length >= min,
    [CATEGORY_ROWS, CATEGORIES + QUESTIONS] as const,
  );
  const rerankOpen = await rerank(page, openCategories);
  return {
    open: figures(open),
    openAfterChange: figures(openAfterChange),
    rerank: figures(rerankClosed),
    openEveryCategory: figures(openEvery),
    rerankAllOpen: figures(rerankOpen),
  };
}

/** The question whose answer changes between runs: the first with a text answer. */
const CHANGED_QUESTION = BUILT_IN_QUESTIONS.find((question) => question.answerType === 'text')!;

/** The note the answer changed before run `run` holds. */
const changedNote = (run: number) => `Changed on another device, run ${run}`;

/**
 * Writes a new answer to the first apartment's first question over HTTP (another device),
 * and gives the page's live connection time to bring it.
 */
async function changeAnswer(user: VerifiedUser, origin: string, run: number) {
  const apartmentId = 'bench-apt-0';
  const questionId = CHANGED_QUESTION.id;
  const stamp = new Date().toISOString();
  const note = changedNote(run);
  await store(user, origin, {
    answers: {
      [`${apartmentId}~${questionId}`]: {
        apartmentId,
        questionId,
        type: 'text',
        text: note,
        createdAt: stamp,
        updatedAt: stamp,
      },
    },
  });
  // The page's live connection brings it within a few tens of milliseconds.
  await pause(500);
}

export async function measureApartmentCompare(): Promise<ApartmentCompareRun> {
  let person: VerifiedUser | undefined;
  return withThrottledPage(
    {
      fill: async (user, origin) => {
        person = user;
        await store(user, origin, generate());
      },
      cpuSlowdown: CPU_SLOWDOWN,
    },
    async (page, origin) => {
      await page.goto(new URL('/apartment-tour-questions', origin).href);
      await page.getByRole('heading', { name: 'Apartment 4' }).waitFor({ timeout: 120_000 });
      const measured = await measure(page, (run) => changeAnswer(person!, origin, run));
      return {
        apartments: APARTMENTS,
        questions: QUESTIONS,
        cpuSlowdown: CPU_SLOWDOWN,
        frameBudgetMs: FRAME_BUDGET_MS,
        ...measured,
      };
    },
  );
}

export function printApartmentCompare(run: ApartmentCompareRun): void {
  console.log('\nApartment Tour Questions comparison');
  const budget = (ms: number) => (ms <= run.frameBudgetMs ? 'within' : 'OVER');
  const line = (label: string, f: Figures) =>
    console.log(
      `  ${label}:\n` +
        (f.screen
          ? `    the screen's first render to its commit ${f.screen.medianMs} ms median, ` +
            `${f.screen.p95Ms} ms p95 (${budget(f.screen.medianMs)} the ${run.frameBudgetMs} ms frame ` +
            `at the median, ${budget(f.screen.p95Ms)} it at p95).\n`
          : '') +
        `    first frame: the update ${f.committed.medianMs} ms median, ${f.committed.p95Ms} ms p95 ` +
        `(${budget(f.committed.p95Ms)} the ${run.frameBudgetMs} ms frame at p95); painted ` +
        `${f.painted.medianMs} ms median, ${f.painted.p95Ms} ms p95.\n` +
        `    complete: painted ${f.complete.medianMs} ms median, ${f.complete.p95Ms} ms p95; ` +
        `longest gap between frames ${f.longestFrameGap.medianMs} ms median, ` +
        `${f.longestFrameGap.p95Ms} ms p95; tasks over 50 ms ${f.longTasks.medianMs} median, ` +
        `${f.longTasks.p95Ms} p95.`,
    );
  console.log(
    `  ${run.apartments} apartments × ${run.questions} questions answered, CPU ${run.cpuSlowdown}× slower, from the click:`,
  );
  line('open the comparison (the same answers as last time)', run.open);
  line('open the comparison after an answer changed', run.openAfterChange);
  line('re-rank (categories closed)', run.rerank);
  line('open every category (all answers)', run.openEveryCategory);
  line('re-rank with every answer shown', run.rerankAllOpen);
}
