import { dataError, type DataError } from '../../shared/data/errors.ts';
import { USERS_ROOT, type DataPath } from '../../shared/data/paths.ts';
import type { Auth } from '../auth/auth.ts';

/**
 * Who may reach which path, in one place: a signed-in user with a verified address
 * reaches `users/{own uid}/…` and nothing else.
 */

/** The part of a better-auth session the rules look at. */
export interface DataSession {
  user: SessionUser;
}

/** The signed-in user as the server's checks see it. */
export interface SessionUser {
  id: string;
  emailVerified: boolean;
}

/** The session of a request's cookie; null without one or for an unverified address. */
export async function readSession(auth: Auth, headers: Headers): Promise<DataSession | null> {
  const session = await auth.api.getSession({ headers });
  return session?.user.emailVerified ? session : null;
}

/**
 * Null when `session` may reach `path`; else the refusal: UNAUTHENTICATED without a
 * (verified) session, PERMISSION_DENIED outside the user's own root. Exact comparison of
 * the whole uid segment: `users/u1` never reaches `users/u10`.
 */
export function authorise(
  session: DataSession | null | undefined,
  path: DataPath,
): DataError | null {
  if (!session?.user.emailVerified) return dataError('UNAUTHENTICATED');
  if (path.segments.length < 2 || path.segments[0] !== USERS_ROOT || path.uid !== session.user.id) {
    return dataError('PERMISSION_DENIED');
  }
  return null;
}
