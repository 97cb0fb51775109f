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

for (const tool of TOOLS) {
  test(`${tool.path} renders its tool page with its own title`, async ({ page }) => {
    const response = await page.goto(tool.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: tool.title })).toBeVisible();
    await expect(page).toHaveTitle(`${tool.title} · Tinies`);
    await expect(page.getByText(tool.shows, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All tinies' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
  });
}

test(
  'a tool shows the loading indicator while its chunk loads',
  { tag: '@narrow' },
  async ({ page }) => {
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
  },
);

test(
  'each tool is its own chunk, not part of the first page',
  { tag: '@wide' },
  async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('article')).toHaveCount(4);
    for (const tool of TOOLS) expect(scripts.join(' ')).not.toContain(tool.chunk);
    await page.goto('/car-maintenance');
    await expect(page.getByRole('heading', { name: 'No cars yet' })).toBeVisible();
    expect(scripts.some((path) => path.includes('car-maintenance-page'))).toBe(true);
    expect(scripts.some((path) => path.includes('recipe-book-page'))).toBe(false);
  },
);

test(
  'a tool route paints and hydrates its frame before its schemas and the data client arrive',
  { tag: '@narrow' },
  async ({ page }) => {
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
    await expect
      .poll(
        () =>
          cars.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber'))),
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(held.length).toBeGreaterThan(0);
    await cars.click();
    // Navigated in the page (the screen itself waits for what was held): no second document.
    await expect(page).toHaveURL(/view=cars/);
    expect(documents).toHaveLength(1);
    release();
  },
);

test('/verify-email renders', { tag: '@wide' }, async ({ page }) => {
  const response = await page.goto('/verify-email');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible();
});

test(
  'an unknown path answers 404 with the not-found page',
  { tag: '@narrow' },
  async ({ page }) => {
    const response = await page.goto('/no/such/tiny');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Tinies');
    await page.getByRole('link', { name: 'Back to all tinies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tinies' })).toBeVisible();
    await expect(page).toHaveTitle('Tinies');
  },
);

test('robots.txt and a meta description exist', { tag: '@wide' }, async ({ page, request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('User-agent: *');
  await page.goto('/');
  await expect(page.locator('meta[name="description"]').first()).toHaveAttribute(
    'content',
    /personal hub of everyday tools/,
  );
});

test(
  'a tool opened directly preloads its chunk with the first document',
  { tag: '@wide' },
  async ({ page }) => {
    const response = await page.goto('/apartment-tour-questions');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/apartment-tour-questions-page-[^"]+\.js">/,
    );
    await expect(page.getByRole('heading', { name: 'No apartments yet' })).toBeVisible();
  },
);

test.describe('without JavaScript', { tag: '@narrow' }, () => {
  test.use({ javaScriptEnabled: false });

  test('every page arrives rendered: the listing, a tool and the 404 page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tinies' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(page.getByText('Showing 4 of 4')).toBeVisible();
    await expect(page).toHaveTitle('Tinies');

    await page.getByRole('article', { name: 'Recipe Book' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/recipe-book$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recipe Book' })).toBeVisible();
    // NOTE: Playwright reads a <noscript> as text, not as its parsed children.
    await expect(page.locator('noscript p')).toContainText('The Recipe Book needs JavaScript');
    await expect(page).toHaveTitle('Recipe Book · Tinies');

    const missing = await page.goto('/not/here');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test(
  'the app attaches to the prerendered page, keeping what was typed before',
  { tag: '@wide' },
  async ({ page }) => {
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
    // Typed while the bundle is still on its way: kept, and applied once the app attaches.
    await page.getByPlaceholder('Search your tiny...').fill('travel');
    await expect(page.getByText('Showing 4 of 4')).toBeVisible();
    release();
    await expect(page.getByText('Showing 1 of 4')).toBeVisible();
    await expect(page.getByPlaceholder('Search your tiny...')).toHaveValue('travel');
    await expect(heading).toHaveAttribute('data-painted-by', 'server');
  },
);
