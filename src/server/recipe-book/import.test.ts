import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_IMPORT_API_PATH } from '../../shared/recipe-book/import-api.ts';
import { extractRecipes } from '../../shared/recipe-book/json-ld.ts';
import { freePort } from '../testing/server-process.ts';
import { openTempSqlite } from '../testing/temp-sqlite.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { signUpVerified, type VerifiedUser } from '../testing/verified-user.ts';
import { fixturePage, startFixtureSite, type FixtureSite } from './testing/fixture-site.ts';

/** Short enough to keep the slow-site tests quick. */
const TIMEOUT_MS = 600;

let site: FixtureSite;
let databases: ReturnType<typeof openTempSqlite>[];
/** IMPORT_ALLOW_LOOPBACK=1, so it may fetch the fixture site on 127.0.0.1. */
let open: TestServer;
/** As in production: no loopback. */
let strict: TestServer;
let ada: VerifiedUser;
let bob: VerifiedUser;
let cara: VerifiedUser;
let dan: VerifiedUser;

beforeAll(async () => {
  site = await startFixtureSite();
  databases = [openTempSqlite('tinies-import-'), openTempSqlite('tinies-import-')];
  open = await startTestServer({
    database: databases[0]!.database,
    env: { IMPORT_ALLOW_LOOPBACK: '1' },
    recipeImport: { limits: { timeoutMs: TIMEOUT_MS }, rate: { perSecond: 100, burst: 100 } },
  });
  strict = await startTestServer({
    database: databases[1]!.database,
    recipeImport: { rate: { perSecond: 0.01, burst: 20 } },
  });
  [ada, bob, cara, dan] = await Promise.all([
    signUpVerified(open),
    signUpVerified(open),
    signUpVerified(strict),
    signUpVerified(strict),
  ]);
});

afterAll(async () => {
  await open?.close();
  await strict?.close();
  await site?.close();
  for (const database of databases ?? []) await database.dispose();
});

interface Answer {
  status: number;
  headers: Headers;
  body: { code?: string; message?: string; url?: string; recipes?: unknown[] };
}

/** An import asked for from the app's own page, as the browser sends it. */
async function importFrom(
  server: TestServer,
  user: VerifiedUser | null,
  url: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${server.origin}${RECIPE_IMPORT_API_PATH}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: server.origin,
      ...(user ? { Cookie: user.cookie } : {}),
      ...headers,
    },
    body: typeof url === 'string' ? JSON.stringify({ url }) : JSON.stringify(url),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

function refusal(answer: Answer) {
  return { status: answer.status, code: answer.body.code, message: answer.body.message };
}

