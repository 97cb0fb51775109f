import type { Page } from '@playwright/test';
import { withThrottledPage } from './throttled-page.ts';
import type { VerifiedUser } from '../src/server/testing/verified-user.ts';
import {
  QUESTION_CATEGORIES,
  type AnswerType,
} from '../src/shared/apartment-tour-questions/apartment-tour-questions-schema.ts';
import { BUILT_IN_QUESTIONS } from '../src/shared/apartment-tour-questions/question-bank.ts';

/**
 * Apartment Tour Questions' comparison in the system Chromium at a 4× slower CPU (a phone),
 * with 4 apartments × 120 questions, every one answered: the time from a tap on "Compare"
 * (the screen's code already loaded) to the comparison painted; from a tap on a ranking to
 * the re-ordered table painted, with the categories closed and with all 120 questions'
 * rows open; and from "Open every category" to the 480 answers painted. The frame budget is
 * 16 ms.
 */
const APARTMENTS = 4;
const QUESTIONS = 120;
const CPU_SLOWDOWN = 4;
const RUNS = 15;
export const FRAME_BUDGET_MS = 16;

export interface Stat {
  medianMs: number;
  p95Ms: number;
  runsMs: number[];
}

/** The script's work (click to the page changed) and the whole (click to the frame painted). */
export interface Figures {
  committed: Stat;
  painted: Stat;
}

export interface ApartmentCompareRun {
  apartments: number;
  questions: number;
  cpuSlowdown: number;
  frameBudgetMs: number;
  open: Figures;
  rerank: Figures;
  openEveryCategory: Figures;
  rerankAllOpen: Figures;
}

type Documents = Record<string, Record<string, object>>;

function generate(): Documents {
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

async function store(user: VerifiedUser, origin: string, docs: Documents) {
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
 * In the page: clicks the element `selector` names (the first whose text is `text`) and
 * resolves with the time until `done` holds and the frame after it has run.
 */
/** From the click: to the change in the page (the script's work), and to its frame painted. */
interface Timing {
  committed: number;
  painted: number;
}

interface Done {
  /** Holds when this many elements (or more) match `selector`… */
  selector: string;
  min?: number;
  /** …or when the first one's text is this. */
  text?: string;
}

function clickAndTime({ selector, text, done }: { selector: string; text: string; done: Done }) {
  return new Promise<Timing>((resolve, reject) => {
    const target = [...document.querySelectorAll<HTMLElement>(selector)].find(
      (element) => element.textContent?.trim() === text,
    );
    if (!target) {
      reject(new Error(`Nothing to click: ${selector} "${text}"`));
      return;
    }
    const holds = () =>
      done.text === undefined
        ? document.querySelectorAll(done.selector).length >= (done.min ?? 1)
        : document.querySelector(done.selector)?.textContent === done.text;
    const observer = new MutationObserver(() => {
      if (!holds()) return;
      observer.disconnect();
      const committed = performance.now() - start;
      requestAnimationFrame(() =>
        setTimeout(() => resolve({ committed, painted: performance.now() - start }), 0),
      );
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const start = performance.now();
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
  return {
    committed: stat(runs.map((run) => run.committed)),
    painted: stat(runs.map((run) => run.painted)),
  };
}

async function rerank(page: Page): Promise<Timing[]> {
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
        done: { selector: '#comparison-heading', text: heading },
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
): Promise<
  Omit<ApartmentCompareRun, 'apartments' | 'questions' | 'cpuSlowdown' | 'frameBudgetMs'>
> {
  const table: Done = { selector: 'table thead a', min: APARTMENTS };
  // Once, to load the screen's code: the runs time the screen, not the network.
  await page.getByRole('link', { name: 'Compare', exact: true }).click();
  await page.waitForFunction(
    (min) => document.querySelectorAll('table thead a').length >= min,
    APARTMENTS,
    {
      timeout: 120_000,
    },
  );
  const open: Timing[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.getByRole('link', { name: 'Apartments', exact: true }).click();
    await page.waitForFunction(() => !document.querySelector('table'));
    await pause(300);
    open.push(
      await page.evaluate(clickAndTime, { selector: 'nav a', text: 'Compare', done: table }),
    );
    await pause(200);
  }
  // PROFILE_OPEN=file.cpuprofile: a CPU profile of one opening, for Chromium's DevTools.
  if (process.env.PROFILE_OPEN) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await page.getByRole('link', { name: 'Apartments', exact: true }).click();
    await page.waitForFunction(() => !document.querySelector('table'));
    await pause(300);
    await cdp.send('Profiler.start');
    await page.evaluate(clickAndTime, { selector: 'nav a', text: 'Compare', done: table });
    const { profile } = await cdp.send('Profiler.stop');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(process.env.PROFILE_OPEN, JSON.stringify(profile));
  }
  const rerankClosed = await rerank(page);
  const allRowsDone: Done = { selector: 'table tbody tr', min: QUESTIONS + 1 };
  const openEvery: Timing[] = [];
  for (let run = 0; run < RUNS; run++) {
    openEvery.push(
      await page.evaluate(clickAndTime, {
        selector: 'button',
        text: 'Open every category',
        done: allRowsDone,
      }),
    );
    await pause(200);
    await page.getByRole('button', { name: 'Close every category' }).click();
    await page.waitForFunction(
      (max) => document.querySelectorAll('table tbody tr').length <= max,
      QUESTIONS,
    );
    await pause(200);
  }
  await page.getByRole('button', { name: 'Open every category' }).click();
  await page.waitForFunction(
    (max) => document.querySelectorAll('table tbody tr').length > max,
    QUESTIONS,
  );
  const rerankOpen = await rerank(page);
  return {
    open: figures(open),
    rerank: figures(rerankClosed),
    openEveryCategory: figures(openEvery),
    rerankAllOpen: figures(rerankOpen),
  };
}

export async function measureApartmentCompare(): Promise<ApartmentCompareRun> {
  return withThrottledPage(
    { fill: (user, origin) => store(user, origin, generate()), cpuSlowdown: CPU_SLOWDOWN },
    async (page, origin) => {
      await page.goto(new URL('/apartment-tour-questions', origin).href);
      await page.getByRole('heading', { name: 'Apartment 4' }).waitFor({ timeout: 120_000 });
      const measured = await measure(page);
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
  const line = (label: string, { committed, painted }: Figures) =>
    console.log(
      `  ${label}: the update ${committed.medianMs} ms median, ${committed.p95Ms} ms p95 ` +
        `(${budget(committed.p95Ms)} the ${run.frameBudgetMs} ms frame at p95); to the frame ` +
        `painted ${painted.medianMs} ms median, ${painted.p95Ms} ms p95.`,
    );
  console.log(
    `  ${run.apartments} apartments × ${run.questions} questions answered, CPU ${run.cpuSlowdown}× slower, from the click:`,
  );
  line('open the comparison', run.open);
  line('re-rank (categories closed)', run.rerank);
  line('open every category (all answers)', run.openEveryCategory);
  line('re-rank with every answer shown', run.rerankAllOpen);
}
