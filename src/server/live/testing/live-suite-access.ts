import { expect, it } from 'vitest';
import { LiveTestClient } from './live-client.ts';
import { SUITE_LIMITS, type LiveSuite } from './live-suite-context.ts';
import { LIVE_CLOSE_CODES, type ServerMessage } from '../../../shared/data/protocol.ts';

async function refusal(promise: Promise<unknown>): Promise<{ status: number; body: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; body: string };
  }
  throw new Error('The upgrade was accepted.');
}

/** Paths near `own` that belong to someone else or to no one: all must be refused. */
function crossUserPaths(own: string, other: string): string[] {
  const doc = 'test-notes/notes/n1';
  const lookalike = own.replace(/[aceopx]/, (char) =>
    String.fromCharCode(char.charCodeAt(0) + 0x3d0),
  );
  const roots = [
    `users/${other}`,
    `users/${own}0`,
    `users/${own}x`,
    `users/${own} `,
    `users/ ${own}`,
    `users/${own.toUpperCase()}`,
    `users/${own.toLowerCase()}`,
    `users/${own}\u200b`,
    `users/${own}%2F..%2F${other}`,
    `users/${own}\u2215..\u2215${other}`,
    `users/${own}\uff0f..\uff0f${other}`,
    `users/${own}\\..\\${other}`,
    `users/${own}/../${other}`,
    `users/./${own}`,
    `users/../users/${own}`,
    `users//${own}`,
    `/users/${own}`,
    `users/${own}/`,
    `Users/${own}`,
    `users%2F${own}`,
    `users/${own}\u0000`,
    `users/${own}\u007f`,
    `files/${own}`,
    `${own}`,
    'users',
    'users/',
    '',
    '/',
    '.',
    '..',
    `users/${other}/..`,
    lookalike === own ? `users/${own}\u0301` : `users/${lookalike}`,
  ];
  for (let length = 1; length < own.length; length++) roots.push(`users/${own.slice(0, length)}`);
  for (let index = 0; index < 60; index++) {
    roots.push(`users/${crypto.randomUUID().replaceAll('-', '').slice(0, own.length)}`);
  }
  return roots.flatMap((root) => [root, `${root}/${doc}`, `${root}/${doc}/title`]);
}

