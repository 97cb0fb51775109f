import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionSchemas } from '../../shared/data/collections.ts';
import {
  LIVE_CLOSE_CODES,
  MAX_CLIENT_MESSAGE_BYTES,
  PROTOCOL_VERSION,
} from '../../shared/data/protocol.ts';
import type { SchemaRegistry } from '../../shared/data/registry.ts';
import { checkProperty, fuzzSettings } from '../testing/api-fuzz-suite.ts';
import { auditStoredData } from '../testing/fuzz-audit.ts';
import {
  anyValue,
  COLLECTIONS,
  deepJson,
  jsonText,
  mutate,
  mutation,
  objectKey,
} from '../testing/fuzz-values.ts';
import { openTempSqlite } from '../testing/temp-sqlite.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { signUpVerified, type VerifiedUser } from '../testing/verified-user.ts';
import { LiveTestClient } from './testing/live-client.ts';

/**
 * The live socket under fuzzing: random frames (broken JSON, wrong shapes, huge paths,
 * unknown operations, binary) on one person's connection never crash the server, never
 * get an answer outside the protocol, never close it but with a documented code, and
 * never disturb another person's connection. `API_FUZZ_RUNS` / `API_FUZZ_SEED` as for
 * the HTTP fuzz test (each run sends a handful of frames).
 */

/** Close codes a fuzzed connection may end with: too large a frame, or the protocol's own. */
const ALLOWED_CLOSE_CODES = new Set<number>([1009, ...Object.values(LIVE_CLOSE_CODES)]);

let opened: ReturnType<typeof openTempSqlite>;
let schemas: SchemaRegistry;
let server: TestServer;
let person: VerifiedUser;
let bystander: VerifiedUser;
let watcher: LiveTestClient;
const clients: LiveTestClient[] = [];
const failures: string[] = [];
const onFailure = (reason: unknown) => failures.push(String(reason));

beforeAll(async () => {
  process.on('unhandledRejection', onFailure);
  process.on('uncaughtException', onFailure);
  opened = openTempSqlite('tinies-live-fuzz-');
  schemas = await productionSchemas();
  server = await startTestServer({
    database: opened.database,
    schemas,
    writeRate: { perSecond: 1e6, burst: 1e6 },
  });
  [person, bystander] = [await signUpVerified(server), await signUpVerified(server)];
  ({ client: watcher } = await LiveTestClient.open(server.origin, bystander.cookie));
  watcher.send({ type: 'sub', id: 'mine', path: `users/${bystander.uid}/gallery/notes/n1` });
  await watcher.next('value');
}, 60_000);

afterAll(async () => {
  process.off('unhandledRejection', onFailure);
  process.off('uncaughtException', onFailure);
  await Promise.all([watcher, ...clients].map((client) => client?.close()));
  await server?.close();
  await opened?.dispose();
});

/** A path as a client might send it: the person's own, someone else's, or nonsense. */
function path(uid: string, other: string) {
  const place = fc.constantFrom(...COLLECTIONS);
  return fc.oneof(
    fc
      .tuple(place, fc.constantFrom('d1', 'd2'))
      .map(([p, d]) => `users/${uid}/${p.tiny}/${p.collection}/${d}`),
    place.map((p) => `users/${uid}/${p.tiny}/${p.collection}`),
    fc.constant(`users/${uid}`),
    fc.constantFrom(
      `users/${other}`,
      `users/${other}/gallery/notes/n1`,
      'users',
      '',
      '/',
      '..',
      'users//x',
    ),
    fc.array(objectKey, { maxLength: 40 }).map((keys) => keys.join('/')),
    fc.constantFrom('a/'.repeat(20_000), `users/${uid}/${'x'.repeat(100_000)}`),
    anyValue,
  );
}

