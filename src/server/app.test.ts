import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { APP_PATHS } from '../shared/app-paths.ts';
import type { Auth } from './auth/auth.ts';
import { openSqlite, type Database } from './database/database.ts';
import { openQuietAuth } from './testing/quiet-auth.ts';

const THEME_SCRIPT =
  "\n      document.documentElement.classList.toggle('dark', localStorage.getItem('theme') === 'dark');\n    ";
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Tinies</title>
    <script>${THEME_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const APP_JS = `console.log(${JSON.stringify('tinies '.repeat(300))});\n`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SERVICE_WORKER = "self.addEventListener('fetch', () => {});\n";
const WEB_MANIFEST = '{"name":"Tinies","start_url":"/"}\n';

let root: string;
let clientDir: string;
let database: Database;
let app: ReturnType<typeof createApp>;
let auth: Auth;

/** A client build as `vite build` leaves it, with precompressed siblings. */
function writeClientBuild(dir: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(dir, 'service-worker.js'), SERVICE_WORKER);
  writeFileSync(join(dir, 'manifest.webmanifest'), WEB_MANIFEST);
}

/** The sources of one Content-Security-Policy directive. */
function cspDirective(response: Response, name: string): string[] | undefined {
  const csp = response.headers.get('Content-Security-Policy') ?? '';
  for (const directive of csp.split(';')) {
    const [directiveName, ...sources] = directive.trim().split(/\s+/);
    if (directiveName === name) return sources;
  }
  return undefined;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tinies-app-'));
  clientDir = join(root, 'client');
  writeClientBuild(clientDir);
  writeFileSync(join(root, 'secret.txt'), 'outside the build');
  database = openSqlite(join(root, 'tinies.sqlite'));
  const config = loadConfig({ DATA_DIR: root });
  auth = await openQuietAuth(config, database);
  app = createApp(config, { database, auth, clientDir });
});

afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the app shell', () => {
  it('answers / with the built index.html, revalidated by ETag', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const etag = response.headers.get('ETag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(await response.text()).toBe(INDEX_HTML);

    const again = await app.request('/', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers 304 to the weak ETag a compressed response carried', async () => {
    const headers = { 'Accept-Encoding': 'gzip' };
    const response = await app.request('/', { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(INDEX_HTML);
    const etag = response.headers.get('ETag')!;

    const again = await app.request('/', { headers: { ...headers, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 304 when the ETag is one of several', async () => {
    const etag = (await app.request('/')).headers.get('ETag')!;
    const response = await app.request('/recipe-book', {
      headers: { 'If-None-Match': `"older", W/${etag}` },
    });
    expect(response.status).toBe(304);
  });

  it('answers 200 to a changed ETag and 404 pages never with 304', async () => {
    const response = await app.request('/', { headers: { 'If-None-Match': '"something-else"' } });
    expect(response.status).toBe(200);
    const etag = response.headers.get('ETag')!;
    const missing = await app.request('/does-not-exist', { headers: { 'If-None-Match': etag } });
    expect(missing.status).toBe(404);
  });

  it.each(APP_PATHS)('answers the app path %s with 200', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('answers an app path with a trailing slash with 200', async () => {
    expect((await app.request('/recipe-book/')).status).toBe(200);
  });

  it('answers an unknown path with the same shell and 404', async () => {
    const response = await app.request('/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('answers a missing file with 404', async () => {
    expect((await app.request('/assets/missing-000000.js')).status).toBe(404);
  });

  it('answers 503 telling to build when the client build is missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bare = createApp(loadConfig({}), {
      database,
      auth,
      clientDir: join(root, 'no-build'),
    });
    for (const path of ['/', '/recipe-book', '/robots.txt']) {
      const response = await bare.request(path);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    }
    expect(cspDirective(await bare.request('/'), 'script-src')).toEqual(["'self'"]);
  });
});

describe('files of the build', () => {
  it('caches hashed assets forever', async () => {
    const response = await app.request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(
      /^text\/javascript|^application\/javascript/,
    );
    expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.text()).toBe(APP_JS);
  });

  it('serves the precompressed brotli sibling when accepted', async () => {
    const response = await app.request('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(APP_JS);
  });

  it('serves the precompressed gzip sibling when only gzip is accepted', async () => {
    const response = await app.request('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(APP_JS);
  });

  it('revalidates files that are not hashed assets', async () => {
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe('User-agent: *\nAllow: /\n');
  });

  it('revalidates the service worker, so a new version is found at once', async () => {
    const response = await app.request('/service-worker.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(SERVICE_WORKER);
  });

  it('serves the web manifest with its own type, revalidated', async () => {
    const response = await app.request('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(WEB_MANIFEST);
  });

  it('serves nothing from outside the build folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('outside the build');
    }
  });
});

describe('the API', () => {
  it('reports health without caching', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', storage: 'sqlite' });
  });

  it('reports 503 when the storage does not answer', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const closed = openSqlite(join(root, 'closed.sqlite'));
    await closed.close();
    const broken = createApp(loadConfig({}), { database: closed, auth, clientDir });

    const response = await broken.request('/api/health');
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'unavailable', storage: 'sqlite' });
    expect(errors).toHaveBeenCalledOnce();
    expect(errors.mock.calls[0]![0]).toBe('Health check: storage unavailable:');
  });

  it.each(['GET', 'POST', 'DELETE'])(
    'answers an unknown %s /api route with 404 JSON',
    async (method) => {
      const response = await app.request('/api/x', { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        code: 'NOT_FOUND',
        message: `No API route ${method} /api/x.`,
      });
    },
  );

  it.each(['//api/x', '/api//x', '///api/x'])(
    'answers %s, repeated slashes and all, as the API and not as a page',
    async (path) => {
      const response = await app.request(`http://localhost${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'No API route GET /api/x.',
      });
    },
  );

  it('serves a real API route spelled with a doubled slash', async () => {
    const response = await app.request('http://localhost//api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', storage: 'sqlite' });
  });
});

describe('security headers', () => {
  it('allows only our own scripts plus the exact inline theme script', async () => {
    const response = await app.request('/');
    const themeHash = `'sha256-${createHash('sha256').update(THEME_SCRIPT, 'utf8').digest('base64')}'`;
    expect(cspDirective(response, 'script-src')).toEqual(["'self'", themeHash]);
    expect(response.headers.get('Content-Security-Policy')).not.toContain('unsafe-inline');
    expect(cspDirective(response, 'frame-ancestors')).toEqual(["'none'"]);
    expect(cspDirective(response, 'object-src')).toEqual(["'none'"]);
  });

  it('lets the page run our own service worker and web manifest, and no one else’s', async () => {
    for (const path of ['/', '/service-worker.js']) {
      const response = await app.request(path);
      expect(cspDirective(response, 'worker-src')).toEqual(["'self'"]);
      expect(cspDirective(response, 'manifest-src')).toEqual(["'self'"]);
      // What the worker itself may fetch: only our origin.
      expect(cspDirective(response, 'connect-src')).toEqual(["'self'"]);
    }
  });

  it.each(['/', '/does-not-exist', '/api/health', '/api/x', '/assets/app-abc123.js'])(
    'sends them on %s',
    async (path) => {
      const response = await app.request(path);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(cspDirective(response, 'frame-ancestors')).toEqual(["'none'"]);
    },
  );

  it('sends Strict-Transport-Security only when PUBLIC_URL is https', async () => {
    expect((await app.request('/')).headers.get('Strict-Transport-Security')).toBeNull();
    const https = createApp(loadConfig({ PUBLIC_URL: 'https://tinies.example' }), {
      database,
      auth,
      clientDir,
    });
    expect((await https.request('/')).headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
