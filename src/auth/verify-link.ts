import { VERIFY_EMAIL_PATH, type SocialProviderId } from '@/shared/auth-rules.ts';

const PLACEHOLDER_ORIGIN = 'https://tinies.invalid';

/**
 * `value` when it is a path on this site, else '/'. `next` arrives in the address bar, so
 * anyone can write it: '//evil.example', '/\evil.example' and absolute URLs must never be
 * followed.
 */
export function safeNext(value: string | null | undefined): string {
  if (!value || !value.startsWith('/')) return '/';
  try {
    // The URL parser resolves every trick ('//host', '/\host', tabs and newlines) the way
    // the browser would; only a result on the same origin is a path of ours.
    const url = new URL(value, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/**
 * Where to continue after verifying, seen from the current location: the page itself,
 * or, on the verify-email page, the `next` it already carries.
 */
export function nextFrom(location: { pathname: string; search: string }): string {
  if (location.pathname === VERIFY_EMAIL_PATH) {
    return safeNext(new URLSearchParams(location.search).get('next'));
  }
  return safeNext(`${location.pathname}${location.search}`);
}

/**
 * The verify-email page's address, used as every callbackURL the server redirects to:
 * `/verify-email?next=…`, with `provider=…` first for a social sign-in.
 */
export function verifyEmailURL(next: string, provider?: SocialProviderId): string {
  const providerPart = provider ? `provider=${encodeURIComponent(provider)}&` : '';
  return `${VERIFY_EMAIL_PATH}?${providerPart}next=${encodeURIComponent(safeNext(next))}`;
}
