import { once } from 'node:events';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  limitedRoutes,
  UPLOAD_HEAD_BYTES,
  UPLOAD_SUFFIX,
  type LimitedRoute,
} from './limited-routes.ts';
import { RawConnection, streamRequest, type StreamedResponse } from './streaming-request.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { signUpVerified, type VerifiedUser } from './verified-user.ts';
import { MAX_FILE_BYTES } from '../../shared/data/files.ts';
import type { Database } from '../database/database.ts';
import { READ_AHEAD_BYTES } from '../middleware/body-limit.ts';

const MB = 1024 * 1024;
const ATTACK_BYTES = 50 * MB;
/** What a server may read of a body it refuses on its declared length: the head, a piece. */
const READ_SLACK = 256 * 1024;

export interface BodyLimitSuiteOptions {
  /** The families to run (by `LimitedRoute.family`); default all. */
  families?: readonly string[];
}

/**
 * The body limit of every route family against a real server on `storage`: 50 MB bodies,
 * declared and chunked, are refused before they are read; bodies just within the limit
 * still work; a refused connection is closed cleanly, one within the limit stays usable.
 */
export function describeBodyLimits(
  storage: string,
  openTestDatabase: () => Promise<{ database: Database; dispose(): Promise<void> }>,
  { families }: BodyLimitSuiteOptions = {},
) {
  describe(`body limits on ${storage}`, () => {
    let database: { database: Database; dispose(): Promise<void> };
    let server: TestServer;
    let ada: VerifiedUser;
    /** The server's side of each connection, by the client's port. */
    const serverSockets = new Map<number, Socket>();

    beforeAll(async () => {
      database = await openTestDatabase();
      server = await startTestServer({
        database: database.database,
        writeRate: { perSecond: 1e6, burst: 1e6 },
      });
      server.server.on('connection', (socket: Socket) =>
        serverSockets.set(socket.remotePort!, socket),
      );
      ada = await signUpVerified(server, { label: 'body-limits' });
    }, 30_000);

    afterAll(async () => {
      await server?.close();
      await database?.dispose();
    });

    /** Bytes the server took off the connection of `connection` so far. */
    const readByServer = (connection: RawConnection) =>
      serverSockets.get(connection.port)!.bytesRead;

    const routes = () =>
      limitedRoutes(ada.uid).filter((route) => !families || families.includes(route.family));
    const headersOf = (route: LimitedRoute, signedIn: boolean) => ({
      ...route.headers,
      Origin: server.origin,
      ...(signedIn ? { Cookie: ada.cookie } : {}),
    });

    function expectTooLarge(response: StreamedResponse, route: LimitedRoute) {
      expect(response.status, route.family).toBe(413);
      const body = JSON.parse(response.body) as { code: string; message: string };
      expect(body.code).toBe('PAYLOAD_TOO_LARGE');
      expect(body.message).toContain(route.named);
      // The app-wide security headers are on the refusal too.
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBeDefined();
    }

    /** The whole answer came, then the end of the stream: no reset, no half answer. */
    async function expectClosedCleanly(response: StreamedResponse, connection: RawConnection) {
      expect(response.headers.connection).toBe('close');
      expect(await connection.ended).toBe('end');
    }

    for (const family of families ?? limitedRoutes('').map((route) => route.family)) {
      describe(family, () => {
        const route = () => routes().find((candidate) => candidate.family === family)!;

        it('refuses 50 MB declared in Content-Length at once, from anyone, without reading it', async () => {
          const connection = await RawConnection.open(server.origin);
          // No session and another site's Origin: the size is refused before either.
          const response = await connection.send({
            method: route().method,
            path: route().path,
            headers: { ...route().headers, Origin: 'https://elsewhere.example' },
            prefix: route().prefix,
            size: ATTACK_BYTES,
          });
          expectTooLarge(response, route());
          expect(response.finishedSending).toBe(false);
          await expectClosedCleanly(response, connection);
          expect(readByServer(connection)).toBeLessThan(READ_SLACK);
        });

        it('stops 50 MB sent chunked at the limit', async () => {
          const connection = await RawConnection.open(server.origin);
          const started = Date.now();
          const response = await connection.send({
            method: route().method,
            path: route().path,
            headers: headersOf(route(), true),
            prefix: route().prefix,
            size: ATTACK_BYTES,
            framing: 'chunked',
          });
          expectTooLarge(response, route());
          expect(response.finishedSending).toBe(false);
          await expectClosedCleanly(response, connection);
          expect(readByServer(connection)).toBeLessThan(
            Math.min(route().limit, READ_AHEAD_BYTES) + READ_SLACK,
          );
          expect(Date.now() - started).toBeLessThan(10_000);
        });

        it('refuses a chunked body from someone signed out the same, reading no more than the limit', async () => {
          const connection = await RawConnection.open(server.origin);
          const response = await connection.send({
            method: route().method,
            path: route().path,
            headers: headersOf(route(), false),
            prefix: route().prefix,
            size: ATTACK_BYTES,
            framing: 'chunked',
          });
          expectTooLarge(response, route());
          expect(response.finishedSending).toBe(false);
          await expectClosedCleanly(response, connection);
          expect(readByServer(connection)).toBeLessThan(route().limit + READ_SLACK);
        });

        it('keeps a refused connection from answering anything else, and the server answering', async () => {
          // A client that ignores the answer and sends on: the server stops reading.
          const response = await streamRequest(server.origin, {
            method: route().method,
            path: route().path,
            headers: route().headers,
            size: ATTACK_BYTES,
            ignoreAnswer: true,
          });
          expectTooLarge(response, route());
          expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
        });
      });
    }

    describe('within the limits', () => {
      /**
       * A body at the limit for `route` (for files: a file of exactly the file limit), and
       * what the route answers to it.
       */
      function atLimit(route: LimitedRoute, framing: string) {
        switch (route.family) {
          case 'accounts': {
            const email = `limit-${framing}-${Date.now()}@example.test`;
            return {
              prefix: JSON.stringify({ email, password: 'correct horse', name: '' }),
              size: route.limit,
              expected: (response: StreamedResponse) => expect(response.status).toBe(200),
            };
          }
          case 'data':
            // A string value, then spaces the store does not count.
            return {
              prefix: JSON.stringify('x'.repeat(200 * 1024)),
              size: route.limit,
              expected: (response: StreamedResponse) => expect(response.body).toMatch(/"seq"/),
            };
          case 'files':
            // A PDF's header, then spaces: a file of exactly MAX_FILE_BYTES.
            return {
              prefix: route.prefix,
              suffix: UPLOAD_SUFFIX,
              size: UPLOAD_HEAD_BYTES + MAX_FILE_BYTES + UPLOAD_SUFFIX.length,
              expected: (response: StreamedResponse) =>
                expect(JSON.parse(response.body)).toMatchObject({ size: MAX_FILE_BYTES }),
            };
          case 'recipe import':
          case 'listing import':
            return {
              prefix: '{"url":""}',
              size: route.limit,
              expected: (response: StreamedResponse) =>
                expect(JSON.parse(response.body)).toMatchObject({ code: 'INVALID_DATA' }),
            };
          default:
            return {
              prefix: '',
              size: route.limit,
              expected: (response: StreamedResponse) => expect(response.status).toBe(404),
            };
        }
      }

      const healthOn = (connection: RawConnection) =>
        connection.send({ method: 'GET', path: '/api/health' });

      it.each(['declared', 'chunked'] as const)(
        'takes a body of exactly the limit on each route, %s, and the connection stays usable',
        async (framing) => {
          // Larger bodies (uploads) are taken with a declared size only: see below.
          const taken = routes().filter(
            (route) => framing === 'declared' || route.limit <= READ_AHEAD_BYTES,
          );
          for (const route of taken) {
            const connection = await RawConnection.open(server.origin);
            const { expected, ...body } = atLimit(route, framing);
            const response = await connection.send({
              method: route.method,
              path: route.path,
              headers: headersOf(route, true),
              framing,
              ...body,
            });
            expect(response.status, `${route.family}: ${response.body}`).not.toBe(413);
            expected(response);
            expect(response.headers.connection, route.family).not.toBe('close');
            expect((await healthOn(connection)).status, route.family).toBe(200);
            connection.close();
          }
        },
        60_000,
      );

      it('takes a body without a declared size up to 1 MB only', async () => {
        for (const route of routes().filter(({ limit }) => limit > READ_AHEAD_BYTES)) {
          const connection = await RawConnection.open(server.origin);
          const response = await connection.send({
            method: route.method,
            path: route.path,
            headers: headersOf(route, true),
            prefix: route.prefix,
            size: 64 * 1024,
            framing: 'chunked',
          });
          expectTooLarge(response, route);
          expect(JSON.parse(response.body)).toMatchObject({
            message: expect.stringContaining('Content-Length') as unknown,
          });
          await expectClosedCleanly(response, connection);
        }
      });

      it('asks a client that waits for it (Expect: 100-continue) for its body only within the limit', async () => {
        const [accounts] = limitedRoutes(ada.uid);
        const refused = await RawConnection.open(server.origin);
        const tooLarge = await refused.send({
          method: accounts!.method,
          path: accounts!.path,
          headers: headersOf(accounts!, false),
          size: ATTACK_BYTES,
          expectContinue: true,
        });
        expectTooLarge(tooLarge, accounts!);
        expect(refused.interim).toEqual([]);
        expect(tooLarge.sentWhenAnswered).toBe(0);
        await expectClosedCleanly(tooLarge, refused);

        const data =
          routes().find((route) => route.family === 'data') ?? limitedRoutes(ada.uid)[1]!;
        const taken = await RawConnection.open(server.origin);
        const response = await taken.send({
          method: data.method,
          path: data.path,
          headers: headersOf(data, true),
          prefix: '"a value"',
          expectContinue: true,
        });
        expect(taken.interim).toEqual([100]);
        expect(response.body).toMatch(/"seq"/);
        taken.close();
      });

      /** A GET to the health route with a 50 MB chunked body, on a connection of its own. */
      async function getWithChunkedBody(ignoreAnswer = false) {
        const connection = await RawConnection.open(server.origin);
        const response = await connection.send({
          method: 'GET',
          path: '/api/health',
          size: ATTACK_BYTES,
          framing: 'chunked',
          ignoreAnswer,
        });
        expect(response.status).toBe(200);
        return { connection, response };
      }

      it('answers a GET sent with a chunked body without reading it, and closes the connection', async () => {
        const { connection, response } = await getWithChunkedBody();
        await expectClosedCleanly(response, connection);
        expect(readByServer(connection)).toBeLessThan(READ_SLACK);
      });

      it('stops reading a chunked GET body whose client sends on after the answer', async () => {
        const { connection, response } = await getWithChunkedBody(true);
        expect(response.headers.connection).toBe('close');
        // Counted once the server let the connection go, not at its answer.
        const serverSide = serverSockets.get(connection.port)!;
        if (!serverSide.destroyed) await once(serverSide, 'close');
        expect(serverSide.bytesRead).toBeLessThan(READ_SLACK);
      });

      it('drains a declared body within the limit that nobody read, and keeps the connection', async () => {
        for (const route of routes()) {
          const connection = await RawConnection.open(server.origin);
          // Signed out: the routes that need a session refuse before reading. The client
          // sends its whole body all the same, as it must to use the connection again.
          const response = await connection.send({
            method: route.method,
            path: route.path,
            headers: { ...route.headers, Origin: server.origin },
            prefix: route.prefix,
            size: route.limit,
            ignoreAnswer: true,
          });
          expect(response.status, route.family).not.toBe(413);
          expect(response.headers.connection, route.family).not.toBe('close');
          expect((await healthOn(connection)).status, route.family).toBe(200);
          connection.close();
        }
      });
    });
  });
}
