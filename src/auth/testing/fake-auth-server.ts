import { getSession, signOut, type FetchFunction, type SessionPayload } from '../auth-api.ts';
import { SessionStore } from '../session.ts';

export interface RecordedRequest {
  url: string;
  body: Record<string, unknown> | undefined;
}

interface Account {
  password: string;
  verified: boolean;
  name: string;
}

/**
 * The server's account endpoints as the client sees them (the contract in the session
 * store, the modal and the pages rely on), kept in memory for component tests. The real
 * server is exercised by the end-to-end tests.
 * NOTE: answers are plain objects with `json()`, not `Response`s: reading a real body waits
 * on timers that fake time would hold back.
 */
export function fakeAuthServer(options: { providers?: string[] } = {}) {
  const accounts = new Map<string, Account>();
  const requests: RecordedRequest[] = [];
  let signedIn: string | null = null;
  /** The next request to a URL gets this status and body instead. */
  const failures = new Map<string, { status: number; body: unknown }>();
  /** Unreachable: every request fails as `fetch` does offline. */
  let offline = false;

  const answer = (status: number, body: unknown) =>
    ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

  const session = (): SessionPayload | null =>
    signedIn
      ? {
          session: { expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString() },
          user: {
            // Usable in a data path, as real ids are.
            id: `u-${signedIn.replaceAll(/[^A-Za-z0-9]/g, '-')}`,
            name: accounts.get(signedIn)?.name ?? '',
            email: signedIn,
            emailVerified: true,
          },
        }
      : null;

  const fetch: FetchFunction = async (input, init) => {
    if (offline) throw new TypeError('Failed to fetch');
    const url = String(input);
    const body = init?.body
      ? (JSON.parse(String(init.body)) as Record<string, unknown>)
      : undefined;
    requests.push({ url, body });
    const failure = failures.get(url);
    if (failure) {
      failures.delete(url);
      return answer(failure.status, failure.body);
    }
    switch (url) {
      case '/api/config':
        return answer(200, {
          auth: { signInMethods: ['email', ...(options.providers ?? [])], minPasswordLength: 6 },
        });
      case '/api/auth/get-session':
        return answer(200, session());
      case '/api/auth/sign-up/email': {
        const email = String(body?.email);
        if (!accounts.has(email)) {
          accounts.set(email, { password: String(body?.password), verified: false, name: '' });
        }
        return answer(200, { token: null, user: { email } });
      }
      case '/api/auth/sign-in/email': {
        const account = accounts.get(String(body?.email));
        if (!account || account.password !== body?.password) {
          return answer(401, {
            code: 'INVALID_EMAIL_OR_PASSWORD',
            message: 'Invalid email or password',
          });
        }
        if (!account.verified) {
          return answer(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
        }
        signedIn = String(body?.email);
        return answer(200, { token: 't', user: session()?.user });
      }
      case '/api/auth/sign-out':
        signedIn = null;
        return answer(200, { success: true });
      case '/api/auth/send-verification-email':
        return answer(200, { status: true });
      case '/api/auth/sign-in/social':
        return answer(200, {
          url: `https://accounts.example/authorize?p=${body?.provider}`,
          redirect: true,
        });
      default:
        return answer(404, { message: 'Not found' });
    }
  };

  return {
    fetch,
    requests,
    /** The last request to `url`, or undefined. */
    last: (url: string) => requests.findLast((request) => request.url === url),
    addAccount(
      email: string,
      password: string,
      options: { verified?: boolean; name?: string } = {},
    ) {
      accounts.set(email, {
        password,
        verified: options.verified ?? true,
        name: options.name ?? '',
      });
    },
    /** As if the account's link had been used: verified and signed in on this browser. */
    verifyAndSignIn(email: string) {
      const account = accounts.get(email);
      if (account) account.verified = true;
      signedIn = email;
    },
    signOut() {
      signedIn = null;
    },
    /** Offline (every request fails to reach the server) or back online. */
    setOffline(value: boolean) {
      offline = value;
    },
    failNext(url: string, status: number, body: unknown) {
      failures.set(url, { status, body });
    },
    /** A session store that asks this server, alone (no other tabs). */
    store(createChannel: (() => BroadcastChannel) | null = null) {
      return new SessionStore({
        createChannel,
        fetchSession: () => getSession(fetch),
        signOut: () => signOut(fetch),
      });
    },
  };
}

export type FakeAuthServer = ReturnType<typeof fakeAuthServer>;
