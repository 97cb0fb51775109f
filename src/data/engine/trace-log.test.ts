import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION } from '@/shared/data/protocol.ts';
import { createDataClient, type DataClient } from '../client.ts';
import { memoryPersistence } from './persistence.ts';
import { TRACE_FLAG } from './trace-log.ts';
import { scriptedSocket } from '../testing/scripted-socket.ts';

const UID = 'u_0123456789abcdef';
const opened: DataClient[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((client) => client.close()));
  vi.restoreAllMocks();
});

/** A client that connects, writes a long value and is answered; returns what it logged. */
async function session(): Promise<string[]> {
  const logged: string[] = [];
  vi.spyOn(console, 'info').mockImplementation((line: string) => void logged.push(line));
  const socket = scriptedSocket();
  const client = createDataClient({ persistence: memoryPersistence(), connect: socket.connect });
  opened.push(client);
  client.setAccount(UID);
  await vi.waitFor(() => expect(socket.sent).toHaveLength(1));
  socket.welcome(4);
  const path = `users/${UID}/notes/free/n1`;
  void client.set(path, 'x'.repeat(500));
  const set = socket.sent[0]!.find((message) => message.type === 'set')!;
  socket.receive({ type: 'ack', rid: (set as { rid: string }).rid, seq: 5 });
  socket.drop();
  return logged;
}

describe('the browser’s trace of the live protocol', () => {
  it('logs every frame sent and received, with the time, cutting values short', async () => {
    localStorage.setItem(TRACE_FLAG, '1');
    const logged = await session();
    const prefix = /^\[live \d\d:\d\d:\d\d\.\d{3} u_012345…\] /;
    expect(logged.every((line) => prefix.test(line))).toBe(true);
    const lines = logged.map((line) => line.replace(prefix, ''));
    expect(lines.slice(0, 3)).toEqual([
      'open',
      `→ hello v=${PROTOCOL_VERSION}`,
      `← welcome seq=4 v=${PROTOCOL_VERSION}`,
    ]);
    expect(lines[3]).toMatch(
      /^→ set rid=\S+ path=users\/u_012345…\/notes\/free\/n1 value="x{59}… \(502 chars\)$/,
    );
    expect(lines[4]).toMatch(/^← ack rid=\S+ seq=5$/);
    expect(lines[5]).toBe('closed 1006');
    expect(lines[6]).toMatch(/^reconnecting in \d+ ms$/);
  });

  it('logs nothing when the flag is not set', async () => {
    expect(await session()).toEqual([]);
    localStorage.setItem(TRACE_FLAG, '0');
    expect(await session()).toEqual([]);
  });
});
