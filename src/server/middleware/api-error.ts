import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiEnv } from './api-env.ts';
import { refusalLine } from './refusal-log.ts';
import {
  DATA_ERROR_MESSAGES,
  DATA_ERROR_STATUS,
  DataStoreError,
  type DataErrorCode,
} from '../../shared/data/errors.ts';

/**
 * An expected refusal of an API request: one of the data store's codes (so the client
 * maps it like any other), its message, and headers the answer carries (Retry-After).
 * Anything thrown as a `DataStoreError` is answered the same way.
 */
export class ApiError extends DataStoreError {
  override name = 'ApiError';
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    code: DataErrorCode,
    message: string = DATA_ERROR_MESSAGES[code],
    headers: Record<string, string> = {},
  ) {
    super(code, message);
    this.headers = headers;
  }

  get status(): ContentfulStatusCode {
    return DATA_ERROR_STATUS[this.code] as ContentfulStatusCode;
  }
}

export interface ErrorHandlerOptions {
  /** Receives the JSON line of each refusal a route logs; default `console.warn`. */
  log?: (line: string) => void;
}

/**
 * The app's one error handler: a `DataStoreError` (an `ApiError` or one thrown by the
 * store) becomes its status and `{ code, message }`, anything else a logged 500 INTERNAL.
 * Routes that log refusals (`logRefusals`) get their JSON line either way.
 */
export function handleErrors({
  log = (line) => console.warn(line),
}: ErrorHandlerOptions = {}): ErrorHandler<ApiEnv> {
  return (error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    let refusal: ApiError;
    if (error instanceof ApiError) refusal = error;
    else if (error instanceof DataStoreError) refusal = new ApiError(error.code, error.message);
    else {
      console.error(`Unexpected error on ${c.req.method} ${c.req.path}:`, error);
      refusal = new ApiError('INTERNAL');
    }
    const fields = c.var.refusal?.(refusal.code);
    if (fields) log(refusalLine(fields));
    c.header('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(refusal.headers)) c.header(name, value);
    return c.json(refusal.toJSON(), refusal.status);
  };
}
