import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLink, startSmtpCapture, type SmtpCapture } from './smtp-capture.ts';
import { readDate, sqlRows, storedDate } from './sql.ts';
import { TestBrowser } from './test-browser.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { signUpVerified } from './verified-user.ts';
import type { Database } from '../database/database.ts';

const PASSWORD = 'correct horse';

/** Account settings on one database: name, password, e-mail, sessions, sign-in methods. */
export function describeAccountSettings(
  storage: string,
  openTestDatabase: () => Promise<{ database: Database; dispose(): Promise<void> }>,
) {
  describe(`account settings on ${storage}`, () => {
    let smtp: SmtpCapture;
    let server: TestServer;
    let store: { database: Database; dispose(): Promise<void> };
    const person = () =>
      signUpVerified({ origin: server.origin, mailTo: smtp.mailTo }, { label: 'settled' });
    const signIn = async (email: string, password = PASSWORD) => {
      const browser = new TestBrowser(server.origin);
      const answer = await browser.post('/api/auth/sign-in/email', { email, password });
      return { browser, status: answer.status };
    };

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      store = await openTestDatabase();
      server = await startTestServer({ database: store.database, smtp });
    });

    afterAll(async () => {
      await server?.close();
      await store?.dispose();
      await smtp?.close();
    });

    it("moves a session's last active on as it is used, at most an hour behind", async () => {
      const { browser, uid } = await person();
      const hours = (count: number) => count * 3600 * 1000;
      // As if the session was last renewed two hours ago.
      const [row] = await sqlRows<{ expiresAt: unknown }>(
        store.database,
        `SELECT "expiresAt" FROM "session" WHERE "userId" = $1`,
        [uid],
      );
      const stamp = (date: Date) => storedDate(store.database, 'session', 'updatedAt', date);
      await sqlRows(
        store.database,
        `UPDATE "session" SET "updatedAt" = $1, "expiresAt" = $2 WHERE "userId" = $3`,
        [
          await stamp(new Date(Date.now() - hours(2))),
          await stamp(new Date(readDate(row!.expiresAt).getTime() - hours(2))),
          uid,
        ],
      );
      const before = Date.now();
      expect(await browser.sessionUser()).not.toBeNull();
      const sessions = (await (await browser.request('/api/auth/list-sessions')).json()) as {
        updatedAt: string;
      }[];
      expect(sessions).toHaveLength(1);
      expect(Date.parse(sessions[0]!.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('changes the display name', async () => {
      const { browser } = await person();
      expect((await browser.post('/api/auth/update-user', { name: 'Ada' })).status).toBe(200);
      expect((await browser.sessionUser())?.name).toBe('Ada');
    });

    it('changes the password only with the current one, signing the other sessions out', async () => {
      const { browser, email } = await person();
      const other = await signIn(email);
      const wrong = await browser.post('/api/auth/change-password', {
        currentPassword: 'not it',
        newPassword: 'battery staple',
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
      const changed = await browser.post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'battery staple',
        revokeOtherSessions: true,
      });
      expect(changed.status).toBe(200);
      expect(await browser.sessionUser()).not.toBeNull();
      expect(await other.browser.sessionUser()).toBeNull();
      expect((await signIn(email)).status).toBe(401);
      expect((await signIn(email, 'battery staple')).status).toBe(200);
    });

    it('changes the e-mail through a link to the new address and tells the old one', async () => {
      const { browser, email } = await person();
      const newEmail = `moved-${crypto.randomUUID().slice(0, 8)}@example.test`;
      const since = Date.now();
      const asked = await browser.post('/api/auth/change-email', {
        newEmail,
        callbackURL: '/account',
      });
      expect(asked.status).toBe(200);
      const notice = await smtp.waitForMail(email, {
        since,
        match: (mail) => mail.subject === 'Your Tinies e-mail address is being changed',
      });
      expect(notice.text).toContain(newEmail);
      const link = await smtp.waitForMail(newEmail, {
        since,
        match: (mail) => mail.subject === 'Confirm your new e-mail address for Tinies',
      });
      expect((await browser.sessionUser())?.email).toBe(email);
      const { visited } = await browser.navigate(firstLink(link.text, '/api/auth/verify-email'));
      expect(new URL(visited.at(-1)!).pathname).toBe('/account');
      expect(await browser.sessionUser()).toMatchObject({ email: newEmail, emailVerified: true });
      expect((await signIn(email)).status).toBe(401);
      expect((await signIn(newEmail)).status).toBe(200);
    });

    it('lists the sessions with their browsers and signs one or all the others out', async () => {
      const { browser, email } = await person();
      const phone = new TestBrowser(server.origin);
      await phone.post(
        '/api/auth/sign-in/email',
        { email, password: PASSWORD },
        { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' },
      );
      const tablet = await signIn(email);
      const sessions = (await (await browser.request('/api/auth/list-sessions')).json()) as {
        token: string;
        userAgent: string | null;
        updatedAt: string;
      }[];
      expect(sessions).toHaveLength(3);
      expect(sessions.some((session) => session.userAgent?.includes('iPhone'))).toBe(true);
      const phoneSession = sessions.find((session) => session.userAgent?.includes('iPhone'))!;
      expect(
        (await browser.post('/api/auth/revoke-session', { token: phoneSession.token })).status,
      ).toBe(200);
      expect(await phone.sessionUser()).toBeNull();
      expect(await tablet.browser.sessionUser()).not.toBeNull();
      expect((await browser.post('/api/auth/revoke-other-sessions', {})).status).toBe(200);
      expect(await tablet.browser.sessionUser()).toBeNull();
      expect(await browser.sessionUser()).not.toBeNull();
    });

    it('never unlinks the only way into an account', async () => {
      const { browser } = await person();
      const accounts = (await (await browser.request('/api/auth/list-accounts')).json()) as {
        providerId: string;
        accountId: string;
      }[];
      expect(accounts.map((account) => account.providerId)).toEqual(['credential']);
      const refused = await browser.post('/api/auth/unlink-account', {
        providerId: 'credential',
        accountId: accounts[0]!.accountId,
      });
      expect(refused.status).toBe(400);
      expect(await browser.sessionUser()).not.toBeNull();
      expect((await signIn((await browser.sessionUser())!.email)).status).toBe(200);
    });
  });
}
