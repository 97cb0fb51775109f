import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from './api-env.ts';
import { ApiError } from './api-error.ts';
import type { Auth } from '../auth/auth.ts';
import { readSession, type SessionUser } from '../data/rules.ts';

/** What `signedIn` puts on the context. */
export interface SignedInVariables {
  uid: string;
  user: SessionUser;
}

/**
 * Looks the session up once and puts the user on the context (`c.var.uid`); without a
 * session, or with an unverified address (signed out, as everywhere in the data store),
 * refuses with UNAUTHENTICATED and `message`.
 */
export function signedIn(
  auth: Auth,
  message?: string,
): MiddlewareHandler<ApiEnv & { Variables: SignedInVariables }> {
  return async (c, next) => {
    const session = await readSession(auth, c.req.raw.headers);
    if (!session) throw new ApiError('UNAUTHENTICATED', message);
    c.set('uid', session.user.id);
    c.set('user', session.user);
    await next();
  };
}
