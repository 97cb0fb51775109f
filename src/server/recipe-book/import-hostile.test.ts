import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_PAGES,
  hostilePage,
  type HostilePageKind,
} from '../../shared/page-import/testing/hostile-pages.ts';
import { extractRecipes } from '../../shared/recipe-book/json-ld.ts';
import { openTempSqlite } from '../testing/temp-sqlite.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { signUpVerified, type VerifiedUser } from '../testing/verified-user.ts';
import { DEFAULT_WORKER_LIMITS } from '../workers/worker-limits.ts';
import { startFixtureSite, type FixtureSite } from './testing/fixture-site.ts';
import { requestImport } from './testing/import-request.ts';

/**
 * Pages built to be slow to read, imported as an attacker would: the server answers each
 * within the parse time limit, and keeps answering everyone else meanwhile.
 */

/** The page that froze the server: `{`, 100,000 spaces, `}` in one JSON-LD block (98 KB). */
const FINDING = 'json-ld-spaces';
const FINDING_SIZE = 100_000;
/** Just under the 5 MB that import fetches. */
const LARGE = 4_500_000;
const KINDS = Object.keys(HOSTILE_PAGES) as HostilePageKind[];
/** The kinds that hold no recipe, so that the answers stay small. */
const WITHOUT_RECIPE = KINDS.filter((kind) => !kind.startsWith('description-'));
const TIMED = { retry: 2 };
const NO_RECIPE = { code: 'NOT_FOUND', message: 'No recipe found on that page.' };

let site: FixtureSite;
let databases: ReturnType<typeof openTempSqlite>[];
/** Production parse limits. */
let server: TestServer;
/** A parse time limit no large page meets. */
let hurried: TestServer;
let ada: VerifiedUser;
let bob: VerifiedUser;

const pageUrl = (kind: HostilePageKind, size: number) =>
  `${site.origin}/hostile/${kind}?size=${size}`;

beforeAll(async () => {
  site = await startFixtureSite();
  databases = [openTempSqlite('tinies-hostile-'), openTempSqlite('tinies-hostile-')];
  const options = {
    env: { IMPORT_ALLOW_LOOPBACK: '1' },
    recipeImport: { rate: { perSecond: 100, burst: 100 } },
  };
  server = await startTestServer({ database: databases[0]!.database, ...options });
  hurried = await startTestServer({
    database: databases[1]!.database,
    ...options,
    // NOTE: a tenth of what reading the 4.5 MB page below takes at best (60–90 ms here);
    // the limit counts from when the thread begins the task, not from its start.
    workerLimits: { timeLimitMs: 5 },
  });
  [ada, bob] = await Promise.all([signUpVerified(server), signUpVerified(hurried)]);
  // Out of the timed tests: the parse thread's start, and making the large pages.
  expect(
    (await requestImport(server, ada, `${site.origin}/recipes/minimal-blog.html`)).status,
  ).toBe(200);
  for (const kind of KINDS) await (await fetch(pageUrl(kind, LARGE))).arrayBuffer();
});

afterAll(async () => {
  await server?.close();
  await hurried?.close();
  await site?.close();
  for (const database of databases ?? []) await database.dispose();
});

/** `/api/health`, timed, every `intervalMs` until `until` settles: the times, slowest first. */
async function healthWhile(until: Promise<unknown>, intervalMs = 10): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/health`);
    await response.json();
    times.push(performance.now() - started);
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return times.sort((a, b) => b - a);
}

/**
 * The health answers while imports ran: typically (the median) under 100 ms, and none
 * as slow as reading one such page on the event loop was (8 s for the 98 KB one). NOTE: on
 * a machine busy with other work an answer now and then waits for a core or a garbage
 * collection whatever the server does, so the slowest one is held to 2 s, and a timed test
 * gets two more tries (`TIMED`); reading on the event loop fails every one of them.
 */
function expectResponsive(health: number[]) {
  expect(health.length).toBeGreaterThan(0);
  expect(health[Math.floor(health.length / 2)]).toBeLessThan(100);
  expect(health[0]).toBeLessThan(2000);
}

describe('recipe import of pages built to be slow', () => {
  it('answers the page that froze the server at once: no recipe on it', async () => {
    const answer = await requestImport(server, ada, pageUrl(FINDING, FINDING_SIZE));
    expect({ status: answer.status, ...answer.body }).toEqual({ status: 404, ...NO_RECIPE });
    expect(answer.took).toBeLessThan(DEFAULT_WORKER_LIMITS.timeLimitMs);
  });

  it.each(KINDS)('answers a 4.5 MB %s page within the time limit, as it reads', async (kind) => {
    const answer = await requestImport(server, ada, pageUrl(kind, LARGE));
    expect(answer.took).toBeLessThan(DEFAULT_WORKER_LIMITS.timeLimitMs);
    const recipes = extractRecipes(hostilePage(kind, LARGE), { baseUrl: pageUrl(kind, LARGE) });
    if (recipes.length === 0) {
      expect({ status: answer.status, ...answer.body }).toEqual({ status: 404, ...NO_RECIPE });
    } else {
      expect(answer.status).toBe(200);
      expect(answer.body.recipes).toEqual(recipes);
    }
  });

  it('keeps /api/health under 100 ms while ten such imports run at once', TIMED, async () => {
    const imports = Promise.all(
      Array.from({ length: 10 }, () => requestImport(server, ada, pageUrl(FINDING, FINDING_SIZE))),
    );
    const health = await healthWhile(imports);
    const answers = await imports;
    expect(answers.map((answer) => answer.body)).toEqual(Array(10).fill(NO_RECIPE));
    expectResponsive(health);
  });

  it('keeps /api/health under 100 ms while ten 4.5 MB ones run at once', TIMED, async () => {
    const imports = Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        requestImport(server, ada, pageUrl(WITHOUT_RECIPE[index % WITHOUT_RECIPE.length]!, LARGE)),
      ),
    );
    const health = await healthWhile(imports);
    const answers = await imports;
    expect(answers.map((answer) => answer.body)).toEqual(Array(10).fill(NO_RECIPE));
    expectResponsive(health);
  });

  it('refuses a page it cannot read within the time limit, in words, and goes on', async () => {
    const answer = await requestImport(hurried, bob, pageUrl('json-ld-comment-wrappers', LARGE));
    expect({ status: answer.status, ...answer.body }).toEqual({
      status: 400,
      code: 'INVALID_DATA',
      message: 'That page is too large or too complex to read: Tinies stopped after 0.005 seconds.',
    });
    expect(answer.took).toBeLessThan(2000);
    const health = await fetch(`${hurried.origin}/api/health`);
    expect(health.status).toBe(200);
  });

  it('starts parse threads only for the first import, and ends them with the server', async () => {
    const database = openTempSqlite('tinies-hostile-');
    const fresh = await startTestServer({
      database: database.database,
      ...{ env: { IMPORT_ALLOW_LOOPBACK: '1' } },
    });
    try {
      expect(fresh.workers.threadCount()).toBe(0);
      const cara = await signUpVerified(fresh);
      expect(fresh.workers.threadCount()).toBe(0);
      const answer = await requestImport(fresh, cara, `${site.origin}/recipes/minimal-blog.html`);
      expect(answer.status).toBe(200);
      expect(fresh.workers.threadCount()).toBeGreaterThan(0);
    } finally {
      await fresh.close();
      await database.dispose();
    }
    expect(fresh.workers.threadCount()).toBe(0);
  });
});
