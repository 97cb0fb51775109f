import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.ts';
import { sqlRows, storedDate } from './sql.ts';
import { TestBrowser } from './test-browser.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { signUpVerified, type VerifiedUser } from './verified-user.ts';
import { PROTOCOL_VERSION } from '../../shared/data/protocol.ts';
import type { Database } from '../database/database.ts';
import { filesFolder } from '../files/open-file-store.ts';
import { uploaded, upload } from '../files/testing/files-harness.ts';
import { png } from '../files/testing/sample-files.ts';
import { LiveTestClient } from '../live/testing/live-client.ts';

const PASSWORD = 'correct horse';

/** Every table of the database, by name. */
async function tableNames(database: Database): Promise<string[]> {
  const rows = await sqlRows<{ name: string }>(
    database,
    database.kind === 'postgres'
      ? `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()`
      : `SELECT name FROM sqlite_master WHERE type = 'table'`,
  );
  return rows.map((row) => row.name);
}

/** Rows of any table that mention `needle` anywhere (any column, as text). */
async function rowsMentioning(database: Database, needles: string[]) {
  const found: string[] = [];
  for (const table of await tableNames(database)) {
    for (const row of await sqlRows(database, `SELECT * FROM "${table}"`)) {
      const text = JSON.stringify(row, (_key, value: unknown) =>
        typeof value === 'bigint' ? String(value) : value,
      ).toLowerCase();
      for (const needle of needles) {
        if (text.includes(needle.toLowerCase())) found.push(`${table}: ${text.slice(0, 200)}`);
      }
    }
  }
  return found;
}

/**
 * Deleting an account on one database: the checks in front of it, then nothing of it left
 * in any table or in the files folder, its sockets closed, a mail, and the address free.
 */
