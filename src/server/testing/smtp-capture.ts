import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime.ts';

/**
 * A real SMTP server for tests (Vitest and Playwright alike, so plain Node): it accepts
 * every mail on 127.0.0.1 and keeps it, decoded, for the test to read.
 */

export interface CapturedMail {
  /** The decoded From header, e.g. `Tinies <no-reply@localhost>`. */
  from: string;
  /** The envelope recipients (RCPT TO); senders may have lower-cased the domains. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Lower-case names, decoded values. */
  headers: Record<string, string>;
  /** The whole message as received. */
  raw: string;
  /** `Date.now()` when the message was complete. */
  receivedAt: number;
}

export interface WaitForMailOptions {
  /** Default 10 000. */
  timeoutMs?: number;
  /** Only mails received at or after this `Date.now()` value. */
  since?: number;
  match?: (mail: CapturedMail) => boolean;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:PORT`, ready for `SMTP_URL`. */
  url: string;
  /** Every mail so far, oldest first. */
  messages: CapturedMail[];
  /** The first mail to `to` (any case) that fits, waiting for it if it has not come yet. */
  waitForMail(to: string, options?: WaitForMailOptions): Promise<CapturedMail>;
  mailsTo(to: string): CapturedMail[];
  /** The text of the first mail to `to`, waiting for it: a `Mailbox` for `signUpVerified`. */
  mailTo(to: string): Promise<string>;
  close(): Promise<void>;
}

const isTo = (mail: CapturedMail, to: string) =>
  mail.to.some((recipient) => recipient.toLowerCase() === to.toLowerCase());

function summary(messages: CapturedMail[]): string {
  if (messages.length === 0) return 'No mail arrived at all.';
  return `Mails received:\n${messages.map((mail) => `  to ${mail.to.join(', ')}: ${mail.subject}`).join('\n')}`;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  /** Pending `waitForMail` calls: `check` looks again, `cancel` gives up. */
  const waiters = new Set<{ check: () => void; cancel: (reason: string) => void }>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // NOTE: an app under test may keep a pooled connection open; do not hold `close` for 30 s.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        try {
          const parsed = parseMail(bytes);
          messages.push({
            from: parsed.from,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject,
            text: parsed.text,
            html: parsed.html,
            headers: parsed.headers,
            raw: bytes.toString('utf8'),
            receivedAt: Date.now(),
          });
        } catch (error) {
          callback(new Error(`The test mail server could not read this mail: ${String(error)}`));
          return;
        }
        callback();
        for (const waiter of [...waiters]) waiter.check();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (to: string) => messages.filter((mail) => isTo(mail, to));

  function waitForMail(to: string, options: WaitForMailOptions = {}): Promise<CapturedMail> {
    const { timeoutMs = 10_000, since = 0, match = () => true } = options;
    const find = () =>
      messages.find((mail) => isTo(mail, to) && mail.receivedAt >= since && match(mail));
    return new Promise((resolve, reject) => {
      const settle = () => {
        waiters.delete(waiter);
        clearTimeout(timer);
      };
      const waiter = {
        check() {
          const mail = find();
          if (!mail) return;
          settle();
          resolve(mail);
        },
        cancel(reason: string) {
          settle();
          reject(new Error(`No matching mail to ${to}: ${reason}. ${summary(messages)}`));
        },
      };
      const timer = setTimeout(() => waiter.cancel(`none within ${timeoutMs} ms`), timeoutMs);
      waiters.add(waiter);
      waiter.check();
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail,
    mailsTo,
    mailTo: async (to) => (await waitForMail(to)).text,
    close() {
      for (const waiter of [...waiters]) waiter.cancel('the mail server was closed');
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The first http(s) link in a mail's text or HTML whose path starts with `pathPrefix`
 * (or that starts with it, when it is a whole URL), e.g. `/api/auth/verify-email`.
 */
export function firstLink(text: string, pathPrefix: string): string {
  for (const candidate of text.match(/https?:\/\/[^\s<>"'`]+/g) ?? []) {
    const link = candidate.replaceAll('&amp;', '&').replace(/[.,;:!?)\]]+$/, '');
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      continue;
    }
    if (url.pathname.startsWith(pathPrefix) || link.startsWith(pathPrefix)) return link;
  }
  throw new Error(`No link to ${pathPrefix} in this mail:\n${text.slice(0, 2000)}`);
}
