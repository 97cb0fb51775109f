import { Hono, type Context } from 'hono';
import type { DataStore, JsonValue } from './data-store.ts';
import { readJsonBody } from './json-body.ts';
import { createReadGate, HEAVY_READS, type HeavyReadLimits, type ReadGate } from './read-gate.ts';
import { DATA_ROUTE_PREFIX, dataPathOfTarget } from './request-path.ts';
import { authorise } from './rules.ts';
import { valueChunks } from './streamed-value.ts';
import { createWriteLimiter, type WriteLimiter } from './write-rate.ts';
import { writeRefusal } from './write-refusal.ts';
import { DataStoreError } from '../../shared/data/errors.ts';
import { WRITE_RATE, type WriteRate } from '../../shared/data/limits.ts';
import { DOCUMENT_SEGMENTS, type DataPath } from '../../shared/data/paths.ts';
import type { Auth } from '../auth/auth.ts';
import type { ApiEnv } from '../middleware/api-env.ts';
import { ApiError } from '../middleware/api-error.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { logRefusals } from '../middleware/refusal-log.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { signedIn, type SignedInVariables } from '../middleware/signed-in.ts';

export interface DataRouteOptions {
  /** Writes per user (token bucket, per process). Default WRITE_RATE. */
  writeRate?: WriteRate;
  /** A limiter shared with the live socket; overrides `writeRate`. */
  writeLimiter?: WriteLimiter;
  /** Streamed reads at once, per account and per process. Default HEAVY_READS. */
  heavyReads?: HeavyReadLimits;
  /** How long a streamed answer may wait for the client to read on. Default 30 s. */
  readStallMs?: number;
  /** Receives one JSON line per refused request. Default: the server's error log. */
  log?: (line: string) => void;
}

export interface DataRouteDependencies extends Omit<DataRouteOptions, 'log'> {
  store: DataStore;
  auth: Auth;
  publicUrl: string;
}

/** The data routes' context: the pipeline's, and the data path once it is known. */
interface DataEnv extends ApiEnv {
  Variables: ApiEnv['Variables'] & { dataPath?: string };
}

const PATTERNS = ['/api/data', '/api/data/*'];

/** The write routes' context once `signedIn` has run. */
type SignedInDataEnv = DataEnv & { Variables: SignedInVariables };

/** The request target exactly as the client sent it, before URL normalisation. */
function requestTarget(c: Pick<Context<ApiEnv>, 'env' | 'req'>): string {
  const raw = c.env?.incoming?.url;
  if (raw) return raw;
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}

/** The request's data path, parsed and checked against the signed-in user's root. */
function authorisedPath(c: Context<SignedInDataEnv>): DataPath {
  const path = dataPathOfTarget(requestTarget(c));
  if ('code' in path) throw DataStoreError.from(path);
  c.set('dataPath', path.text);
  const denied = authorise({ user: c.var.user }, path);
  if (denied) throw DataStoreError.from(denied);
  return path;
}

/** A refused write: the path as parsed, or as sent when it never parsed. */
const describeRefusal = logRefusals<DataEnv>((c, code) =>
  writeRefusal({
    method: c.req.method,
    code,
    uid: c.var.uid ?? null,
    path: c.var.dataPath ?? requestTarget(c).split('?')[0]!.slice(DATA_ROUTE_PREFIX.length),
  }),
);

/**
 * The most JSON a read above a document is answered with whole: past it, the read streams
 * (`streamedRead`) and counts among the large reads.
 */
export const WHOLE_READ_BYTES = 256 * 1024;

/**
 * The value below a user's root, a tiny or a collection, streamed: one page of documents
 * is read, written and sent at a time (the next once the client has taken the last), so
 * the server holds about one page per reader whatever the answer's size, and the event
 * loop gets a turn between pages. At most `gate`'s number of these run at once.
 */
