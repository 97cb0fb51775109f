import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createWriteLimiter } from './write-rate.ts';
import { openSqlite, type SqliteDatabase } from '../database/database.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { signUpVerified, type VerifiedUser } from '../testing/verified-user.ts';

let dir: string;
let database: SqliteDatabase;
let server: TestServer;
let ada: VerifiedUser;
let bob: VerifiedUser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tinies-data-routes-'));
  database = openSqlite(join(dir, 'tinies.sqlite'));
  server = await startTestServer({ database });
  [ada, bob] = [await signUpVerified(server), await signUpVerified(server)];
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A request from the user's browser on the app's own page. */
function call(
  user: VerifiedUser | null,
  method: string,
  path: string,
  body?: unknown,
  headers = {},
) {
  return fetch(`${server.origin}/api/data/${path}`, {
    method,
    headers: {
      ...(user ? { Cookie: user.cookie } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      Origin: server.origin,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('/api/data', () => {
  it('answers a small collection whole, however many reads of it run at once', async () => {
    const notes = `users/${bob.uid}/test-notes/notes`;
    await call(bob, 'PUT', `${notes}/s1`, { title: 'Milk' });
    // Only reads too large to answer whole count among an account's 2 large reads.
    const answers = await Promise.all(Array.from({ length: 12 }, () => call(bob, 'GET', notes)));
    expect(answers.map((response) => response.status)).toEqual(Array(12).fill(200));
    for (const answer of answers) expect(await answer.json()).toEqual({ s1: { title: 'Milk' } });
    await call(bob, 'DELETE', `${notes}/s1`);
  });

  it('reads, sets, updates and removes the signed-in user’s own data', async () => {
    const doc = `users/${ada.uid}/test-notes/notes/n1`;
    const absent = await call(ada, 'GET', doc);
    expect(absent.status).toBe(200);
    expect(await absent.json()).toBeNull();

    const put = await call(ada, 'PUT', doc, { title: 'Milk', tags: ['shop'] });
    expect(put.status).toBe(200);
    const { seq } = (await put.json()) as { seq: number };
    expect(seq).toBeGreaterThan(0);

    const patch = await call(ada, 'PATCH', `users/${ada.uid}/test-notes`, {
      'notes/n1/done': true,
      'notes/n2': { title: 'Bread' },
    });
    expect(await patch.json()).toEqual({ seq: seq + 1 });
    expect(await (await call(ada, 'GET', `users/${ada.uid}/test-notes/notes`)).json()).toEqual({
      n1: { title: 'Milk', tags: ['shop'], done: true },
      n2: { title: 'Bread' },
    });
    expect(await (await call(ada, 'GET', `${doc}/title`)).json()).toBe('Milk');

    const removed = await call(ada, 'DELETE', doc);
    expect(await removed.json()).toEqual({ seq: seq + 2 });
    expect(await (await call(ada, 'GET', doc)).json()).toBeNull();
    expect(await server.store.get(ada.uid, `users/${ada.uid}/test-notes/notes`)).toEqual({
      n2: { title: 'Bread' },
    });
  });

  it('decodes each segment once, so keys may hold any allowed character', async () => {
    const key = 'ünï cødé %2F 😀';
    const path = `users/${ada.uid}/test-notes/free/${encodeURIComponent(key)}`;
    expect((await call(ada, 'PUT', path, 1)).status).toBe(200);
    expect(await server.store.get(ada.uid, `users/${ada.uid}/test-notes/free/${key}`)).toBe(1);
    expect(await (await call(ada, 'GET', path)).json()).toBe(1);
  });

  it('answers no-store and { code, message } with the status of the code', async () => {
    const ok = await call(ada, 'GET', `users/${ada.uid}`);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const cases: Array<[VerifiedUser | null, string, string, unknown, number, string]> = [
      [null, 'GET', `users/${ada.uid}`, undefined, 401, 'UNAUTHENTICATED'],
      [null, 'PUT', `users/${ada.uid}/test-notes/free/x`, 1, 401, 'UNAUTHENTICATED'],
      [bob, 'GET', `users/${ada.uid}`, undefined, 403, 'PERMISSION_DENIED'],
      [ada, 'PUT', `users/${ada.uid}/test-notes/notes/n9`, { title: 5 }, 400, 'INVALID_DATA'],
      [ada, 'PUT', `users/${ada.uid}/nope/x/y`, { title: 'x' }, 400, 'INVALID_DATA'],
      [ada, 'GET', `users/${ada.uid}/a.b`, undefined, 400, 'INVALID_DATA'],
    ];
    for (const [user, method, path, body, status, code] of cases) {
      const response = await call(user, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const answer = (await response.json()) as { code: string; message: string };
      expect(answer.code).toBe(code);
      expect(answer.message.length).toBeGreaterThan(0);
    }
    const wrong = await call(ada, 'POST', `users/${ada.uid}`, 1);
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers HEAD as a read: it never removes what is there', async () => {
    const path = `users/${ada.uid}/test-notes/free/head`;
    expect((await call(ada, 'PUT', path, 7)).status).toBe(200);
    const head = await call(ada, 'HEAD', path);
    expect(head.status).toBe(200);
    expect(await server.store.get(ada.uid, path)).toBe(7);
  });

  it('refuses writes from another site, and lets reads and same-origin writes through', async () => {
    const path = `users/${ada.uid}/test-notes/free/origin`;
    const before = await server.store.currentSeq(ada.uid);
    for (const headers of [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: server.origin, 'Sec-Fetch-Site': 'cross-site' },
    ]) {
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        const response = await call(ada, method, path, method === 'PATCH' ? { a: 1 } : 1, headers);
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
      }
    }
    expect(await server.store.currentSeq(ada.uid)).toBe(before);
    const read = await call(ada, 'GET', path, undefined, { Origin: 'https://evil.example' });
    expect(read.status).toBe(200);
    const sameSite = await call(ada, 'PUT', path, 1, { 'Sec-Fetch-Site': 'same-origin' });
    expect(sameSite.status).toBe(200);
  });

  it('logs each refused write on one JSON line with code, uid and path, never the data', async () => {
    server.refusals.length = 0;
    const secret = 'the-secret-value-0451';
    await call(ada, 'PUT', `users/${ada.uid}/test-notes/notes/n1`, { title: 1, body: secret });
    await call(bob, 'PUT', `users/${ada.uid}/test-notes/notes/n1`, { title: secret });
    await call(null, 'DELETE', `users/${ada.uid}`);
    await call(ada, 'GET', `users/${bob.uid}`);
    expect(server.refusals).toHaveLength(3);
    const lines = server.refusals.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({
      event: 'data_write_refused',
      method: 'PUT',
      code: 'INVALID_DATA',
      uid: ada.uid,
      path: `users/${ada.uid}/test-notes/notes/n1`,
    });
    expect(lines[1]).toMatchObject({ code: 'PERMISSION_DENIED', uid: bob.uid });
    expect(lines[2]).toMatchObject({ code: 'UNAUTHENTICATED', uid: null, method: 'DELETE' });
    for (const line of server.refusals) {
      expect(line).not.toContain(secret);
      expect(line).not.toContain('\n');
    }
  });
});

describe('the per-user write rate', () => {
  it('refuses writes past the burst with 429 RATE_LIMITED, per user, reads unaffected', async () => {
    const refusals: string[] = [];
    // The same accounts and store, behind routes with a tight limit on a clock of the test's.
    let clock = 0;
    const writeLimiter = createWriteLimiter({ perSecond: 1, burst: 3 }, () => clock);
    const app = createApp(server.config, {
      database,
      auth: server.auth,
      store: server.store,
      clientDir: join(dir, 'no-build'),
      dataOptions: { writeLimiter, log: (line) => refusals.push(line) },
    });
    const write = (user: VerifiedUser, value: number) =>
      app.request(`/api/data/users/${user.uid}/test-notes/free/rate`, {
        method: 'PUT',
        headers: { Cookie: user.cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify(value),
      });
    for (let index = 0; index < 3; index++) expect((await write(ada, index)).status).toBe(200);
    const limited = await write(ada, 99);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await server.store.get(ada.uid, `users/${ada.uid}/test-notes/free/rate`)).toBe(2);
    expect(JSON.parse(refusals.at(-1)!)).toMatchObject({ code: 'RATE_LIMITED', uid: ada.uid });

    expect((await write(bob, 1)).status).toBe(200);
    const read = await app.request(`/api/data/users/${ada.uid}/test-notes/free/rate`, {
      headers: { Cookie: ada.cookie },
    });
    expect(await read.json()).toBe(2);

    clock += 900;
    expect((await write(ada, 4)).status).toBe(429);
    clock += 200;
    expect((await write(ada, 4)).status).toBe(200);
  });
});