function frame(uid: string, other: string): fc.Arbitrary<string | Uint8Array> {
  const id = fc.oneof(fc.string({ maxLength: 70 }), anyValue);
  const document = fc.constantFrom(...COLLECTIONS).chain((p) => p.document);
  const message = fc
    .tuple(
      fc.record(
        {
          type: fc.constantFrom(
            'hello',
            'sub',
            'unsub',
            'set',
            'update',
            'remove',
            'ping',
            'nope',
            '__proto__',
            'constructor',
          ),
          v: fc.oneof(fc.constant(PROTOCOL_VERSION), anyValue),
          id,
          rid: id,
          path: path(uid, other),
          value: fc.oneof(document, anyValue),
          values: fc.oneof(
            fc.dictionary(
              fc.oneof(objectKey, fc.constantFrom('name', 'd1', 'd1/name')),
              fc.oneof(document, anyValue),
              { maxKeys: 4 },
            ),
            anyValue,
          ),
          resume: fc.oneof(fc.record({ seq: fc.oneof(fc.integer(), anyValue) }), anyValue),
        },
        { requiredKeys: ['type'] },
      ),
      fc.array(mutation, { maxLength: 2 }),
    )
    .map(([value, changes]) => JSON.stringify(mutate(value, changes)) ?? 'null');
  return fc.oneof(
    { weight: 8, arbitrary: message },
    { weight: 2, arbitrary: jsonText },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', 'null', '[]', '"ping"', '{"type":"ping"}x') },
    { weight: 1, arbitrary: fc.constant(`"${'x'.repeat(MAX_CLIENT_MESSAGE_BYTES)}"`) },
  );
}

/** The person's fuzzed connection, reopened when the server closed it for a frame. */
let connection: LiveTestClient | undefined;
async function personConnection(): Promise<LiveTestClient> {
  if (connection && connection.socket.readyState === connection.socket.OPEN) return connection;
  const { client } = await LiveTestClient.open(server.origin, person.cookie);
  clients.push(client);
  connection = client;
  return client;
}

describe('the live socket under fuzzing', () => {
  const settings = fuzzSettings(60);

  it(`survives ${settings.runs} runs of random frames, answering only in the protocol`, async () => {
    await checkProperty(
      fc.asyncProperty(
        fc.array(frame(person.uid, bystander.uid), { minLength: 1, maxLength: 6 }),
        async (frames) => {
          const client = await personConnection();
          for (const data of frames) client.sendRaw(Buffer.from(data), typeof data !== 'string');
          client.send({ type: 'ping' });
          // NOTE: the pong proves every frame before it was handled; a close ends the wait.
          const pong = client.next('pong', 5_000).then(
            () => null,
            (error: Error) => error,
          );
          const outcome = await Promise.race([pong, client.closed]);
          if (outcome instanceof Error) {
            if (client.socket.readyState === client.socket.OPEN) throw outcome;
          }
          if (client.socket.readyState !== client.socket.OPEN) {
            const { code, reason } = await client.closed;
            if (!ALLOWED_CLOSE_CODES.has(code)) throw new Error(`closed with ${code} ${reason}`);
          }
          for (const message of client.received) {
            if (message.type === 'error' && !/^[A-Z][A-Z0-9_]*$/.test(message.code)) {
              throw new Error(`error without an UPPERCASE code: ${JSON.stringify(message)}`);
            }
          }
          if (failures.length) throw new Error(failures.join('\n'));
        },
      ),
      settings,
    );
  }, 600_000);

  it('left the other person’s connection working and their data alone', async () => {
    watcher.send({ type: 'ping' });
    await watcher.next('pong');
    const response = await fetch(
      `${server.origin}/api/data/users/${bystander.uid}/gallery/notes/n1`,
      {
        method: 'PUT',
        headers: {
          Cookie: bystander.cookie,
          Origin: server.publicUrl,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ text: 'Still here', done: true }),
      },
    );
    expect(response.status).toBe(200);
    expect(await watcher.next('change')).toMatchObject({ id: 'mine' });
    expect(watcher.valueOf('mine')).toEqual({ text: 'Still here', done: true });
  });

  it('stored only documents their schemas take, in the person’s own tree', async () => {
    expect(
      await auditStoredData(opened.database, schemas, new Set([person.uid, bystander.uid])),
    ).toEqual([]);
    expect(failures).toEqual([]);
  });
});
