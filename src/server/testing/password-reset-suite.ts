import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLink, startSmtpCapture, type SmtpCapture } from './smtp-capture.ts';
import { readDate, sqlRows, storedDate } from './sql.ts';
import { TestBrowser } from './test-browser.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { DEFAULT_RATE_LIMITS } from '../auth/auth.ts';
import type { Database } from '../database/database.ts';
import { RESET_LINK_HOURS } from '../mail/templates.ts';

const PASSWORD = 'correct horse';
const NEW_PASSWORD = 'battery staple';
const RESET_PAGE = '/reset-password';

/**
 * "Forgot password?" on one database: the mailed link, its hour, its single use, the
 * sessions it ends, and an answer that never says who has an account.
 */
export function describePasswordReset(
  storage: string,
  openTestDatabase: () => Promise<{ database: Database; dispose(): Promise<void> }>,
) {
  describe(`password reset on ${storage}`, () => {
    let smtp: SmtpCapture;
    let server: TestServer;
    let store: { database: Database; dispose(): Promise<void> };
    let addresses = 0;
    const network = 1 + Math.floor(Math.random() * 250);
    const browser = (acceptLanguage?: string) => {
      addresses += 1;
      return new TestBrowser(server.origin, {
        forwardedFor: `10.${network}.${addresses >> 8}.${addresses & 255}`,
        acceptLanguage,
      });
    };
    const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

    async function account(email: string) {
      const client = browser();
      const created = await client.post('/api/auth/sign-up/email', {
        email,
        password: PASSWORD,
        name: '',
        callbackURL: '/verify-email?next=%2F',
      });
      expect(created.status).toBe(200);
      const mail = await smtp.waitForMail(email);
      await client.navigate(firstLink(mail.text, '/api/auth/verify-email'));
      expect((await client.sessionUser())?.email).toBe(email);
      return client;
    }

    const signIn = (client: TestBrowser, email: string, password: string) =>
      client.post('/api/auth/sign-in/email', { email, password });

    async function askForLink(client: TestBrowser, email: string) {
      const since = Date.now();
      const asked = await client.post('/api/auth/request-password-reset', {
        email,
        redirectTo: RESET_PAGE,
      });
      return { asked, since };
    }

    async function mailedLink(email: string, since: number) {
      const mail = await smtp.waitForMail(email, {
        since,
        match: (candidate) => candidate.text.includes('/api/auth/reset-password/'),
      });
      return { mail, link: firstLink(mail.text, '/api/auth/reset-password/') };
    }

    /** Follows the mailed link as a browser does: where it lands, with its token. */
    async function landing(client: TestBrowser, link: string) {
      const { visited } = await client.navigate(link);
      return new URL(visited.at(-1)!);
    }

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      store = await openTestDatabase();
      server = await startTestServer({
        database: store.database,
        smtp,
        authRateLimits: DEFAULT_RATE_LIMITS,
        env: { TRUST_PROXY: '1' },
      });
    });

    afterAll(async () => {
      await server?.close();
      await store?.dispose();
      await smtp?.close();
    });

    it('answers the same whether or not the address has an account, and mails only the owner', async () => {
      const email = uniqueEmail('owner');
      await account(email);
      const stranger = browser();
      const known = await askForLink(stranger, email);
      const unknown = await askForLink(stranger, uniqueEmail('nobody'));
      expect(known.asked.status).toBe(200);
      expect(unknown.asked.status).toBe(200);
      expect(await known.asked.json()).toEqual(await unknown.asked.json());

      const { mail } = await mailedLink(email, known.since);
      expect(mail.subject).toBe('Reset your Tinies password');
      expect(mail.text).toContain('The link is valid for 1 hour and works once.');
      expect(
        smtp.messages.filter((sent) => sent.to.some((to) => to.startsWith('nobody-'))),
      ).toEqual([]);
    });

    it('writes the mail in the browser language', async () => {
      const email = uniqueEmail('greta');
      await account(email);
      const { since } = await askForLink(browser('de-DE,de;q=0.9'), email);
      const { mail } = await mailedLink(email, since);
      expect(mail.subject).toBe('Setze dein Tinies-Passwort zurück');
      expect(mail.text).toContain('Der Link ist 1 Stunde lang gültig');
    });

    it('makes a link that expires in one hour, works once and signs every session out', async () => {
      const email = uniqueEmail('forgetful');
      const laptop = await account(email);
      const phone = browser();
      expect((await signIn(phone, email, PASSWORD)).status).toBe(200);

      const { since } = await askForLink(browser(), email);
      const { link } = await mailedLink(email, since);
      const [row] = await sqlRows<{ expiresAt: unknown }>(
        store.database,
        `SELECT "expiresAt" FROM "verification" WHERE "identifier" LIKE 'reset-password:%' AND "value" = (SELECT "id" FROM "user" WHERE "email" = $1)`,
        [email],
      );
      const lifetime = readDate(row!.expiresAt).getTime() - since;
      expect(lifetime).toBeGreaterThan(RESET_LINK_HOURS * 3600_000 - 60_000);
      expect(lifetime).toBeLessThanOrEqual(RESET_LINK_HOURS * 3600_000 + 60_000);

      const visitor = browser();
      const page = await landing(visitor, link);
      expect(page.pathname).toBe(RESET_PAGE);
      const token = page.searchParams.get('token')!;
      expect(token).toBeTruthy();

      const short = await visitor.post('/api/auth/reset-password', { token, newPassword: '12345' });
      expect(short.status).toBe(400);
      expect(await short.json()).toMatchObject({
        code: 'PASSWORD_TOO_SHORT',
        message: 'Password must be at least 6 characters long',
      });

      const reset = await visitor.post('/api/auth/reset-password', {
        token,
        newPassword: NEW_PASSWORD,
      });
      expect(reset.status).toBe(200);
      expect(await laptop.sessionUser()).toBeNull();
      expect(await phone.sessionUser()).toBeNull();
      expect((await signIn(browser(), email, PASSWORD)).status).toBe(401);
      expect((await signIn(browser(), email, NEW_PASSWORD)).status).toBe(200);

      const again = await visitor.post('/api/auth/reset-password', {
        token,
        newPassword: 'a third password',
      });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
      const used = await landing(browser(), link);
      expect(used.searchParams.get('error')).toBe('INVALID_TOKEN');
      expect((await signIn(browser(), email, NEW_PASSWORD)).status).toBe(200);
    });

    it('refuses a link past its hour', async () => {
      const email = uniqueEmail('late');
      await account(email);
      const { since } = await askForLink(browser(), email);
      const { link } = await mailedLink(email, since);
      const past = new Date(Date.now() - 1000);
      await sqlRows(
        store.database,
        `UPDATE "verification" SET "expiresAt" = $1 WHERE "identifier" LIKE 'reset-password:%' AND "value" = (SELECT "id" FROM "user" WHERE "email" = $2)`,
        [await storedDate(store.database, 'verification', 'expiresAt', past), email],
      );
      const page = await landing(browser(), link);
      expect(page.pathname).toBe(RESET_PAGE);
      expect(page.searchParams.get('error')).toBe('INVALID_TOKEN');
      const token = new URL(link).pathname.split('/').at(-1)!;
      const reset = await browser().post('/api/auth/reset-password', {
        token,
        newPassword: NEW_PASSWORD,
      });
      expect(reset.status).toBe(400);
      expect(await reset.json()).toMatchObject({ code: 'INVALID_TOKEN' });
      expect((await signIn(browser(), email, PASSWORD)).status).toBe(200);
    });

    it('limits requests for links per client address like sign-in', async () => {
      const client = browser();
      let answer: Response | undefined;
      for (let attempt = 0; attempt <= DEFAULT_RATE_LIMITS.signIn.max; attempt++) {
        answer = (await askForLink(client, uniqueEmail('flood'))).asked;
      }
      expect(answer!.status).toBe(429);
      expect(Number(answer!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await answer!.json()).toMatchObject({ code: 'RATE_LIMITED' });
    });
  });
}
