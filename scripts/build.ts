import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { APP_PATHS, PRERENDERED_FILE, type PrerenderedDocuments } from '../src/shared/app-paths.ts';

/**
 * The production build: the client bundle, then every app route prerendered to HTML
 * (read by the server from dist/client/.vite/prerendered.json) so the first paint
 * needs no JavaScript.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLIENT_DIR = join(ROOT, 'dist/client');
const RENDERER_DIR = join(ROOT, 'dist/prerender');

/** A prerendered page must be complete as sent: no fallbacks waiting for React's inline scripts. */
function assertComplete(path: string, rendered: string) {
  if (/<template id="B:|<script|<!--\$[?!]-->/.test(rendered)) {
    throw new Error(`Prerendering ${path} left a pending Suspense boundary or an inline script.`);
  }
}

/** Moves the hoisted <title> and <meta> React emits first into the document head. */
function composeDocument(shell: string, rendered: string): string {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>)*/.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(hoisted.length);
  let html = shell
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
    // The page is readable without the bundle, which now only adds interaction: let
    // the stylesheet, which does block the first paint, download first.
    .replace(
      '<script type="module" crossorigin',
      '<script type="module" fetchpriority="low" crossorigin',
    );
  const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0];
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title);
  const description = /<meta name="description"[^>]*>/.exec(hoisted)?.[0];
  if (description) {
    html = html.replace(/<meta\s+name="description"[^>]*>/, () => description);
  }
  const others = hoisted.replace(title ?? '', '').replace(description ?? '', '');
  return others ? html.replace('</head>', () => `  ${others}\n  </head>`) : html;
}

export async function buildApp(options: { logLevel?: 'info' | 'warn' } = {}) {
  const logLevel = options.logLevel ?? 'info';
  await build({ root: ROOT, logLevel });
  await build({
    root: ROOT,
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir: RENDERER_DIR,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const { renderPath } = (await import(pathToFileURL(join(RENDERER_DIR, 'prerender.js')).href)) as {
    renderPath: (path: string) => Promise<string>;
  };

  const shell = readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8');
  const documents: PrerenderedDocuments = { routes: {}, notFound: '' };
  const render = async (path: string) => {
    const rendered = await renderPath(path);
    assertComplete(path, rendered);
    return composeDocument(shell, rendered);
  };
  for (const path of APP_PATHS) documents.routes[path] = await render(path);
  // Any path the route table does not know renders the not-found page.
  documents.notFound = await render('/__not-found__');
  writeFileSync(join(CLIENT_DIR, PRERENDERED_FILE), JSON.stringify(documents));
  rmSync(RENDERER_DIR, { recursive: true, force: true });
  if (logLevel === 'info') console.log(`Prerendered ${APP_PATHS.length + 1} documents.`);
}

if (import.meta.main) {
  await buildApp({ logLevel: process.argv.includes('--quiet') ? 'warn' : 'info' });
}
