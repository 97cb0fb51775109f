import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appShellFallback, readAppShell } from './app-shell.ts';
import {
  APP_PATHS,
  APP_SHELL_URL,
  PRERENDERED_FILE,
  TOOL_PAGE_MODULES,
} from '../shared/app-paths.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A manifest shaped as Vite writes it: the recipe page shares one chunk with the entry. */
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_shared-s1.js'] },
  '_shared-s1.js': { file: 'assets/shared-s1.js' },
  '_tool-kit-k1.js': { file: 'assets/tool-kit-k1.js', imports: ['_shared-s1.js'] },
  [TOOL_PAGE_MODULES['/recipe-book']]: {
    file: 'assets/recipe-book-page-r1.js',
    isDynamicEntry: true,
    imports: ['_tool-kit-k1.js', '_shared-s1.js'],
  },
  [TOOL_PAGE_MODULES['/car-maintenance']]: {
    file: 'assets/car-maintenance-page-c1.js',
    isDynamicEntry: true,
  },
};

let root: string;
let app: Hono;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'tinies-shell-'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, 'index.html'), INDEX_HTML);
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  app = new Hono().get('*', appShellFallback(readAppShell(root)));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the app shell', () => {
  it('preloads a tool route’s own chunks, not those the entry already loads', async () => {
    const response = await app.request('/recipe-book');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(preloads(html)).toEqual(['/assets/tool-kit-k1.js', '/assets/recipe-book-page-r1.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads only the chunk of the tool asked for', async () => {
    const html = await (await app.request('/car-maintenance/')).text();
    expect(preloads(html)).toEqual(['/assets/car-maintenance-page-c1.js']);
  });

  it('adds nothing to the home page or to a 404', async () => {
    const home = await app.request('/');
    expect(await home.text()).toBe(INDEX_HTML);
    const missing = await app.request('/nowhere');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(INDEX_HTML);
  });

  it('gives each variant its own ETag, and revalidates each', async () => {
    const home = await app.request('/');
    const tool = await app.request('/recipe-book');
    const homeTag = home.headers.get('ETag')!;
    const toolTag = tool.headers.get('ETag')!;
    expect(homeTag).not.toBe(toolTag);
    expect(
      (await app.request('/recipe-book', { headers: { 'If-None-Match': toolTag } })).status,
    ).toBe(304);
    expect(
      (await app.request('/recipe-book', { headers: { 'If-None-Match': homeTag } })).status,
    ).toBe(200);
  });

  it('still serves every route without a manifest, only without preloads', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'tinies-shell-bare-'));
    writeFileSync(join(bare, 'index.html'), INDEX_HTML);
    const bareApp = new Hono().get('*', appShellFallback(readAppShell(bare)));
    const response = await bareApp.request('/recipe-book');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
    rmSync(bare, { recursive: true, force: true });
  });
});

describe('the prerendered documents', () => {
  const page = (body: string, title = 'Tinies') =>
    INDEX_HTML.replace('<head>', `<head><title>${title}</title>`).replace(
      '<div id="root"></div>',
      `<div id="root">${body}</div>`,
    );
  let dir: string;
  let prerenderedApp: Hono;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tinies-shell-pre-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'index.html'), INDEX_HTML);
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    const routes = Object.fromEntries(
      APP_PATHS.map((path) => [path, page(`<h1>${path}</h1>`, path)]),
    );
    writeFileSync(
      join(dir, PRERENDERED_FILE),
      JSON.stringify({ routes, notFound: page('<h1>Page not found</h1>') }),
    );
    prerenderedApp = new Hono().get('*', appShellFallback(readAppShell(dir)));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers each app path with its own rendered page', async () => {
    for (const path of APP_PATHS) {
      const html = await (await prerenderedApp.request(path)).text();
      expect(html).toContain(`<div id="root"><h1>${path}</h1></div>`);
    }
  });

  it('adds the tool preloads to a rendered tool page', async () => {
    const html = await (await prerenderedApp.request('/recipe-book')).text();
    expect(html).toContain('<h1>/recipe-book</h1>');
    expect(preloads(html)).toEqual(['/assets/tool-kit-k1.js', '/assets/recipe-book-page-r1.js']);
  });

  it('leaves a URL with a query for the browser to render, as the page depends on it', async () => {
    const home = await prerenderedApp.request('/?q=soup&tag=food');
    expect(home.status).toBe(200);
    expect(await home.text()).toBe(INDEX_HTML);
    const tool = await (await prerenderedApp.request('/recipe-book?view=list')).text();
    expect(tool).toContain('<div id="root"></div>');
    expect(preloads(tool)).toEqual(['/assets/tool-kit-k1.js', '/assets/recipe-book-page-r1.js']);
  });

  it('answers the service worker’s shell URL with the bare index.html', async () => {
    const response = await prerenderedApp.request(APP_SHELL_URL);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('answers an unknown path with the rendered not-found page and 404', async () => {
    const response = await prerenderedApp.request('/nowhere/at/all');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Page not found</h1>');
  });
});
