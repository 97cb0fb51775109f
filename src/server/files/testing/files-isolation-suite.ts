import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../../shared/data/files.ts';
import { newFileId } from '../file-store.ts';
import { cookieHeader, upload, type FilesSuiteContext } from './files-harness.ts';
import { pdf, png } from './sample-files.ts';
import type { RawResponse } from '../../testing/raw-request.ts';
import { rawRequest } from '../../testing/raw-request.ts';
import { signUpVerified, type VerifiedUser } from '../../testing/verified-user.ts';

const percent = (text: string) =>
  Array.from(
    new TextEncoder().encode(text),
    (byte) => `%${byte.toString(16).padStart(2, '0')}`,
  ).join('');

/** Full-width digits and letters: look alike, are not the same characters. */
const fullWidth = (text: string) =>
  percent(Array.from(text, (char) => String.fromCodePoint(char.codePointAt(0)! + 0xfee0)).join(''));

/** Ways to ask for `target` while holding `own`: encodings, traversal, lookalikes. */
function pathsTo(target: string, own: string): string[] {
  const base = '/api/files';
  return [
    `${base}/${target}`,
    `${base}/${target.toUpperCase()}`,
    `${base}/${percent(target)}`,
    `${base}/${percent(target).toUpperCase()}`,
    `${base}/${percent(target).replaceAll('%', '%25')}`,
    `${base}/${target.slice(0, 16)}${percent(target.slice(16))}`,
    `${base}/${fullWidth(target)}`,
    `${base}/${target}/`,
    `${base}/${target}%2F`,
    `${base}/${target}%00`,
    `${base}/${target}%20`,
    `${base}/%20${target}`,
    `${base}/${target}%0A`,
    `${base}/${target}%E2%80%8B`,
    `${base}/${target}.png`,
    `${base}/${target}?id=${target}`,
    `${base}/${target};owner=me`,
    `${base}/${target}#top`,
    `${base}/${target.slice(0, 31)}`,
    `${base}/${target}0`,
    `${base}/${target.slice(1)}${target[0]}`,
    `${base}/${own}/../${target}`,
    `${base}/${own}/..%2F${target}`,
    `${base}/${own}%2F..%2F${target}`,
    `${base}/${own}%2f%2e%2e%2f${target}`,
    `${base}/${own}%5C..%5C${target}`,
    `${base}/${own},${target}`,
    `${base}/../files/${target}`,
    `${base}/%2e%2e/files/${target}`,
    `${base}/..%2F..%2Ffiles%2F${target}`,
    `${base}/./${target}`,
    `${base}/%2E/${target}`,
    `${base}//${target}`,
    `/api//files/${target}`,
    `/api/files/../../api/files/${target}`,
    `${base}?id=${target}`,
    `${base}/*`,
    `${base}/%2A`,
  ];
}

/** Runs `work` over `items`, `limit` at a time. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Owner-only reads and deletes, tried thousands of ways by another user and by nobody:
 * every attempt is refused, nothing is served or deleted, and the answer for someone
 * else's file is the answer for a file that does not exist.
 */
export function describeFileIsolation(context: FilesSuiteContext) {
  describe('isolation', () => {
    let owner: VerifiedUser;
    let intruder: VerifiedUser;
    const owned: { file: UploadedFile; bytes: Uint8Array }[] = [];
    let intruderFile: UploadedFile;

    beforeAll(async () => {
      owner = await signUpVerified(context.server, { label: 'owner' });
      intruder = await signUpVerified(context.server, { label: 'intruder' });
      for (const [index, bytes] of [png(11, 22, 33), png(44, 55, 66), pdf(100)].entries()) {
        const response = await upload(owner.browser, bytes, { name: `f${index}` });
        owned.push({ file: (await response.json()) as UploadedFile, bytes });
      }
      const response = await upload(intruder.browser, png(7, 7, 7), { name: 'mine.png' });
      intruderFile = (await response.json()) as UploadedFile;
    });

    function leaks(response: RawResponse): boolean {
      return owned.some(({ bytes }) => response.body.includes(Buffer.from(bytes)));
    }

    it('refuses thousands of attempts at another user’s files', async () => {
      const { origin } = context.server;
      const attempts: {
        label: string;
        method: string;
        path: string;
        headers: Record<string, string>;
      }[] = [];
      const identities = [
        { label: 'intruder', headers: { Cookie: cookieHeader(intruder) } },
        { label: 'nobody', headers: {} as Record<string, string> },
      ];
      for (const { file } of owned) {
        for (const path of pathsTo(file.id, intruderFile.id)) {
          for (const identity of identities) {
            const headers = { ...identity.headers };
            attempts.push(
              { label: identity.label, method: 'GET', path, headers },
              { label: identity.label, method: 'HEAD', path, headers },
              {
                label: identity.label,
                method: 'GET',
                path,
                headers: { ...headers, 'If-None-Match': `"${file.id}"`, Range: 'bytes=0-' },
              },
              {
                label: identity.label,
                method: 'DELETE',
                path,
                headers: { ...headers, Origin: origin },
              },
            );
          }
        }
      }
      // The owner reaching for the intruder's file is refused just the same.
      for (const path of pathsTo(intruderFile.id, owned[0]!.file.id)) {
        attempts.push({
          label: 'owner',
          method: 'GET',
          path,
          headers: { Cookie: cookieHeader(owner) },
        });
      }
      // Guessing: ids that exist nowhere, and the same with no session.
      for (let index = 0; index < 1500; index++) {
        const headers: Record<string, string> = index % 2 ? { Cookie: cookieHeader(intruder) } : {};
        attempts.push({
          label: 'guess',
          method: 'GET',
          path: `/api/files/${newFileId()}`,
          headers,
        });
      }
      expect(attempts.length).toBeGreaterThan(2000);

      const failures: string[] = [];
      await inParallel(attempts, 12, async (attempt) => {
        const response = await rawRequest(origin, attempt);
        const allowed = attempt.headers.Cookie ? [404] : [401, 404];
        if (!allowed.includes(response.status) || leaks(response)) {
          failures.push(`${attempt.label} ${attempt.method} ${attempt.path} → ${response.status}`);
        }
      });
      expect(failures).toEqual([]);

      // Nothing was deleted along the way.
      for (const { file, bytes } of owned) {
        const response = await owner.browser.request(file.url);
        expect(response.status).toBe(200);
        expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
      }
      expect((await intruder.browser.request(intruderFile.url)).status).toBe(200);
    }, 60_000);

    it('answers for someone else’s file exactly as for a file that does not exist', async () => {
      const ask = (id: string) =>
        rawRequest(context.server.origin, {
          path: `/api/files/${id}`,
          headers: { Cookie: cookieHeader(intruder), 'If-None-Match': `"${id}"` },
        });
      const comparable = (response: RawResponse) => {
        const headers = { ...response.headers };
        delete headers.date;
        return { status: response.status, headers, body: response.body.toString() };
      };
      const theirs = comparable(await ask(owned[0]!.file.id));
      const nobodys = comparable(await ask(newFileId()));
      expect(theirs).toEqual(nobodys);
      expect(theirs.status).toBe(404);
      expect(JSON.parse(theirs.body)).toEqual({ code: 'NOT_FOUND', message: 'No such file.' });
      expect(theirs.headers['x-content-type-options']).toBe('nosniff');
      expect(theirs.headers['cache-control']).toBe('no-store');
    });
  });
}