async function streamedRead(
  c: Context<SignedInDataEnv>,
  store: DataStore,
  gate: ReadGate,
  path: DataPath,
  stallMs: number,
): Promise<Response> {
  const place = gate.enter(c.var.uid);
  if ('refused' in place) {
    throw place.refused === 'account'
      ? new ApiError(
          'RATE_LIMITED',
          'Too many large reads of this account at once: wait for one to finish, then try again.',
          { 'Retry-After': '1' },
        )
      : new ApiError('UNAVAILABLE', 'The server is busy with large reads; try again in a moment.', {
          'Retry-After': '1',
        });
  }
  let chunks: AsyncGenerator<string>;
  let first: IteratorResult<string>;
  try {
    chunks = valueChunks(path.segments.length - 2, await store.readDocuments(c.var.uid, path.text));
    // The first page is read before answering: a failure then still gets its status.
    first = await chunks.next();
  } catch (error) {
    place.release();
    throw error;
  }
  const encoder = new TextEncoder();
  let stall: NodeJS.Timeout | undefined;
  const finish = () => {
    clearTimeout(stall);
    place.release();
    void chunks.return(undefined).catch(() => {});
  };
  // A client that stops taking the answer (or a body nobody reads) ends the read.
  const armStall = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    stall = setTimeout(() => {
      finish();
      controller.error(new Error('The client stopped reading.'));
    }, stallMs);
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(first.value ?? ''));
        armStall(controller);
      },
      async pull(controller) {
        clearTimeout(stall);
        // NOTE: a client that reads fast never makes a write wait for 'drain'; without
        // this turn, the pages would follow each other in microtasks and starve the loop.
        await new Promise((resolve) => setImmediate(resolve));
        try {
          const next = await chunks.next();
          if (next.done) {
            finish();
            controller.close();
            return;
          }
          controller.enqueue(encoder.encode(next.value));
          armStall(controller);
        } catch (error) {
          finish();
          controller.error(error);
        }
      },
      cancel: finish,
    },
    { highWaterMark: 0 },
  );
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}

/**
 * `/api/data/{path}`: GET reads (null when absent), PUT sets (body = the value), PATCH
 * updates children (`{ "child/path": value, … }`), DELETE removes. A large read above a
 * document streams (`streamedRead`). Writes answer
 * `{ seq }` after commit. Refusals are the app's `{ code, message }`; refused writes are
 * logged.
 */
export function dataRoutes({
  store,
  auth,
  publicUrl,
  writeRate = WRITE_RATE,
  writeLimiter,
  heavyReads = HEAVY_READS,
  readStallMs = 30_000,
}: DataRouteDependencies) {
  const routes = new Hono<DataEnv>();
  const limiter = writeLimiter ?? createWriteLimiter(writeRate);
  const gate = createReadGate(heavyReads);

  routes.on(['GET'], PATTERNS, signedIn(auth), async (c) => {
    c.header('Cache-Control', 'no-store');
    const path = authorisedPath(c);
    // A document (at most MAX_DOCUMENT_BYTES) is answered whole; so is anything above one
    // whose JSON is small, without taking a place among the large reads (an everyday
    // collection); a larger value streams.
    if (path.segments.length >= DOCUMENT_SEGMENTS) {
      return c.json(await store.get(c.var.uid, path.text));
    }
    const small = await store.snapshotJson(c.var.uid, path.text, WHOLE_READ_BYTES);
    if (small) return c.body(small.json, 200, { 'Content-Type': 'application/json' });
    return streamedRead(c, store, gate, path, readStallMs);
  });

  routes.on(
    ['PUT', 'PATCH', 'DELETE'],
    PATTERNS,
    describeRefusal,
    sameOrigin(publicUrl, { message: 'Writes are accepted from the app’s own pages only.' }),
    signedIn(auth),
    rateLimit(limiter),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const { uid } = c.var;
      const path = authorisedPath(c);
      switch (c.req.method) {
        case 'PUT':
          return c.json(
            await store.set(uid, path.text, (await readJsonBody(c.req.raw)) as JsonValue),
          );
        case 'PATCH': {
          const values = (await readJsonBody(c.req.raw)) as Record<string, JsonValue>;
          return c.json(await store.update(uid, path.text, values));
        }
        default:
          return c.json(await store.remove(uid, path.text));
      }
    },
  );

  return routes;
}
