import { expect, it } from 'vitest';
import type { LiveTestClient } from './live-client.ts';
import { SUITE_CHANGE_LOG_LENGTH, type LiveSuite } from './live-suite-context.ts';
import type { ChangeMessage, ServerMessage, ValueMessage } from '../../../shared/data/protocol.ts';

/** The next `count` values (other messages in between are skipped). */
async function values(client: LiveTestClient, count: number): Promise<ValueMessage[]> {
  const taken: ValueMessage[] = [];
  for (let index = 0; index < count; index++) taken.push(await client.next('value'));
  return taken;
}

/** The next `count` changes (other messages in between are skipped). */
async function changes(client: LiveTestClient, count: number): Promise<ChangeMessage[]> {
  const taken: ChangeMessage[] = [];
  for (let index = 0; index < count; index++) taken.push(await client.next('change'));
  return taken;
}

const byId = (list: ValueMessage[]) =>
  Object.fromEntries(list.map((message) => [message.id, message.value]));

/** What the subscriptions of `list` hold now, by id. */
const heldBy = (client: LiveTestClient, list: Array<{ id: string }>) =>
  Object.fromEntries(list.map(({ id }) => [id, client.valueOf(id)]));

/** Each change's ops, by subscription id. */
const opsBy = (list: ChangeMessage[]) =>
  Object.fromEntries(list.map((message) => [message.id, message.ops]));

