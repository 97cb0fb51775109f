import { Hono } from 'hono';
import {
  MIN_PASSWORD_LENGTH,
  RATE_LIMITED_CODE,
  SOCIAL_PROVIDERS,
  type PublicConfig,
  type SignInMethod,
} from '../../shared/auth.ts';
import type { Config } from '../config.ts';
import { negotiateLanguage, type MailLanguage } from '../mail/language.ts';
import type { Auth } from './auth.ts';
import { withClientAddress } from './client-address.ts';
import { localizeAuthError, rateLimitedMessage } from './messages.ts';

/**
 * Puts every auth error in the reader's language and gives rate-limit answers a code,
 * a clear message and a standard Retry-After header.
 */
export async function localizeErrorResponse(
  response: Response,
  language: MailLanguage,
): Promise<Response> {
  if (response.status < 400) return response;
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (!body || typeof body !== 'object') return response;
  const error = body as { code?: unknown; message?: unknown };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  let code = error.code;
  let message: unknown;
  if (response.status === 429) {
    const retryAfter = Math.max(1, Number(response.headers.get('x-retry-after')) || 60);
    headers.set('Retry-After', String(retryAfter));
    code = RATE_LIMITED_CODE;
    message = rateLimitedMessage(language, retryAfter);
  } else if (typeof code === 'string') {
    message = localizeAuthError(code, language) ?? error.message;
  } else {
    return response;
  }
  return new Response(JSON.stringify({ ...error, code, message }), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * Whether a browser sent this request from another site. better-auth checks the origin
 * only when cookies come along; refusing every cross-site POST also stops a page
 * elsewhere from signing a visitor into an account of its choosing.
 */
function isCrossSite(request: Request, publicUrl: string): boolean {
  const origin = request.headers.get('origin');
  if (origin && origin !== new URL(publicUrl).origin) return true;
  return request.headers.get('sec-fetch-site') === 'cross-site';
}

/** `/api/auth/*` (better-auth) and `/api/config` (what the sign-in screen may offer). */
export function accountRoutes(auth: Auth, config: Config) {
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

  routes.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const language = negotiateLanguage(c.req.header('accept-language'));
    if (c.req.method === 'POST' && isCrossSite(c.req.raw, config.publicUrl)) {
      return c.json(
        { code: 'INVALID_ORIGIN', message: localizeAuthError('INVALID_ORIGIN', language) },
        403,
      );
    }
    const response = await auth.handler(withClientAddress(c, config.trustProxyHops));
    return localizeErrorResponse(response, language);
  });

  return routes;
}
