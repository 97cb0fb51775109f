import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFileCollection } from './files-collection-suite.ts';
import { upload, uploaded } from './files-harness.ts';
import { describeFileIsolation } from './files-isolation-suite.ts';
import { describeFileLimits } from './files-limits-suite.ts';
import { DISGUISED_FILES, png, SAMPLE_FILES } from './sample-files.ts';
import { FILE_TYPES, isFileId } from '../../../shared/data/files.ts';
import type { Database } from '../../database/database.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { signUpVerified, type VerifiedUser } from '../../testing/verified-user.ts';

export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

const STRICT_CSP = "default-src 'none'; sandbox";

/**
 * The files API over real HTTP with real sessions, run once per database: uploads of
 * every allowed type, refusals, the headers of served files, deletion; then limits,
 * isolation and collection on the same server.
 */
export function describeFiles(storage: string, openTestDatabase: () => Promise<TestDatabase>) {
  describe(`files on ${storage}`, () => {
    let store: TestDatabase;
    let server: TestServer;
    let ada: VerifiedUser;

    beforeAll(async () => {
      store = await openTestDatabase();
      server = await startTestServer({
        database: store.database,
        fileQuotaBytes: 25 * 1024 * 1024,
      });
      ada = await signUpVerified(server, { label: 'ada' });
    });

    afterAll(async () => {
      await server?.close();
      await store?.dispose();
    });

    it.each(FILE_TYPES)(
      'keeps a %s and serves it back to its owner, byte for byte',
      async (type) => {
        const { name, bytes } = SAMPLE_FILES[type];
        const file = await uploaded(await upload(ada.browser, bytes, { name, type }));
        expect(file).toEqual({
          id: file.id,
          type,
          size: bytes.length,
          url: `/api/files/${file.id}`,
        });
        expect(isFileId(file.id)).toBe(true);

        const response = await ada.browser.request(file.url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        expect(response.headers.get('content-length')).toBe(String(bytes.length));
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('content-security-policy')).toBe(STRICT_CSP);
        expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
        expect(response.headers.get('content-disposition')).toMatch(
          type === 'application/pdf' ? /^attachment; filename="[0-9a-f]{32}\.pdf"$/ : /^inline;/,
        );
        expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
      },
    );

    it('trusts the bytes, not the declared type or a missing name', async () => {
      const file = await uploaded(
        await upload(ada.browser, SAMPLE_FILES['image/gif'].bytes, {
          name: 'blob',
          type: 'application/octet-stream',
        }),
      );
      expect(file.type).toBe('image/gif');
    });

    it('answers If-None-Match with 304, and HEAD without a body', async () => {
      const file = await uploaded(await upload(ada.browser, png(1, 2, 3), { name: 'a.png' }));
      const first = await ada.browser.request(file.url);
      const etag = first.headers.get('etag')!;
      expect(etag).toBe(`"${file.id}"`);
      const again = await ada.browser.request(file.url, {
        headers: { 'If-None-Match': `W/"other", ${etag}` },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
      const head = await ada.browser.request(file.url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(file.size));
      expect(await head.text()).toBe('');
    });

    it('stores bytes under server-made names only', async () => {
      const bytes = png(9, 9, 9);
      const file = await uploaded(
        await upload(ada.browser, bytes, { name: '../../evil.png', type: 'image/png' }),
      );
      const folder = join(server.dataDir, 'files');
      if (server.files.kind === 'sqlite') {
        expect(readdirSync(folder).every(isFileId)).toBe(true);
        expect(new Uint8Array(readFileSync(join(folder, file.id)))).toEqual(bytes);
      } else {
        // PostgreSQL keeps the bytes in the database: processes share no disk.
        expect(existsSync(folder)).toBe(false);
      }
      expect(existsSync(join(server.dataDir, '..', 'evil.png'))).toBe(false);
    });

    it.each(DISGUISED_FILES)('refuses $label, whatever it claims to be', async ({ bytes }) => {
      const before = await server.files.usage(ada.uid);
      for (const claim of [
        { name: 'photo.png', type: 'image/png' },
        { name: 'photo.jpg', type: 'image/jpeg' },
        { name: 'page.html', type: 'text/html' },
        { name: 'drawing.svg', type: 'image/svg+xml' },
        { name: 'doc.pdf', type: 'application/pdf' },
        { name: 'blob', type: '' },
      ]) {
        const response = await upload(ada.browser, bytes, claim);
        expect(response.status).toBe(400);
        const body = (await response.json()) as { code: string; message: string };
        expect(body.code).toBe('INVALID_DATA');
        expect(body.message).toMatch(/type not allowed/i);
      }
      expect(await server.files.usage(ada.uid)).toBe(before);
    });

    it('refuses real images whose name or declared type says otherwise', async () => {
      const { bytes } = SAMPLE_FILES['image/png'];
      const logged = server.refusals.length;
      for (const claim of [
        { name: 'photo.png', type: 'text/html' },
        { name: 'photo.png', type: 'image/jpeg' },
        { name: 'photo.html', type: 'image/png' },
        { name: 'photo.svg', type: '' },
      ]) {
        const response = await upload(ada.browser, bytes, claim);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ code: 'INVALID_DATA' });
      }
      // Each refusal is logged: whose and why, never the file or its name.
      const lines = server.refusals.slice(logged);
      expect(lines).toHaveLength(4);
      for (const line of lines) {
        expect(JSON.parse(line)).toEqual({
          time: expect.any(String),
          level: 'warn',
          event: 'file_upload_refused',
          code: 'INVALID_DATA',
          uid: ada.uid,
        });
      }
    });

    it('refuses uploads that are not one file in the field "file"', async () => {
      const png1 = SAMPLE_FILES['image/png'];
      const wrongField = await upload(ada.browser, png1.bytes, { name: 'a.png', field: 'photo' });
      expect(wrongField.status).toBe(400);
      const form = new FormData();
      form.append('file', new File([png1.bytes], 'a.png'));
      form.append('file', new File([png1.bytes], 'b.png'));
      const two = await ada.browser.request('/api/files', {
        method: 'POST',
        body: form,
        headers: { Origin: server.origin },
      });
      expect(two.status).toBe(400);
      const text = await ada.browser.request('/api/files', {
        method: 'POST',
        body: 'file=hello',
        headers: { Origin: server.origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(text.status).toBe(400);
      const broken = await ada.browser.request('/api/files', {
        method: 'POST',
        body: '--nope\r\nContent-Disposition: form-data; name="file"\r\n\r\nhalf a part',
        headers: { Origin: server.origin, 'Content-Type': 'multipart/form-data; boundary=nope' },
      });
      expect(broken.status).toBe(400);
      const empty = await upload(ada.browser, new Uint8Array(), { name: 'a.png' });
      expect(empty.status).toBe(400);
      for (const response of [wrongField, two, text, broken, empty]) {
        expect(response.headers.get('content-security-policy')).toBe(STRICT_CSP);
        expect(await response.json()).toMatchObject({ code: 'INVALID_DATA' });
      }
    });

    it('deletes a file for its owner only once', async () => {
      const file = await uploaded(await upload(ada.browser, png(4, 5, 6), { name: 'a.png' }));
      const usage = await server.files.usage(ada.uid);
      const remove = () =>
        ada.browser.request(file.url, { method: 'DELETE', headers: { Origin: server.origin } });
      expect((await remove()).status).toBe(204);
      expect(await server.files.usage(ada.uid)).toBe(usage - file.size);
      const read = await ada.browser.request(file.url);
      expect(read.status).toBe(404);
      expect(await read.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await remove()).status).toBe(404);
      if (server.files.kind === 'sqlite') {
        expect(existsSync(join(server.dataDir, 'files', file.id))).toBe(false);
      }
    });

    const context = {
      get database() {
        return store.database;
      },
      get server() {
        return server;
      },
    };
    describeFileLimits(context);
    describeFileIsolation(context);
    // Last: a collection pass sees every file on the database.
    describeFileCollection(context);
  });
}
