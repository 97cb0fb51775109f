import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { LiveTestClient } from './live-client.ts';
import type { LiveSuite } from './live-suite-context.ts';
import {
  LIVE_CLOSE_CODES,
  LIVE_PATH,
  MAX_CLIENT_MESSAGE_BYTES,
  PROTOCOL_VERSION,
} from '../../../shared/data/protocol.ts';
import { type VerifiedUser } from '../../testing/verified-user.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A peer that completes the WebSocket handshake and then never answers anything, as a
 * vanished phone looks to the server. Resolves once the handshake is done.
 */
async function silentPeer(origin: string, user: VerifiedUser) {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  socket.write(
    `GET ${LIVE_PATH} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
      `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
      `Sec-WebSocket-Version: 13\r\nOrigin: ${origin}\r\nCookie: ${user.cookie}\r\n\r\n`,
  );
  const status = await new Promise<string>((resolve) =>
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1').split('\r\n')[0]!)),
  );
  return { socket, status, closed };
}

export function describeLiveRobustness(suite: LiveSuite) {
  it('answers malformed messages with INVALID_DATA and keeps the connection', async () => {
    const person = await suite.user();
    const note = `users/${person.uid}/test-notes/notes/n1`;
    const early = suite.track(
      await LiveTestClient.connect(suite.server().origin, { cookie: person.cookie }),
    );
    early.send({ type: 'ping' });
    expect(await early.next()).toEqual({ type: 'pong' });
    early.send({ type: 'sub', id: 's', path: note });
    early.send({ type: 'set', rid: 'r', path: note, value: { title: 'Too early' } });
    expect(await early.next()).toMatchObject({ type: 'error', id: 's', code: 'INVALID_DATA' });
    expect(await early.next()).toMatchObject({ type: 'error', rid: 'r', code: 'INVALID_DATA' });

    const { client } = await suite.open(person);
    const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    const bad: [string | Buffer, { rid?: string; id?: string }][] = [
      ['{', {}],
      ['', {}],
      ['[]', {}],
      ['42', {}],
      ['null', {}],
      ['"hello"', {}],
      [deep(50_000), {}],
      [JSON.stringify({ type: 'nope' }), {}],
      [JSON.stringify({ type: 'sub', id: 's1' }), { id: 's1' }],
      [JSON.stringify({ type: 'sub', id: 7, path: note }), {}],
      [JSON.stringify({ type: 'sub', id: 'x'.repeat(65), path: note }), {}],
      [JSON.stringify({ type: 'sub', id: '', path: note }), {}],
      [JSON.stringify({ type: 'set', rid: 'r1', path: note }), { rid: 'r1' }],
      [JSON.stringify({ type: 'set', rid: 'r2', path: ['users'], value: 1 }), { rid: 'r2' }],
      [JSON.stringify({ type: 'update', rid: 'r3', path: note, values: [1] }), { rid: 'r3' }],
      [JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION }), {}],
      [`{"type":"set","rid":"r4","path":"${note}","value":${deep(5_000)}}`, { rid: 'r4' }],
      [JSON.stringify({ type: 'set', rid: 'r5', path: `${note}\u0000`, value: 1 }), { rid: 'r5' }],
      [JSON.stringify({ type: 'sub', id: 's2', path: `${note}/` }), { id: 's2' }],
      [JSON.stringify({ type: 'update', rid: 'r6', path: note, values: { '': 1 } }), { rid: 'r6' }],
    ];
    for (const [data] of bad) client.sendRaw(data);
    client.sendRaw(Buffer.from([1, 2, 3]), true);
    for (const [, ids] of bad) {
      const answer = await client.next();
      expect(answer).toMatchObject({ type: 'error', code: 'INVALID_DATA', ...ids });
    }
    expect(await client.next()).toMatchObject({ type: 'error', code: 'INVALID_DATA' });
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
    client.send({ type: 'set', rid: 'ok', path: note, value: { title: 'Fine' } });
    expect(await client.next()).toMatchObject({ type: 'ack', rid: 'ok' });
    expect(await suite.server().store.get(person.uid, note)).toEqual({ title: 'Fine' });
  });

  it('closes on a protocol version it does not speak, and on an oversized message', async () => {
    const person = await suite.user();
    const stranger = suite.track(
      await LiveTestClient.connect(suite.server().origin, { cookie: person.cookie }),
    );
    stranger.send({ type: 'hello', v: PROTOCOL_VERSION + 1 });
    expect(await stranger.next()).toMatchObject({ type: 'error', code: 'INVALID_DATA' });
    expect(await stranger.closed).toMatchObject({ code: LIVE_CLOSE_CODES.UNSUPPORTED_VERSION });

    const { client } = await suite.open(person);
    client.sendRaw('x'.repeat(MAX_CLIENT_MESSAGE_BYTES + 1));
    expect((await client.closed).code).toBe(1009);
  });

  it('drops a peer that stops answering heartbeats and keeps the ones that answer', async () => {
    const heartbeatMs = 150;
    const person = await suite.user();
    const { live, origin } = await suite.extraServer({ limits: { heartbeatMs } });
    const lively = suite.track(await LiveTestClient.connect(origin, { cookie: person.cookie }));
    const before = live.connectionCount;
    const peer = await silentPeer(origin, person);
    expect(peer.status).toBe('HTTP/1.1 101 Switching Protocols');
    expect(live.connectionCount).toBe(before + 1);
    const started = Date.now();
    await peer.closed;
    const took = Date.now() - started;
    expect(took).toBeLessThan(heartbeatMs * 10);
    await expect.poll(() => live.connectionCount, { timeout: 1_000 }).toBe(before);
    await sleep(heartbeatMs * 3);
    lively.send({ type: 'ping' });
    expect(await lively.next()).toEqual({ type: 'pong' });
  });

  it('closes a connection that reads too slowly, with its own close code', async () => {
    const person = await suite.user();
    const big = `users/${person.uid}/test-notes/free/big`;
    const { client: slow } = await suite.open(person);
    slow.send({ type: 'sub', id: 'big', path: big });
    await slow.next('value');
    slow.socket.pause();
    const { client: writer } = await suite.open(person);
    const chunk = 'x'.repeat(200 * 1024);
    const writes = 100;
    // One at a time: each change is then sent on its own rather than folded into a later read.
    const { live } = suite.server();
    const open = live.connectionCount;
    // Until the server gives up on the slow reader (which then has a few seconds to read
    // what was sent before the close, or is cut off).
    for (let index = 0; index < writes && live.connectionCount === open; index++) {
      writer.send({ type: 'set', rid: `w${index}`, path: big, value: `${index}${chunk}` });
      await writer.next('ack');
    }
    expect(live.connectionCount).toBe(open - 1);
    slow.socket.resume();
    expect(await slow.closed).toEqual({
      code: LIVE_CLOSE_CODES.TOO_SLOW,
      reason: 'Too slow: reconnect and resume',
    });
    expect(slow.received.length).toBeLessThan(writes);
    writer.send({ type: 'ping' });
    expect(await writer.next()).toEqual({ type: 'pong' });
  }, 20_000);

  it('limits the write rate per user with RATE_LIMITED', async () => {
    const writeRate = { perSecond: 5, burst: 10 };
    const { origin } = await suite.extraServer({ writeRate });
    const person = await suite.user();
    const note = `users/${person.uid}/test-notes/notes/n1`;
    const client = suite.track(await LiveTestClient.connect(origin, { cookie: person.cookie }));
    client.send({ type: 'hello', v: PROTOCOL_VERSION });
    await client.next('welcome');
    const count = 40;
    const started = Date.now();
    for (let index = 0; index < count; index++) {
      client.send({ type: 'set', rid: `w${index}`, path: `${note}/title`, value: `T${index}` });
    }
    const answers = [];
    for (let index = 0; index < count; index++) answers.push(await client.next());
    const seconds = (Date.now() - started) / 1000;
    const acked = answers.filter((answer) => answer.type === 'ack').length;
    expect(acked).toBeGreaterThanOrEqual(writeRate.burst);
    expect(acked).toBeLessThanOrEqual(writeRate.burst + Math.ceil(seconds * writeRate.perSecond));
    const limited = answers.filter((answer) => answer.type === 'error');
    expect(limited.length).toBe(count - acked);
    for (const answer of limited) expect(answer).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('counts writes over HTTP and over the socket in one bucket', async () => {
    const writeRate = { perSecond: 0.5, burst: 6 };
    const { origin } = await suite.extraServer({ writeRate });
    const person = await suite.user();
    const note = `users/${person.uid}/test-notes/notes/n1`;
    for (let index = 0; index < writeRate.burst; index++) {
      const response = await fetch(`${origin}/api/data/${note}/title`, {
        method: 'PUT',
        headers: { Cookie: person.cookie, Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify(`H${index}`),
      });
      expect(response.status).toBe(200);
    }
    const client = suite.track(await LiveTestClient.connect(origin, { cookie: person.cookie }));
    client.send({ type: 'hello', v: PROTOCOL_VERSION });
    await client.next('welcome');
    client.send({ type: 'set', rid: 'after-http', path: `${note}/title`, value: 'W' });
    expect(await client.next()).toMatchObject({ rid: 'after-http', code: 'RATE_LIMITED' });
  });
}
