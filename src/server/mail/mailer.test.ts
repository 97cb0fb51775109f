import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, DEFAULT_MAIL_FROM, type OutgoingMail } from './mailer.ts';
import { renderVerificationMail } from './templates.ts';
import { freePort } from '../testing/server-process.ts';
import { startSmtpCapture } from '../testing/smtp-capture.ts';

const LINK = 'http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2F';
const mail: OutgoingMail = {
  to: 'ana@example.com',
  language: 'es',
  ...renderVerificationMail({ language: 'es', url: LINK, email: 'ana@example.com' }),
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('without SMTP_URL', () => {
  it('prints the whole mail, link on its own line, in one framed block', async () => {
    const logged: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      mailFrom: undefined,
      log: (text) => logged.push(text),
    });
    await mailer.send(mail);
    await mailer.close();

    expect(logged).toHaveLength(1);
    const lines = logged[0]!.split('\n');
    expect(lines).toContain(`From: ${DEFAULT_MAIL_FROM}`);
    expect(lines).toContain('To: ana@example.com');
    expect(lines).toContain(`Subject: ${mail.subject}`);
    expect(lines).toContain(LINK);
    expect(logged[0]).toContain(mail.text.trimEnd());
    expect(logged[0]).toContain('SMTP_URL is not set');
    expect(lines[0]).toMatch(/^={20,}$/);
    expect(lines.at(-1)).toMatch(/^={20,}$/);
  });

  it('names the configured sender', async () => {
    const logged: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      mailFrom: 'Tinies <hi@tinies.test>',
      log: (text) => logged.push(text),
    });
    await mailer.send(mail);
    expect(logged[0]).toContain('From: Tinies <hi@tinies.test>\n');
  });
});

describe('with SMTP_URL', () => {
  it('delivers from MAIL_FROM, in the mail language', async () => {
    const capture = await startSmtpCapture();
    const mailer = createMailer({ smtpUrl: capture.url, mailFrom: 'Tinies <hi@tinies.test>' });
    cleanups.push(
      () => mailer.close(),
      () => capture.close(),
    );

    await mailer.send(mail);
    const received = await capture.waitForMail('ana@example.com');
    expect(received.from).toBe('Tinies <hi@tinies.test>');
    expect(received.headers['content-language']).toBe('es');
    expect(received.subject).toBe(mail.subject);
    expect(received.text).toBe(mail.text);
  });

  it('names an unreachable server in the error, without the password', async () => {
    const port = await freePort();
    const mailer = createMailer({
      smtpUrl: `smtp://tinies:Pa%24%24word-9f3@127.0.0.1:${port}`,
      mailFrom: undefined,
    });
    cleanups.push(() => mailer.close());
    const error = await mailer.send(mail).then(
      () => undefined,
      (caught: Error) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toContain(`smtp://127.0.0.1:${port}`);
    expect(error!.message).toMatch(/ECONNECTION|ECONNREFUSED/);
    expect(error!.message).not.toMatch(/Pa\$\$word|Pa%24%24word/);
  });

  it('reports a refused login without the password, even when the server echoes it', async () => {
    const password = 'Pa$$word-9f3';
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        callback(new Error(`Bad password for ${auth.username}: ${auth.password}`));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({
      smtpUrl: `smtp://tinies:${encodeURIComponent(password)}@127.0.0.1:${port}`,
      mailFrom: undefined,
    });
    cleanups.push(() => mailer.close());

    const error = await mailer.send(mail).then(
      () => undefined,
      (caught: Error) => caught,
    );
    expect(error!.message).toMatch(/EAUTH/);
    expect(error!.message).toContain('Bad password for tinies: ***');
    expect(error!.message).not.toContain(password);
    expect(error!.message).not.toContain(encodeURIComponent(password));
    expect(error!.cause).toBeUndefined();
  });
});
