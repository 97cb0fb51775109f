import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  freePort,
  killStartedServers,
  spawnServer,
  whenRunning,
} from '../testing/server-process.ts';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture.ts';
import { LiveTestClient } from './testing/live-client.ts';
import { PROTOCOL_VERSION } from '../../shared/data/protocol.ts';
import { signUpVerified } from '../testing/verified-user.ts';

let dataDir: string;
let smtp: SmtpCapture;
beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tinies-main-live-'));
  smtp = await startSmtpCapture();
});
afterEach(async () => {
  killStartedServers();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('main.ts with live data', () => {
  it('serves /api/live on its own port and closes open sockets when it stops', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = spawnServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Tinies <hello@tinies.test>',
    });
    await whenRunning(server);

    await expect(LiveTestClient.connect(origin)).rejects.toMatchObject({ status: 401 });
    const person = await signUpVerified({ origin, mailTo: smtp.mailTo });
    const { client, welcome } = await LiveTestClient.open(origin, person.cookie);
    expect(welcome).toEqual({ type: 'welcome', v: PROTOCOL_VERSION, seq: 0 });
    client.send({ type: 'sub', id: 'root', path: `users/${person.uid}` });
    expect(await client.next()).toEqual({
      type: 'value',
      id: 'root',
      path: `users/${person.uid}`,
      value: null,
      seq: 0,
    });
    // Production registers only the tools' collections.
    client.send({
      type: 'set',
      rid: 'w',
      path: `users/${person.uid}/test-notes/notes/n1`,
      value: 1,
    });
    expect(await client.next()).toMatchObject({ type: 'error', rid: 'w', code: 'INVALID_DATA' });

    const stopping = Date.now();
    server.child.kill('SIGTERM');
    expect(await client.closed).toEqual({ code: 1001, reason: 'Server shutting down' });
    expect(await server.exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopping).toBeLessThan(3000);
  }, 20_000);
});
