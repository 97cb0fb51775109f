import { describe, expect, it, vi } from 'vitest';
import { getSession, signInEmail, signOut, signUpEmail, type FetchFunction } from './auth-api.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('auth API calls', () => {
  it('POSTs JSON with the same-origin cookies; sign-up sends no name', async () => {
    const fetchImpl = vi.fn<FetchFunction>(async () => json(200, { token: null, user: {} }));
    const result = await signUpEmail(
      { email: 'ada@example.com', password: 'secret12', callbackURL: '/verify-email?next=%2F' },
      fetchImpl,
    );
    expect(result).toEqual({ data: { token: null, user: {} } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/auth/sign-up/email');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(init!.body as string)).toEqual({
      email: 'ada@example.com',
      password: 'secret12',
      name: '',
      callbackURL: '/verify-email?next=%2F',
    });
  });

  it('GETs the session; null when nobody is signed in', async () => {
    const fetchImpl = vi.fn<FetchFunction>(async () => json(200, null));
    expect(await getSession(fetchImpl)).toEqual({ data: null });
    expect(fetchImpl.mock.calls[0]![1]).not.toHaveProperty('method');
  });

  it("hands on the server's code, message and status", async () => {
    const fetchImpl: FetchFunction = async () =>
      json(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    expect(
      await signInEmail({ email: 'a@b.co', password: 'secret12', callbackURL: '/' }, fetchImpl),
    ).toEqual({
      error: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified', status: 403 },
    });
  });

  it("says 'Authentication failed' for a failure without a message (or not JSON)", async () => {
    const fetchImpl: FetchFunction = async () =>
      new Response('<h1>Bad gateway</h1>', { status: 502 });
    expect(await signOut(fetchImpl)).toEqual({
      error: { code: undefined, message: 'Authentication failed', status: 502 },
    });
  });

  it('turns a network failure into a clear error with status 0', async () => {
    const fetchImpl: FetchFunction = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await getSession(fetchImpl)).toEqual({
      error: {
        message: 'Could not reach the server. Check your connection and try again.',
        status: 0,
      },
    });
  });
});
