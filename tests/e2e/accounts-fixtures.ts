import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test as base } from './fixtures.ts';
import type { AccountsWorld } from './world.ts';
import { firstLink } from '../../src/server/testing/smtp-capture.ts';

export type { AccountsWorld, Storage } from './world.ts';

/** The test of account specs: refused requests are what several tests provoke. */
export const test = base.extend({
  // Refused sign-ins (401, 403, 429) are what several tests provoke on purpose; the
  // browser logs each refused request. A live socket opened as a session ends is refused
  // (401) before the app learns of it, and the browser logs that too.
  // (A function: a bare two-element array would be read as [value, options].)
  expectedConsoleErrors: async ({}, use) =>
    use([
      /status of (401|403|404|429)/,
      /WebSocket connection to '\S+\/api\/live' failed: HTTP Authentication failed/,
    ]),
});

export { expect };

/** The password of every account the tests make. */
export const PASSWORD = 'correct horse';

/** An address no earlier test used. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** The verification link in the latest mail to `email` (waiting for it). */
export async function verificationLink(
  world: AccountsWorld,
  email: string,
  since?: number,
): Promise<string> {
  const mail = await world.smtp.waitForMail(email, {
    since,
    match: (candidate) => candidate.text.includes('/api/auth/verify-email'),
  });
  return firstLink(mail.text, '/api/auth/verify-email');
}

/** A verified account, made over HTTP in the page's context (so its cookies sign it in). */
export async function verifiedAccount(page: Page, world: AccountsWorld, email: string) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: '', callbackURL: '/verify-email?next=%2F' },
    headers: { Origin: world.origin },
  });
  expect(response.status()).toBe(200);
  await page.request.get(await verificationLink(world, email));
}

/**
 * Browsers besides the test's page, each with a client address of its own in
 * `10.{block}.*.1`: a spec file keeps its own block, so the server's per-address limits
 * never count one file's browsers with another's.
 */
export function otherBrowsers(block: number) {
  /** Another browser of the same person (their cookies), or of nobody. */
  async function secondBrowser(
    browser: Browser,
    world: AccountsWorld,
    from?: BrowserContext,
  ): Promise<Page> {
    const context = await browser.newContext({
      baseURL: world.origin,
      storageState: from ? await from.storageState() : undefined,
      serviceWorkers: 'block',
      extraHTTPHeaders: {
        'X-Forwarded-For': `10.${block}.${Math.floor(Math.random() * 250)}.1`,
      },
    });
    return context.newPage();
  }
  /** The browser of someone else, signed in to a new account of their own. */
  async function strangerBrowser(browser: Browser, world: AccountsWorld): Promise<Page> {
    const stranger = await secondBrowser(browser, world);
    await verifiedAccount(stranger, world, uniqueEmail('stranger'));
    return stranger;
  }
  return { secondBrowser, strangerBrowser };
}

/** A read of `path` (under `/api/data/`) the page's person has no right to: refused. */
export async function expectReadDenied(page: Page, path: string, label?: string) {
  const read = await page.request.get(`/api/data/${path}`);
  expect(read.status(), label).toBe(403);
  expect(await read.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
}

/** A write of `path` (under `/api/data/`) sent as the app sends it: its status. */
export async function writeStatus(
  page: Page,
  world: AccountsWorld,
  method: 'put' | 'patch',
  path: string,
  data: unknown,
): Promise<number> {
  const response = await page.request[method](`/api/data/${path}`, {
    data,
    headers: { Origin: world.origin },
  });
  return response.status();
}

/**
 * For `test.use` in an offline describe: the service worker runs (it serves the app with
 * no network), and the browser's logs of requests that fail offline are expected.
 */
export const OFFLINE_ACCOUNT = {
  serviceWorkers: 'allow',
  expectedConsoleErrors: [/status of (401|403|404|429)|ERR_INTERNET_DISCONNECTED/],
} as const satisfies { serviceWorkers: 'allow'; expectedConsoleErrors: RegExp[] };
