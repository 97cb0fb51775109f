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
  );
  return new Response(prelude).text();
}
