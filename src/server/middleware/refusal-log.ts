import type { Context, MiddlewareHandler } from 'hono';
import type { ApiEnv } from './api-env.ts';
import type { DataErrorCode } from '../../shared/data/errors.ts';

/** One refusal as a JSON line for the log: the event and what the route says of it. */
export function refusalLine(fields: Record<string, unknown>): string {
  return JSON.stringify({ time: new Date().toISOString(), level: 'warn', ...fields });
}

/**
 * Has the app's error handler log each refusal of these requests, as `describe` tells:
 * whose and where, never the data. `describe` returns null to log nothing.
 */
export function logRefusals<E extends ApiEnv>(
  describe: (c: Context<E>, code: DataErrorCode) => Record<string, unknown> | null,
): MiddlewareHandler<E> {
  return async (c, next) => {
    c.set('refusal', (code: DataErrorCode) => describe(c, code));
    await next();
  };
}
