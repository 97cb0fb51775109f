import { getSession, type AuthResult, type SessionPayload, type SessionUser } from './auth-api.ts';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  /** The signed-in user (always with a verified address), else null. */
  user: SessionUser | null;
}

/** The channel every tab of the app shares to hear of sign-ins and sign-outs at once. */
export const AUTH_CHANNEL_NAME = 'tinies-auth';

/** setTimeout's ceiling (about 24.8 days); later expiries are re-checked then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * The least wait before asking again about a session past its end by our clock: a clock
 * running ahead of the server's would otherwise ask in a tight loop while the server still
 * says the session is valid.
 */
const MIN_RECHECK_MS = 10_000;

const LOADING: SessionState = { status: 'loading', user: null };
const SIGNED_OUT: SessionState = { status: 'signed-out', user: null };

export interface SessionStoreOptions {
  /** Asks the server who is signed in; `GET /api/auth/get-session` unless given. */
  fetchSession?: () => Promise<AuthResult<SessionPayload | null>>;
  /** The cross-tab channel; null to work alone. A BroadcastChannel unless given. */
  createChannel?: (() => BroadcastChannel) | null;
}

/**
 * Who is signed in, following the server: it asks on start, again whenever the tab comes
 * back (visible, focused, online), when the session expires, and when another tab says it
 * signed in or out. Plain TypeScript, no React: `useSession()` binds it.
 * Users whose address is not verified count as signed out. Nothing touches `window` until
 * the first subscriber, so importing it during the build-time prerender is safe.
 */
export class SessionStore {
  private state: SessionState = LOADING;
  private expiresAt: number | null = null;
  private listeners = new Set<() => void>();
  private channel: BroadcastChannel | null = null;
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;
  private latestRequest = 0;
  private inFlight = 0;
  private readonly fetchSession: () => Promise<AuthResult<SessionPayload | null>>;
  private readonly createChannel: (() => BroadcastChannel) | null;

  constructor(options: SessionStoreOptions = {}) {
    this.fetchSession = options.fetchSession ?? (() => getSession());
    this.createChannel =
      options.createChannel === undefined
        ? typeof BroadcastChannel === 'function'
          ? () => new BroadcastChannel(AUTH_CHANNEL_NAME)
          : null
        : options.createChannel;
  }

  getSnapshot = (): SessionState => this.state;

  /** During the prerender and hydration nobody is known yet. */
  getServerSnapshot = (): SessionState => LOADING;

  subscribe = (listener: () => void): (() => void) => {
    if (this.listeners.size === 0) this.start();
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  };

  /** Asks the server again; the latest answer wins over any still on its way. */
  refresh = async (): Promise<void> => {
    const request = ++this.latestRequest;
    this.inFlight++;
    let result: AuthResult<SessionPayload | null>;
    try {
      result = await this.fetchSession();
    } catch (error) {
      result = { error: { message: String(error), status: 0 } };
    } finally {
      this.inFlight--;
    }
    if (request !== this.latestRequest) return;
    if (result.error) {
      // Unreachable or failing server: keep what we knew, unless it has run out by now.
      const expired = this.expiresAt !== null && Date.now() >= this.expiresAt;
      if (this.state.status === 'loading' || expired) this.apply(SIGNED_OUT, null);
      return;
    }
    const payload = result.data;
    if (!payload?.user?.emailVerified) {
      this.apply(SIGNED_OUT, null);
      return;
    }
    const expiresAt = Date.parse(payload.session?.expiresAt);
    this.apply(
      { status: 'signed-in', user: payload.user },
      Number.isNaN(expiresAt) ? null : expiresAt,
    );
  };

  /** Call after this tab signed in or out (or verified): refreshes, then tells the other tabs. */
  changed = async (): Promise<void> => {
    await this.refresh();
    this.announce();
  };

  /** Tells the other tabs to ask the server again, without asking here. */
  announce = (): void => {
    this.channel?.postMessage('session-changed');
  };

  private start() {
    window.addEventListener('focus', this.revalidate);
    window.addEventListener('online', this.revalidate);
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    if (this.createChannel) {
      this.channel = this.createChannel();
      this.channel.onmessage = () => void this.refresh();
    }
    this.schedule();
    // NOTE: React's StrictMode subscribes, unsubscribes and subscribes again at once; the
    // request already on its way serves the second subscription too.
    if (this.inFlight === 0) void this.refresh();
  }

  private stop() {
    window.removeEventListener('focus', this.revalidate);
    window.removeEventListener('online', this.revalidate);
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.channel?.close();
    this.channel = null;
    clearTimeout(this.expiryTimer);
    this.expiryTimer = undefined;
  }

  /** Focus and visibility often fire together: one request is enough. */
  private revalidate = () => {
    if (this.inFlight === 0) void this.refresh();
  };

  private onVisibilityChange = () => {
    if (document.visibilityState === 'visible') this.revalidate();
  };

  private apply(next: SessionState, expiresAt: number | null) {
    this.expiresAt = expiresAt;
    if (this.listeners.size > 0) this.schedule();
    // A new object only when something changed, so React re-renders only then.
    if (JSON.stringify(next) === JSON.stringify(this.state)) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** A timer at the session's end, so an expired session shows 'Log In' again by itself. */
  private schedule() {
    clearTimeout(this.expiryTimer);
    this.expiryTimer = undefined;
    if (this.expiresAt === null) return;
    const left = this.expiresAt - Date.now();
    const delay = left > 0 ? Math.min(left, MAX_TIMER_MS) : MIN_RECHECK_MS;
    this.expiryTimer = setTimeout(() => {
      this.expiryTimer = undefined;
      if (this.expiresAt !== null && Date.now() < this.expiresAt) this.schedule();
      else void this.refresh();
    }, delay);
  }
}

/** The app's one session store. */
export const sessionStore = new SessionStore();
