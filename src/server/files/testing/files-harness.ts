import { request as httpRequest } from 'node:http';
import { expect } from 'vitest';
import { FILES_API_PATH, type UploadedFile } from '../../../shared/data/files.ts';
import type { Database } from '../../database/database.ts';
import { TestBrowser } from '../../testing/test-browser.ts';
import type { TestServer } from '../../testing/test-server.ts';
import type { VerifiedUser } from '../../testing/verified-user.ts';

/** The same session, sent to another server on the same database. */
export function sameUserOn(user: VerifiedUser, origin: string): VerifiedUser {
  const browser = new TestBrowser(origin);
  for (const [name, cookie] of user.browser.cookies) browser.cookies.set(name, cookie);
  return { ...user, browser };
}

/** A multipart upload from a page of the app, as the browser's `fetch` sends it. */
export function upload(
  browser: TestBrowser,
  bytes: Uint8Array<ArrayBuffer>,
  file: { name: string; type?: string; field?: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  form.append(file.field ?? 'file', new File([bytes], file.name, { type: file.type ?? '' }));
  return browser.request(FILES_API_PATH, {
    method: 'POST',
    body: form,
    headers: { Origin: browser.origin, ...headers },
  });
}

/** The answer to a successful upload, checked. */
export async function uploaded(response: Response): Promise<UploadedFile> {
  expect(response.status, await response.clone().text()).toBe(201);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as UploadedFile;
}

/** The Cookie header of a test browser, for `rawRequest`. */
export function cookieHeader(user: VerifiedUser): string {
  return [...user.browser.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
}

/** Where `endlessUpload` gives up sending, had the server not answered by then. */
export const ENDLESS_CAP = 64 * 1024 * 1024;

/**
 * An upload without a Content-Length that never ends: it sends until the server answers
 * (or `ENDLESS_CAP`). A server that buffered the body before deciding would never answer.
 */
export function endlessUpload(
  origin: string,
  cookie: string,
): Promise<{ status: number; body: string; sent: number }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest({
      hostname,
      port,
      method: 'POST',
      path: FILES_API_PATH,
      headers: {
        Cookie: cookie,
        Origin: origin,
        'Content-Type': 'multipart/form-data; boundary=x',
      },
    });
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode!, body, sent });
        request.destroy();
      });
    });
    // NOTE: once the server has answered it may close the connection mid-send.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.write(
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n' +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    );
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (!answered && sent < ENDLESS_CAP) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
}

/** Flips the verified flag behind better-auth's back, as a changed address would. */
export async function setEmailVerified(database: Database, uid: string, verified: boolean) {
  if (database.kind === 'sqlite') {
    database.sqlite
      .prepare('UPDATE "user" SET "emailVerified" = ? WHERE id = ?')
      .run(verified ? 1 : 0, uid);
  } else {
    await database.pool.query('UPDATE "user" SET "emailVerified" = $1 WHERE id = $2', [
      verified,
      uid,
    ]);
  }
}

/** What the parts of the files suite share: read once `beforeAll` has run. */
export interface FilesSuiteContext {
  readonly database: Database;
  readonly server: TestServer;
}
