import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
