import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The header through which the auth handler learns the client's address (for its rate
 * limits). Set only by the server from the socket and trusted proxies; a client's own
 * value is dropped.
 */
export const CLIENT_ADDRESS_HEADER = 'x-tinies-client-address';

/** The address of the peer socket; undefined when the request did not come over one. */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The client's address: the socket's, or — behind `trustedHops` reverse proxies — the
 * address the outermost trusted proxy saw, read from the right of X-Forwarded-For.
 * NOTE: only the right-hand entries were written by our proxies; anything to their left
 * came from the client and may be forged.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socket: string | undefined,
  trustedHops: number,
): string | undefined {
  if (trustedHops <= 0) return socket;
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (socket) chain.push(socket);
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

/** The request as the auth handler should see it: with the trusted client address. */
export function withClientAddress(c: Context, trustedHops: number): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  const address = clientAddress(c.req.header('x-forwarded-for'), socketAddress(c), trustedHops);
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(c.req.raw, { headers });
}
