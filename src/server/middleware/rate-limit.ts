import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error.ts';
import type { WriteLimiter } from '../data/write-rate.ts';

/**
 * Takes one token from the signed-in user's bucket (after `signedIn`); when it is empty,
 * refuses with RATE_LIMITED, `message` and a Retry-After in seconds.
 */
export function rateLimit(
  limiter: WriteLimiter,
  message?: string,
): MiddlewareHandler<{ Variables: { uid: string } }> {
  return async (c, next) => {
    const wait = limiter.take(c.var.uid);
    if (wait > 0) throw new ApiError('RATE_LIMITED', message, { 'Retry-After': String(wait) });
    await next();
  };
}
