import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_IMPORT_API_PATH } from '../../shared/apartment-tour-questions/import-api.ts';
import { extractListing } from '../../shared/apartment-tour-questions/listing-import.ts';
import { HOSTILE_LISTINGS } from '../../shared/apartment-tour-questions/testing/hostile-listings.ts';
import { postImport, refusalOf, type ImportAnswer } from '../page-import/testing/import-request.ts';
import { openTempSqlite } from '../testing/temp-sqlite.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { signUpVerified, type VerifiedUser } from '../testing/verified-user.ts';
import { DEFAULT_WORKER_LIMITS } from '../workers/worker-limits.ts';
import { listingPage, startListingSite, type FixtureSite } from './testing/listing-site.ts';

/** Short enough to keep the slow-site tests quick. */
const TIMEOUT_MS = 600;
/** Just under the 5 MB that import fetches. */
const LARGE = 4_500_000;
const NO_LISTING = {
  status: 404,
  code: 'NOT_FOUND',
  message:
    'No listing found on that page: it has no apartment details Tinies can read. Enter them yourself.',
};

let site: FixtureSite;
let databases: ReturnType<typeof openTempSqlite>[];
/** IMPORT_ALLOW_LOOPBACK=1, so it may fetch the listing site on 127.0.0.1. */
let open: TestServer;
/** As in production: no loopback, and a strict import rate. */
let strict: TestServer;
/** Loopback allowed, and a parse time limit no large page meets. */
let hurried: TestServer;
let ada: VerifiedUser;
let bob: VerifiedUser;
let cara: VerifiedUser;
let dan: VerifiedUser;
let eve: VerifiedUser;

beforeAll(async () => {
  site = await startListingSite();
  databases = [1, 2, 3].map(() => openTempSqlite('tinies-listing-import-'));
  const roomy = { rate: { perSecond: 100, burst: 100 } };
  open = await startTestServer({
    database: databases[0]!.database,
    env: { IMPORT_ALLOW_LOOPBACK: '1' },
    listingImport: { ...roomy, limits: { timeoutMs: TIMEOUT_MS } },
  });
  strict = await startTestServer({
    database: databases[1]!.database,
    listingImport: { rate: { perSecond: 0.01, burst: 20 } },
  });
  hurried = await startTestServer({
    database: databases[2]!.database,
    env: { IMPORT_ALLOW_LOOPBACK: '1' },
    listingImport: roomy,
    // NOTE: far below what reading the 4.5 MB page below takes at best; the limit counts
    // from when the thread begins the task, not from its start.
    workerLimits: { timeLimitMs: 5 },
  });
  [ada, bob, cara, dan, eve] = await Promise.all([
    signUpVerified(open),
    signUpVerified(open),
    signUpVerified(strict),
    signUpVerified(strict),
    signUpVerified(hurried),
  ]);
});

afterAll(async () => {
  await open?.close();
  await strict?.close();
  await hurried?.close();
  await site?.close();
  for (const database of databases ?? []) await database.dispose();
});

type Answer = ImportAnswer<{ draft?: unknown }>;

/** A listing import asked for from the app's own page, as the browser sends it. */
function importFrom(
  server: TestServer,
  user: VerifiedUser | null,
  url: unknown,
  headers?: Record<string, string>,
): Promise<Answer> {
  return postImport(server, LISTING_IMPORT_API_PATH, user, url, headers);
}

