import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shortUid } from '../../shared/data/frame-trace.ts';
import { killStartedServers, lines, spawnTestServer } from '../testing/server-process.ts';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture.ts';
import { signUpVerified } from '../testing/verified-user.ts';
import { LiveTestClient } from './testing/live-client.ts';
import { PROTOCOL_VERSION } from '../../shared/data/protocol.ts';

let dataDir: string;
let smtp: SmtpCapture;
beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tinies-live-trace-'));
  smtp = await startSmtpCapture();
});
afterEach(async () => {
  killStartedServers();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A server process with `env`: one person subscribes, writes a long value and leaves. */
async function traffic(env: Record<string, string>) {
  const server = await spawnTestServer({ dataDir, smtpUrl: smtp.url, env });
  const person = await signUpVerified({ origin: server.origin, mailTo: smtp.mailTo });
  const { client } = await LiveTestClient.open(server.origin, person.cookie);
  const path = `users/${person.uid}/test-notes/free/n1`;
  client.send({ type: 'sub', id: 's1', path });
  await client.next('value');
  client.send({ type: 'set', rid: 'w1', path, value: 'x'.repeat(1000) });
  await client.next('ack');
  await client.close();
  // The process writes its output on its own time: wait for the last line it owes.
  const deadline = Date.now() + 5_000;
  while (env.TRACE_LIVE && !server.process.stdout().includes('closed') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { uid: person.uid, stdout: lines(server.process.stdout()) };
}

describe('TRACE_LIVE', () => {
  it('logs every frame of each connection, user id shortened, values cut short', async () => {
    const { uid, stdout } = await traffic({ TRACE_LIVE: '1' });
    const short = shortUid(uid);
    const long = `"${'x'.repeat(59)}… (1002 chars)`;
    const prefix = new RegExp(
      `^\\[live \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z ${short} #\\d+\\] `,
    );
    const traced = stdout
      .filter((line) => prefix.test(line))
      .map((line) => line.replace(prefix, ''));
    expect(traced).toEqual([
      'open',
      `→ hello v=${PROTOCOL_VERSION}`,
      `← welcome seq=0 v=${PROTOCOL_VERSION}`,
      `→ sub id=s1 path=users/${short}/test-notes/free/n1`,
      `← value id=s1 path=users/${short}/test-notes/free/n1 seq=0 value=null`,
      `→ set rid=w1 path=users/${short}/test-notes/free/n1 value=${long}`,
      `← change id=s1 seq=1 op=users/${short}/test-notes/free/n1 value=${long}`,
      '← ack rid=w1 seq=1',
      expect.stringMatching(/^closed \d+$/),
    ]);
    expect(stdout.join('\n')).not.toContain(uid);
  }, 20_000);

  it('logs nothing when off', async () => {
    const { stdout } = await traffic({});
    expect(stdout.filter((line) => line.startsWith('[live'))).toEqual([]);
    expect(stdout).toEqual([expect.stringMatching(/^Tinies is running at /)]);
  }, 20_000);
});
