import type { SessionReader } from './session-watch.ts';
import type { Auth } from '../auth/auth.ts';

/**
 * Sessions as better-auth keeps them: the signed session cookie, checked against the
 * database. A person whose address is not verified yet counts as signed out.
 */
export function readSessionWith(auth: Auth): SessionReader {
  return async (headers) => {
    const result = await auth.api.getSession({ headers });
    if (!result?.user.emailVerified) return null;
    return {
      uid: result.user.id,
      token: result.session.token,
      expiresAt: new Date(result.session.expiresAt).getTime(),
    };
  };
}
