import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { printable, type CookieMode, type FuzzRequest } from './fuzz-requests.ts';

/**
 * Sends the fuzz tests' requests exactly as generated (raw targets, lying lengths,
 * chunked bodies) over a fresh connection each, and checks each answer against the
 * properties every route keeps.
 */

export interface FuzzAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface SendOptions {
  origin: string;
  /** The signed-in person's `Cookie` header value, as it is now. */
  cookie: string;
  /** One of the person's file ids, for `{FILE}`. */
  fileId: string;
  /** The loopback URL of the request's page, for `{PAGE}`. */
  pageUrl?: string;
  timeoutMs?: number;
}

function cookieHeader(mode: CookieMode, session: string): string | undefined {
  switch (mode) {
    case 'session':
      return session;
    case 'none':
      return undefined;
    case 'garbage':
      return 'a=b; =; ;;; better-auth.session_token=%zz; x';
    case 'tampered':
      return session.replace(/.$/, (char) => (char === 'A' ? 'B' : 'A'));
    case 'duplicate':
      return `better-auth.session_token=forged.value; ${session}`;
  }
}

/** The body as sent, undone from its Content-Encoding. */
function decode(encoding: string | undefined, bytes: Buffer): Buffer {
  if (bytes.length === 0) return bytes;
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === 'br') return brotliDecompressSync(bytes);
  if (encoding === 'deflate') return inflateSync(bytes);
  return bytes;
}

/** Sends `request` on a connection of its own; rejects if no answer comes in time. */
export function sendFuzzRequest(request: FuzzRequest, options: SendOptions): Promise<FuzzAnswer> {
  const { hostname, port } = new URL(options.origin);
  const target = printable(request.target.replaceAll('{FILE}', options.fileId));
  let body: Buffer | undefined;
  if (request.body !== undefined) {
    const text =
      typeof request.body === 'string'
        ? request.body.replaceAll('{PAGE}', options.pageUrl ?? '')
        : request.body;
    body = Buffer.from(text);
  }
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({
      hostname,
      port,
      method: request.method,
      path: target,
      agent: false,
    });
    for (const [name, value] of Object.entries(request.headers)) outgoing.setHeader(name, value);
    const cookie = cookieHeader(request.cookie, options.cookie);
    if (cookie !== undefined) outgoing.setHeader('Cookie', cookie);
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`No answer within ${options.timeoutMs ?? 10_000} ms.`));
    }, options.timeoutMs ?? 10_000);
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', () => {});
      // A connection cut after the headers: the server gave up on a broken request.
      response.on('close', () => {
        if (response.complete) return;
        clearTimeout(timer);
        reject(Object.assign(new Error('The answer was cut short.'), { code: 'ECONNRESET' }));
      });
      response.on('end', () => {
        clearTimeout(timer);
        let bytes: Buffer = Buffer.concat(chunks);
        try {
          bytes = decode(response.headers['content-encoding'], bytes);
        } catch (error) {
          reject(new Error(`The answer's body does not decode: ${(error as Error).message}`));
          return;
        }
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: bytes.toString('utf8'),
        });
      });
    });
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    if (body && request.shortLength !== undefined && request.shortLength < body.length) {
      outgoing.setHeader('Content-Length', String(request.shortLength));
      outgoing.end(body);
    } else if (body && request.chunked) {
      outgoing.setHeader('Transfer-Encoding', 'chunked');
      const half = Math.floor(body.length / 2);
      outgoing.write(body.subarray(0, half));
      outgoing.end(body.subarray(half));
    } else {
      if (body) outgoing.setHeader('Content-Length', String(body.length));
      outgoing.end(body);
    }
  });
}

const CODE = /^[A-Z][A-Z0-9_]*$/;

/** Whether the server's answer could come from the app (Node's own 400 for a broken request has no body). */
function fromNodeParser(answer: FuzzAnswer): boolean {
  return answer.status === 400 && answer.body === '' && !answer.headers['content-type'];
}

/**
 * What is wrong with `answer` to `request`, or null: never a 5xx (but recipe import's
 * 503 when the page's site cannot be reached), and every API refusal is
 * `{ code, message }` JSON with an UPPERCASE code.
 */
export function answerProblem(
  request: FuzzRequest,
  answer: FuzzAnswer,
  origin: string,
): string | null {
  if (answer.status >= 500) {
    const upstream = request.route === 'import' && answer.status === 503;
    if (!upstream) return `answered ${answer.status}: ${answer.body.slice(0, 300)}`;
  }
  let pathname: string;
  try {
    pathname = new URL(request.target, origin).pathname;
  } catch {
    return null;
  }
  const api = pathname === '/api' || pathname.startsWith('/api/');
  if (!api || answer.status < 400 || request.method === 'HEAD' || fromNodeParser(answer)) {
    return null;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `refusal ${answer.status} is not JSON: ${JSON.stringify(answer.body.slice(0, 200))}`;
  }
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !CODE.test(code)) {
    return `refusal ${answer.status} has no UPPERCASE code: ${answer.body.slice(0, 200)}`;
  }
  if (typeof message !== 'string' || message.trim() === '') {
    return `refusal ${answer.status} ${code} has no message: ${answer.body.slice(0, 200)}`;
  }
  return null;
}

/** A loopback web server whose pages the import fetches: each request's own page. */
export interface PageServer {
  /** Serves `page` at a new URL and answers it. */
  serve(page: { status: number; type: string; body: string }): string;
  close(): Promise<void>;
}

export async function startPageServer(): Promise<PageServer> {
  const pages = new Map<string, { status: number; type: string; body: string }>();
  let count = 0;
  const server: Server = createServer((request, response) => {
    const page = pages.get(request.url ?? '');
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    const headers: Record<string, string> = {};
    if (page.type) headers['Content-Type'] = page.type;
    if (page.status === 301) headers.Location = request.url ?? '/';
    response.writeHead(page.status, headers).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    serve(page) {
      count += 1;
      const path = `/page-${count}`;
      pages.set(path, page);
      return `http://127.0.0.1:${port}${path}`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
