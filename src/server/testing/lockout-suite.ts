import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.ts';
import { sqlRows } from './sql.ts';
import { TestBrowser } from './test-browser.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { signUpVerified } from './verified-user.ts';
import { DEFAULT_RATE_LIMITS } from '../auth/auth.ts';
import type { Database } from '../database/database.ts';

const PASSWORD = 'correct horse';

/** The per-account lockout on one database, met from many client addresses. */
export function describeLockout(
  storage: string,
  openTestDatabase: () => Promise<{ database: Database; dispose(): Promise<void> }>,
) {
  describe(`the sign-in lockout on ${storage}`, () => {
    let smtp: SmtpCapture;
    let server: TestServer;
    let store: { database: Database; dispose(): Promise<void> };
    let addresses = 0;
    const network = 1 + Math.floor(Math.random() * 250);
    /** Each attempt from an address of its own: the per-address limit never sees two. */
    const attempt = (email: string, password: string) => {
      addresses += 1;
      return new TestBrowser(server.origin, {
        forwardedFor: `10.${network}.${addresses >> 8}.${addresses & 255}`,
      }).post('/api/auth/sign-in/email', { email, password });
    };

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      store = await openTestDatabase();
      server = await startTestServer({
        database: store.database,
        smtp,
        authRateLimits: DEFAULT_RATE_LIMITS,
        accountLockout: {
          failures: 3,
          baseDelaySeconds: 1,
          maxDelaySeconds: 60,
          forgetAfterSeconds: 600,
        },
        env: { TRUST_PROXY: '1' },
      });
    });

    afterAll(async () => {
      await server?.close();
      await store?.dispose();
      await smtp?.close();
    });

    it('makes one address wait a growing delay after repeated failures from many addresses', async () => {
      const { email } = await signUpVerified(
        { origin: server.origin, mailTo: smtp.mailTo },
        { browserOptions: { forwardedFor: `10.${network}.250.1` } },
      );
      const other = await signUpVerified(
        { origin: server.origin, mailTo: smtp.mailTo },
        { browserOptions: { forwardedFor: `10.${network}.250.2` } },
      );
      for (let index = 0; index < 3; index++) {
        expect((await attempt(email, `guess ${index}`)).status).toBe(401);
      }
      // Locked: even the right password waits, answered like the per-address limit.
      const locked = await attempt(email, PASSWORD);
      expect(locked.status).toBe(429);
      const firstWait = Number(locked.headers.get('retry-after'));
      expect(firstWait).toBeGreaterThanOrEqual(1);
      expect(await locked.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many attempts/),
      });
      // Someone else's account is not touched.
      expect((await attempt(other.email, PASSWORD)).status).toBe(200);

      // After the wait, another failure waits longer.
      await new Promise((resolve) => setTimeout(resolve, firstWait * 1000 + 100));
      expect((await attempt(email, 'guess 4')).status).toBe(401);
      const longer = await attempt(email, PASSWORD);
      expect(longer.status).toBe(429);
      expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(firstWait);
      await new Promise((resolve) =>
        setTimeout(resolve, Number(longer.headers.get('retry-after')) * 1000 + 100),
      );

      // The right password then signs in, and clears the count.
      expect((await attempt(email, PASSWORD)).status).toBe(200);
      expect((await attempt(email, 'one slip')).status).toBe(401);
      expect((await attempt(email, PASSWORD)).status).toBe(200);
      // Nothing in the table names the address.
      const rows = await sqlRows(store.database, 'SELECT * FROM auth_lockout');
      expect(JSON.stringify(rows)).not.toContain(email);
    }, 30_000);
  });
}
