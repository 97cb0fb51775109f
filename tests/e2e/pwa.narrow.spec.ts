import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({
  serviceWorkers: 'allow',
  // Offline, the account area's session check cannot reach the server.
  expectedConsoleErrors: [/status of 404|ERR_INTERNET_DISCONNECTED/],
});

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function expectPng(response: APIResponse, sizes: string) {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toBe(sizes);
}

/** After the first visit: the worker has stored this build and controls the page. */
async function visitOnce(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state))
    .toBe('activated');
}

const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle theme' });
const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

test('an installable app that opens offline, without ever storing what the API says', async ({
  page,
  context,
  request,
}) => {
  await test.step('the web manifest describes an installable app, with icons that load', async () => {
    await page.goto('/');
    const head = page.locator('head');
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await expect(head.locator('meta[name="theme-color"]')).toHaveCount(2);
    await expect(
      head.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]'),
    ).toHaveAttribute('content', '#fafaf9');
    await expect(
      head.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]'),
    ).toHaveAttribute('content', '#0f0e0d');
    await expectPng(
      await request.get(
        (await head.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '',
      ),
      '180x180',
    );

    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: ManifestIcon[];
    };
    expect(manifest).toMatchObject({
      name: 'Tinies',
      short_name: 'Tinies',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#fafaf9',
      theme_color: '#fafaf9',
    });
    expect(manifest.description).toMatch(/^A small, fast personal hub of everyday tools/);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      await expectPng(await request.get(icon.src), icon.sizes);
    }
  });

  await test.step('after the first visit the service worker controls the page', async () => {
    await visitOnce(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/service-worker\.js$/,
    );
    const script = await request.get('/service-worker.js');
    expect(script.headers()['cache-control']).toBe('no-cache');
  });

  await test.step('API requests go to the network, online', async () => {
    const health = page.waitForResponse('**/api/health');
    expect(await page.evaluate(() => fetch('/api/health').then((r) => r.status))).toBe(200);
    expect((await health).fromServiceWorker()).toBe(false);
  });

  await context.setOffline(true);

  await test.step('offline, API requests fail, and no answer of the API was stored', async () => {
    const offline = await page.evaluate(() =>
      fetch('/api/health').then(
        (r) => `answered ${r.status}`,
        (error: Error) => `failed: ${error.name}`,
      ),
    );
    expect(offline).toBe('failed: TypeError');
    const stored = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.map((url) => new URL(url).pathname);
    });
    expect(stored).toContain('/recipe-book');
    expect(stored.some((path) => /\/assets\/recipe-book-page-[^/]+\.js$/.test(path))).toBe(true);
    expect(stored.filter((path) => path.startsWith('/api/'))).toEqual([]);
  });

  await test.step('offline, every route opens, and the theme toggle still works', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tinies' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Recipe Book' })).toBeVisible();

    // Never visited online: its page and its lazily loaded chunk come from the stored copy.
    const tool = await page.goto('/recipe-book');
    expect(tool?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Recipe Book' })).toBeVisible();
    await expect(page.getByText('No recipes yet', { exact: true })).toBeVisible();

    const dark = await isDark(page);
    await toggle(page).click();
    await expect.poll(() => isDark(page)).toBe(!dark);
  });

  await test.step('offline, a page with a query or an unknown path gets the shell to render', async () => {
    const filtered = await page.goto('/?q=recipe');
    // The server would answer 200 too; the shell stored for this is what answers offline.
    expect(filtered?.status()).toBe(200);
    await expect(page.getByRole('article', { name: 'Recipe Book' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Travel Tracker' })).toHaveCount(0);

    // Online this is the server's 404 page; offline the shell renders the same page.
    const missing = await page.goto('/no-such-tiny');
    expect(missing?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test('a new version offers a reload, which brings it in', async ({ page }) => {
  await visitOnce(page);
  // A new deploy as the browser sees it: another worker script for the same scope. It
  // installs beside the running one and waits.
  await page.evaluate(async () => {
    (window as { beforeUpdate?: boolean }).beforeUpdate = true;
    await navigator.serviceWorker.register('/service-worker.js?next', { scope: '/' });
  });
  await expect(page.getByText('A new version of Tinies is ready.')).toBeVisible();
  // Until it is accepted, the version the page started with keeps control.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/service-worker\.js$/,
  );

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
    undefined,
  );
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/service-worker\.js\?next$/,
  );
});
