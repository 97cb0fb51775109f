import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app.tsx';

/**
 * Renders one path to HTML at build time, waiting for lazy tool pages, so the first
 * paint needs no JavaScript; the browser then hydrates it.
 */
export async function renderPath(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={path}>
      <App />
    </StaticRouter>,
    // NOTE: React outlines a large Suspense boundary behind its fallback and reveals it
    // with an inline script, which our Content-Security-Policy rightly blocks. A static
    // page has nothing to stream, so keep every boundary in place.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}