export function describeLiveAccess(suite: LiveSuite) {
  it('refuses an upgrade without a valid session with 401', async () => {
    const { origin } = suite.server();
    const none = await refusal(LiveTestClient.connect(origin));
    expect(none.status).toBe(401);
    expect(JSON.parse(none.body)).toMatchObject({ code: 'UNAUTHENTICATED' });
    const forged = await refusal(
      LiveTestClient.connect(origin, { cookie: 'tinies.session_token=forged.c2lnbmF0dXJl' }),
    );
    expect(forged.status).toBe(401);
  });

  it('refuses an upgrade from another origin, or without one, with 403', async () => {
    const person = await suite.user();
    const { origin } = suite.server();
    for (const other of ['https://evil.example', 'http://127.0.0.1:1', 'null', null]) {
      const refused = await refusal(
        LiveTestClient.connect(origin, { cookie: person.cookie, origin: other }),
      );
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'PERMISSION_DENIED' });
    }
  });

  it('serves sockets at /api/live only', async () => {
    const person = await suite.user();
    const refused = await refusal(
      LiveTestClient.connect(suite.server().origin, { cookie: person.cookie, path: '/api/livex' }),
    );
    expect(refused.status).toBe(404);
  });

  it('refuses every path outside the own root, and nothing leaks from another user', async () => {
    const [ada, bob] = [await suite.user(), await suite.user()];
    const { client: adaSocket } = await suite.open(ada);
    const { client: bobSocket } = await suite.open(bob);
    const bobNote = `users/${bob.uid}/test-notes/notes/n1`;
    bobSocket.send({ type: 'set', rid: 'b0', path: bobNote, value: { title: 'Bob' } });
    await bobSocket.next('ack');
    const bobBefore = await suite.server().store.get(bob.uid, `users/${bob.uid}`);

    const attempts = crossUserPaths(ada.uid, bob.uid);
    let sent = 0;
    attempts.forEach((path, index) => {
      adaSocket.send({ type: 'sub', id: `s${index}`, path });
      adaSocket.send({ type: 'set', rid: `w${index}`, path, value: { title: 'Ada was here' } });
      adaSocket.send({ type: 'update', rid: `u${index}`, path, values: { title: 'Ada' } });
      adaSocket.send({ type: 'remove', rid: `r${index}`, path });
      sent += 4;
    });
    // Updates whose child paths climb out of the own root.
    const escapes = [
      '../x',
      `../../${bob.uid}/test-notes/notes/n1`,
      '%2E%2E/x',
      'a/../../b',
      '/abs',
    ];
    for (const [index, child] of escapes.entries()) {
      adaSocket.send({
        type: 'update',
        rid: `e${index}`,
        path: `users/${ada.uid}/test-notes/notes/n1`,
        values: { [child]: 'x' },
      });
      sent += 1;
    }
    // Bob keeps writing meanwhile: none of it may reach Ada.
    for (let index = 1; index <= 10; index++) {
      bobSocket.send({
        type: 'set',
        rid: `b${index}`,
        path: bobNote,
        value: { title: `Bob ${index}` },
      });
    }

    const answers: ServerMessage[] = [];
    for (let index = 0; index < sent; index++) answers.push(await adaSocket.next());
    answers.push(...(await adaSocket.drain(300)));
    expect(attempts.length).toBeGreaterThan(300);
    expect(answers).toHaveLength(sent);
    for (const answer of answers) {
      expect(answer.type).toBe('error');
      expect(['PERMISSION_DENIED', 'INVALID_DATA']).toContain(
        answer.type === 'error' && answer.code,
      );
    }
    expect(JSON.stringify(answers)).not.toContain('Bob');

    // Refused subscriptions stay closed: Bob's next write reaches no one but Bob.
    bobSocket.send({ type: 'set', rid: 'b11', path: bobNote, value: { title: 'Bob again' } });
    // NOTE: the acks of b1…b10 come first; wait for b11's.
    while ((await bobSocket.next('ack')).rid !== 'b11');
    expect(await adaSocket.drain(200)).toEqual([]);
    const bobAfter = await suite.server().store.get(bob.uid, `users/${bob.uid}`);
    expect(bobAfter).toEqual({ 'test-notes': { notes: { n1: { title: 'Bob again' } } } });
    expect(bobBefore).toEqual({ 'test-notes': { notes: { n1: { title: 'Bob' } } } });
    expect(await suite.server().store.get(ada.uid, `users/${ada.uid}`)).toBeNull();
  });

  it('closes the sockets of a session that ended: at the next message, or when idle', async () => {
    const person = await suite.user();
    const { client: busy } = await suite.open(person);
    const { client: idle } = await suite.open(person);
    const signOut = await person.browser.post('/api/auth/sign-out', {});
    expect(signOut.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 150));
    busy.send({ type: 'ping' });
    expect(await busy.closed).toEqual({
      code: LIVE_CLOSE_CODES.SESSION_ENDED,
      reason: 'Session ended: sign in again',
    });
    expect(busy.received.filter((message) => message.type === 'pong')).toEqual([]);
    const idleClose = await Promise.race([
      idle.closed,
      new Promise((resolve) => setTimeout(() => resolve('still open'), 3_000)),
    ]);
    expect(idleClose).toMatchObject({ code: LIVE_CLOSE_CODES.SESSION_ENDED });
    const again = await refusal(
      LiveTestClient.connect(suite.server().origin, { cookie: person.cookie }),
    );
    expect(again.status).toBe(401);
  });

  it('caps the connections of one account', async () => {
    const [person, other] = [await suite.user(), await suite.user()];
    const cap = SUITE_LIMITS.maxConnectionsPerUser;
    const open: LiveTestClient[] = [];
    for (let index = 0; index < cap; index++) open.push((await suite.open(person)).client);
    const extra = suite.track(
      await LiveTestClient.connect(suite.server().origin, { cookie: person.cookie }),
    );
    expect(await extra.closed).toMatchObject({ code: LIVE_CLOSE_CODES.TOO_MANY_CONNECTIONS });
    const { welcome } = await suite.open(other);
    expect(welcome.type).toBe('welcome');
    await open[0]!.close();
    const { welcome: after } = await suite.open(person);
    expect(after.type).toBe('welcome');
  });
}
