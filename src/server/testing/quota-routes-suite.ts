import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';
import { signUpVerified, type VerifiedUser } from './verified-user.ts';
import { ACCOUNT_USAGE_PATH, type AccountUsage } from '../../shared/data/usage.ts';
import type { Database } from '../database/database.ts';
import { upload, uploaded } from '../files/testing/files-harness.ts';
import { pdf } from '../files/testing/sample-files.ts';
import { LiveTestClient } from '../live/testing/live-client.ts';

/** A string value whose JSON takes exactly `bytes` bytes. */
const ofBytes = (bytes: number) => 'x'.repeat(bytes - 2);

const FULL = { code: 'QUOTA_EXCEEDED', message: 'Your storage is full: 1 KB of 1 KB used' };

/**
 * The document quota as people meet it, on a whole server over `open()`'s database: every
 * write path (HTTP PUT, PATCH and DELETE, the live socket's set and update) refuses with
 * QUOTA_EXCEEDED before storing anything, and `GET /api/account/usage` tells each signed-in
 * person their own usage, never anyone else's.
 */
export function describeQuotaRoutes(
  storage: string,
  open: () => Promise<{ database: Database; dispose(): Promise<void> }>,
) {
  describe(`quotas through the API on ${storage}`, () => {
    let opened: { database: Database; dispose(): Promise<void> };
    let server: TestServer;

    beforeAll(async () => {
      opened = await open();
      server = await startTestServer({
        database: opened.database,
        documentQuota: { bytes: 1024, count: 4 },
        fileQuotaBytes: 50_000,
      });
    });
    afterAll(async () => {
      await server?.close();
      await opened?.dispose();
    });

    const call = (user: VerifiedUser, method: string, path: string, body?: unknown) =>
      user.browser.request(`/api/data/${path}`, {
        method,
        headers: {
          Origin: server.origin,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    async function usageOf(user: VerifiedUser, target = ACCOUNT_USAGE_PATH) {
      const response = await user.browser.request(target);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return (await response.json()) as AccountUsage;
    }

    it('refuses HTTP writes past the quota with QUOTA_EXCEEDED and the usage in words; DELETE frees space', async () => {
      const ada = await signUpVerified(server);
      const free = `users/${ada.uid}/test-notes/free`;
      expect((await call(ada, 'PUT', `${free}/a`, ofBytes(1000))).status).toBe(200);
      await call(ada, 'PUT', `${free}/b`, ofBytes(24));
      const seq = await server.store.currentSeq(ada.uid);

      for (const [method, path, body] of [
        ['PUT', `${free}/c`, 1],
        ['PUT', `${free}/b`, ofBytes(25)],
        ['PATCH', free, { c: 1, d: 2 }],
        ['PUT', free, { a: ofBytes(1000), c: ofBytes(100) }],
      ] as const) {
        const refused = await call(ada, method, path, body);
        expect(refused.status).toBe(403);
        expect(await refused.json()).toEqual(FULL);
      }
      expect(await server.store.currentSeq(ada.uid)).toBe(seq);
      expect(await (await call(ada, 'GET', free)).json()).toEqual({
        a: ofBytes(1000),
        b: ofBytes(24),
      });
      expect(server.refusals.map((line) => JSON.parse(line) as { code: string })).toContainEqual(
        expect.objectContaining({ event: 'data_write_refused', code: 'QUOTA_EXCEEDED' }),
      );

      expect((await call(ada, 'DELETE', `${free}/a`)).status).toBe(200);
      expect((await call(ada, 'PUT', `${free}/c`, ofBytes(500))).status).toBe(200);
      expect((await usageOf(ada)).documents).toEqual({
        bytes: 524,
        count: 2,
        quotaBytes: 1024,
        quotaCount: 4,
      });
    });

    it('refuses the live socket’s writes past the quota the same way', async () => {
      const bob = await signUpVerified(server);
      const free = `users/${bob.uid}/test-notes/free`;
      const { client } = await LiveTestClient.open(server.origin, bob.cookie);
      try {
        client.send({ type: 'set', rid: 'fits', path: `${free}/a`, value: ofBytes(1024) });
        expect(await client.next('ack')).toMatchObject({ rid: 'fits' });
        client.send({ type: 'set', rid: 'over', path: `${free}/b`, value: 1 });
        expect(await client.next('error')).toEqual({ type: 'error', rid: 'over', ...FULL });
        client.send({ type: 'update', rid: 'over2', path: free, values: { b: 1, a: null } });
        expect(await client.next()).toMatchObject({ type: 'ack', rid: 'over2' });
        client.send({
          type: 'update',
          rid: 'over3',
          path: free,
          values: { c: 1, d: 2, e: 3, f: 4 },
        });
        expect(await client.next('error')).toMatchObject({
          rid: 'over3',
          code: 'QUOTA_EXCEEDED',
          message: 'Your storage is full: 1 of 4 documents used',
        });
        expect(await server.store.get(bob.uid, free)).toEqual({ b: 1 });
      } finally {
        await client.close();
      }
    });

    it('tells each signed-in person their own usage and quotas, never anyone else’s', async () => {
      const [cleo, dan] = [await signUpVerified(server), await signUpVerified(server)];
      await call(cleo, 'PUT', `users/${cleo.uid}/test-notes/free/a`, ofBytes(300));
      await uploaded(await upload(cleo.browser, pdf(4_000), { name: 'a.pdf' }));
      await call(dan, 'PUT', `users/${dan.uid}/test-notes/free/a`, ofBytes(700));

      const cleos = await usageOf(cleo);
      expect(cleos).toEqual({
        documents: { bytes: 300, count: 1, quotaBytes: 1024, quotaCount: 4 },
        files: { bytes: await server.files.usage(cleo.uid), quotaBytes: 50_000 },
      });
      expect(cleos.files.bytes).toBeGreaterThan(4_000);
      expect((await usageOf(dan)).documents.bytes).toBe(700);
      // Naming someone else gets one's own usage, or no route at all.
      for (const target of [
        `${ACCOUNT_USAGE_PATH}?uid=${dan.uid}`,
        `${ACCOUNT_USAGE_PATH}?user=${dan.uid}&userId=${dan.uid}`,
      ]) {
        expect(await usageOf(cleo, target)).toEqual(cleos);
      }
      const named = await cleo.browser.request(`${ACCOUNT_USAGE_PATH}/${dan.uid}`);
      expect(named.status).toBe(404);
      expect(await named.text()).not.toContain('700');

      const signedOut = await fetch(`${server.origin}${ACCOUNT_USAGE_PATH}`);
      expect(signedOut.status).toBe(401);
      expect(await signedOut.json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Sign in to see your storage.',
      });
    });
  });
}
