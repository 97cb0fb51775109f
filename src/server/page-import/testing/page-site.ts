import { readFileSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type ServerResponse,
  type IncomingMessage,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline, Readable } from 'node:stream';
import {
  HOSTILE_PAGES,
  hostilePage,
  type HostilePageKind,
} from '../../../shared/page-import/testing/hostile-pages.ts';

/**
 * A small web site on 127.0.0.1 for import tests: a tool's fixture pages, and the ways
 * real sites misbehave (redirect chains, slowness, huge bodies, other file types). It
 * records what each request carried.
 */

/** More than the 5 MB import limit, sent in chunks without a Content-Length. */
const HUGE_BYTES = 6 * 1024 * 1024;

function* hugeBody() {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  for (let sent = 0; sent < HUGE_BYTES; sent += chunk.length) yield chunk;
}

export type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => unknown;

const ROUTES: Record<string, Handler> = {
  '/image.png': (_, response) =>
    response
      .writeHead(200, { 'Content-Type': 'image/png' })
      .end(Buffer.from('89504e470d0a1a0a', 'hex')),
  '/missing': (_, response) =>
    response.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not here</h1>'),
  '/huge': (_, response) =>
    pipeline(
      Readable.from(hugeBody()),
      response.writeHead(200, { 'Content-Type': 'text/html' }),
      () => {},
    ),
  '/huge-declared': (_, response) =>
    response
      .writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': HUGE_BYTES })
      .flushHeaders(),
  // Answers nothing at all, or the headers and a first part of the body only.
  '/slow-headers': () => {},
  '/slow-body': (_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.write('<html><head>');
  },
  '/redirect-to': (_, response, url) =>
    response.writeHead(302, { Location: url.searchParams.get('url') ?? '/' }).end(),
};

/** Hostile pages by kind and size, made once: a test asks for the same ones many times. */
const hostile = new Map<string, Buffer>();

function hostileBody(kind: string, size: number, make: (size: number) => string): Buffer {
  const key = `${kind}/${size}`;
  let body = hostile.get(key);
  if (!body) hostile.set(key, (body = Buffer.from(make(size))));
  return body;
}

export interface PageSiteOptions {
  /**
   * Fixture folders by the path they are served under: `{ recipes: URL }` serves
   * `/recipes/{name}.html` (and `.json`) from that folder.
   */
  fixtures: Record<string, URL>;
  /** Where `/redirect/0` leads: a page of the fixtures. */
  landing: string;
  /** The tool's own routes (pages in other character sets, compressed pages…). */
  routes?: Record<string, Handler>;
  /** The tool's own hostile pages by kind, served beside `HOSTILE_PAGES`. */
  hostilePages?: Record<string, (size: number) => string>;
}

/** A fixture page's bytes, from `folder`. */
export function readFixture(folder: URL, name: string): Buffer {
  return readFileSync(new URL(name, folder));
}

function route(
  options: PageSiteOptions,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) {
  // `/hostile/{kind}?size={characters}`: a page built to be slow to read (hostile-pages.ts).
  const kind = /^\/hostile\/([\w-]+)$/.exec(url.pathname)?.[1];
  const make = kind
    ? Object.hasOwn(HOSTILE_PAGES, kind)
      ? (size: number) => hostilePage(kind as HostilePageKind, size)
      : options.hostilePages && Object.hasOwn(options.hostilePages, kind)
        ? options.hostilePages[kind]
        : undefined
    : undefined;
  if (kind && make) {
    const size = Number(url.searchParams.get('size') ?? 100_000);
    const body = hostileBody(kind, size, make);
    return response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
  }
  const fixture = /^\/([\w-]+)\/([\w-]+\.(html|json))$/.exec(url.pathname);
  const folder =
    fixture && Object.hasOwn(options.fixtures, fixture[1]!) && options.fixtures[fixture[1]!];
  if (fixture && folder) {
    const type = fixture[3] === 'json' ? 'application/json' : 'text/html; charset=utf-8';
    return response.writeHead(200, { 'Content-Type': type }).end(readFixture(folder, fixture[2]!));
  }
  // `/redirect/{n}` redirects n more times before it reaches the landing page.
  const redirect = /^\/redirect\/(\d+)$/.exec(url.pathname);
  if (redirect) {
    const left = Number(redirect[1]);
    const location = left === 0 ? options.landing : `/redirect/${left - 1}`;
    return response.writeHead(left === 0 ? 301 : 302, { Location: location }).end();
  }
  const handler = options.routes?.[url.pathname] ?? ROUTES[url.pathname];
  if (handler) return handler(request, response, url);
  response.writeHead(404).end();
}

export interface FixtureSite {
  origin: string;
  port: number;
  /** Every request received, oldest first. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export async function startPageSite(options: PageSiteOptions): Promise<FixtureSite> {
  const requests: FixtureSite['requests'] = [];
  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', headers: request.headers });
    // The importer hangs up on huge or slow pages; that is no error here.
    response.on('error', () => {});
    void route(options, request, response, new URL(request.url ?? '/', 'http://site'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