describe('recipe import with loopback allowed', () => {
  it('imports every fixture page, HTML and JSON, as the shared extractor reads it', async () => {
    const fixtures = readdirSync(new URL('../../shared/recipe-book/fixtures/', import.meta.url));
    expect(fixtures.length).toBeGreaterThanOrEqual(6);
    for (const name of fixtures) {
      const url = `${site.origin}/recipes/${name}`;
      const answer = await importFrom(open, ada, url);
      expect(answer.status, name).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const recipes = extractRecipes(fixturePage(name).toString('utf8'), { baseUrl: url });
      expect(recipes.length).toBeGreaterThan(0);
      expect(answer.body).toEqual({ url, recipes });
    }
  });

  it('follows five redirects and reads the page against its final address', async () => {
    const before = site.requests.length;
    const answer = await importFrom(open, ada, `${site.origin}/redirect/4`);
    expect(answer.status).toBe(200);
    expect(answer.body.url).toBe(`${site.origin}/recipes/minimal-blog.html`);
    expect(answer.body.recipes).toMatchObject([
      {
        name: 'Brown Butter Oat Bars',
        images: [`${site.origin}/photos/2023/oat-bars.jpg`],
      },
    ]);
    expect(site.requests.slice(before).map((request) => request.path)).toEqual([
      '/redirect/4',
      '/redirect/3',
      '/redirect/2',
      '/redirect/1',
      '/redirect/0',
      '/recipes/minimal-blog.html',
    ]);
  });

  it('refuses a sixth redirect', async () => {
    expect(refusal(await importFrom(open, ada, `${site.origin}/redirect/5`))).toEqual({
      status: 503,
      code: 'UNAVAILABLE',
      message: 'The page redirected more than 5 times.',
    });
  });

  it('checks every hop: redirects to private, link-local or non-web addresses are refused', async () => {
    const to = (target: string) =>
      importFrom(open, ada, `${site.origin}/redirect-to?url=${encodeURIComponent(target)}`);
    expect(refusal(await to('http://10.0.0.1/recipe'))).toEqual({
      status: 403,
      code: 'PERMISSION_DENIED',
      message:
        '10.0.0.1 is a private or local network address; only public web pages can be imported.',
    });
    expect(refusal(await to('http://169.254.169.254/latest/meta-data/')).code).toBe(
      'PERMISSION_DENIED',
    );
    expect(refusal(await to('file:///etc/passwd'))).toEqual({
      status: 400,
      code: 'INVALID_DATA',
      message: 'The page redirected to a file: address, which cannot be imported.',
    });
  });

  it('gives up on a site slower than the time limit, before or during the body', async () => {
    for (const path of ['/slow-headers', '/slow-body']) {
      const started = performance.now();
      const answer = await importFrom(open, ada, `${site.origin}${path}`);
      const took = performance.now() - started;
      expect(refusal(answer)).toEqual({
        status: 503,
        code: 'UNAVAILABLE',
        message: 'The page took longer than 0.6 seconds to answer.',
      });
      expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(took).toBeLessThan(TIMEOUT_MS + 2000);
    }
  });

  it('refuses a page over 5 MB, whether it says so up front or not', async () => {
    for (const path of ['/huge', '/huge-declared']) {
      expect(refusal(await importFrom(open, ada, `${site.origin}${path}`))).toEqual({
        status: 503,
        code: 'UNAVAILABLE',
        message: 'The page is larger than 5 MB.',
      });
    }
  });

  it('refuses what is not a web page or JSON', async () => {
    expect(refusal(await importFrom(open, ada, `${site.origin}/image.png`))).toEqual({
      status: 400,
      code: 'INVALID_DATA',
      message: 'That address leads to image/png, not a web page.',
    });
    expect(refusal(await importFrom(open, ada, `${site.origin}/untyped`)).message).toBe(
      'That address leads to a file of unknown type, not a web page.',
    );
  });

  it('reads the character set from the header or the page, and compressed pages', async () => {
    for (const path of ['/latin1-header', '/latin1-meta']) {
      const answer = await importFrom(open, ada, `${site.origin}${path}`);
      expect(answer.body.recipes, path).toMatchObject([
        { name: 'Crêpes Suzette', ingredients: ['½ l de lait'] },
      ]);
    }
    const gzip = await importFrom(open, ada, `${site.origin}/gzip`);
    expect(gzip.body.recipes).toMatchObject([{ name: 'One-Pot Lemon Orzo With Peas and Feta' }]);
  });

  it('says when there is no recipe, the site answers an error or nobody answers', async () => {
    expect(refusal(await importFrom(open, ada, `${site.origin}/no-recipe`))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'No recipe found on that page.',
    });
    expect(refusal(await importFrom(open, ada, `${site.origin}/missing`))).toEqual({
      status: 503,
      code: 'UNAVAILABLE',
      message: 'The site answered 404 Not Found.',
    });
    const closed = await freePort();
    expect(refusal(await importFrom(open, ada, `http://127.0.0.1:${closed}/`))).toEqual({
      status: 503,
      code: 'UNAVAILABLE',
      message: 'The site refused the connection.',
    });
  });

  it('sends nothing of the person to the site and keeps nothing between people', async () => {
    const url = `${site.origin}/recipes/news-site-array.html`;
    const before = site.requests.length;
    const forAda = await importFrom(open, ada, url, { Referer: `${open.origin}/recipe-book` });
    const forBob = await importFrom(open, bob, url);
    expect(forBob.body).toEqual(forAda.body);
    for (const { headers } of site.requests.slice(before)) {
      expect(headers.cookie).toBeUndefined();
      expect(headers.authorization).toBeUndefined();
      expect(headers.origin).toBeUndefined();
      expect(headers.referer).toBeUndefined();
      expect(headers['x-forwarded-for']).toBeUndefined();
      expect(headers['user-agent']).toBe('Mozilla/5.0 (compatible; Tinies recipe import)');
    }
    // An import only reads: nothing is kept for either person.
    for (const user of [ada, bob]) {
      expect(await open.store.get(user.uid, `users/${user.uid}`)).toBeNull();
    }
  });

  it('does not send on a user name and password written into the address', async () => {
    const before = site.requests.length;
    const url = `http://someone:secret@127.0.0.1:${site.port}/recipes/minimal-blog.html`;
    const answer = await importFrom(open, ada, url);
    expect(answer.body.url).toBe(`${site.origin}/recipes/minimal-blog.html`);
    expect(site.requests[before]!.headers.authorization).toBeUndefined();
  });
});