describe('listing import with loopback allowed', () => {
  it('answers each fixture listing as a draft, as the shared extractor reads it', async () => {
    const names = [
      'apartment-complex.html',
      'single-apartment-metric.html',
      'opengraph-only.html',
      'hostile-nested.html',
    ];
    for (const name of names) {
      const url = `${site.origin}/listings/${name}`;
      const answer = await importFrom(open, ada, url);
      expect(answer.status, name).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const draft = extractListing(listingPage(name).toString('utf8'), url);
      expect(draft).not.toBeNull();
      expect(answer.body).toEqual({ draft });
    }
  });

  it('answers the building with its three units, priced, its source the page', async () => {
    const url = `${site.origin}/listings/apartment-complex.html`;
    const answer = await importFrom(open, ada, url);
    expect(answer.body.draft).toMatchObject({
      apartment: { name: 'The Linden at Fremont & Annex', website: url, parking: 'garage' },
      units: [{ rent: 2295 }, { rent: 3150 }, { rent: 1725 }],
      currency: 'USD',
      areaUnit: 'sqft',
      photoUrl: `${site.origin}/media/linden/front.jpg`,
      sourceUrl: url,
    });
  });

  it('follows redirects: the draft comes from, and links to, the final page', async () => {
    const answer = await importFrom(open, ada, `${site.origin}/redirect/2`);
    expect(answer.status).toBe(200);
    expect(answer.body.draft).toMatchObject({
      apartment: { website: `${site.origin}/listings/apartment-complex.html` },
      sourceUrl: `${site.origin}/listings/apartment-complex.html`,
    });
  });

  it('says clearly when a page holds no listing', async () => {
    expect(
      refusalOf(await importFrom(open, ada, `${site.origin}/listings/no-listing.html`)),
    ).toEqual(NO_LISTING);
  });

  it('refuses a page over 5 MB, and gives up on a site slower than the time limit', async () => {
    expect(refusalOf(await importFrom(open, ada, `${site.origin}/huge`))).toEqual({
      status: 503,
      code: 'UNAVAILABLE',
      message: 'The page is larger than 5 MB.',
    });
    const slow = await importFrom(open, ada, `${site.origin}/slow-body`);
    expect(refusalOf(slow)).toEqual({
      status: 503,
      code: 'UNAVAILABLE',
      message: 'The page took longer than 0.6 seconds to answer.',
    });
    expect(slow.took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('refuses what is not a web page, and a redirect to a private address', async () => {
    expect(refusalOf(await importFrom(open, ada, `${site.origin}/image.png`))).toEqual({
      status: 400,
      code: 'INVALID_DATA',
      message: 'That address leads to image/png, not a web page.',
    });
    const to = `${site.origin}/redirect-to?url=${encodeURIComponent('http://169.254.169.254/')}`;
    expect(refusalOf(await importFrom(open, ada, to))).toEqual({
      status: 403,
      code: 'PERMISSION_DENIED',
      message:
        '169.254.169.254 is a private or local network address; only public web pages can be imported.',
    });
  });

  it('reads 4.5 MB hostile listings within the time limit, each answer small', async () => {
    const statuses: Record<string, number | string> = {};
    for (const kind of Object.keys(HOSTILE_LISTINGS)) {
      const answer = await importFrom(open, ada, `${site.origin}/hostile/${kind}?size=${LARGE}`);
      statuses[kind] = answer.body.message ?? answer.status;
      expect(answer.took, kind).toBeLessThan(DEFAULT_WORKER_LIMITS.timeLimitMs + 2000);
      expect(JSON.stringify(answer.body).length, kind).toBeLessThan(100_000);
    }
    expect(statuses).toEqual({
      'huge-texts': 200,
      'many-units': 200,
      // Nested millions deep: not read at all (parsing it alone would need 200 MB).
      'deep-nesting': NO_LISTING.message,
      'open-meta-tags': NO_LISTING.message,
    });
  });

  it('sends nothing of the person to the site, says who asks, and keeps nothing', async () => {
    const url = `${site.origin}/listings/opengraph-only.html`;
    const before = site.requests.length;
    const forAda = await importFrom(open, ada, url);
    const forBob = await importFrom(open, bob, url);
    expect(forBob.body).toEqual(forAda.body);
    for (const { headers } of site.requests.slice(before)) {
      expect(headers.cookie).toBeUndefined();
      expect(headers.origin).toBeUndefined();
      expect(headers['user-agent']).toBe('Mozilla/5.0 (compatible; Tinies listing import)');
    }
    for (const user of [ada, bob]) {
      expect(await open.store.get(user.uid, `users/${user.uid}`)).toBeNull();
    }
  });
});

describe('listing import refusals', () => {
  it('stops reading a page past the parse time limit, in words, and goes on', async () => {
    const url = `${site.origin}/hostile/json-ld-comment-wrappers?size=${LARGE}`;
    const answer = await importFrom(hurried, eve, url);
    expect(refusalOf(answer)).toEqual({
      status: 400,
      code: 'INVALID_DATA',
      message: 'That page is too large or too complex to read: Tinies stopped after 0.005 seconds.',
    });
    expect((await fetch(`${hurried.origin}/api/health`)).status).toBe(200);
  });

  it('refuses loopback and private addresses as in production, without fetching', async () => {
    const before = site.requests.length;
    for (const [url, host] of [
      [`${site.origin}/listings/apartment-complex.html`, '127.0.0.1'],
      [`http://localhost:${site.port}/listings/apartment-complex.html`, 'localhost'],
      ['http://192.168.1.20/listing/7', '192.168.1.20'],
      ['http://[fd00::1]/', 'fd00::1'],
    ]) {
      expect(refusalOf(await importFrom(strict, dan, url)), url).toEqual({
        status: 403,
        code: 'PERMISSION_DENIED',
        message: `${host} is a private or local network address; only public web pages can be imported.`,
      });
    }
    expect(site.requests.length).toBe(before);
  });

  it('answers 401 without a session, or with a made-up or foreign one', async () => {
    const unauthenticated = {
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Sign in to import listings.',
    };
    const url = 'https://listings.example/1';
    expect(refusalOf(await importFrom(strict, null, url))).toEqual(unauthenticated);
    const madeUp = { ...dan, cookie: 'better-auth.session_token=made-up.value' };
    expect(refusalOf(await importFrom(strict, madeUp, url))).toEqual(unauthenticated);
    // A session of another server (another database) is nobody here.
    expect(refusalOf(await importFrom(strict, ada, url))).toEqual(unauthenticated);
  });

  it('answers 403 to requests from other sites, even with a session', async () => {
    const answer = await importFrom(strict, dan, 'https://listings.example/1', {
      Origin: 'https://elsewhere.example',
    });
    expect(refusalOf(answer)).toEqual({
      status: 403,
      code: 'PERMISSION_DENIED',
      message: 'Requests from other sites are refused.',
    });
  });

  it('refuses a body over 8 KB before reading it, and what is not a web address', async () => {
    const big = await fetch(`${strict.origin}${LISTING_IMPORT_API_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: strict.origin, Cookie: dan.cookie },
      body: JSON.stringify({ url: `https://a.example/${'x'.repeat(9 * 1024)}` }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'An import request carries a web address only: at most 8 KB.',
    });
    const cases: [unknown, string][] = [
      ['a flat in town', 'Paste a web address such as https://…'],
      ['ftp://files.example/flat', 'Paste a web address that starts with http:// or https://.'],
      ['', 'Paste a web address'],
      [
        { url: `https://a.example/${'x'.repeat(2000)}` },
        'A web address has at most 2000 characters',
      ],
      [{ url: 'https://a.example/', extra: 1 }, 'Unrecognized key: "extra"'],
    ];
    for (const [url, message] of cases) {
      expect(refusalOf(await importFrom(strict, dan, url))).toEqual({
        status: 400,
        code: 'INVALID_DATA',
        message,
      });
    }
  });

  it('limits imports per person', async () => {
    let answer: Answer | undefined;
    for (let tries = 0; tries <= 20; tries++) {
      answer = await importFrom(strict, cara, 'http://10.0.0.1/');
      if (answer.status === 429) break;
    }
    expect(refusalOf(answer!)).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many imports; try again in a moment.',
    });
    expect(Number(answer!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
