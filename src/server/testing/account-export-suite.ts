import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './test-browser.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { signUpVerified } from './verified-user.ts';
import { ACCOUNT_EXPORT_PATH } from '../../shared/data/usage.ts';
import type { Database } from '../database/database.ts';
import { upload, uploaded } from '../files/testing/files-harness.ts';
import { png } from '../files/testing/sample-files.ts';

/** "Download my data" on one database: everything of the person, nothing of anyone else. */
export function describeAccountExport(
  storage: string,
  openTestDatabase: () => Promise<{ database: Database; dispose(): Promise<void> }>,
) {
  describe(`downloading an account's data on ${storage}`, () => {
    let server: TestServer;
    let store: { database: Database; dispose(): Promise<void> };

    beforeAll(async () => {
      store = await openTestDatabase();
      server = await startTestServer({ database: store.database });
    });

    afterAll(async () => {
      await server?.close();
      await store?.dispose();
    });

    async function personWithData(label: string, notes: number) {
      const person = await signUpVerified(server, { label });
      const values: Record<string, unknown> = {};
      for (let index = 0; index < notes; index++) {
        values[`n${index}`] = { title: `${label} note ${index}`, body: 'x'.repeat(2_000) };
      }
      const written = await person.browser.request(
        `/api/data/users/${person.uid}/test-notes/notes`,
        {
          method: 'PATCH',
          headers: { Origin: server.origin, 'content-type': 'application/json' },
          body: JSON.stringify(values),
        },
      );
      expect(written.status, await written.clone().text()).toBe(200);
      const photo = png(1, 2, 3);
      const file = await uploaded(await upload(person.browser, photo, { name: 'p.png' }));
      return { ...person, photo, fileId: file.id };
    }

    it('gives the person a zip of every document and file of theirs, and only theirs', async () => {
      // More than one page of documents (about 64 KB each), so the JSON is written in parts.
      const ada = await personWithData('ada', 120);
      const bob = await personWithData('bob', 2);
      const answer = await ada.browser.request(ACCOUNT_EXPORT_PATH);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/zip');
      expect(answer.headers.get('content-disposition')).toMatch(
        /attachment; filename="tinies-data-/,
      );
      const entries = unzipSync(new Uint8Array(await answer.arrayBuffer()));
      const documents = JSON.parse(strFromU8(entries['documents.json']!)) as Record<
        string,
        Record<string, Record<string, { title: string }>>
      >;
      const notes = documents['test-notes']!.notes!;
      expect(Object.keys(notes)).toHaveLength(120);
      expect(notes.n7!.title).toBe('ada note 7');
      expect(entries[`files/${ada.fileId}.png`]).toEqual(ada.photo);
      expect(Object.keys(entries).some((name) => name.includes(bob.fileId))).toBe(false);
      expect(JSON.stringify(documents)).not.toContain('bob note');
      expect(strFromU8(entries['README.txt']!)).toContain('documents.json');
    });

    it('makes one download at a time per account, and the next once it is done', async () => {
      // Pages of documents to read, so the first is still being written when the second
      // arrives (a small account's whole zip fits in the socket's buffers at once).
      const cleo = await personWithData('cleo', 120);
      const answers = await Promise.all([
        cleo.browser.request(ACCOUNT_EXPORT_PATH),
        cleo.browser.request(ACCOUNT_EXPORT_PATH),
      ]);
      const first = answers.find((answer) => answer.status === 200)!;
      const second = answers.find((answer) => answer !== first)!;
      expect(first).toBeDefined();
      expect(second.status).toBe(429);
      expect(second.headers.get('retry-after')).toBe('5');
      expect(await second.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(unzipSync(new Uint8Array(await first.arrayBuffer()))['documents.json']).toBeDefined();
      await expect
        .poll(async () => (await cleo.browser.request(ACCOUNT_EXPORT_PATH)).status)
        .toBe(200);
    });

    it('asks a visitor to sign in', async () => {
      const answer = await new TestBrowser(server.origin).request(ACCOUNT_EXPORT_PATH);
      expect(answer.status).toBe(401);
    });
  });
}
