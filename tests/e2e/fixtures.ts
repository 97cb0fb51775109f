import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type Axe from 'axe-core';
import { startWorld, type AccountsWorld, type RunningWorld, type Storage } from './world.ts';
import { THEME_STORAGE_KEY, type ThemePreference } from '../../src/app/theme/theme-store.ts';

let clients = 0;

/**
 * The test of every spec. Each worker runs one server of its own (`world.ts`), shared by
 * its specs; a server with other settings (`serverEnv`, `storage`) is started once per
 * worker when a spec asks for it. Every test has a fresh browser context (a new visitor)
 * and a client address of its own, so it meets the server's per-address limits alone.
 * Every page must load without console errors (a CSP violation is one) or page errors.
 */
export const test = base.extend<
  {
    consoleErrors: string[];
    expectedConsoleErrors: RegExp[];
    fileChoosers: void;
    storage: Storage;
    serverEnv: Record<string, string>;
    world: AccountsWorld;
  },
  { worlds: Map<string, Promise<RunningWorld>> }
>({
  storage: ['sqlite', { option: true }],
  /** More configuration for the world's server (a tiny quota, say); worlds differ by it. */
  serverEnv: [{}, { option: true }],
  worlds: [
    async ({}, use) => {
      const worlds = new Map<string, Promise<RunningWorld>>();
      await use(worlds);
      for (const world of worlds.values()) await (await world).stop();
    },
    { scope: 'worker' },
  ],
  world: async ({ worlds, storage, serverEnv }, use) => {
    const key = `${storage} ${JSON.stringify(serverEnv)}`;
    if (!worlds.has(key)) worlds.set(key, startWorld(storage, serverEnv));
    await use(await worlds.get(key)!);
  },
  baseURL: async ({ world }, use) => use(world.origin),
  extraHTTPHeaders: async ({}, use) => {
    clients += 1;
    const address = `10.${(process.pid % 200) + 20}.${clients >> 8}.${clients & 255}`;
    await use({ 'X-Forwarded-For': address });
  },
  // NOTE: Playwright asks the browser to hand a file chooser over only once something listens
  // for one, and that request can arrive after the key press that opens it: the chooser then
  // opens unheard and the test waits for nothing. Every page listens from its start.
  fileChoosers: [
    async ({ context }, use) => {
      const listen = (page: Page) => page.on('filechooser', () => {});
      context.pages().forEach(listen);
      context.on('page', listen);
      await use();
    },
    { auto: true },
  ],
  // A deliberate 404 document logs a failed resource load; anything else counts.
  expectedConsoleErrors: [[/status of 404/], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !expectedConsoleErrors.some((re) => re.test(text))) {
          errors.push(text);
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // A refused eval or inline script is not always logged to the console; say it there.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} at ${event.sourceFile}`),
        ),
      );
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Stores a theme preference before any page script runs. */
export async function presetTheme(page: Page, preference: ThemePreference) {
  await page.addInitScript(
    ({ key, value }) => {
      if (!sessionStorage.getItem('preset-done')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('preset-done', '1');
      }
    },
    { key: THEME_STORAGE_KEY, value: preference },
  );
}

/** axe-core's source, evaluated in a page once per document. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe's violations on the page, or only on the parts matching `include` (CSS selectors),
 * one line each. axe is put into the document once and then run in it directly: the app has
 * no frames, and the page-per-run of axe's own Playwright driver costs half a second a run.
 */
export async function axeViolations(
  page: Page,
  include: string[] = [],
  rules?: readonly string[],
): Promise<string[]> {
  // NOTE: an evaluated string runs outside the page's content security policy, as a
  // function's body would not.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, rules }) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      // NOTE: only violations are reported in full; axe then skips gathering the details of
      // every passing node, which on a long page is most of its time.
      const results = await axe.run(include.length > 0 ? { include } : document, {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule', values: [...rules] } } : {}),
      });
      return results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    },
    { include, rules },
  );
}

/** Expects no axe violation on the page, or on the parts matching `include`. */
export async function expectNoAxeViolations(page: Page, include: string[] = []) {
  expect(await axeViolations(page, include)).toEqual([]);
}

/**
 * Stores documents (path below the visitor's root → value) where the app keeps a visitor's
 * data on this device, as an earlier visit would have left them. The page must be on the
 * app's origin.
 */
export async function seedVisitorDevice(page: Page, documents: Record<string, unknown>) {
  await page.evaluate(async (documents) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('tinies-data:device', 1);
      request.onupgradeneeded = () => {
        for (const name of ['documents', 'paths', 'meta', 'queue']) {
          if (!request.result.objectStoreNames.contains(name)) {
            request.result.createObjectStore(name);
          }
        }
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
    });
    const tx = db.transaction('documents', 'readwrite');
    for (const [path, value] of Object.entries(documents)) {
      tx.objectStore('documents').put(value, path);
    }
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB refused'));
    });
    db.close();
  }, documents);
}

/**
 * Whether the app's store on this device (IndexedDB, any account's or the visitor's)
 * holds `text` in a kept document or a queued write. A change shows on screen a moment
 * before it is stored there, and a reload or a move offline before then would not find
 * it: poll this (`expect.poll`) instead of sleeping.
 */
export function deviceStoreHolds(page: Page, text: string): Promise<boolean> {
  return page.evaluate(async (needle) => {
    const request = <T>(call: () => IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        const pending = call();
        pending.onsuccess = () => resolve(pending.result);
        pending.onerror = () => reject(pending.error ?? new Error('IndexedDB refused'));
      });
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('tinies-data:')) continue;
      const db = await request(() => indexedDB.open(name));
      try {
        for (const store of ['documents', 'queue']) {
          if (!db.objectStoreNames.contains(store)) continue;
          const values = await request(() => db.transaction(store).objectStore(store).getAll());
          if (JSON.stringify(values).includes(needle)) return true;
        }
      } finally {
        db.close();
      }
    }
    return false;
  }, text);
}

/**
 * Waits until the page's transitions and finite animations have run to their end (a
 * panel fading in, say), so that axe measures the colours it will settle on. A busy
 * machine stretches a transition; a fixed sleep would sometimes measure it half done.
 */
export async function transitionsEnded(page: Page) {
  await page.evaluate(async () => {
    // A transition starts on the frame after its starting style is removed.
    for (let frame = 0; frame < 2; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Waits until React has attached to the element: pages arrive prerendered, and a click or
 * a chosen file that reaches an element before then is a browser's default action, not
 * the app's (a full page load, a change nobody hears). On a busy machine that takes
 * seconds after the first paint.
 */
export async function whenHydrated(target: Locator) {
  await expect
    .poll(
      () => target.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react'))),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Chooses `option` in the select `combobox`, and checks it shows: on a busy machine a tap
 * can reach the list while it is still opening, and the choice is lost.
 */
export async function chooseOption(combobox: Locator, option: string) {
  const page = combobox.page();
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') {
      await combobox.click({ timeout: 2000 });
    }
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2000 });
    await expect(combobox).toHaveText(option, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/** Chooses a file to import on a tool's "Import & export" screen. */
export async function chooseFile(page: Page, name: string, text: string, mimeType = 'text/csv') {
  await page
    .getByLabel('File to import (.csv or .json)')
    .setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
}

/** The file a button downloads: its name and text. */
export async function download(
  page: Page,
  button: string,
): Promise<{ name: string; text: string }> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await started;
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}
