import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLink, startSmtpCapture, type SmtpCapture } from './smtp-capture.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { renderExistingAccountMail, renderVerificationMail } from '../mail/templates.ts';

const VERIFY_PATH = '/api/auth/verify-email';
// A long token full of characters quoted-printable must escape (=) or may wrap.
const TOKEN = `eyJhbGciOiJIUzI1NiJ9.${'eyJlbWFpbCI6ImFuYUBleGFtcGxlLmNvbSJ9'.repeat(4)}.sig-_=`;
const verifyUrl = (language: string) =>
  `http://127.0.0.1:3000${VERIFY_PATH}?token=${TOKEN}&callbackURL=%2Fverify-email%3Flang%3D${language}`;

let capture: SmtpCapture;
let mailer: Mailer;

beforeAll(async () => {
  capture = await startSmtpCapture();
  mailer = createMailer({ smtpUrl: capture.url, mailFrom: 'Tinies <no-reply@tinies.test>' });
});

afterAll(async () => {
  await mailer.close();
  await capture.close();
});

describe('mails sent by the app arrive decoded', () => {
  it.each(['es', 'de', 'fr'] as const)('the verification mail in %s', async (language) => {
    const to = `Ana.${language}@Example.com`;
    const url = verifyUrl(language);
    const content = renderVerificationMail({ language, url, email: to });
    await mailer.send({ to, language, ...content });

    const mail = await capture.waitForMail(to.toLowerCase());
    expect(mail.subject).toBe(content.subject);
    expect(mail.text).toBe(content.text);
    expect(mail.html).toBe(content.html);
    expect(mail.from).toBe('Tinies <no-reply@tinies.test>');
    expect(mail.to.map((address) => address.toLowerCase())).toEqual([to.toLowerCase()]);
    expect(mail.headers['content-language']).toBe(language);
    expect(firstLink(mail.text, VERIFY_PATH)).toBe(url);
    expect(firstLink(mail.html, VERIFY_PATH)).toBe(url);
    // The real encodings were exercised, not a plain 7-bit pass-through.
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?[QB]\?/im);
    expect(mail.raw).toMatch(/Content-Transfer-Encoding: quoted-printable/i);
    expect(mail.raw).toContain('=\r\n');
    expect(mail.raw).toContain('=3D');
  });

  it('the existing-account mail, with its sign-in link', async () => {
    const to = 'owner@example.com';
    const content = renderExistingAccountMail({
      language: 'de',
      email: to,
      signInUrl: 'http://127.0.0.1:3000/',
    });
    await mailer.send({ to, language: 'de', ...content });
    const mail = await capture.waitForMail(to, { match: (m) => m.subject === content.subject });
    expect(mail.text).toContain('An deinem Konto hat sich nichts geändert.');
    expect(firstLink(mail.text, '/')).toBe('http://127.0.0.1:3000/');
  });

  it('a base64 body and an ISO-8859-1 subject straight from nodemailer', async () => {
    const transport = createTransport(capture.url);
    const text = 'Ελληνικά και 日本語のテキスト、'.repeat(20);
    await transport.sendMail({
      from: 'a@example.com',
      to: 'b64@example.com',
      subject: 'Größe',
      text,
      textEncoding: 'base64',
      headers: { 'X-Note': '=?ISO-8859-1?Q?Fran=E7ais?=' },
    });
    transport.close();
    const mail = await capture.waitForMail('b64@example.com');
    expect(mail.raw).toMatch(/Content-Transfer-Encoding: base64/i);
    expect(mail.text).toBe(text);
    expect(mail.subject).toBe('Größe');
    expect(mail.headers['x-note']).toBe('Français');
  });
});

describe('waitForMail', () => {
  async function sendPlain(to: string, subject: string) {
    await mailer.send({
      to,
      subject,
      text: `${subject}\n`,
      html: `<p>${subject}</p>`,
      language: 'en',
    });
  }

  it('waits for a mail that has not come yet', async () => {
    const waiting = capture.waitForMail('later@example.com');
    await sendPlain('later@example.com', 'later');
    expect((await waiting).subject).toBe('later');
  });

  it('skips older mails with since and others with match', async () => {
    await sendPlain('again@example.com', 'first');
    const since = Date.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sendPlain('again@example.com', 'second');
    await sendPlain('again@example.com', 'third');
    expect((await capture.waitForMail('again@example.com', { since })).subject).toBe('second');
    const third = await capture.waitForMail('again@example.com', {
      match: (mail) => mail.text.includes('third'),
    });
    expect(third.subject).toBe('third');
    expect(capture.mailsTo('AGAIN@example.com').map((mail) => mail.subject)).toEqual([
      'first',
      'second',
      'third',
    ]);
  });

  it('gives up after the timeout and says what did arrive', async () => {
    await expect(capture.waitForMail('nobody@example.com', { timeoutMs: 50 })).rejects.toThrow(
      /nobody@example\.com.*50 ms.*to again@example\.com: first/s,
    );
  });
});

describe('firstLink', () => {
  it('finds the link by path, past others and sentence punctuation', () => {
    const text =
      'See https://x.example/help. Then open https://x.example/api/auth/verify-email?token=a&b=c.';
    expect(firstLink(text, VERIFY_PATH)).toBe(
      'https://x.example/api/auth/verify-email?token=a&b=c',
    );
    expect(firstLink(text, 'https://x.example/help')).toBe('https://x.example/help');
  });

  it('unescapes links taken from HTML', () => {
    expect(firstLink('<a href="https://x.example/v?a=1&amp;b=2">go</a>', '/v')).toBe(
      'https://x.example/v?a=1&b=2',
    );
  });

  it('throws when there is no such link', () => {
    expect(() => firstLink('https://x.example/other', VERIFY_PATH)).toThrow(/No link/);
  });
});
