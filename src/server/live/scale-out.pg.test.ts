import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type ChangeMessage } from '../../shared/data/protocol.ts';
import { freshSchema, type FreshSchema } from '../testing/pg-schema.ts';
import {
  killStartedServers,
  spawnTestServer,
  type SpawnedTestServer,
} from '../testing/server-process.ts';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture.ts';
import { LiveTestClient } from './testing/live-client.ts';
import { signUpVerified } from '../testing/verified-user.ts';

/**
 * Scale-out as operators run it: two server processes on one PostgreSQL behind one public
 * origin, sharing nothing else. Runs only in the 'postgres' project.
 */
let schema: FreshSchema;
let smtp: SmtpCapture;
const dataDirs: string[] = [];
const servers: SpawnedTestServer[] = [];
const clients: LiveTestClient[] = [];

beforeAll(async () => {
  schema = await freshSchema('scale');
  smtp = await startSmtpCapture();
  const env = {
    DATABASE_URL: schema.url,
    AUTH_SECRET: 'scale-out test secret, long enough for better-auth',
  };
  for (let index = 0; index < 2; index++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'tinies-scale-'));
    dataDirs.push(dataDir);
    servers.push(await spawnTestServer({ dataDir, smtpUrl: smtp.url, env }));
  }
}, 60_000);

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

afterAll(async () => {
  killStartedServers();
  await smtp?.close();
  await schema?.dispose();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

it('a write through one process reaches a subscriber on the other, in order', async () => {
  const [first, second] = servers as [SpawnedTestServer, SpawnedTestServer];
  const person = await signUpVerified({ origin: first.origin, mailTo: smtp.mailTo });
  const open = async (server: SpawnedTestServer) => {
    // NOTE: each process has its own PUBLIC_URL here; the socket comes from its page.
    const client = await LiveTestClient.connect(server.origin, {
      cookie: person.cookie,
      origin: server.origin,
    });
    clients.push(client);
    client.send({ type: 'hello', v: PROTOCOL_VERSION });
    await client.next('welcome');
    return client;
  };
  const writer = await open(first);
  const reader = await open(second);
  const list = `users/${person.uid}/test-notes/free`;
  reader.send({ type: 'sub', id: 'list', path: list });
  expect((await reader.next('value')).value).toBeNull();

  const count = 40;
  for (let index = 0; index < count; index++) {
    writer.send({ type: 'set', rid: `w${index}`, path: `${list}/n`, value: index });
  }
  for (let index = 0; index < count; index++) await writer.next('ack');
  // Every write arrives as its change (the field written), from the log the other wrote.
  const changes = () =>
    reader.received.filter((message): message is ChangeMessage => message.type === 'change');
  await expect.poll(() => changes().length, { timeout: 10_000 }).toBe(count);
  expect(reader.valueOf('list')).toEqual({ n: count - 1 });
  const numbers = changes().map((message) => message.ops[0]!.value as number);
  expect(numbers).toEqual(Array.from({ length: count }, (_, index) => index));
  const seqs = changes().map((message) => message.seq);
  expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  expect(new Set(seqs).size).toBe(seqs.length);
});
