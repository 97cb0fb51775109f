import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiEnv } from './api-env.ts';
import { ApiError } from './api-error.ts';
import type { BodyLimit } from '../body-limits.ts';

/**
 * How long a connection closed on a body it will not read stays half-open: the answer
 * and the end of the stream are sent at once, and only then is the socket destroyed. A
 * client still sending reads the answer meanwhile instead of meeting a reset first.
 */
export const LINGER_MS = 1_000;

/**
 * The most a body without a declared length may carry: one is read whole before the route
 * runs (counted, and stopped at the route's limit), so every route, better-auth too, sees
 * a complete body and a refusal comes first. A route whose limit is larger (uploads)
 * takes only bodies of declared length, refused at once when too large: it cannot be made
 * to read and hold many megabytes only to refuse them.
 */
export const READ_AHEAD_BYTES = 1024 * 1024;

/** The whole of `body`, or null as soon as more than `limit` bytes have arrived. */
async function readUpTo(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += value.byteLength;
    if (seen > limit) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Whether a request without a Content-Length has a body: in HTTP/1.1 only one sent with a
 * Transfer-Encoding does (Node's parser holds to that). Without Node, whether it has one.
 */
function hasBody(c: Context, incoming: IncomingMessage | undefined): boolean {
  return incoming ? c.req.header('transfer-encoding') !== undefined : c.req.raw.body !== null;
}

/**
 * Tells a client that waits for it (`Expect: 100-continue`) to send its body, now that its
 * size is accepted. NOTE: the server leaves this to the body limit (`checkContinue` in
 * server.ts), so a body past the limit is refused without ever being asked for.
 */
function inviteBody(c: Context<ApiEnv>) {
  if (c.req.header('expect')?.toLowerCase() !== '100-continue') return;
  const outgoing = c.env?.outgoing;
  if (outgoing && !outgoing.headersSent) outgoing.writeContinue();
}

/** The answer tells the client that the connection closes after it. */
function markClosing(c: Context) {
  try {
    c.res.headers.set('Connection', 'close');
  } catch {
    // A response with immutable headers (one fetched from elsewhere): copy it.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('Connection', 'close');
  }
}

/**
 * Has Node close the connection after the answer (sent with `Connection: close`) without
 * reading what is left of the body: the socket ends at once and is destroyed LINGER_MS
 * later, whatever the client still sends left unread.
 */
function closeWithoutReading(incoming: IncomingMessage) {
  // NOTE: Node drains a body nobody began to read once the answer is sent (to find the
  // next request), with nothing to stop it. Taking what is already buffered begins the
  // read (a read of nothing does not while the buffer is full), so Node leaves the rest.
  while (incoming.read() !== null);
  const { socket } = incoming;
  // NOTE: after a `Connection: close` answer Node ends the socket and destroys it as soon
  // as its last byte is out; with unread bytes waiting, that destroy sends a reset that a
  // client still sending may see before the answer. Destroy it a little later instead.
  socket.destroySoon = () => {
    socket.pause(); // what the client still sends stays unread
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/**
 * A body limit on every request, before any other middleware or handler reads it:
 * `limitOf(path)` says how many bytes each route takes.
 *
 * NOTE: not Hono's `bodyLimit`: it leaves a refused body to the server, which reads up to
 * 64 MB of it after the answer to keep the connection alive (or breaks it mid-stream
 * after 500 ms), and it would hold a chunked upload's megabytes only to refuse them.
 *
 * - A declared Content-Length past the limit is refused at once (413 PAYLOAD_TOO_LARGE)
 *   without reading a byte, and the connection is closed after the answer: keeping it
 *   alive would mean reading the whole body to find the next request.
 * - A body without a declared length (chunked) is read whole before the route runs,
 *   counted as it arrives and refused the moment it passes the limit; on routes whose
 *   limit passes READ_AHEAD_BYTES it is refused at once.
 * - Whenever the answer goes out before the body has arrived and Node could not drain it
 *   within the limit (its length is unknown: a GET's chunked body, which Node gives no
 *   stream; or a handler began to read it), the connection is closed too, so nothing
 *   reads the rest. A declared body within the limit that nobody read is drained by Node:
 *   the connection stays usable.
 */
export function bodyLimit(limitOf: (path: string) => BodyLimit): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const limit = limitOf(c.req.path);
    // Absent when the app runs without Node's server (`app.request` in tests).
    const incoming = c.env?.incoming as IncomingMessage | undefined;
    const refuse = (message: string) => {
      if (incoming && !incoming.complete) closeWithoutReading(incoming);
      return new ApiError('PAYLOAD_TOO_LARGE', message, { Connection: 'close' });
    };

    const declared = c.req.header('content-length');
    if (declared !== undefined) {
      if (!(Number(declared) <= limit.bytes)) throw refuse(limit.message);
      inviteBody(c);
    } else if (hasBody(c, incoming)) {
      if (limit.bytes > READ_AHEAD_BYTES) {
        throw refuse(`${limit.message} Send it with its size declared (Content-Length).`);
      }
      inviteBody(c);
      // NOTE: Node gives a GET or HEAD no body stream: its body is left unread (below).
      if (c.req.raw.body) {
        const body = await readUpTo(c.req.raw.body, limit.bytes);
        if (!body) throw refuse(limit.message);
        c.req.raw = new Request(c.req.raw, { body });
      }
    }

    await next();

    if (incoming && !incoming.complete && (declared === undefined || incoming.readableDidRead)) {
      markClosing(c);
      closeWithoutReading(incoming);
    }
  };
}
