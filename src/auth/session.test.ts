import { afterEach, describe, expect, it, vi } from 'vitest';
import { listSessions } from './account-api.ts';
import type { AuthResult, SessionPayload } from './auth-api.ts';
import {
  PENDING_SIGN_OUT_KEY,
  SessionStore,
  type SessionMemory,
  type SessionStoreOptions,
} from './session.ts';

const HOUR = 60 * 60 * 1000;

/** Stands in for the server's get-session: whatever session it holds right now. */
function fakeServer() {
  let answer: AuthResult<SessionPayload | null> = { data: null };
  const fetchSession = vi.fn(async () => answer);
  return {
    fetchSession,
    signIn(options: { emailVerified?: boolean; expiresAt?: number; name?: string } = {}) {
      answer = {
        data: {
          session: { expiresAt: new Date(options.expiresAt ?? Date.now() + HOUR).toISOString() },
          user: {
            id: 'u1',
            name: options.name ?? 'Ada',
            email: 'ada@example.com',
            emailVerified: options.emailVerified ?? true,
            image: null,
          },
        },
      };
    },
    signOut() {
      answer = { data: null };
    },
    fail() {
      answer = { error: { message: 'Could not reach the server.', status: 0 } };
    },
  };
}

const stores: SessionStore[] = [];
const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  stores.length = 0;
  vi.useRealTimers();
});

/** A store with a subscriber, as the mounted account area keeps it. */
function startStore(options: SessionStoreOptions) {
  const store = new SessionStore({ createChannel: null, ...options });
  const listener = vi.fn();
  cleanups.push(store.subscribe(listener));
  stores.push(store);
  return { store, listener };
}

