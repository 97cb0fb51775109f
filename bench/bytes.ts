import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CLIENT_DIR, MANIFEST } from './project.ts';
import { PRERENDERED_FILE, type PrerenderedDocuments } from '../src/shared/app-paths.ts';

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteBytes {
  route: string;
  html: Size;
  js: Size;
  css: Size;
  total: Size;
  /** Files under dist/client needed for the first paint, HTML first. */
  files: string[];
}

interface ManifestChunk {
  file: string;
  /** The chunk's name, from its first module (e.g. `hooks` for src/data/use-data.ts). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

const ZERO: Size = { raw: 0, gzip: 0, brotli: 0 };
const sizes = new Map<string, Size>();

function measure(body: Buffer): Size {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length,
  };
}

/** Compressed here, each file on its own as the server sends it, so stale .gz/.br files cannot skew it. */
export function sizeOf(file: string): Size {
  let size = sizes.get(file);
  if (!size) {
    size = measure(readFileSync(join(CLIENT_DIR, file)));
    sizes.set(file, size);
  }
  return size;
}

/** The document the server sends for a route: prerendered when the build made one. */
export function routeDocument(route: string): string {
  try {
    const documents = JSON.parse(
      readFileSync(join(CLIENT_DIR, PRERENDERED_FILE), 'utf8'),
    ) as PrerenderedDocuments;
    const html = documents.routes[route];
    if (html) return html;
  } catch {
    // No prerendered documents: the plain index.html is what is sent.
  }
  return readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8');
}

export function add(a: Size, b: Size): Size {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

export function sum(files: Iterable<string>): Size {
  let total = ZERO;
  for (const file of files) total = add(total, sizeOf(file));
  return total;
}

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
}

export function entryKey(manifest: Manifest): string {
  if (manifest['index.html']?.isEntry) return 'index.html';
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) {
    throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}.`);
  }
  return entries[0]!;
}

/** The JS and CSS files of `keys` and of everything they import statically, transitively. */
export function staticClosure(
  manifest: Manifest,
  keys: string[],
): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"; rebuild the client.`);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    else js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

/**
 * The manifest key of the chunk that holds `module` (a source path from the project root).
 * A module loaded on its own has its own key; one the bundler put in a chunk shared with
 * other importers is found by that chunk's name, which the bundler takes from its first
 * module (`src/data/client.ts` → `_client-….js`, named `client`).
 */
export function chunkKey(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const bySource = Object.keys(manifest).filter((key) => manifest[key]!.src === module);
  if (bySource.length === 1) return bySource[0]!;
  const name = module.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const byName = Object.keys(manifest).filter(
    (key) => key.startsWith('_') && manifest[key]!.name === name,
  );
  if (byName.length !== 1) {
    throw new Error(
      `Found ${byName.length} chunks for ${module} in the manifest; rebuild the client, or name the module as the build does.`,
    );
  }
  return byName[0]!;
}

/**
 * Bytes for the first paint of each route: its (prerendered) document, the entry chunk with its static
 * imports and CSS, plus for a tool route every module the route loads before it renders (its
 * page, and whatever else the route waits for) with what those import statically.
 * `toolRoutes` maps each tool route to those modules (source paths from the project root).
 */
export function measureRoutes(toolRoutes: Map<string, readonly string[]>): RouteBytes[] {
  const manifest = readManifest();
  const entry = entryKey(manifest);
  const routes: [string, string[]][] = [
    ['/', [entry]],
    ...[...toolRoutes].map(([route, modules]): [string, string[]] => [
      route,
      [entry, ...modules.map((module) => chunkKey(manifest, module))],
    ]),
  ];
  return routes.map(([route, keys]) => {
    const { js, css } = staticClosure(manifest, keys);
    const html = measure(Buffer.from(routeDocument(route)));
    const jsSize = sum(js);
    const cssSize = sum(css);
    return {
      route,
      html,
      js: jsSize,
      css: cssSize,
      total: add(add(html, jsSize), cssSize),
      files: ['index.html', ...js, ...css],
    };
  });
}