export function describeLiveData(suite: LiveSuite) {
  it('sends the current value, then each change at, above or below the path, in commit order', async () => {
    const person = await suite.user();
    const root = `users/${person.uid}/test-notes/notes`;
    const { client: writer } = await suite.open(person);
    const { client: reader } = await suite.open(person);
    writer.send({ type: 'set', rid: 'w1', path: `${root}/n1`, value: { title: 'One' } });
    const first = await writer.next('ack');

    reader.send({ type: 'sub', id: 'doc', path: `${root}/n1` });
    reader.send({ type: 'sub', id: 'collection', path: root });
    reader.send({ type: 'sub', id: 'field', path: `${root}/n1/title` });
    reader.send({ type: 'sub', id: 'sibling', path: `${root}/n2` });
    const initial = await values(reader, 4);
    expect(byId(initial)).toEqual({
      doc: { title: 'One' },
      collection: { n1: { title: 'One' } },
      field: 'One',
      sibling: null,
    });
    for (const value of initial) expect(value.seq).toBeGreaterThanOrEqual(first.seq);

    // Below the document: the field, and only the field, goes to each.
    writer.send({ type: 'set', rid: 'w2', path: `${root}/n1/title`, value: 'Two' });
    const second = await changes(reader, 3);
    const title = { path: `${root}/n1/title`, value: 'Two' };
    expect(opsBy(second)).toEqual({ doc: [title], collection: [title], field: [title] });
    expect(heldBy(reader, second)).toEqual({
      doc: { title: 'Two' },
      collection: { n1: { title: 'Two' } },
      field: 'Two',
    });
    // Above it: the whole collection, over HTTP this time; each gets the part at its path.
    const put = await person.browser.request(`/api/data/${root}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: suite.server().publicUrl },
      body: JSON.stringify({ n1: { title: 'Three' }, n2: { title: 'Other' } }),
    });
    expect(put.status).toBe(200);
    const third = await changes(reader, 4);
    expect(opsBy(third)).toEqual({
      doc: [{ path: `${root}/n1`, value: { title: 'Three' } }],
      collection: [{ path: root, value: { n1: { title: 'Three' }, n2: { title: 'Other' } } }],
      field: [{ path: `${root}/n1/title`, value: 'Three' }],
      sibling: [{ path: `${root}/n2`, value: { title: 'Other' } }],
    });
    expect(heldBy(reader, third)).toEqual({
      doc: { title: 'Three' },
      collection: { n1: { title: 'Three' }, n2: { title: 'Other' } },
      field: 'Three',
      sibling: { title: 'Other' },
    });
    writer.send({ type: 'remove', rid: 'w3', path: `${root}/n1` });
    const fourth = await changes(reader, 3);
    expect(heldBy(reader, fourth)).toEqual({
      doc: null,
      collection: { n2: { title: 'Other' } },
      field: null,
    });
    expect(reader.valueOf('sibling')).toEqual({ title: 'Other' });

    const seqs = [second, third, fourth].map((batch) => new Set(batch.map((value) => value.seq)));
    for (const batch of seqs) expect(batch.size).toBe(1);
    const [a, b, c] = seqs.map((batch) => [...batch][0]!);
    expect(first.seq < a! && a! < b! && b! < c!).toBe(true);
    expect(await reader.drain(200)).toEqual([]);
  });

  it('acknowledges each write after commit, and refuses bad ones by rid and code', async () => {
    const person = await suite.user();
    const { store, refusals } = suite.server();
    const note = `users/${person.uid}/test-notes/notes/n1`;
    const { client } = await suite.open(person);
    client.send({ type: 'set', rid: 'a', path: note, value: { title: 'Kept', done: false } });
    client.send({ type: 'update', rid: 'b', path: note, values: { done: true, 'meta/rank': 2 } });
    client.send({ type: 'set', rid: 'c', path: note, value: { title: 42 } });
    client.send({
      type: 'set',
      rid: 'd',
      path: `users/${person.uid}/test-nope/notes/n1`,
      value: 1,
    });
    client.send({ type: 'set', rid: 'e', path: note, value: { title: 'x', 'bad.key': 1 } });
    client.send({ type: 'set', rid: 'f', path: `${note}/body`, value: 'x'.repeat(256 * 1024 + 1) });
    client.send({ type: 'update', rid: 'g', path: note, values: { title: 'a', 'title/x': 'b' } });
    // Answers may come in another order (a refusal needs no turn); each names its write.
    const answers = new Map<string, ServerMessage>();
    for (let index = 0; index < 7; index++) {
      const answer = await client.next();
      if ('rid' in answer && answer.rid) answers.set(answer.rid, answer);
    }
    const [a, b] = [answers.get('a'), answers.get('b')];
    expect(a).toMatchObject({ type: 'ack' });
    expect(b).toMatchObject({ type: 'ack' });
    expect(a?.type === 'ack' && b?.type === 'ack' && b.seq - a.seq).toBe(1);
    const refused = ['c', 'd', 'e', 'f', 'g'].map((rid) => answers.get(rid));
    expect(refused.map((answer) => answer?.type === 'error' && answer.code)).toEqual([
      'INVALID_DATA',
      'INVALID_DATA',
      'INVALID_DATA',
      'PAYLOAD_TOO_LARGE',
      'INVALID_DATA',
    ]);
    expect(refused[0]).toMatchObject({ message: expect.stringContaining('title') });
    expect(await store.get(person.uid, note)).toEqual({
      title: 'Kept',
      done: true,
      meta: { rank: 2 },
    });
    const lines = refusals.filter((line) => line.includes(person.uid));
    expect(lines).toHaveLength(5);
    expect(lines.join('\n')).not.toContain('xxxx');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toContainEqual(
      expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE', uid: person.uid, path: `${note}/body` }),
    );
  });

  it('keeps a connection’s writes in order and sends every subscriber the same changes', async () => {
    const person = await suite.user();
    const root = `users/${person.uid}/test-notes/free`;
    const readers: LiveTestClient[] = [];
    for (let index = 0; index < 4; index++) {
      const { client } = await suite.open(person);
      client.send({ type: 'sub', id: index < 3 ? 'all' : 'other-id', path: root });
      await client.next('value');
      readers.push(client);
    }
    const { client: one } = await suite.open(person);
    const { client: two } = await suite.open(person);
    for (let index = 0; index < 40; index++) {
      one.send({ type: 'set', rid: `one-${index}`, path: `${root}/doc/n`, value: index });
      two.send({
        type: 'set',
        rid: `two-${index}`,
        path: `${root}/doc${index % 3}/m`,
        value: index,
      });
    }
    const acks = [];
    for (let index = 0; index < 40; index++) acks.push(await one.next('ack'));
    expect(acks.map((ack) => ack.rid)).toEqual(
      Array.from({ length: 40 }, (_, index) => `one-${index}`),
    );
    const seqs = acks.map((ack) => ack.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    let lastSeq = 0;
    for (let index = 0; index < 40; index++)
      lastSeq = Math.max(lastSeq, (await two.next('ack')).seq);
    lastSeq = Math.max(lastSeq, ...seqs);

    const final = await suite.server().store.get(person.uid, root);
    const histories = [];
    for (const reader of readers) {
      // Subscribed before the first write: every write comes as one change, in order.
      const seen: ChangeMessage[] = [];
      while (seen.at(-1)?.seq !== lastSeq) seen.push(await reader.next('change'));
      expect(seen).toHaveLength(80);
      expect(reader.valueOf(reader === readers[3] ? 'other-id' : 'all')).toEqual(final);
      const seqs = seen.map((change) => change.seq);
      expect(new Set(seqs).size).toBe(seqs.length);
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
      expect(seqs.at(-1) ?? 0).toBeLessThanOrEqual(lastSeq);
      // Each change is one write's: one op, the field it set.
      for (const change of seen) expect(change.ops).toHaveLength(1);
      histories.push(seen.map(({ seq, ops }) => ({ seq, ops })));
    }
    for (const history of histories.slice(1)) expect(history).toEqual(histories[0]);
    expect(final).toMatchObject({ doc: { n: 39 } });
  });

  it('stops the values of a closed subscription and refuses a duplicate id', async () => {
    const person = await suite.user();
    const note = `users/${person.uid}/test-notes/notes/n1`;
    const { client } = await suite.open(person);
    client.send({ type: 'sub', id: 's', path: note });
    await client.next('value');
    client.send({ type: 'sub', id: 's', path: note });
    expect(await client.next()).toMatchObject({ type: 'error', id: 's', code: 'INVALID_DATA' });
    client.send({ type: 'unsub', id: 's' });
    client.send({ type: 'set', rid: 'w', path: note, value: { title: 'Unseen' } });
    expect(await client.next()).toMatchObject({ type: 'ack', rid: 'w' });
    expect(await client.drain(150)).toEqual([]);
  });

  it('answers a write re-sent after a lost ack with its first ack, never applying it again', async () => {
    const person = await suite.user();
    const note = `users/${person.uid}/test-notes/notes/n1`;
    const { client: laptop } = await suite.open(person);
    laptop.send({ type: 'set', rid: 'edit-1', path: note, value: { title: 'Mine', body: 'b' } });
    const first = await laptop.next('ack');
    await laptop.close(); // The ack is taken as lost: the write is re-sent after reconnecting.
    const { client: phone } = await suite.open(person);
    phone.send({ type: 'update', rid: 'phone-1', path: note, values: { title: 'Newer' } });
    await phone.next('ack');
    const { client: again } = await suite.open(person);
    again.send({ type: 'set', rid: 'edit-1', path: note, value: { title: 'Mine', body: 'b' } });
    expect(await again.next('ack')).toEqual(first);
    // An edit made on a version: the field changed since is left as the phone wrote it.
    again.send({
      type: 'update',
      rid: 'edit-2',
      path: note,
      values: { title: 'Mine again', body: 'c' },
      base: { title: 'Mine', body: 'b' },
    });
    expect(await again.next('ack')).toMatchObject({ rid: 'edit-2', kept: ['title'] });
    again.send({ type: 'sub', id: 's', path: note });
    expect(await again.next('value')).toMatchObject({ value: { title: 'Newer', body: 'c' } });
    await Promise.all([again.close(), phone.close()]);
  });

  it('resumes after a reconnect with only what was missed, or fresh values when too much was', async () => {
    const person = await suite.user();
    const notes = `users/${person.uid}/test-notes/notes`;
    let writes = 0;
    const write = async (client: LiveTestClient, path: string, value: unknown) => {
      // Each write its own rid: a repeated one would be answered once, not applied again.
      client.send({ type: 'set', rid: `w${++writes}`, path, value: value as null });
      return client.next('ack');
    };
    const { client: writer } = await suite.open(person);
    await write(writer, `${notes}/a`, { title: 'A' });
    await write(writer, `${notes}/b`, { title: 'B' });

    const { client: first } = await suite.open(person);
    first.send({ type: 'sub', id: 'a', path: `${notes}/a` });
    first.send({ type: 'sub', id: 'b', path: `${notes}/b` });
    const held = await values(first, 2);
    let resumeSeq = Math.max(...held.map((value) => value.seq));
    await first.close();

    // Away: only `a` changes.
    await write(writer, `${notes}/a/title`, 'A2');
    const { client: second, welcome } = await suite.open(person, { seq: resumeSeq });
    expect(welcome.seq).toBeGreaterThan(resumeSeq);
    second.send({ type: 'sub', id: 'a', path: `${notes}/a`, cached: true });
    second.send({ type: 'sub', id: 'b', path: `${notes}/b`, cached: true });
    second.send({ type: 'sub', id: 'c', path: `${notes}/c` });
    second.hold('a', `${notes}/a`, { title: 'A' });
    second.hold('b', `${notes}/b`, { title: 'B' });
    const answers = [await second.next(), await second.next(), await second.next()];
    // What changed since, not the value: the one field written while away.
    expect(answers).toEqual([
      {
        type: 'change',
        id: 'a',
        ops: [{ path: `${notes}/a/title`, value: 'A2' }],
        seq: welcome.seq,
      },
      { type: 'unchanged', id: 'b', seq: welcome.seq },
      { type: 'value', id: 'c', path: `${notes}/c`, value: null, seq: welcome.seq },
    ]);
    expect(second.valueOf('a')).toEqual({ title: 'A2' });
    resumeSeq = welcome.seq;
    await second.close();

    // Away: the collection above `b` is written, then `a` twice: only the latest is sent.
    await write(writer, notes, { a: { title: 'A2' }, b: { title: 'B3' } });
    await write(writer, `${notes}/a/title`, 'A3');
    await write(writer, `${notes}/a/title`, 'A4');
    const { client: third, welcome: again } = await suite.open(person, { seq: resumeSeq });
    third.hold('a', `${notes}/a`, { title: 'A2' });
    third.hold('b', `${notes}/b`, { title: 'B' });
    third.send({ type: 'sub', id: 'a', path: `${notes}/a`, cached: true });
    third.send({ type: 'sub', id: 'b', path: `${notes}/b`, cached: true });
    expect(await changes(third, 2)).toEqual([
      {
        type: 'change',
        id: 'a',
        // The collection's part at `a`, then the latest title (A3 was written over).
        ops: [
          { path: `${notes}/a`, value: { title: 'A2' } },
          { path: `${notes}/a/title`, value: 'A4' },
        ],
        seq: again.seq,
      },
      {
        type: 'change',
        id: 'b',
        ops: [{ path: `${notes}/b`, value: { title: 'B3' } }],
        seq: again.seq,
      },
    ]);
    expect(heldBy(third, [{ id: 'a' }, { id: 'b' }])).toEqual({
      a: { title: 'A4' },
      b: { title: 'B3' },
    });
    resumeSeq = again.seq;
    await third.close();

    // Away for longer than the log remembers, though nothing touched `a` or `b`.
    for (let index = 0; index <= SUITE_CHANGE_LOG_LENGTH; index++) {
      await write(writer, `${notes}/z/title`, `Z${index}`);
    }
    const { client: fourth } = await suite.open(person, { seq: resumeSeq });
    fourth.send({ type: 'sub', id: 'b', path: `${notes}/b`, cached: true });
    expect(await fourth.next()).toMatchObject({ type: 'value', id: 'b', value: { title: 'B3' } });
    // A resume point the server never gave out is not trusted either.
    const { client: fifth } = await suite.open(person, { seq: resumeSeq + 1000 });
    fifth.send({ type: 'sub', id: 'b', path: `${notes}/b`, cached: true });
    expect(await fifth.next()).toMatchObject({ type: 'value', id: 'b', value: { title: 'B3' } });
  });
}