/** Lets pending promises (the fake fetch) settle. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('SessionStore', () => {
  it("is 'loading' until the server answers, and on the server side always", async () => {
    const server = fakeServer();
    server.signIn();
    const store = new SessionStore({ fetchSession: server.fetchSession, createChannel: null });
    expect(store.getSnapshot().status).toBe('loading');
    expect(store.getServerSnapshot().status).toBe('loading');
    expect(server.fetchSession).not.toHaveBeenCalled(); // nothing happens before a subscriber
    cleanups.push(store.subscribe(() => {}));
    await flush();
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', user: { name: 'Ada' } });
    expect(store.getServerSnapshot().status).toBe('loading');
  });

  it('treats a user with an unverified address as signed out', async () => {
    const server = fakeServer();
    server.signIn({ emailVerified: false });
    const { store } = startStore({ fetchSession: server.fetchSession });
    await flush();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
  });

  it('is signed out when the server cannot be reached at start', async () => {
    const server = fakeServer();
    server.fail();
    const { store } = startStore({ fetchSession: server.fetchSession });
    await flush();
    expect(store.getSnapshot().status).toBe('signed-out');
  });

  it('starts offline as the person last confirmed here, until their session ends', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const server = fakeServer();
    server.signIn({ name: 'Ada' });
    const first = startStore({ fetchSession: server.fetchSession });
    await vi.advanceTimersByTimeAsync(0);
    expect(first.store.getSnapshot()).toMatchObject({ status: 'signed-in', user: { id: 'u1' } });

    // A reload without a network: the same person, with the data they keep here.
    server.fail();
    const offline = startStore({ fetchSession: server.fetchSession });
    await vi.advanceTimersByTimeAsync(0);
    expect(offline.store.getSnapshot()).toMatchObject({
      status: 'signed-in',
      user: { id: 'u1', name: 'Ada' },
    });

    // Past the session's end nobody is remembered, network or not.
    vi.advanceTimersByTime(2 * HOUR);
    const later = startStore({ fetchSession: server.fetchSession });
    await vi.advanceTimersByTimeAsync(0);
    expect(later.store.getSnapshot().status).toBe('signed-out');
  });

  it('forgets the person once the server says nobody is signed in', async () => {
    const server = fakeServer();
    server.signIn();
    startStore({ fetchSession: server.fetchSession });
    await flush();
    server.signOut();
    const signedOut = startStore({ fetchSession: server.fetchSession });
    await flush();
    expect(signedOut.store.getSnapshot().status).toBe('signed-out');
    server.fail();
    const offline = startStore({ fetchSession: server.fetchSession });
    await flush();
    expect(offline.store.getSnapshot().status).toBe('signed-out');
  });

  it('asks once when subscribed, unsubscribed and subscribed again at once (StrictMode)', async () => {
    const server = fakeServer();
    const store = new SessionStore({ fetchSession: server.fetchSession, createChannel: null });
    store.subscribe(() => {})();
    cleanups.push(store.subscribe(() => {}));
    await flush();
    expect(server.fetchSession).toHaveBeenCalledTimes(1);
  });

  it('keeps the snapshot object while nothing changes, and notifies only on change', async () => {
    const server = fakeServer();
    server.signIn();
    const { store, listener } = startStore({ fetchSession: server.fetchSession });
    await flush();
    const first = store.getSnapshot();
    expect(listener).toHaveBeenCalledTimes(1);
    await store.refresh();
    expect(store.getSnapshot()).toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
    server.signIn({ name: 'Ada L.' });
    await store.refresh();
    expect(store.getSnapshot().user?.name).toBe('Ada L.');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('the latest answer wins over an older one still on its way', async () => {
    let release!: (value: AuthResult<SessionPayload | null>) => void;
    const server = fakeServer();
    server.signIn();
    const slow = new Promise<AuthResult<SessionPayload | null>>((resolve) => (release = resolve));
    const fetchSession = vi
      .fn<() => Promise<AuthResult<SessionPayload | null>>>()
      .mockReturnValueOnce(slow)
      .mockImplementation(server.fetchSession);
    const { store } = startStore({ fetchSession });
    await store.refresh(); // newer, answers signed in
    release({ data: null }); // the first request answers last, with stale news
    await flush();
    expect(store.getSnapshot().status).toBe('signed-in');
  });

  it('asks again when the tab becomes visible, gets focus or comes online', async () => {
    const server = fakeServer();
    const { store } = startStore({ fetchSession: server.fetchSession });
    await flush();
    expect(store.getSnapshot().status).toBe('signed-out');

    server.signIn(); // e.g. in a browser without BroadcastChannel, another tab signed in
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(store.getSnapshot().status).toBe('signed-out'); // hidden: nothing asked

    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(store.getSnapshot().status).toBe('signed-in');

    server.signOut();
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(store.getSnapshot().status).toBe('signed-out');

    server.signIn();
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(store.getSnapshot().status).toBe('signed-in');
    visibility.mockRestore();
  });

  it('stops listening when the last subscriber leaves', async () => {
    const server = fakeServer();
    const store = new SessionStore({ fetchSession: server.fetchSession, createChannel: null });
    const unsubscribe = store.subscribe(() => {});
    await flush();
    unsubscribe();
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(server.fetchSession).toHaveBeenCalledTimes(1);
  });

  it('returns to signed out by itself when the session expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const server = fakeServer();
    server.signIn({ expiresAt: Date.now() + HOUR });
    const { store } = startStore({ fetchSession: server.fetchSession });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().status).toBe('signed-in');

    server.signOut(); // the server forgets expired sessions
    await vi.advanceTimersByTimeAsync(HOUR - 1000);
    expect(store.getSnapshot().status).toBe('signed-in'); // not asked before its time
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(server.fetchSession).toHaveBeenCalledTimes(2);
  });

  it('an expired session counts as signed out even when the server cannot be reached', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const server = fakeServer();
    server.signIn({ expiresAt: Date.now() + HOUR });
    const { store } = startStore({ fetchSession: server.fetchSession });
    await vi.advanceTimersByTimeAsync(0);
    server.fail();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().status).toBe('signed-in'); // offline, but still valid
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(store.getSnapshot().status).toBe('signed-out');
  });
});

describe('SessionStore telling why a session ended', () => {
  /** A memory of this test's own, so no other test's remembered session counts. */
  function ownMemory(): SessionMemory {
    let kept: ReturnType<SessionMemory['load']> = null;
    return { load: () => kept, save: (session) => void (kept = session) };
  }

  /** A signed-in store with a listener for the ends it tells. */
  async function signedIn(server = fakeServer(), memory = ownMemory()) {
    server.signIn();
    const { store } = startStore({ fetchSession: server.fetchSession, memory });
    const ended = vi.fn();
    cleanups.push(store.onEnded(ended));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().status).toBe('signed-in');
    return { store, ended, server };
  }

  it('a 401 from the server asks again, and a session ended elsewhere is told', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { store, ended, server } = await signedIn();
    server.signOut(); // another device signed this one out
    const refused = await listSessions(async () =>
      Response.json({ code: 'UNAUTHORIZED', message: 'Sign in first.' }, { status: 401 }),
    );
    expect(refused.error?.status).toBe(401);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(ended).toHaveBeenCalledExactlyOnceWith('ended-elsewhere');
  });

  it('a session past its end is told as expired', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { store, ended, server } = await signedIn();
    server.signOut();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(ended).toHaveBeenCalledExactlyOnceWith('expired');
  });

  it('tells nothing after a sign-out made in this browser', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { store, ended, server } = await signedIn();
    server.signOut();
    await store.changed();
    expect(store.getSnapshot().status).toBe('signed-out');
    // Signed out already: a later 401 or focus is no news either.
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).not.toHaveBeenCalled();
  });

  it('a session ended while the page was closed is told to the first listener', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'queueMicrotask'] });
    const memory = ownMemory();
    const { server } = await signedIn(fakeServer(), memory);
    server.signOut();
    // The next visit: the server no longer knows the session this device remembers.
    const { store } = startStore({ fetchSession: server.fetchSession, memory });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().status).toBe('signed-out');
    const ended = vi.fn();
    cleanups.push(store.onEnded(ended));
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toHaveBeenCalledExactlyOnceWith('ended-elsewhere');
    // A visitor who was never signed in here hears nothing.
    const visitor = startStore({ fetchSession: server.fetchSession, memory: ownMemory() });
    const heard = vi.fn();
    cleanups.push(visitor.store.onEnded(heard));
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('SessionStore across tabs (BroadcastChannel)', () => {
  it('a sign-in or sign-out in one tab reaches the other at once', async () => {
    const server = fakeServer(); // one server, two tabs
    const tabA = startStore({ fetchSession: server.fetchSession, createChannel: undefined });
    const tabB = startStore({ fetchSession: server.fetchSession, createChannel: undefined });
    await flush();
    expect(tabB.store.getSnapshot().status).toBe('signed-out');

    server.signIn();
    await tabA.store.changed(); // tab A signed in
    expect(tabA.store.getSnapshot().status).toBe('signed-in');
    await vi.waitFor(() => expect(tabB.store.getSnapshot().status).toBe('signed-in'));

    server.signOut();
    await tabB.store.changed(); // tab B signed out
    await vi.waitFor(() => expect(tabA.store.getSnapshot().status).toBe('signed-out'));
  });

  it('announce() only tells the others; the announcing tab does not ask again', async () => {
    const server = fakeServer();
    const tabA = startStore({ fetchSession: server.fetchSession, createChannel: undefined });
    const tabB = startStore({ fetchSession: server.fetchSession, createChannel: undefined });
    await flush();
    expect(server.fetchSession).toHaveBeenCalledTimes(2);
    server.signIn();
    tabA.store.announce();
    await vi.waitFor(() => expect(tabB.store.getSnapshot().status).toBe('signed-in'));
    expect(tabA.store.getSnapshot().status).toBe('signed-out');
    expect(server.fetchSession).toHaveBeenCalledTimes(3);
  });
});

