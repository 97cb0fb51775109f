import type { Context, Next } from 'hono';
import type { Auth } from './auth.ts';
import { localizeAuthError } from './messages.ts';
import { negotiateLanguage } from '../mail/language.ts';

/** Without a password, deleting an account needs a sign-in at most this old. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * In front of better-auth's `POST /delete-user` (which checks the password when one is
 * sent): the person must also type their account's e-mail address (`confirmEmail`), and an
 * account deleted without a password (one that signs in only through a provider) needs a
 * sign-in of the last 10 minutes. better-auth's own "fresh" age is a day, and it also
 * governs the sessions list, so it stays as it is.
 */
export function deleteAccountGuard(auth: Auth) {
  return async (c: Context, next: Next) => {
    const language = negotiateLanguage(c.req.header('accept-language'));
    const refuse = (code: string, status: 400 | 403) =>
      c.json({ code, message: localizeAuthError(code, language) }, status);
    // NOTE: the body limit has already bounded it; the clone leaves the body for better-auth.
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    // Unreadable or signed out: better-auth gives its own answer.
    if (!session || !body || typeof body !== 'object') return next();
    const { confirmEmail, password } = body as { confirmEmail?: unknown; password?: unknown };
    if (
      typeof confirmEmail !== 'string' ||
      confirmEmail.trim().toLowerCase() !== session.user.email.toLowerCase()
    ) {
      return refuse('CONFIRMATION_MISMATCH', 400);
    }
    const signedInAt = new Date(session.session.createdAt).getTime();
    if (!password && !(Date.now() - signedInAt < FRESH_SIGN_IN_MS)) {
      return refuse('SIGN_IN_AGAIN', 403);
    }
    return next();
  };
}
