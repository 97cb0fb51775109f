import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import {
  APP_PATHS,
  isAppPath,
  normalisePath,
  PRERENDERED_FILE,
  TOOL_PAGE_MODULES,
  TOOL_PATHS,
  type PrerenderedDocuments,
  type ToolPath,
} from '../shared/app-paths.ts';

const isToolPath = (path: string): path is ToolPath =>
  (TOOL_PATHS as readonly string[]).includes(path);

/** One answer to an app route: the built `index.html`, perhaps with preloads added. */
export interface ShellDocument {
  html: string;
  etag: string;
}

/** The built documents, read once, and the one each request is answered with. */
export interface AppShell {
  /** Every distinct document, for the CSP's script hashes. */
  all: ShellDocument[];
  /** The document for an app path, prerendered unless the URL has a query to apply. */
  documentFor(pathname: string, hasQuery: boolean): ShellDocument;
  /** The not-found page. */
  notFound: ShellDocument;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

function shellDocument(html: string): ShellDocument {
  return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
}

/** The files of a chunk and of everything it imports statically, in load order. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((dep) => chunkFiles(manifest, dep, seen)), chunk.file];
}

/**
 * A tool route's document preloads the tool's own chunks, so they download alongside
 * the entry instead of after it has run.
 */
function withToolPreloads(html: string, manifest: Manifest, path: ToolPath): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const inEntry = new Set(entry ? chunkFiles(manifest, entry) : []);
  const links = chunkFiles(manifest, TOOL_PAGE_MODULES[path])
    .filter((file) => !inEntry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return links.length ? html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) : html;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

export function readAppShell(clientDir: string): AppShell | undefined {
  let html: string;
  try {
    html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
  // Without a manifest the routes still work, only without preloads; without the
  // prerendered documents the browser renders every page itself.
  const manifest = readJson<Manifest>(join(clientDir, '.vite', 'manifest.json')) ?? {};
  const prerendered = readJson<PrerenderedDocuments>(join(clientDir, PRERENDERED_FILE));

  const documentAt = (path: string, source: string) =>
    shellDocument(isToolPath(path) ? withToolPreloads(source, manifest, path) : source);
  const base = shellDocument(html);
  const rendered = new Map(
    APP_PATHS.map((path) => [path, documentAt(path, prerendered?.routes[path] ?? html)]),
  );
  const unrendered = new Map(APP_PATHS.map((path) => [path, documentAt(path, html)]));
  const notFound = prerendered ? shellDocument(prerendered.notFound) : base;
  return {
    notFound,
    all: [base, notFound, ...rendered.values(), ...unrendered.values()],
    documentFor(pathname, hasQuery) {
      const path = normalisePath(pathname);
      if (hasQuery) return unrendered.get(path) ?? base;
      return rendered.get(path) ?? notFound;
    },
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

/** Answers app routes with the shell (200) and any other path with it too, as a 404. */
export function appShellFallback(shell: AppShell | undefined) {
  return (c: Context) => {
    if (!shell) {
      return c.text(
        'The app is not built. Run `npm run build` (or `npm start`, which builds it).',
        503,
      );
    }
    const known = isAppPath(c.req.path);
    const hasQuery = new URL(c.req.url).search.length > 1;
    const document = known ? shell.documentFor(c.req.path, hasQuery) : shell.notFound;
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', document.etag);
    if (known && etagMatches(c.req.header('If-None-Match'), document.etag)) {
      return c.body(null, 304);
    }
    return c.html(document.html, known ? 200 : 404);
  };
}
