import { readFileSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { build } from 'vite';
import { FloorPage } from './floor/floor-page.ts';
import { ROOT, RESULTS_DIR } from './project.ts';
import { SOURCE_ALIAS } from '../scripts/source-alias.ts';

const FLOOR_DIR = join(RESULTS_DIR, 'floor');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export interface Floor {
  url: string;
  /** Its files for the first paint, gzip in total (the document, the script, the stylesheet). */
  gzip: number;
  close: () => Promise<void>;
}

/**
 * The floor (bench/floor): built by Vite for production, prerendered by React 19 and served
 * gzip-compressed from memory on a port of its own, as the app serves its pages.
 */
export async function startFloor(): Promise<Floor> {
  await build({
    root: join(ROOT, 'bench/floor'),
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: SOURCE_ALIAS },
    build: {
      outDir: FLOOR_DIR,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
    },
  });
  const { prelude } = await prerender(createElement(FloorPage));
  const rendered = await new Response(prelude).text();
  const shell = readFileSync(join(FLOOR_DIR, 'index.html'), 'utf8');
  const files = new Map<string, Buffer>();
  files.set(
    '/',
    gzipSync(shell.replace('<div id="root"></div>', `<div id="root">${rendered}</div>`), {
      level: 9,
    }),
  );
  const assets = [...shell.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  for (const asset of assets) {
    files.set(asset, gzipSync(readFileSync(join(FLOOR_DIR, normalize(asset))), { level: 9 }));
  }
  const server: HttpServer = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    const body = files.get(path);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[path === '/' ? '.html' : path.slice(path.lastIndexOf('.'))];
    response
      .writeHead(200, {
        'content-type': type ?? 'application/octet-stream',
        'content-encoding': 'gzip',
      })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The floor has no port.');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    gzip: [...files.values()].reduce((total, body) => total + body.length, 0),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
