import { AsyncLocalStorage } from 'node:async_hooks';

/** The code better-auth appends when a provider's address is not verified. */
const EMAIL_NOT_VERIFIED = 'email_not_verified';

/** The address a request's social sign-in is about, once better-auth has read it. */
const signInAddress = new AsyncLocalStorage<{ email?: string }>();

/**
 * Called by the user hooks as a provider's sign-in creates or updates the person: the
 * address it is about, for `withUnverifiedAddress`. Outside such a request it does nothing.
 */
export function noteSignInAddress(email: string): void {
  const current = signInAddress.getStore();
  if (current) current.email = email;
}

/**
 * Runs one auth request; when it sends the browser to the verify page because the
 * provider's address is not verified, the address goes along in the fragment
 * (`#email=…`), so the page's "Resend verification e-mail" needs no typing.
 * NOTE: in the fragment, not the query, so it stays out of server logs and Referer
 * headers; better-auth's redirect itself does not carry it.
 */
export async function withUnverifiedAddress(handle: () => Promise<Response>): Promise<Response> {
  const address: { email?: string } = {};
  const response = await signInAddress.run(address, handle);
  const location = response.headers.get('location');
  if (!address.email || !location || location.includes('#')) return response;
  const target = new URL(location, 'http://any.invalid');
  if (target.searchParams.get('error') !== EMAIL_NOT_VERIFIED) return response;
  const headers = new Headers(response.headers);
  headers.set('location', `${location}#${new URLSearchParams({ email: address.email })}`);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