describe('SessionStore signing out on this device', () => {
  /** The fake server, with a sign-out that ends its session, and what happened in order. */
  function withSignOut() {
    const server = fakeServer();
    const events: string[] = [];
    let reachable = true;
    const signOut = vi.fn(async (): Promise<AuthResult<unknown>> => {
      if (!reachable) return { error: { message: 'Offline.', status: 0 } };
      events.push('server signed out');
      server.signOut();
      return { data: null };
    });
    const fetchSession = async () =>
      reachable ? server.fetchSession() : { error: { message: 'Offline.', status: 0 } };
    const beforeServerSignOut = vi.fn(async (uid: string) => {
      events.push(`sent what ${uid} left waiting`);
    });
    return {
      server,
      events,
      setReachable: (next: boolean) => (reachable = next),
      options: { fetchSession, signOut, beforeServerSignOut },
    };
  }

  afterEach(() => localStorage.clear());

  it('sends what waits first, then tells the server, once it can be reached', async () => {
    const { server, events, setReachable, options } = withSignOut();
    server.signIn();
    const { store } = startStore(options);
    await flush();
    setReachable(false);
    store.signOutOnDevice('u1');
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(localStorage.getItem(PENDING_SIGN_OUT_KEY)).toBe('u1');
    await store.refresh();
    expect(events).toEqual([]);
    expect(store.getSnapshot().status).toBe('signed-out');

    setReachable(true);
    await store.refresh();
    expect(events).toEqual(['sent what u1 left waiting', 'server signed out']);
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(localStorage.getItem(PENDING_SIGN_OUT_KEY)).toBeNull();
  });

  it('sends nothing when the session ended elsewhere meanwhile (it waits for the next sign-in)', async () => {
    const { server, events, options } = withSignOut();
    server.signIn();
    const { store } = startStore(options);
    await flush();
    store.signOutOnDevice('u1');
    server.signOut();
    await store.refresh();
    expect(options.beforeServerSignOut).not.toHaveBeenCalled();
    expect(events).toEqual(['server signed out']);
    expect(localStorage.getItem(PENDING_SIGN_OUT_KEY)).toBeNull();
  });
});
