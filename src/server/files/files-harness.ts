import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { FILES_API_PATH, type UploadedFile } from '../../shared/data/files.ts';
import type { Auth, AuthRateLimits } from '../auth/auth.ts';
import { testSchemas } from '../data/test-schemas.ts';
import { startTinies } from '../server.ts';
import { ensureDataDir, loadConfig } from '../config.ts';
import type { Database } from '../store/database.ts';
import { freePort } from '../testing/server-process.ts';
import { TestBrowser } from '../testing/test-browser.ts';
import { mailIn, signUpVerified } from '../testing/verified-user.ts';
import type { FileStore } from './file-store.ts';

/** Every request of these tests comes from 127.0.0.1: limits that only a flood would meet. */
const ROOMY_LIMITS: AuthRateLimits = {
  signIn: { window: 60, max: 10_000 },
  signUp: { window: 60, max: 10_000 },
  sendMail: { window: 60, max: 10_000 },
  other: { window: 60, max: 10_000 },
};
const SECRET = 'files tests: a secret long enough for better-auth';

export interface FilesServer {
  origin: string;
  dataDir: string;
  files: FileStore;
  auth: Auth;
  /** The refusal log's lines, oldest first. */
  refusals: string[];
  close(): Promise<void>;
}

export interface TestUser {
  id: string;
  email: string;
  browser: TestBrowser;
}

/** The whole app with the files API on a real port, over `database`, mails kept in `mails`. */
export async function startFilesServer(
  database: Database,
  options: { quotaBytes?: number; mails: string[] },
): Promise<FilesServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tinies-files-'));
  const config = ensureDataDir(
    loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      AUTH_SECRET: SECRET,
    }),
  );
  const refusals: string[] = [];
  const tinies = await startTinies({
    config,
    database,
    schemas: testSchemas(),
    clientDir: join(dataDir, 'no-build'),
    mailLog: (text) => options.mails.push(text),
    authRateLimits: ROOMY_LIMITS,
    fileQuotaBytes: options.quotaBytes,
    refusalLog: (line) => refusals.push(line),
  });
  return {
    origin,
    dataDir,
    files: tinies.files,
    auth: tinies.auth,
    refusals,
    async close() {
      // NOTE: a test may leave an upload half-sent; that must not hold the close.
      tinies.server.closeAllConnections();
      await tinies.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up through the real accounts API and follows the mailed link: a verified session. */
export async function verifiedUser(
  server: FilesServer,
  mails: string[],
  label: string,
): Promise<TestUser> {
  const { uid, email, browser } = await signUpVerified(
    server.origin,
    (address) => mailIn(mails, address),
    { label },
  );
  return { id: uid, email, browser };
}

/** The same session, sent to another server on the same database. */
export function sameUserOn(user: TestUser, origin: string): TestUser {
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

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

/**
 * One request with the path sent exactly as given: `fetch` would normalise `..`, `%2e`
 * and the like away before they ever reached the server.
 */
export function rawRequest(
  origin: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer },
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { agent, hostname, port, method: options.method ?? 'GET', path: options.path },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      request.setHeader(name, value);
    }
    request.on('error', reject);
    request.end(options.body);
  });
}

/** The Cookie header of a test browser, for `rawRequest`. */
export function cookieHeader(user: TestUser): string {
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
  readonly server: FilesServer;
  readonly mails: string[];
}
