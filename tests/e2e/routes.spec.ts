import { expect, test, whenHydrated } from './fixtures.ts';

/** Each tool and a text its page shows a visitor with nothing saved yet. */
const TOOLS = [
  {
    path: '/apartment-tour-questions',
    title: 'Apartment Tour Questions',
    chunk: 'apartment-tour-questions-page',
    shows: 'No apartments yet',
  },
  {
    path: '/car-maintenance',
    title: 'Car Maintenance Tracker',
    chunk: 'car-maintenance-page',
    shows: 'No cars yet',
  },
  {
    path: '/recipe-book',
    title: 'Recipe Book',
    chunk: 'recipe-book-page',
    shows: 'No recipes yet',
  },
  {
    path: '/travel-tracker',
    title: 'Travel Tracker',
    chunk: 'travel-tracker-page',
    shows: 'No places yet',
  },
];

test.describe('without JavaScript', { tag: '@narrow' }, () => {
  test.use({ javaScriptEnabled: false });

  test('every page arrives rendered: the listing, each tool, the pages and the 404 page', async ({
    page,
    request,
  }) => {
    await test.step('the listing, with its description for search engines', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Tinies' })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(4);
      await expect(page.getByText('Showing 4 of 4')).toBeVisible();
      await expect(page).toHaveTitle('Tinies');
      await expect(page.locator('meta[name="description"]').first()).toHaveAttribute(
        'content',
        /personal hub of everyday tools/,
      );
      const robots = await request.get('/robots.txt');
      expect(robots.status()).toBe(200);
      expect(await robots.text()).toContain('User-agent: *');
    });

    await test.step('a card’s link opens its tool, which says it needs JavaScript', async () => {
      await page.getByRole('article', { name: 'Recipe Book' }).getByRole('link').click();
      await expect(page).toHaveURL(/\/recipe-book$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Recipe Book' })).toBeVisible();
      // NOTE: Playwright reads a <noscript> as text, not as its parsed children.
      await expect(page.locator('noscript p')).toContainText('The Recipe Book needs JavaScript');
    });

    for (const tool of TOOLS) {
      await test.step(`${tool.path} has its own title and the app's frame`, async () => {
        const response = await page.goto(tool.path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: tool.title })).toBeVisible();
        await expect(page).toHaveTitle(`${tool.title} · Tinies`);
        await expect(page.getByRole('link', { name: 'All tinies' })).toHaveAttribute('href', '/');
        await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
      });
    }

    await test.step('/verify-email and an unknown path', async () => {
      const verify = await page.goto('/verify-email');
      expect(verify?.status()).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Verify your e-mail' }),
      ).toBeVisible();

      const missing = await page.goto('/not/here');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found · Tinies');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  });
});

test(
  'each tool is a chunk of its own, loaded when it is opened',
  { tag: '@wide' },
  async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await test.step('the listing loads no tool', async () => {
      await page.goto('/');
      await expect(page.getByRole('article')).toHaveCount(4);
      for (const tool of TOOLS) expect(scripts.join(' ')).not.toContain(tool.chunk);
    });

    await test.step('a tool opened directly preloads its chunk with the first document', async () => {
      const response = await page.goto('/car-maintenance');
      expect(await response?.text()).toMatch(
        /<link rel="modulepreload" crossorigin href="\/assets\/car-maintenance-page-[^"]+\.js">/,
      );
      await expect(page.getByRole('heading', { name: 'No cars yet' })).toBeVisible();
      expect(scripts.some((path) => path.includes('car-maintenance-page'))).toBe(true);
      expect(scripts.some((path) => path.includes('recipe-book-page'))).toBe(false);
    });

    await test.step('opened from a card, the loading indicator shows while its chunk loads', async () => {
      await page.goto('/');
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let requested = false;
      await page.route(/\/assets\/recipe-book-page-[^/]+\.js$/, async (route) => {
        requested = true;
        await released;
        await route.continue();
      });
      const card = page.getByRole('article', { name: 'Recipe Book' }).getByRole('link');
      // Before React attaches, the link would load a whole new page instead.
      await whenHydrated(card);
      await card.click();
      const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
      await expect(loading).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Recipe Book' })).toBeVisible();
      expect(requested).toBe(true);
      release();
      await expect(page.getByText('No recipes yet', { exact: true })).toBeVisible();
      await expect(loading).toBeHidden();
      await expect(page).toHaveTitle('Recipe Book · Tinies');
      await page.getByRole('link', { name: 'All tinies' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tinies' })).toBeVisible();
      await expect(page).toHaveTitle('Tinies');
    });

    for (const tool of TOOLS.filter(({ path }) => !/car|recipe/.test(path))) {
      await test.step(`${tool.path} shows its empty first screen`, async () => {
        await page.goto(tool.path);
        await expect(page.getByText(tool.shows, { exact: true })).toBeVisible();
        expect(scripts.some((path) => path.includes(tool.chunk))).toBe(true);
      });
    }

    await test.step('an unknown path answers 404, and its link leads back to the listing', async () => {
      const response = await page.goto('/no/such/tiny');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found · Tinies');
      const back = page.getByRole('link', { name: 'Back to all tinies' });
      await whenHydrated(back);
      await back.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tinies' })).toBeVisible();
      await expect(page).toHaveTitle('Tinies');
    });
  },
);

test(
  'the app attaches to the prerendered page without painting it again',
  { tag: '@narrow' },
  async ({ page }) => {
    await test.step('what is typed before the app attaches is kept and then applied', async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      // Module scripts hold back DOMContentLoaded, so wait only for the response.
      await page.goto('/', { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1, name: 'Tinies' });
      await expect(heading).toBeVisible();
      await heading.evaluate((element) => element.setAttribute('data-painted-by', 'server'));
      await page.getByPlaceholder('Search your tiny...').fill('  TRACK');
      await expect(page.getByText('Showing 4 of 4')).toBeVisible();
      release();
      await expect(page.getByText('Showing 2 of 4')).toBeVisible();
      await expect(page.getByPlaceholder('Search your tiny...')).toHaveValue('  TRACK');
      await expect(heading).toHaveAttribute('data-painted-by', 'server');
      await expect(page).toHaveURL(/\?q=\+\+TRACK$/);
      await page.unrouteAll();
    });

    await test.step('a reload keeps the view that is in the address', async () => {
      await page.reload();
      await expect(page.getByPlaceholder('Search your tiny...')).toHaveValue('  TRACK');
      await expect(page.getByText('Showing 2 of 4')).toBeVisible();
      await expect(page.getByRole('article')).toHaveText([
        /Car Maintenance Tracker/,
        /Travel Tracker/,
      ]);
    });

    await test.step('a tool route paints and hydrates its frame before its schemas and the data client arrive', async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: string[] = [];
      // The zod schemas (the tool's collections) and the data client, held back.
      await page.route(/\/assets\/(zod-setup|client)-[^/]+\.js$/, async (route) => {
        held.push(new URL(route.request().url()).pathname);
        await released;
        await route.continue();
      });
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.goto('/car-maintenance', { waitUntil: 'commit' });
      const cars = page.getByRole('navigation', { name: 'Car maintenance' }).getByRole('link', {
        name: 'Cars',
      });
      // React has taken the server's link over: the frame is hydrated, not just painted.
      await whenHydrated(cars);
      expect(held.length).toBeGreaterThan(0);
      await cars.click();
      // Navigated in the page (the screen itself waits for what was held): no second document.
      await expect(page).toHaveURL(/view=cars/);
      expect(documents).toHaveLength(1);
      release();
    });
  },
);

test.describe('the prerendered page alone', { tag: '@narrow' }, () => {
  // Its scripts are refused on purpose, and say so in the console.
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED/] });

  test('a tool’s first paint is its empty state for a newcomer and “Loading…” for a browser that kept data', async ({
    page,
  }) => {
    // The prerendered page alone: no script of the app runs (only index.html's inline one).
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    for (const tool of TOOLS) {
      await test.step(`${tool.path}, a newcomer`, async () => {
        await page.goto(tool.path, { waitUntil: 'commit' });
        await expect(page.getByText(tool.shows, { exact: true })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading your/ })).toBeHidden();
      });
    }
    // What the data client writes once a collection holds a document (src/kit/returning.ts).
    await page.evaluate(() => localStorage.setItem('tinies-returning', '1'));
    for (const tool of TOOLS) {
      await test.step(`${tool.path}, returning`, async () => {
        await page.goto(tool.path, { waitUntil: 'commit' });
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toBeVisible();
        await expect(page.getByText(tool.shows, { exact: true })).toBeHidden();
      });
    }
  });
});
