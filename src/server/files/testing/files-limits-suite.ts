import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  endlessUpload,
  ENDLESS_CAP,
  sameUserOn,
  setEmailVerified,
  upload,
  uploaded,
  type FilesSuiteContext,
} from './files-harness.ts';
import { pdf, SAMPLE_FILES } from './sample-files.ts';
import { MAX_FILE_BYTES } from '../../../shared/data/files.ts';
import { rawRequest } from '../../testing/raw-request.ts';
import { TestBrowser } from '../../testing/test-browser.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { signUpVerified, type VerifiedUser } from '../../testing/verified-user.ts';

/** A PDF of exactly `size` bytes. */
function pdfOfSize(size: number) {
  const padding = size - pdf(0).length;
  const bytes = pdf(padding - (pdf(padding).length - size));
  expect(bytes.length).toBe(size);
  return bytes;
}

/** The 10 MB limit, bodies refused while they stream, sessions, other sites, the quota. */
export function describeFileLimits(context: FilesSuiteContext) {
  describe('limits', () => {
    let ada: VerifiedUser;

    beforeAll(async () => {
      ada = await signUpVerified(context.server, { label: 'limits' });
    });

    it('takes a file of exactly 10 MB and refuses one byte more', async () => {
      const exact = pdfOfSize(MAX_FILE_BYTES);
      const file = await uploaded(await upload(ada.browser, exact, { name: 'big.pdf' }));
      expect(file.size).toBe(MAX_FILE_BYTES);
      const served = await ada.browser.request(file.url);
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(exact))).toBe(true);
      expect(
        (
          await ada.browser.request(file.url, {
            method: 'DELETE',
            headers: { Origin: context.server.origin },
          })
        ).status,
      ).toBe(204);

      const over = await upload(ada.browser, pdfOfSize(MAX_FILE_BYTES + 1), { name: 'big.pdf' });
      expect(over.status).toBe(413);
      expect(await over.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    }, 30_000);

    it('refuses a body declared too large at once, before it arrives', async () => {
      const response = await rawRequest(context.server.origin, {
        method: 'POST',
        path: '/api/files',
        headers: {
          Cookie: cookieHeader(ada),
          Origin: context.server.origin,
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(50 * 1024 * 1024),
        },
        // Far less than declared: the answer cannot have waited for the rest.
        body: Buffer.from('--x\r\n'),
      });
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body.toString())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    });

    it('refuses an endless upload while it streams', async () => {
      const { status, body, sent } = await endlessUpload(context.server.origin, cookieHeader(ada));
      expect(status).toBe(413);
      expect(JSON.parse(body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      // The answer came while the client was still sending, long before its cap.
      expect(sent).toBeLessThan(ENDLESS_CAP);
    }, 30_000);

    it('refuses everyone without a verified session, and other sites', async () => {
      const { bytes } = SAMPLE_FILES['image/png'];
      const anonymous = await upload(new TestBrowser(context.server.origin), bytes, {
        name: 'a.png',
      });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

      const crossSite = await upload(
        ada.browser,
        bytes,
        { name: 'a.png' },
        {
          Origin: 'https://evil.example',
        },
      );
      expect(crossSite.status).toBe(403);
      expect(await crossSite.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
      const fetchMetadata = await upload(
        ada.browser,
        bytes,
        { name: 'a.png' },
        {
          'Sec-Fetch-Site': 'cross-site',
        },
      );
      expect(fetchMetadata.status).toBe(403);

      const file = await uploaded(await upload(ada.browser, bytes, { name: 'a.png' }));
      const crossDelete = await ada.browser.request(file.url, {
        method: 'DELETE',
        headers: { Origin: 'https://evil.example' },
      });
      expect(crossDelete.status).toBe(403);
      expect((await ada.browser.request(file.url)).status).toBe(200);
    });

    it('treats an account whose address is no longer verified as signed out', async () => {
      const grace = await signUpVerified(context.server, { label: 'grace' });
      const file = await uploaded(
        await upload(grace.browser, SAMPLE_FILES['image/gif'].bytes, { name: 'a.gif' }),
      );
      await setEmailVerified(context.database, grace.uid, false);
      const read = await grace.browser.request(file.url);
      expect(read.status).toBe(401);
      expect(await read.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      await setEmailVerified(context.database, grace.uid, true);
      expect((await grace.browser.request(file.url)).status).toBe(200);
    });

    describe('quota', () => {
      let small: TestServer;
      beforeAll(async () => {
        small = await startTestServer({ database: context.database, fileQuotaBytes: 10_000 });
      });
      afterAll(() => small?.close());

      it('refuses a file that would pass the quota, with a clear message', async () => {
        const user = sameUserOn(
          await signUpVerified(context.server, { label: 'quota' }),
          small.origin,
        );
        const file = () => upload(user.browser, pdf(4_000), { name: 'a.pdf' });
        const first = await uploaded(await file());
        await uploaded(await file());
        const third = await file();
        expect(third.status).toBe(403);
        const body = (await third.json()) as { code: string; message: string };
        expect(body.code).toBe('QUOTA_EXCEEDED');
        expect(body.message).toBe(
          `Your files already use 8.5 KB of your 9.8 KB; this file (4.2 KB) does not fit. Delete files you no longer need and try again.`,
        );
        await user.browser.request(first.url, {
          method: 'DELETE',
          headers: { Origin: small.origin },
        });
        await uploaded(await file());
      });

      it('holds under concurrent uploads', async () => {
        const user = sameUserOn(
          await signUpVerified(context.server, { label: 'race' }),
          small.origin,
        );
        const bytes = pdf(2_000);
        const responses = await Promise.all(
          Array.from({ length: 10 }, () => upload(user.browser, bytes, { name: 'a.pdf' })),
        );
        const statuses = responses.map((response) => response.status).sort();
        const fits = Math.floor(10_000 / bytes.length);
        expect(statuses.filter((status) => status === 201)).toHaveLength(fits);
        expect(statuses.filter((status) => status === 403)).toHaveLength(10 - fits);
        expect(await small.files.usage(user.uid)).toBe(fits * bytes.length);
      });
    });
  });
}
