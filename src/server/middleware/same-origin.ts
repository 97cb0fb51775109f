import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './api-error.ts';

/**
 * Whether a browser sent this request from another site: an Origin other than
 * PUBLIC_URL's, or Sec-Fetch-Site saying cross-site. Such requests are refused even
 * though the session cookie is SameSite=Lax (a page elsewhere could otherwise write, or
 * sign a visitor into an account of its choosing).
 */
export function isCrossSite(headers: Headers, publicUrl: string): boolean {
  const origin = headers.get('origin');
  if (origin && origin !== new URL(publicUrl).origin) return true;
  return headers.get('sec-fetch-site') === 'cross-site';
}

export interface SameOriginOptions {
  /** The refusal's message (PERMISSION_DENIED). */
  message?: string;
  /** An answer of the route's own instead of the ApiError (better-auth's error shape). */
  refuse?: (c: Context) => Response | Promise<Response>;
}

/** Refuses requests from other sites; PUBLIC_URL is the only origin let through. */
export function sameOrigin(
  publicUrl: string,
  { message = 'Requests from other sites are refused.', refuse }: SameOriginOptions = {},
): MiddlewareHandler {
  return async (c, next) => {
    if (!isCrossSite(c.req.raw.headers, publicUrl)) return next();
    if (refuse) return refuse(c);
    throw new ApiError('PERMISSION_DENIED', message);
  };
}