describe('recipe import as in production', () => {
  it('refuses loopback, private and link-local addresses, by number or by name', async () => {
    const before = site.requests.length;
    const path = `/recipes/minimal-blog.html`;
    const refused = [
      [`http://127.0.0.1:${site.port}${path}`, '127.0.0.1'],
      [`http://localhost:${site.port}${path}`, 'localhost'],
      [`http://[::1]:${site.port}${path}`, '::1'],
      [`http://[::ffff:127.0.0.1]:${site.port}${path}`, '::ffff:7f00:1'],
      [`http://2130706433:${site.port}${path}`, '127.0.0.1'],
      [`http://0.0.0.0:${site.port}${path}`, '0.0.0.0'],
      ['http://10.0.0.1/', '10.0.0.1'],
      ['http://192.168.1.1/', '192.168.1.1'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
      ['http://[fe80::1]/', 'fe80::1'],
      ['https://[fd00::1]/', 'fd00::1'],
    ];
    for (const [url, host] of refused) {
      expect(refusal(await importFrom(strict, dan, url)), url).toEqual({
        status: 403,
        code: 'PERMISSION_DENIED',
        message: `${host} is a private or local network address; only public web pages can be imported.`,
      });
    }
    expect(site.requests.length).toBe(before);
  });

  it('refuses what is not an http(s) address or not a request for one', async () => {
    const cases: [unknown, string][] = [
      [
        'ftp://files.example/recipe.html',
        'Paste a web address that starts with http:// or https://.',
      ],
      ['javascript:alert(1)', 'Paste a web address that starts with http:// or https://.'],
      ['a chocolate cake', 'Paste a web address such as https://…'],
      ['', 'Paste a web address'],
      [{ url: 'https://a.example/', extra: 1 }, 'Unrecognized key: "extra"'],
    ];
    for (const [url, message] of cases) {
      expect(refusal(await importFrom(strict, dan, url))).toEqual({
        status: 400,
        code: 'INVALID_DATA',
        message,
      });
    }
    const text = await fetch(`${strict.origin}${RECIPE_IMPORT_API_PATH}`, {
      method: 'POST',
      headers: { Cookie: dan.cookie, Origin: strict.origin, 'Content-Type': 'text/plain' },
      body: 'https://a.example/',
    });
    expect(text.status).toBe(400);
  });

  it('answers 401 without a session and 403 to requests from other sites', async () => {
    expect(refusal(await importFrom(strict, null, 'https://a.example/'))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Sign in to import recipes.',
    });
    const crossSite = await importFrom(strict, dan, 'https://a.example/', {
      Origin: 'https://elsewhere.example',
    });
    expect(refusal(crossSite)).toEqual({
      status: 403,
      code: 'PERMISSION_DENIED',
      message: 'Requests from other sites are refused.',
    });
  });

  it('limits imports per person', async () => {
    let answer: Answer | undefined;
    for (let tries = 0; tries <= 20; tries++) {
      answer = await importFrom(strict, cara, 'http://10.0.0.1/');
      if (answer.status === 429) break;
    }
    expect(refusal(answer!)).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many imports; try again in a moment.',
    });
    expect(Number(answer!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Someone else is not held back by it.
    expect((await importFrom(strict, dan, 'http://10.0.0.1/')).status).toBe(403);
  });
});
