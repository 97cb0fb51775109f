import { createTransport } from 'nodemailer';
import type { MailLanguage } from './language.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: MailLanguage;
}

/** Sends the app's mails; `close` lets the process exit without waiting on idle sockets. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** `smtp://` or `smtps://`, credentials included; none → mails are printed to the log. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  log?: (text: string) => void;
}

/** Used when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = 'Tinies <no-reply@localhost>';

const RULE = '='.repeat(72);

/** The whole mail as one block, so an owner without SMTP can still open the link. */
function printedMail(from: string, mail: OutgoingMail): string {
  return [
    `${RULE}\nMail not sent (SMTP_URL is not set). Here it is instead:\n${RULE}`,
    `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\nContent-Language: ${mail.language}`,
    mail.text.trimEnd(),
    `${RULE}\nEnd of mail to ${mail.to}\n${RULE}`,
  ].join('\n\n');
}

/** Names the server without its credentials. */
function describeServer(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'the SMTP server';
  }
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Every spelling of the password an error might echo back, AUTH's base64 forms included. */
function secretsOf(smtpUrl: string): string[] {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return [];
  }
  if (!url.password) return [];
  const password = decoded(url.password);
  const base64 = (text: string) => Buffer.from(text).toString('base64');
  const secrets = new Set([
    url.password,
    password,
    base64(password),
    base64(`\0${decoded(url.username)}\0${password}`),
  ]);
  return [...secrets].sort((a, b) => b.length - a.length);
}

function smtpFailure(smtpUrl: string, to: string, cause: unknown): Error {
  const error = cause as { message?: unknown; code?: unknown; responseCode?: unknown };
  const details = [
    typeof error.code === 'string' ? error.code : undefined,
    typeof error.responseCode === 'number' ? `SMTP ${error.responseCode}` : undefined,
  ].filter(Boolean);
  let message = `Sending mail to ${to} through ${describeServer(smtpUrl)} failed${
    details.length > 0 ? ` (${details.join(', ')})` : ''
  }: ${typeof error.message === 'string' ? error.message : String(cause)}`;
  for (const secret of secretsOf(smtpUrl)) message = message.replaceAll(secret, '***');
  // NOTE: no `cause`: nodemailer's error objects may hold the transport options, password included.
  return new Error(message);
}

/**
 * The app's mailer: SMTP through nodemailer when `smtpUrl` is set, otherwise a printer
 * that writes each whole mail to the log. Errors never carry the SMTP password.
 */
export function createMailer({ smtpUrl, mailFrom, log = console.log }: MailerOptions): Mailer {
  const from = mailFrom ?? DEFAULT_MAIL_FROM;
  if (!smtpUrl) {
    return {
      send: async (mail) => log(printedMail(from, mail)),
      close: async () => {},
    };
  }
  const transport = createTransport(smtpUrl);
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: { 'Content-Language': mail.language },
        });
      } catch (error) {
        throw smtpFailure(smtpUrl, mail.to, error);
      }
    },
    close: async () => transport.close(),
  };
}
