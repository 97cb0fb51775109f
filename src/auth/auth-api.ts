import type { SocialProviderId } from '@/shared/auth-rules.ts';
import type { PublicConfig } from '@/shared/auth.ts';

/**
 * The account calls the client makes, one function per endpoint of the server.
 * NOTE: hand-written on purpose: better-auth's own client would add its weight to the first
 * page, and these few JSON calls are all we use of it.
 */

/** A failure that came without a message of its own (spec §8). */
export const AUTH_FAILED_MESSAGE = 'Authentication failed';

/** The server could not be reached at all. */
export const NETWORK_FAILED_MESSAGE =
  'Could not reach the server. Check your connection and try again.';

export interface AuthApiError {
  /** The server's code (e.g. 'INVALID_EMAIL_OR_PASSWORD', 'RATE_LIMITED'), when it sent one. */
  code?: string;
  /** Already in the browser's language when the server wrote it. */
  message: string;
  /** The HTTP status, or 0 when the server could not be reached. */
  status: number;
}

export type AuthResult<T> =
  { data: T; error?: undefined } | { data?: undefined; error: AuthApiError };

/** Injected in tests; the browser's own `fetch` otherwise. */
export type FetchFunction = typeof fetch;

export interface SessionUser {
  id: string;
  /** '' after an e-mail sign-up, which asks for no name. */
  name: string;
  email: string;
  emailVerified: boolean;
  image?: string | null;
}

export interface SessionPayload {
  session: { expiresAt: string };
  user: SessionUser;
}

const unauthorizedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever our API answers 401 (nobody signed in): the session this tab
 * shows may have ended elsewhere, and the session store asks again. Returns the unsubscribe.
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Passes an answer of our API by the `onUnauthorized` listeners when it is a 401. */
export function noteUnauthorized(response: Response): void {
  if (response.status === 401) for (const listener of [...unauthorizedListeners]) listener();
}

/** One call to the accounts API: JSON in and out, failures as `{ error }`, never thrown. */
export async function call<T>(
  path: string,
  body: object | undefined,
  fetchImpl: FetchFunction = fetch,
): Promise<AuthResult<T>> {
  let response: Response;
  try {
    response = await fetchImpl(
      path,
      body
        ? {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }
        : { credentials: 'same-origin' },
    );
  } catch {
    return { error: { message: NETWORK_FAILED_MESSAGE, status: 0 } };
  }
  noteUnauthorized(response);
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { data: payload as T };
  const fields = (payload ?? {}) as { code?: unknown; message?: unknown };
  return {
    error: {
      code: typeof fields.code === 'string' ? fields.code : undefined,
      message:
        typeof fields.message === 'string' && fields.message ? fields.message : AUTH_FAILED_MESSAGE,
      status: response.status,
    },
  };
}

/** `null` when nobody is signed in on this browser. */
export function getSession(fetchImpl?: FetchFunction) {
  return call<SessionPayload | null>('/api/auth/get-session', undefined, fetchImpl);
}

export function signOut(fetchImpl?: FetchFunction) {
  return call<unknown>('/api/auth/sign-out', {}, fetchImpl);
}

export interface EmailCredentials {
  email: string;
  password: string;
  /** Where the verification link leads (a same-origin path). */
  callbackURL: string;
}

/**
 * Answers 200 for an address that already has an account too (its owner gets a mail), so
 * nobody learns who has one. It signs nobody in: the address must be verified first.
 */
export function signUpEmail({ email, password, callbackURL }: EmailCredentials, f?: FetchFunction) {
  return call<{ user: SessionUser }>(
    '/api/auth/sign-up/email',
    { email, password, name: '', callbackURL },
    f,
  );
}

/** 403 with code 'EMAIL_NOT_VERIFIED' until the address is verified. */
export function signInEmail(credentials: EmailCredentials, fetchImpl?: FetchFunction) {
  return call<{ user?: SessionUser }>('/api/auth/sign-in/email', credentials, fetchImpl);
}

/** Answers the same whether or not the address has an account. */
export function sendVerificationEmail(
  body: { email: string; callbackURL: string },
  fetchImpl?: FetchFunction,
) {
  return call<unknown>('/api/auth/send-verification-email', body, fetchImpl);
}

export interface SocialSignInRequest {
  provider: SocialProviderId;
  callbackURL: string;
  errorCallbackURL: string;
  newUserCallbackURL: string;
}

/** Gives the provider's address to send the browser to. */
export function signInSocial(body: SocialSignInRequest, fetchImpl?: FetchFunction) {
  return call<{ url: string; redirect: boolean }>('/api/auth/sign-in/social', body, fetchImpl);
}

/**
 * Mails a one-time link to choose a new password. Answers the same whether or not the
 * address has an account.
 */
export function requestPasswordReset(
  body: { email: string; redirectTo: string },
  fetchImpl?: FetchFunction,
) {
  return call<{ status: boolean }>('/api/auth/request-password-reset', body, fetchImpl);
}

/** Sets a new password with the mailed token (once); every session of the account ends. */
export function resetPassword(
  body: { token: string; newPassword: string },
  fetchImpl?: FetchFunction,
) {
  return call<{ status: boolean }>('/api/auth/reset-password', body, fetchImpl);
}

export function getPublicConfig(fetchImpl?: FetchFunction) {
  return call<PublicConfig>('/api/config', undefined, fetchImpl);
}
