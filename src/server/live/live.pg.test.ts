import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type ChangeMessage } from '../../shared/data/protocol.ts';
import { MAX_LOGGED_OPS_BYTES } from '../data/data-store.ts';
import { freshSchema as freshPgSchema } from '../testing/pg-schema.ts';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture.ts';
import { LiveTestClient } from './testing/live-client.ts';
import { SUITE_LIMITS } from './testing/live-suite-context.ts';
import { describeLive } from './testing/live-suite.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { signUpVerified } from '../testing/verified-user.ts';

/** Runs only in the 'postgres' project, which exists when TEST_DATABASE_URL is set. */
const freshSchema = () => freshPgSchema('live');

describeLive('PostgreSQL', async () => {
  const schema = await freshSchema();
  return { database: schema.connect(), dispose: () => schema.dispose() };
});

describe('live data across two servers on one PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let smtp: SmtpCapture;
  let first: TestServer;
  let second: TestServer;
  const clients: LiveTestClient[] = [];

  beforeAll(async () => {
    schema = await freshSchema();
    smtp = await startSmtpCapture();
    first = await startTestServer({ database: schema.connect(), smtp, liveLimits: SUITE_LIMITS });
    // Behind one load balancer: the same public origin and session secret.
    second = await startTestServer({
      database: schema.connect(),
      smtp,
      publicUrl: first.publicUrl,
      liveLimits: SUITE_LIMITS,
    });
  });

  afterEach(async () => {
    await Promise.all(clients.map((client) => client.close()));
    clients.length = 0;
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await schema?.dispose();
    await smtp?.close();
  });

  async function open(server: TestServer, cookie: string) {
    const client = await LiveTestClient.connect(server.origin, {
      cookie,
      origin: first.publicUrl,
    });
    clients.push(client);
    client.send({ type: 'hello', v: PROTOCOL_VERSION });
    await client.next('welcome');
    return client;
  }

  it('delivers a write through one server to a subscriber on the other, in order', async () => {
    const person = await signUpVerified(first);
    const notes = `users/${person.uid}/test-notes/free`;
    const onFirst = await open(first, person.cookie);
    const onSecond = await open(second, person.cookie);
    onSecond.send({ type: 'sub', id: 'notes', path: notes });
    onFirst.send({ type: 'sub', id: 'notes', path: notes });
    expect((await onSecond.next('value')).value).toBeNull();
    expect((await onFirst.next('value')).value).toBeNull();

    const count = 30;
    for (let index = 0; index < count; index++) {
      const writer = index % 2 === 0 ? onFirst : onSecond;
      writer.send({ type: 'set', rid: `w${index}`, path: `${notes}/doc/n`, value: index });
    }
    const acks = (client: LiveTestClient) =>
      client.received.filter((message) => message.type === 'ack').length;
    await expect.poll(() => acks(onFirst) + acks(onSecond), { timeout: 10_000 }).toBe(count);
    const final = await first.store.get(person.uid, notes);
    const changesOf = (client: LiveTestClient) =>
      client.received.filter((message): message is ChangeMessage => message.type === 'change');
    // Subscribed before the first write: every write arrives as its change, from either
    // server, in order; each holds the one field written, not the collection.
    for (const client of [onFirst, onSecond]) {
      await expect.poll(() => changesOf(client).length, { timeout: 10_000 }).toBe(count);
      expect(client.valueOf('notes')).toEqual(final);
    }
    const seen = { first: changesOf(onFirst), second: changesOf(onSecond) };
    for (const changes of Object.values(seen)) {
      const seqs = changes.map((change) => change.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(new Set(seqs).size).toBe(seqs.length);
      for (const change of changes)
        expect(change.ops).toEqual([{ path: `${notes}/doc/n`, value: change.ops[0]!.value }]);
    }
    expect(seen.first).toEqual(seen.second);
    // Each writer's own writes land in the order it sent them.
    for (const [client, parity] of [
      [onFirst, 0],
      [onSecond, 1],
    ] as const) {
      expect(acks(client)).toBe(count / 2);
      const written = seen.first
        .map((change) => change.ops[0]!.value as number)
        .filter((n) => n % 2 === parity);
      expect(written).toEqual([...written].sort((a, b) => a - b));
    }

    // A change too large to log is read once on the other server and sent as a change.
    const big = 'x'.repeat(MAX_LOGGED_OPS_BYTES + 1);
    onFirst.send({ type: 'set', rid: 'big', path: `${notes}/big`, value: big });
    await expect.poll(() => changesOf(onSecond).length, { timeout: 10_000 }).toBe(count + 1);
    expect(changesOf(onSecond).at(-1)!.ops).toEqual([{ path: `${notes}/big`, value: big }]);
  });

  it('resumes on the other server from a seq the first one gave', async () => {
    const person = await signUpVerified(first);
    const note = `users/${person.uid}/test-notes/notes/n1`;
    const other = `users/${person.uid}/test-notes/notes/n2`;
    const writer = await open(first, person.cookie);
    writer.send({ type: 'set', rid: 'a', path: note, value: { title: 'One' } });
    await writer.next('ack');
    const reader = await open(first, person.cookie);
    reader.send({ type: 'sub', id: 'n1', path: note });
    reader.send({ type: 'sub', id: 'n2', path: other });
    const held = [await reader.next('value'), await reader.next('value')];
    await reader.close();
    writer.send({ type: 'set', rid: 'b', path: other, value: { title: 'Two' } });
    await writer.next('ack');

    const resumed = await LiveTestClient.connect(second.origin, {
      cookie: person.cookie,
      origin: first.publicUrl,
    });
    clients.push(resumed);
    resumed.send({
      type: 'hello',
      v: PROTOCOL_VERSION,
      resume: { seq: Math.max(...held.map((v) => v.seq)) },
    });
    await resumed.next('welcome');
    resumed.hold('n1', note, { title: 'One' });
    resumed.hold('n2', other, null);
    resumed.send({ type: 'sub', id: 'n1', path: note, cached: true });
    resumed.send({ type: 'sub', id: 'n2', path: other, cached: true });
    expect(await resumed.next()).toMatchObject({ type: 'unchanged', id: 'n1' });
    // Only what changed since, from the log the first server wrote.
    expect(await resumed.next()).toMatchObject({
      type: 'change',
      id: 'n2',
      ops: [{ path: other, value: { title: 'Two' } }],
    });
  });
});
