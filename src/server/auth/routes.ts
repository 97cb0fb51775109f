import { Hono, type Context } from 'hono';
import {
  MIN_PASSWORD_LENGTH,
  RATE_LIMITED_CODE,
  SOCIAL_PROVIDERS,
  type PublicConfig,
  type SignInMethod,
} from '../../shared/auth.ts';
import type { Config } from '../config.ts';
import type { Auth } from './auth.ts';
import { withClientAddress } from './client-address.ts';
import { deleteAccountGuard } from './delete-account-guard.ts';
import type { AccountLockout } from './lockout.ts';
import { localizeAuthError, rateLimitedMessage } from './messages.ts';
import { withUnverifiedAddress } from './unverified-address.ts';
import { negotiateLanguage, type MailLanguage } from '../mail/language.ts';
import { sameOrigin } from '../middleware/same-origin.ts';

/**
 * Codes and messages for refusals better-auth answers without a code: an unknown endpoint
 * or method is an empty 404, a body it cannot read a bare message.
 */
const STATUS_REFUSALS: Readonly<Record<number, [code: string, message: string]>> = {
  400: ['BAD_REQUEST', 'The request could not be read.'],
  401: ['UNAUTHORIZED', 'Sign in first.'],
  403: ['FORBIDDEN', 'This request is not allowed.'],
  404: ['NOT_FOUND', 'No such account route.'],
  405: ['METHOD_NOT_ALLOWED', 'This account route does not take that method.'],
  413: ['PAYLOAD_TOO_LARGE', 'The request is too large.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Send the request as JSON.'],
};

function statusRefusal(status: number): [code: string, message: string] {
  return (
    STATUS_REFUSALS[status] ??
    (status >= 500
      ? ['INTERNAL', 'Something went wrong on the server.']
      : ['BAD_REQUEST', 'The request was refused.'])
  );
}

/**
 * Puts every auth error in the reader's language, gives rate-limit answers a code, a
 * clear message and a standard Retry-After header, and gives every refusal the app's
 * `{ code, message }` shape, also those better-auth sends without a code or a body.
 */
export async function localizeErrorResponse(
  response: Response,
  language: MailLanguage,
): Promise<Response> {
  if (response.status < 400) return response;
  const json = response.headers.get('content-type')?.includes('application/json');
  const body: unknown = json
    ? await response
        .clone()
        .json()
        .catch(() => null)
    : null;
  const error = (body && typeof body === 'object' ? body : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  let code = error.code;
  let message: unknown;
  if (response.status === 429) {
    const retryAfter = Math.max(1, Number(response.headers.get('x-retry-after')) || 60);
    headers.set('Retry-After', String(retryAfter));
    code = RATE_LIMITED_CODE;
    message = rateLimitedMessage(language, retryAfter);
  } else if (typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code)) {
    message = localizeAuthError(code, language) ?? error.message;
  } else {
    const [fallbackCode, fallbackMessage] = statusRefusal(response.status);
    code = fallbackCode;
    message = typeof error.message === 'string' ? error.message : fallbackMessage;
  }
  if (typeof message !== 'string' || message.trim() === '')
    message = statusRefusal(response.status)[1];
  return new Response(JSON.stringify({ ...error, code, message }), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** The reader's language, from Accept-Language. */
const language = (c: Context) => negotiateLanguage(c.req.header('accept-language'));

/** `/api/auth/*` (better-auth) and `/api/config` (what the sign-in screen may offer). */
export function accountRoutes(auth: Auth, config: Config, lockout: AccountLockout) {
  const routes = new Hono();

  routes.get('/api/config', async (c) => {
    // NOTE: from better-auth's own list, so a provider whose discovery failed at start
    // is not offered.
    const { socialProviders } = await auth.$context;
    const providers = new Set(socialProviders.map((provider) => provider.id));
    const signInMethods: SignInMethod[] = [
      'email',
      ...SOCIAL_PROVIDERS.filter((id) => providers.has(id)),
    ];
    const body: PublicConfig = {
      auth: { signInMethods, minPasswordLength: MIN_PASSWORD_LENGTH },
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  // NOTE: better-auth checks the origin only when cookies come along; refusing every
  // cross-site POST also stops a page elsewhere from signing a visitor into an account of
  // its choosing. The refusal keeps better-auth's shape, in the reader's language.
  routes.post(
    '/api/auth/*',
    sameOrigin(config.publicUrl, {
      refuse: (c) =>
        c.json(
          { code: 'INVALID_ORIGIN', message: localizeAuthError('INVALID_ORIGIN', language(c)) },
          403,
        ),
    }),
  );
  routes.post('/api/auth/delete-user', deleteAccountGuard(auth));
  // The per-account lockout, in front of better-auth's per-address limit: answered the same.
  routes.post('/api/auth/sign-in/email', async (c, next) => {
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    const email = (body as { email?: unknown } | null)?.email;
    if (typeof email !== 'string' || email.length > 320) return next();
    const wait = await lockout.wait(email);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      c.header('Cache-Control', 'no-store');
      return c.json(
        { code: RATE_LIMITED_CODE, message: rateLimitedMessage(language(c), wait) },
        429,
      );
    }
    await next();
    if (c.res.status === 401) await lockout.failed(email);
    else if (c.res.ok) await lockout.succeeded(email);
  });
  routes.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const response = await withUnverifiedAddress(() =>
      auth.handler(withClientAddress(c, config.trustProxyHops)),
    );
    return localizeErrorResponse(response, language(c));
  });

  return routes;
}
