import { randomUUID } from 'node:crypto';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLink, startSmtpCapture, type SmtpCapture } from './smtp-capture.ts';
import { TestBrowser, type TestBrowserOptions } from './test-browser.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { productionSchemas } from '../../shared/data/collections.ts';
import { DEFAULT_RATE_LIMITS, type AuthRateLimits } from '../auth/auth.ts';
import type { Database } from '../database/database.ts';

/** Where the client asks to return after a social sign-in, as it does in the app. */
const SOCIAL_CALLBACK = '/verify-email?provider=google&next=%2Frecipe-book';

/**
 * The accounts behaviour, run once per database (SQLite and PostgreSQL): real HTTP,
 * real mail through an SMTP server, a real OpenID Connect provider standing in for Google.
 */
export function describeAccounts(
  storage: string,
  openTestDatabase: () => Promise<{ database: Database; dispose(): Promise<void> }>,
) {
  describe(`accounts on ${storage}`, () => {
    let smtp: SmtpCapture;
    let google: OAuth2Server;
    let server: TestServer;

    /**
     * The whole app with the tools' collections and the production sign-in limits, mailing
     * to `smtp`. It trusts one proxy hop, so each test browser can bring its own client
     * address (X-Forwarded-For) and keep its own rate-limit buckets.
     */
    const accountsServer = async (
      options: { env?: Record<string, string>; rateLimits?: AuthRateLimits } = {},
    ) =>
      startTestServer({
        database: store.database,
        smtp,
        schemas: await productionSchemas(),
        authRateLimits: options.rateLimits ?? DEFAULT_RATE_LIMITS,
        env: { TRUST_PROXY: '1', ...options.env },
      });
    let store: { database: Database; dispose(): Promise<void> };
    /** Claims the stand-in Google puts into the next ID tokens. */
    let googleClaims: Record<string, unknown> = {};
    let addresses = 0;
    const network = 1 + Math.floor(Math.random() * 250);

    const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;
    /** A browser with a client address of its own, so rate limits of one test never meet another's. */
    const browser = (options: TestBrowserOptions = {}) => {
      addresses += 1;
      return new TestBrowser(server.origin, {
        forwardedFor: `10.${network}.${addresses >> 8}.${addresses & 255}`,
        ...options,
      });
    };

    async function signUp(client: TestBrowser, email: string, password = 'correct horse') {
      return client.post('/api/auth/sign-up/email', {
        email,
        password,
        name: '',
        callbackURL: '/verify-email?next=%2Frecipe-book',
      });
    }

    async function verificationLink(email: string) {
      const mail = await smtp.waitForMail(email);
      return firstLink(mail.text, '/api/auth/verify-email');
    }

    async function signUpAndVerify(email: string, password = 'correct horse') {
      const client = browser();
      expect((await signUp(client, email, password)).status).toBe(200);
      await client.navigate(await verificationLink(email));
      return client;
    }

    async function googleSignIn(client: TestBrowser, claims: Record<string, unknown>) {
      // One Google account per address: `sub` is what the account is keyed on.
      googleClaims = { sub: `google-${String(claims.email)}`, ...claims };
      const start = await client.post('/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: SOCIAL_CALLBACK,
        errorCallbackURL: SOCIAL_CALLBACK,
        newUserCallbackURL: SOCIAL_CALLBACK,
      });
      expect(start.status).toBe(200);
      const { url } = (await start.json()) as { url: string };
      expect(url.startsWith(google.issuer.url!)).toBe(true);
      const { visited } = await client.navigate(url);
      return new URL(visited.at(-1)!);
    }

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      google = new OAuth2Server();
      await google.issuer.keys.generate('RS256');
      await google.start(0, '127.0.0.1');
      google.service.on(Events.BeforeTokenSigning, (token) => {
        Object.assign(token.payload, googleClaims);
      });
      store = await openTestDatabase();
      server = await accountsServer({
        env: {
          GOOGLE_CLIENT_ID: 'tinies-test-client',
          GOOGLE_CLIENT_SECRET: 'tinies-test-secret',
          GOOGLE_ISSUER: google.issuer.url!,
        },
      });
    });

    afterAll(async () => {
      await server?.close();
      await store?.dispose();
      await google?.stop();
      await smtp?.close();
    });

    it('tells the client which sign-in methods are on', async () => {
      const response = await browser().request('/api/config');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        auth: { signInMethods: ['email', 'google'], minPasswordLength: 6 },
      });
    });

    it('signs up, refuses login until the mailed link is used, then signs in', async () => {
      const email = uniqueEmail('ada');
      const client = browser();
      const created = await signUp(client, email);
      expect(created.status).toBe(200);
      expect(client.cookies.size).toBe(0);

      const early = await client.post('/api/auth/sign-in/email', {
        email,
        password: 'correct horse',
      });
      expect(early.status).toBe(403);
      expect(await early.json()).toMatchObject({
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Email not verified',
      });

      const link = await verificationLink(email);
      expect(link.startsWith(`${server.origin}/api/auth/verify-email?token=`)).toBe(true);
      const { visited } = await client.navigate(link);
      expect(visited[1]).toBe(`${server.origin}/verify-email?next=%2Frecipe-book`);
      expect(await client.sessionUser()).toMatchObject({ email, emailVerified: true });

      const other = browser();
      const login = await other.post('/api/auth/sign-in/email', {
        email,
        password: 'correct horse',
      });
      expect(login.status).toBe(200);
      expect(await other.sessionUser()).toMatchObject({ email });
    });

    it('keeps the session in an httpOnly, SameSite=Lax cookie and ends it on sign-out', async () => {
      const email = uniqueEmail('grace');
      const client = await signUpAndVerify(email);
      const session = [...client.cookies].find(([name]) => name.includes('session_token'));
      expect(session?.[1].attributes).toMatch(/HttpOnly/i);
      expect(session?.[1].attributes).toMatch(/SameSite=Lax/i);
      expect(session?.[1].attributes).not.toMatch(/Secure/i);

      const stolen = new TestBrowser(server.origin, { forwardedFor: '10.9.9.9' });
      for (const [name, cookie] of client.cookies) stolen.cookies.set(name, cookie);

      expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
      expect(await client.sessionUser()).toBeNull();
      // The token itself is revoked, not only forgotten by this browser.
      expect(await stolen.sessionUser()).toBeNull();
    });

    it('marks cookies Secure when PUBLIC_URL is https', async () => {
      const https = await accountsServer({
        env: {
          PUBLIC_URL: 'https://tinies.example',
          GOOGLE_CLIENT_ID: 'tinies-test-client',
          GOOGLE_CLIENT_SECRET: 'tinies-test-secret',
          GOOGLE_ISSUER: google.issuer.url!,
        },
      });
      try {
        // Behind a TLS-terminating proxy: the browser's origin is the public https one.
        const client = new TestBrowser(https.origin, { forwardedFor: `10.${network}.250.1` });
        const response = await client.post(
          '/api/auth/sign-in/social',
          { provider: 'google', callbackURL: SOCIAL_CALLBACK },
          { Origin: 'https://tinies.example' },
        );
        expect(response.status).toBe(200);
        const cookies = response.headers.getSetCookie();
        expect(cookies.length).toBeGreaterThan(0);
        for (const cookie of cookies) {
          expect(cookie).toMatch(/^__Secure-tinies\./);
          expect(cookie).toMatch(/;\s*Secure/i);
          expect(cookie).toMatch(/;\s*HttpOnly/i);
          expect(cookie).toMatch(/;\s*SameSite=Lax/i);
        }
      } finally {
        await https.close();
      }
    }, 30_000);

    it('accepts 6 characters and long passphrases, refuses 5 with the spec message', async () => {
      const client = browser();
      const short = await signUp(client, uniqueEmail('short'), '12345');
      expect(short.status).toBe(400);
      expect(await short.json()).toMatchObject({
        code: 'PASSWORD_TOO_SHORT',
        message: 'Password must be at least 6 characters long',
      });
      expect((await signUp(client, uniqueEmail('six'), '123456')).status).toBe(200);
      const long = 'a long passphrase that keeps going '.repeat(6);
      expect(long.length).toBeGreaterThan(128);
      const email = uniqueEmail('long');
      await signUpAndVerify(email, long);
      const login = await browser().post('/api/auth/sign-in/email', { email, password: long });
      expect(login.status).toBe(200);
    });

    it('answers a wrong password without saying whether the address exists', async () => {
      const email = uniqueEmail('wrong');
      await signUpAndVerify(email);
      const client = browser();
      const wrong = await client.post('/api/auth/sign-in/email', { email, password: 'not it!' });
      const unknown = await client.post('/api/auth/sign-in/email', {
        email: uniqueEmail('nobody'),
        password: 'not it!',
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      const wrongBody = await wrong.json();
      expect(wrongBody).toEqual(await unknown.json());
      expect(wrongBody).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    });

    it('answers a duplicate sign-up like a new one and mails the owner instead', async () => {
      const email = uniqueEmail('twice');
      await signUpAndVerify(email);
      const client = browser();
      const again = await signUp(client, email, 'another password');
      expect(again.status).toBe(200);
      const mail = await smtp.waitForMail(email, {
        match: (candidate) => !candidate.text.includes('/api/auth/verify-email'),
      });
      expect(mail.text).toContain(server.origin);
      // The first password still works; the second was never stored.
      const login = await browser().post('/api/auth/sign-in/email', {
        email,
        password: 'another password',
      });
      expect(login.status).toBe(401);
    });

    it('writes mails and messages in the browser language', async () => {
      const spanish = uniqueEmail('es');
      await signUp(browser({ acceptLanguage: 'es-ES,es;q=0.9,en;q=0.5' }), spanish);
      const german = uniqueEmail('de');
      await signUp(browser({ acceptLanguage: 'de-DE,de;q=0.9' }), german);
      const english = uniqueEmail('en');
      await signUp(browser({ acceptLanguage: 'ja-JP' }), english);

      const [es, de, en] = await Promise.all(
        [spanish, german, english].map((email) => smtp.waitForMail(email)),
      );
      expect(es!.headers['content-language']).toBe('es');
      expect(de!.headers['content-language']).toBe('de');
      expect(en!.headers['content-language']).toBe('en');
      expect(new Set([es!.subject, de!.subject, en!.subject]).size).toBe(3);
      expect(es!.html).toContain('lang="es"');

      const refused = await browser({ acceptLanguage: 'de' }).post('/api/auth/sign-in/email', {
        email: german,
        password: 'correct horse',
      });
      const body = (await refused.json()) as { code: string; message: string };
      expect(body.code).toBe('EMAIL_NOT_VERIFIED');
      expect(body.message).not.toBe('Email not verified');
      expect(body.message.length).toBeGreaterThan(0);
    });

    it('resends the verification mail without telling who has an account', async () => {
      const email = uniqueEmail('resend');
      const client = browser();
      await signUp(client, email);
      await smtp.waitForMail(email);
      const since = Date.now();
      const resent = await client.post('/api/auth/send-verification-email', {
        email,
        callbackURL: '/verify-email?next=%2F',
      });
      expect(resent.status).toBe(200);
      const unknown = await client.post('/api/auth/send-verification-email', {
        email: uniqueEmail('ghost'),
        callbackURL: '/verify-email?next=%2F',
      });
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toEqual(await resent.json());
      const second = await smtp.waitForMail(email, { since });
      const { visited } = await client.navigate(firstLink(second.text, '/api/auth/verify-email'));
      expect(visited[1]).toBe(`${server.origin}/verify-email?next=%2F`);
      expect(await client.sessionUser()).toMatchObject({ email, emailVerified: true });
    });

    it('sends a broken verification link back to the app with the reason', async () => {
      const client = browser();
      const { visited } = await client.navigate(
        '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fverify-email%3Fnext%3D%252F',
      );
      expect(visited[1]).toBe(`${server.origin}/verify-email?next=%2F&error=INVALID_TOKEN`);
      expect(await client.sessionUser()).toBeNull();
    });

    it('refuses requests from another origin, signed in or not', async () => {
      const email = uniqueEmail('origin');
      const client = await signUpAndVerify(email);
      const evil = { Origin: 'https://evil.example' };
      const login = await browser().post(
        '/api/auth/sign-in/email',
        { email, password: 'correct horse' },
        evil,
      );
      expect(login.status).toBe(403);
      expect(await login.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
      const crossSite = await browser().post(
        '/api/auth/sign-in/email',
        { email, password: 'correct horse' },
        { 'Sec-Fetch-Site': 'cross-site' },
      );
      expect(crossSite.status).toBe(403);
      expect((await client.post('/api/auth/sign-out', {}, evil)).status).toBe(403);
      expect(await client.sessionUser()).toMatchObject({ email });
    });

    it('signs in with Google when it vouches for the address', async () => {
      const email = uniqueEmail('google');
      const client = browser();
      const landed = await googleSignIn(client, {
        email,
        email_verified: true,
        name: 'Grace Hopper',
      });
      expect(landed.search).toBe('?provider=google&next=%2Frecipe-book');
      expect(await client.sessionUser()).toEqual(
        expect.objectContaining({ email, emailVerified: true, name: 'Grace Hopper' }),
      );
    });

    it('sends an unverified Google address to /verify-email and mails a link', async () => {
      const email = uniqueEmail('unverified-google');
      const client = browser({ acceptLanguage: 'fr-FR' });
      const landed = await googleSignIn(client, { email, email_verified: false, name: 'Ana' });
      expect(landed.pathname).toBe('/verify-email');
      expect(landed.searchParams.get('error')).toBe('email_not_verified');
      expect(landed.searchParams.get('next')).toBe('/recipe-book');
      // The address comes along for the page's resend form (in the fragment: kept out of logs).
      expect(new URLSearchParams(landed.hash.slice(1)).get('email')).toBe(email);
      expect(await client.sessionUser()).toBeNull();
      // Signing in again before verifying: the person is known now, and the address still comes.
      const again = await googleSignIn(browser(), { email, email_verified: false, name: 'Ana' });
      expect(again.searchParams.get('error')).toBe('email_not_verified');
      expect(new URLSearchParams(again.hash.slice(1)).get('email')).toBe(email);

      const mail = await smtp.waitForMail(email);
      expect(mail.headers['content-language']).toBe('fr');
      const { visited } = await client.navigate(firstLink(mail.text, '/api/auth/verify-email'));
      // Back on the page as someone who just verified, not as someone back from Google.
      expect(visited[1]).toBe(`${server.origin}/verify-email?next=%2Frecipe-book`);
      expect(await client.sessionUser()).toMatchObject({ email, emailVerified: true });
    });

    it('lets Google take over an unverified password account and drops that password', async () => {
      const email = uniqueEmail('squatted');
      // Someone signs up with an address that is not theirs and never verifies it…
      expect((await signUp(browser(), email, 'squatter password')).status).toBe(200);
      // …then the address's owner signs in with Google.
      const owner = browser();
      const landed = await googleSignIn(owner, { email, email_verified: true, name: 'Owner' });
      expect(landed.search).toBe('?provider=google&next=%2Frecipe-book');
      expect(await owner.sessionUser()).toMatchObject({ email, emailVerified: true });
      // The squatter's password no longer opens the account.
      const squatter = await browser().post('/api/auth/sign-in/email', {
        email,
        password: 'squatter password',
      });
      expect(squatter.status).toBe(401);
    });

    it('keeps a verified password account and links Google to it', async () => {
      const email = uniqueEmail('linked');
      await signUpAndVerify(email, 'my own password');
      const landed = await googleSignIn(browser(), { email, email_verified: true, name: 'Me' });
      expect(landed.search).toBe('?provider=google&next=%2Frecipe-book');
      const login = await browser().post('/api/auth/sign-in/email', {
        email,
        password: 'my own password',
      });
      expect(login.status).toBe(200);
    });

    it('limits sign-in attempts per client, across server processes, with a clear 429', async () => {
      const limited = await accountsServer({
        rateLimits: {
          signIn: { window: 60, max: 3 },
          signUp: { window: 60, max: 3 },
          sendMail: { window: 60, max: 1 },
          other: { window: 60, max: 2 },
        },
      });
      const twin = await accountsServer({
        rateLimits: {
          signIn: { window: 60, max: 3 },
          signUp: { window: 60, max: 3 },
          sendMail: { window: 60, max: 1 },
          other: { window: 60, max: 100 },
        },
      });
      try {
        const address = `172.16.${network}.1`;
        const attacker = new TestBrowser(limited.origin, { forwardedFor: address });
        const sameAttackerElsewhere = new TestBrowser(twin.origin, { forwardedFor: address });
        const attempt = (client: TestBrowser) =>
          client.post('/api/auth/sign-in/email', { email: 'x@example.test', password: 'guess!' });
        expect((await attempt(attacker)).status).toBe(401);
        expect((await attempt(sameAttackerElsewhere)).status).toBe(401);
        expect((await attempt(attacker)).status).toBe(401);
        const blocked = await attempt(sameAttackerElsewhere);
        expect(blocked.status).toBe(429);
        expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
        const body = (await blocked.json()) as { code: string; message: string };
        expect(body.code).toBe('RATE_LIMITED');
        expect(body.message).toMatch(/Too many attempts/);

        const someoneElse = new TestBrowser(limited.origin, {
          forwardedFor: `172.16.${network}.2`,
        });
        expect((await attempt(someoneElse)).status).toBe(401);
      } finally {
        await limited.close();
        await twin.close();
      }
    }, 30_000);
  });
}