export function describeAccountDeletion(
  storage: string,
  openTestDatabase: () => Promise<{ database: Database; dispose(): Promise<void> }>,
) {
  describe(`deleting an account on ${storage}`, () => {
    let smtp: SmtpCapture;
    let server: TestServer;
    let store: { database: Database; dispose(): Promise<void> };
    const target = () => ({ origin: server.origin, mailTo: smtp.mailTo });

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

    const deleteAccount = (browser: TestBrowser, body: Record<string, unknown>) =>
      browser.post('/api/auth/delete-user', body);

    /** A person with documents, a file, a pending reset link, a second session and a socket. */
    async function busyAccount(): Promise<VerifiedUser & { fileId: string }> {
      const person = await signUpVerified(target(), { label: 'leaving' });
      const write = await person.browser.request(
        `/api/data/users/${person.uid}/test-notes/notes/n1`,
        {
          method: 'PUT',
          headers: { Origin: server.origin, 'content-type': 'application/json' },
          body: JSON.stringify({ title: 'Remember the milk' }),
        },
      );
      expect(write.status).toBe(200);
      const file = await uploaded(await upload(person.browser, png(), { name: 'photo.png' }));
      const asked = await new TestBrowser(server.origin).post('/api/auth/request-password-reset', {
        email: person.email,
        redirectTo: '/reset-password',
      });
      expect(asked.status).toBe(200);
      return { ...person, fileId: file.id };
    }

    it('needs the typed e-mail and the password, and keeps everything when either is wrong', async () => {
      const person = await busyAccount();
      const mistyped = await deleteAccount(person.browser, {
        password: PASSWORD,
        confirmEmail: `x${person.email}`,
      });
      expect(mistyped.status).toBe(400);
      expect(await mistyped.json()).toMatchObject({ code: 'CONFIRMATION_MISMATCH' });
      const wrong = await deleteAccount(person.browser, {
        password: 'not the password',
        confirmEmail: person.email.toUpperCase(),
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
      expect(await person.browser.sessionUser()).not.toBeNull();
      expect(await server.store.get(person.uid, `users/${person.uid}/test-notes/notes/n1`)).toEqual(
        {
          title: 'Remember the milk',
        },
      );
    });

    it('without a password, needs a sign-in of the last ten minutes', async () => {
      const person = await signUpVerified(target(), { label: 'stale' });
      const past = new Date(Date.now() - 11 * 60_000);
      await sqlRows(store.database, `UPDATE "session" SET "createdAt" = $1 WHERE "userId" = $2`, [
        await storedDate(store.database, 'session', 'createdAt', past),
        person.uid,
      ]);
      const stale = await deleteAccount(person.browser, { confirmEmail: person.email });
      expect(stale.status).toBe(403);
      expect(await stale.json()).toMatchObject({ code: 'SIGN_IN_AGAIN' });
      expect(await person.browser.sessionUser()).not.toBeNull();
    });

    it('deletes the account and everything it kept, closes its sockets and frees the address', async () => {
      const person = await busyAccount();
      const neighbour = await busyAccount();
      const phone = new TestBrowser(server.origin);
      expect(
        (await phone.post('/api/auth/sign-in/email', { email: person.email, password: PASSWORD }))
          .status,
      ).toBe(200);
      const socket = await LiveTestClient.connect(server.origin, {
        cookie: person.cookie,
        origin: server.publicUrl,
      });
      socket.send({ type: 'hello', v: PROTOCOL_VERSION });
      await socket.next('welcome');
      // A write over the socket with a request id: the server remembers the id (exactly once).
      socket.send({
        type: 'set',
        rid: 'leaving-1',
        path: `users/${person.uid}/test-notes/notes/n2`,
        value: { title: 'Written live' },
      });
      await socket.next('ack');
      // A wrong password leaves a lockout row, kept by a hash of the address.
      const guess = await new TestBrowser(server.origin).post('/api/auth/sign-in/email', {
        email: person.email,
        password: 'not the password',
      });
      expect(guess.status).toBe(401);
      const addressHash = createHash('sha256').update(person.email.toLowerCase()).digest('hex');
      const folder = filesFolder(server.dataDir);
      if (store.database.kind === 'sqlite') {
        expect(await readdir(folder)).toContain(person.fileId);
      }
      expect(await rowsMentioning(store.database, [person.uid])).not.toEqual([]);
      expect(await rowsMentioning(store.database, [addressHash])).not.toEqual([]);

      const since = Date.now();
      const deleted = await deleteAccount(person.browser, {
        password: PASSWORD,
        confirmEmail: person.email,
      });
      expect(deleted.status).toBe(200);
      expect((await socket.closed).code).toBe(4001);
      expect(await rowsMentioning(store.database, [person.uid, person.email, addressHash])).toEqual(
        [],
      );
      if (store.database.kind === 'sqlite') {
        expect(await readdir(folder)).not.toContain(person.fileId);
        expect(await readdir(folder)).toContain(neighbour.fileId);
      }
      expect(await phone.sessionUser()).toBeNull();
      expect(await person.browser.sessionUser()).toBeNull();
      const mail = await smtp.waitForMail(person.email, {
        since,
        match: (candidate) => candidate.subject === 'Your Tinies account has been deleted',
      });
      expect(mail.text).toContain(person.email);

      // The neighbour keeps everything.
      expect(
        await server.store.get(neighbour.uid, `users/${neighbour.uid}/test-notes/notes/n1`),
      ).toEqual({ title: 'Remember the milk' });
      expect(await neighbour.browser.sessionUser()).not.toBeNull();

      // The address can sign up again, as a new account.
      const again = new TestBrowser(server.origin);
      const signUp = await again.post('/api/auth/sign-up/email', {
        email: person.email,
        password: 'a new start',
        name: '',
        callbackURL: '/',
      });
      expect(signUp.status).toBe(200);
      const welcome = await smtp.waitForMail(person.email, {
        since,
        match: (candidate) => candidate.subject === 'Verify your e-mail address for Tinies',
      });
      expect(welcome.text).toContain('/api/auth/verify-email');
    });
  });
}
