import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DATA_ERROR_STATUS, dataError, type DataError } from '../../shared/data/errors.ts';
import { WRITE_RATE, type WriteRate } from '../../shared/data/limits.ts';
import type { Auth } from '../auth/auth.ts';
import { readJsonBody } from './json-body.ts';
import { DATA_ROUTE_PREFIX, dataPathOfTarget } from './request-path.ts';
import { authorise, isCrossSite, readSession } from './rules.ts';
import { DataStoreError, type DataStore, type JsonValue } from './store.ts';
import { createWriteLimiter, type WriteLimiter } from './write-rate.ts';

export interface DataRouteOptions {
  /** Writes per user (token bucket, per process). Default WRITE_RATE. */
  writeRate?: WriteRate;
  /** A limiter shared with the live socket; overrides `writeRate`. */
  writeLimiter?: WriteLimiter;
  /** Receives one JSON line per refused write. Default: the server's error log. */
  log?: (line: string) => void;
}

export interface DataRouteDependencies extends DataRouteOptions {
  store: DataStore;
  auth: Auth;
  publicUrl: string;
}

/** A refused write for the log: what, whose and where, never the data. */
export function refusalLine(fields: {
  method: string;
  code: string;
  uid: string | null;
  path: string;
}) {
  return JSON.stringify({
    time: new Date().toISOString(),
    level: 'warn',
    event: 'data_write_refused',
    ...fields,
    path: fields.path.length > 300 ? `${fields.path.slice(0, 300)}…` : fields.path,
  });
}

/** The request target exactly as the client sent it, before URL normalisation. */
function requestTarget(c: Context<{ Bindings: Partial<HttpBindings> }>): string {
  const raw = c.env?.incoming?.url;
  if (raw) return raw;
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}

/**
 * `/api/data/{path}`: GET reads (null when absent), PUT sets (body = the value), PATCH
 * updates children (`{ "child/path": value, … }`), DELETE removes. Writes answer
 * `{ seq }` after commit. Every refusal is `{ code, message }` with its code's status.
 */
export function dataRoutes({
  store,
  auth,
  publicUrl,
  writeRate = WRITE_RATE,
  writeLimiter,
  log = (line) => console.warn(line),
}: DataRouteDependencies) {
  const routes = new Hono<{ Bindings: Partial<HttpBindings> }>();
  const limiter = writeLimiter ?? createWriteLimiter(writeRate);

  const handle = async (c: Context<{ Bindings: Partial<HttpBindings> }>) => {
    c.header('Cache-Control', 'no-store');
    const method = c.req.method;
    const writing = method !== 'GET';
    const target = requestTarget(c);
    let uid: string | null = null;
    let where = target.split('?')[0]!.slice(DATA_ROUTE_PREFIX.length);

    const refuse = (error: DataError) => {
      if (writing) log(refusalLine({ method, code: error.code, uid, path: where }));
      return c.json(error, DATA_ERROR_STATUS[error.code] as ContentfulStatusCode);
    };

    try {
      const headers = c.req.raw.headers;
      if (writing && isCrossSite(headers, publicUrl)) {
        return refuse(
          dataError('PERMISSION_DENIED', 'Writes are accepted from the app’s own pages only.'),
        );
      }
      const session = await readSession(auth, headers);
      if (!session) return refuse(dataError('UNAUTHENTICATED'));
      uid = session.user.id;
      if (writing) {
        const wait = limiter.take(uid);
        if (wait > 0) {
          c.header('Retry-After', String(wait));
          return refuse(dataError('RATE_LIMITED'));
        }
      }
      const path = dataPathOfTarget(target);
      if ('code' in path) return refuse(path);
      where = path.text;
      const denied = authorise(session, path);
      if (denied) return refuse(denied);

      switch (method) {
        case 'GET':
          return c.json(await store.get(uid, path.text));
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
    } catch (error) {
      if (error instanceof DataStoreError) return refuse(error.toJSON());
      console.error(`Unexpected error on ${method} /api/data/${where}:`, error);
      return refuse(dataError('INTERNAL'));
    }
  };

  for (const pattern of ['/api/data', '/api/data/*']) {
    routes.on(['GET', 'PUT', 'PATCH', 'DELETE'], pattern, handle);
  }
  return routes;
}
