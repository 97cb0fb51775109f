import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type SqliteDatabase } from '../database/database.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { signUpVerified, type VerifiedUser } from '../testing/verified-user.ts';

let dir: string;
let database: SqliteDatabase;
let server: TestServer;
let victim: VerifiedUser;
let attacker: VerifiedUser;
const SECRET = 'victim-secret-7f3a';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tinies-data-isolation-'));
  database = openSqlite(join(dir, 'tinies.sqlite'));
  // A rate high enough that every attempt reaches the path and access checks.
  server = await startTestServer({ database, writeRate: { perSecond: 1e6, burst: 1e6 } });
  [victim, attacker] = [await signUpVerified(server), await signUpVerified(server)];
  await server.store.set(victim.uid, `users/${victim.uid}/test-notes/notes/secret`, {
    title: SECRET,
  });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Percent-encodes every character of `text`, even unreserved ones. */
const encodeAll = (text: string) =>
  [...new TextEncoder().encode(text)]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('');

/** Ways to name another user's root (or a parent of every root) in a path. */
function otherRoots(me: string, them: string): string[] {
  const half = Math.floor(them.length / 2);
  const roots = [
    `users/${them}`,
    `users/${them}x`,
    `users/${them.slice(0, -1)}`,
    `users/${me}0`,
    `users/${me.slice(0, -1)}`,
    `users/${them.toUpperCase()}`,
    `users/${them.toLowerCase()}`,
    `users/${encodeAll(them)}`,
    `users/${them.slice(0, half)}${encodeAll(them.slice(half))}`,
    `${encodeAll('users')}/${them}`,
    `users/${them}%20`,
    `users/%20${them}`,
    `users/${them}%E2%80%8B`, // zero-width space
    // Fullwidth look-alikes of the uid's characters.
    `users/${encodeURIComponent([...them].map((char) => String.fromCodePoint(char.codePointAt(0)! + 0xfee0)).join(''))}`,
    `users/${encodeURIComponent(them.normalize('NFKD'))}%CC%81`,
    `users/${me}%EF%BC%8F..%EF%BC%8F${them}`, // fullwidth solidus
    `users/${me}/../${them}`,
    `users/${me}/./../${them}`,
    `users/${me}/%2e%2e/${them}`,
    `users/${me}/%2E%2E/${them}`,
    `users/${me}/.%2e/${them}`,
    `users/${me}/%2e./${them}`,
    `users/${me}%2F..%2F${them}`,
    `users/${me}%2f..%2f${them}`,
    `users/${me}%252F..%252F${them}`,
    `users/${me}%25252F..%25252F${them}`,
    `users/${me}/..%2F${them}`,
    `users/${me}/..%5C${them}`,
    `users/${me}%5C..%5C${them}`,
    `users/${me}//${them}`,
    `users//${them}`,
    `users/${me}/%00/../${them}`,
    `users/${me}%00${them}`,
    `users/${them}%00`,
    `users/${me}%C0%AF..%C0%AF${them}`, // overlong "/"
    `users/${me}%E0%80%AF${them}`,
    `users/${them}%`,
    `users/${them}%zz`,
    `users`,
    ``,
    `users/`,
    `USERS/${them}`,
    `%75sers/${them}`,
    `other/${them}`,
  ];
  // Cutting a character off `${me}0` names me again: that one is no attempt.
  return roots.filter((root) => root !== `users/${me}`);
}

/** The tails appended to each root: the root itself and paths below it. */
const TAILS = [
  '',
  '/test-notes',
  '/test-notes/notes',
  '/test-notes/notes/secret',
  '/test-notes/notes/secret/title',
  '/test-notes/notes/secret?x=/../..',
];

describe('isolation between users over HTTP', () => {
  it('refuses thousands of generated attempts on other users’ data, reading and writing nothing', async () => {
    const seqBefore = {
      victim: await server.store.currentSeq(victim.uid),
      attacker: await server.store.currentSeq(attacker.uid),
    };
    const targets: string[] = [];
    for (const [me, them] of [
      [attacker.uid, victim.uid],
      // Names nobody has, which still must not be reachable.
      [attacker.uid, 'u1'],
      [attacker.uid, `${attacker.uid}0`],
    ] as const) {
      for (const root of otherRoots(me, them)) {
        for (const tail of TAILS) targets.push(`/api/data/${root}${tail}`);
      }
    }
    const methods = ['GET', 'PUT', 'PATCH', 'DELETE'];
    const bodies: Record<string, string | undefined> = {
      GET: undefined,
      PUT: JSON.stringify({ title: 'owned' }),
      PATCH: JSON.stringify({ 'notes/secret/title': 'owned', title: 'owned' }),
      DELETE: undefined,
    };
    const attempts = targets.flatMap((target) =>
      methods.flatMap((method) =>
        [attacker.cookie, null].map((cookie) => ({ target, method, cookie })),
      ),
    );
    expect(attempts.length).toBeGreaterThan(2000);

    const outcomes = new Map<string, number>();
    const queue = [...attempts];
    const worker = async () => {
      for (let attempt = queue.shift(); attempt; attempt = queue.shift()) {
        const response = await server.raw(attempt.method, attempt.target, {
          headers: {
            ...(attempt.cookie ? { Cookie: attempt.cookie } : {}),
            'Content-Type': 'application/json',
            Origin: server.origin,
          },
          body: bodies[attempt.method],
        });
        const where = `${attempt.method} ${attempt.target} (${attempt.cookie ? 'signed in' : 'anonymous'})`;
        expect(response.status, where).toBeGreaterThanOrEqual(400);
        expect(response.body, where).not.toContain(SECRET);
        let code = `HTTP ${response.status}`;
        if (String(response.headers['content-type']).includes('json')) {
          code = (JSON.parse(response.body) as { code: string }).code;
          const allowed = attempt.cookie
            ? ['PERMISSION_DENIED', 'INVALID_DATA']
            : ['UNAUTHENTICATED'];
          expect(allowed, where).toContain(code);
        }
        outcomes.set(code, (outcomes.get(code) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));

    // Every kind of refusal is exercised, not one check standing in for all.
    expect(outcomes.get('PERMISSION_DENIED')).toBeGreaterThan(500);
    expect(outcomes.get('INVALID_DATA')).toBeGreaterThan(200);
    expect(outcomes.get('UNAUTHENTICATED')).toBeGreaterThan(1000);

    expect(await server.store.currentSeq(victim.uid)).toBe(seqBefore.victim);
    expect(await server.store.currentSeq(attacker.uid)).toBe(seqBefore.attacker);
    expect(await server.store.get(victim.uid, `users/${victim.uid}`)).toEqual({
      'test-notes': { notes: { secret: { title: SECRET } } },
    });
    expect(await server.store.get(attacker.uid, `users/${attacker.uid}`)).toBeNull();
    for (const uid of ['u1', `${attacker.uid}0`]) {
      expect(await server.store.currentSeq(uid)).toBe(0);
    }
    const health = await fetch(`${server.origin}/api/health`);
    expect(health.status).toBe(200);
  }, 120_000);

  it('lets the owner reach the same data by its plain path', async () => {
    const response = await server.raw(
      'GET',
      `/api/data/users/${victim.uid}/test-notes/notes/secret/title`,
      {
        headers: { Cookie: victim.cookie },
      },
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toBe(SECRET);
  });
});
