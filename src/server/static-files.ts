import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { isAppPath } from '../shared/app-paths.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built `index.html`, read once: it is the answer to every app route. */
export interface AppShell {
  html: string;
  etag: string;
}

export function readAppShell(clientDir: string): AppShell | undefined {
  try {
    const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
    return {
      html,
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    };
  } catch {
    return undefined;
  }
}

/**
 * Files from the build: hashed assets are cached forever, anything else is
 * revalidated. Precompressed `.br` / `.gz` siblings are served when accepted.
 */
export function staticFiles(clientDir: string): MiddlewareHandler {
  const serve = serveStatic({ root: clientDir, precompressed: true });
  return async (c, next) => {
    const last = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
    // Only paths that name a file; app routes never contain a dot.
    if (!last.includes('.') || last === 'index.html') return next();
    // Without the file, serveStatic hands on to `next` and returns what it returns.
    const response = await serve(c, next);
    // NOTE: not in serveStatic's `onFound`: it runs after the Response is built, so a
    // header set there is lost unless @hono/node-server's own Response class is in use.
    if (response instanceof Response) {
      response.headers.set(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
      );
    }
    return response;
  };
}

/**
 * Weak comparison, as If-None-Match requires: `compress()` turns our ETag into
 * `W/"…"` on compressed responses, and browsers send that form back.
 */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '')
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
}

/** Answers app routes with the shell (200) and everything else with it too, as a 404. */
export function appShellFallback(shell: AppShell | undefined) {
  return (c: Context) => {
    if (!shell) {
      return c.text(
        'The app is not built. Run `npm run build` (or `npm start`, which builds it).',
        503,
      );
    }
    const known = isAppPath(c.req.path);
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', shell.etag);
    if (known && etagMatches(c.req.header('If-None-Match'), shell.etag)) return c.body(null, 304);
    return c.html(shell.html, known ? 200 : 404);
  };
}
