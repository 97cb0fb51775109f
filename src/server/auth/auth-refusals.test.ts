import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempSqlite } from '../testing/temp-sqlite.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let opened: ReturnType<typeof openTempSqlite>;
let server: TestServer;

beforeAll(async () => {
  opened = openTempSqlite('tinies-auth-refusals-');
  server = await startTestServer({ database: opened.database });
});

afterAll(async () => {
  await server?.close();
  await opened?.dispose();
});

describe('refusals of the account routes', () => {
  // Found by the API fuzz test: better-auth answered these with an empty 404.
  it('answers an unknown account route or method as { code: NOT_FOUND, message }, not an empty 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/update-user'],
      ['GET', '/api/auth/no-such-endpoint'],
      ['POST', '/api/auth/no/such/endpoint'],
    ] as const) {
      const response = await server.raw(method, path, {
        headers: { Origin: server.publicUrl, 'Content-Type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(response.body)).toEqual({
        code: 'NOT_FOUND',
        message: expect.stringMatching(/\S/) as unknown,
      });
    }
  });
});
