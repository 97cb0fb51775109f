import { markReturning } from '@/kit/returning.ts';
import {
  getSession,
  onUnauthorized,
  signOut,
  type AuthResult,
  type SessionPayload,
  type SessionUser,
} from './auth-api.ts';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * Why the server no longer knows the session this tab showed, though nobody signed out in
 * this browser: it ran out, or it was ended from elsewhere (another device's "Sign out",
 * a new password, the account deleted).
 */
export type SessionEnd = 'expired' | 'ended-elsewhere';

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

/** Where the last confirmed session is kept, so an offline start still knows who it was. */
export const REMEMBERED_SESSION_KEY = 'tinies-session';

interface RememberedSession {
  user: SessionUser;
  expiresAt: number | null;
}

/** The last session the server confirmed, kept across reloads (the browser's localStorage). */
export interface SessionMemory {
  load(): RememberedSession | null;
  save(session: RememberedSession | null): void;
}

const localMemory: SessionMemory = {
  load() {
    try {
      const text = localStorage.getItem(REMEMBERED_SESSION_KEY);
      const parsed = text ? (JSON.parse(text) as RememberedSession) : null;
      return parsed?.user?.id ? parsed : null;
    } catch {
      return null;
    }
  },
  save(session) {
    try {
      if (session) localStorage.setItem(REMEMBERED_SESSION_KEY, JSON.stringify(session));
      else localStorage.removeItem(REMEMBERED_SESSION_KEY);
    } catch {
      // Storage full or blocked: the app then simply starts signed out when offline.
    }
  },
};

/**
 * Set while a sign-out made offline has not reached the server yet: the server still
 * knows the session, so until it has been told, this browser stays signed out whatever
 * the server says (and tells it again when it can).
 */
export const PENDING_SIGN_OUT_KEY = 'tinies-sign-out-pending';

const pendingSignOut = {
  /** The uid signed out here (`'1'` when not known), or null when none waits. */
  get(): string | null {
    try {
      return localStorage.getItem(PENDING_SIGN_OUT_KEY);
    } catch {
      return null;
    }
  },
  set(uid: string | null) {
    try {
      if (uid !== null) localStorage.setItem(PENDING_SIGN_OUT_KEY, uid);
      else localStorage.removeItem(PENDING_SIGN_OUT_KEY);
    } catch {
      // Blocked storage: the sign-out is then retried only while this page is open.
    }
  },
};

/** Runs `task` holding the Web Lock `name` (one tab at a time), or at once without Web Locks. */
function holdingLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && 'locks' in navigator
    ? navigator.locks.request(name, task)
    : task();
}

const SIGNED_OUT_HERE = 'signed-out-here';
/**
 * How long a sign-out waits for the changes it sends first before it lets the other
 * session work go on (it tries again at the next check).
 */
const SEND_BEFORE_SIGN_OUT_MS = 30_000;
/** Held by the tab telling the server of a sign-out made on this device. */
const SIGN_OUT_LOCK = 'tinies-sign-out';

export interface SessionStoreOptions {
  /** Asks the server who is signed in; `GET /api/auth/get-session` unless given. */
  fetchSession?: () => Promise<AuthResult<SessionPayload | null>>;
  /** The cross-tab channel; null to work alone. A BroadcastChannel unless given. */
  createChannel?: (() => BroadcastChannel) | null;
  /** The last confirmed session; localStorage unless given. */
  memory?: SessionMemory;
  /** Tells the server to end the session; `POST /api/auth/sign-out` unless given. */
  signOut?: () => Promise<AuthResult<unknown>>;
  /**
   * Runs before the server is told of a sign-out made on this device, while the session
   * still holds: the app sends that account's changes still waiting on the device (and
   * then forgets its data here). Nothing unless given.
   */
  beforeServerSignOut?: (uid: string) => Promise<unknown>;
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
  private endListeners = new Set<(end: SessionEnd) => void>();
  /** An end nobody listened for yet (it came before the account area loaded). */
  private unheardEnd: SessionEnd | null = null;
  private stopUnauthorized: (() => void) | undefined;
  private channel: BroadcastChannel | null = null;
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;
  private latestRequest = 0;
  private inFlight = 0;
  private readonly fetchSession: () => Promise<AuthResult<SessionPayload | null>>;
  private readonly createChannel: (() => BroadcastChannel) | null;
  private readonly memory: SessionMemory;
  private readonly serverSignOut: () => Promise<AuthResult<unknown>>;
  private readonly beforeServerSignOut: (uid: string) => Promise<unknown>;
  /**
   * The uid of a sign-out made on this device that the server has not been told of yet
   * (see PENDING_SIGN_OUT_KEY); null when none waits.
   */
  private signOutPending: string | null = null;

  constructor(options: SessionStoreOptions = {}) {
    this.fetchSession = options.fetchSession ?? (() => getSession());
    this.memory = options.memory ?? localMemory;
    this.serverSignOut = options.signOut ?? (() => signOut());
    this.beforeServerSignOut = options.beforeServerSignOut ?? (async () => {});
    this.createChannel =
      options.createChannel === undefined
        ? typeof BroadcastChannel === 'function'
          ? () => new BroadcastChannel(AUTH_CHANNEL_NAME)
          : null
        : options.createChannel;
  }

  getSnapshot = (): SessionState => this.state;

  /**
   * Whose data this device most likely shows before the server has answered: the id of the
   * last session confirmed here (unexpired, with no sign-out waiting), else null (a
   * visitor). Only for drawing what the device keeps at once; the server decides.
   */
  lastKnownUid = (): string | null => {
    if (this.pendingUid() !== null) return null;
    return this.remembered()?.user.id ?? null;
  };

  /** The last session confirmed here, if it has not run out by now. */
  private remembered(): RememberedSession | null {
    const remembered = this.memory.load();
    return remembered && (remembered.expiresAt === null || Date.now() < remembered.expiresAt)
      ? remembered
      : null;
  }

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

  /**
   * Calls `listener` when the session this tab showed ends without this browser signing
   * out (see `SessionEnd`), so the person is told why they see 'Log In'. An end that came
   * before any listener is given to the first one.
   */
  onEnded = (listener: (end: SessionEnd) => void): (() => void) => {
    this.endListeners.add(listener);
    const unheard = this.unheardEnd;
    if (unheard) {
      this.unheardEnd = null;
      queueMicrotask(() => listener(unheard));
    }
    return () => this.endListeners.delete(listener);
  };

  /** The uid of a sign-out waiting to reach the server, from this page or stored. */
  private pendingUid(): string | null {
    return this.signOutPending ?? pendingSignOut.get();
  }

  /**
   * Signs out on this device at once: the session is forgotten here and in the other tabs,
   * and the server is told when it next answers (see `refresh`), once `uid`'s changes still
   * waiting here have been sent (`beforeServerSignOut`). For when the server cannot be
   * reached (offline), or when changes wait.
   */
  signOutOnDevice = (uid?: string): void => {
    this.signOutPending = uid ?? '1';
    pendingSignOut.set(this.signOutPending);
    this.memory.save(null);
    this.apply(SIGNED_OUT, null);
    this.channel?.postMessage(SIGNED_OUT_HERE);
  };

  /**
   * Asks the server again; the latest answer wins over any still on its way. `quiet` when
   * this browser itself just signed in or out: a session gone then is no news to tell.
   */
  refresh = async ({ quiet = false }: { quiet?: boolean } = {}): Promise<void> => {
    const request = ++this.latestRequest;
    this.inFlight++;
    let result: AuthResult<SessionPayload | null>;
    try {
      // A sign-out made on this device goes first: until the server has it, nobody is
      // signed in here. One tab at a time: the first sends what waits, then tells the server.
      if (this.pendingUid() !== null) {
        if (request === this.latestRequest) this.apply(SIGNED_OUT, null);
        const told = await holdingLock(SIGN_OUT_LOCK, () => this.tellServerOfSignOut());
        if (!told) return;
      }
      result = await this.fetchSession();
    } catch (error) {
      result = { error: { message: String(error), status: 0 } };
    } finally {
      this.inFlight--;
    }
    if (request !== this.latestRequest) return;
    if (result.error) {
      // Unreachable or failing server: keep what we knew, unless it has run out by now.
      // NOTE: an offline start goes on as the person last confirmed here, so their data
      // kept on the device (and their unsent edits) stay theirs; the server decides again
      // once it answers.
      if (this.state.status === 'loading') {
        const remembered = this.remembered();
        if (remembered) {
          this.apply({ status: 'signed-in', user: remembered.user }, remembered.expiresAt);
        } else this.apply(SIGNED_OUT, null);
        return;
      }
      const expired = this.expiresAt !== null && Date.now() >= this.expiresAt;
      if (expired) this.signedOutByServer(quiet);
      return;
    }
    const payload = result.data;
    if (!payload?.user?.emailVerified) {
      this.signedOutByServer(quiet);
      return;
    }
    this.unheardEnd = null;
    const parsed = Date.parse(payload.session?.expiresAt);
    const expiresAt = Number.isNaN(parsed) ? null : parsed;
    this.memory.save({ user: payload.user, expiresAt });
    // Someone's data is on this browser's account now: its pages say "Loading…", not "none yet".
    markReturning();
    this.apply({ status: 'signed-in', user: payload.user }, expiresAt);
  };

  /** Nobody is signed in, by the server's word (or the session's end): says why, unless `quiet`. */
  private signedOutByServer(quiet: boolean) {
    const end = quiet ? null : this.endOfShownSession();
    this.memory.save(null);
    this.apply(SIGNED_OUT, null);
    if (!end) return;
    if (this.endListeners.size === 0) this.unheardEnd = end;
    for (const listener of this.endListeners) listener(end);
  }

  /**
   * Why the session of the person this tab shows (while loading: the one last confirmed
   * here) is over; null when it showed nobody, or a sign-out made here waits.
   */
  private endOfShownSession(): SessionEnd | null {
    let expiresAt: number | null;
    if (this.state.status === 'signed-in') expiresAt = this.expiresAt;
    else if (this.state.status === 'loading' && this.pendingUid() === null) {
      const remembered = this.memory.load();
      if (!remembered) return null;
      expiresAt = remembered.expiresAt;
    } else return null;
    return expiresAt !== null && Date.now() >= expiresAt ? 'expired' : 'ended-elsewhere';
  }

  /**
   * Sends what waits of the account signed out here, then tells the server. Resolves false
   * when the server could not be reached (tried again later).
   */
  private async tellServerOfSignOut(): Promise<boolean> {
    const uid = this.pendingUid();
    // Told already, by another tab.
    if (uid === null) return true;
    if (uid !== '1') {
      // Only while the session still holds can what waits be sent: offline, try again
      // later; ended elsewhere meanwhile, it stays on the device for the next sign-in.
      const session = await this.fetchSession().catch(() => ({ error: { status: 0 } }));
      if ('error' in session && session.error) return false;
      if ((session.data as SessionPayload | null)?.user?.id === uid) {
        const sent = await Promise.race([
          this.beforeServerSignOut(uid).then(
            () => true,
            (error: unknown) => {
              console.error('Sending the changes waiting before the sign-out failed', error);
              return true;
            },
          ),
          new Promise<false>((resolve) => setTimeout(resolve, SEND_BEFORE_SIGN_OUT_MS, false)),
        ]);
        // Not all sent yet (the link dropped again): the session stays until they are.
        if (!sent) return false;
      }
    }
    const ended = await this.serverSignOut().catch(() => ({ error: { status: 0 } }));
    // Unreachable (status 0): try again later. Any answer at all means it was heard.
    if ('error' in ended && ended.error?.status === 0) return false;
    this.signOutPending = null;
    pendingSignOut.set(null);
    return true;
  }

  /** Call after this tab signed in or out (or verified): refreshes, then tells the other tabs. */
  changed = async (): Promise<void> => {
    await this.refresh({ quiet: true });
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
      this.channel.onmessage = (event: MessageEvent) => {
        if (event.data === SIGNED_OUT_HERE) {
          this.memory.save(null);
          this.apply(SIGNED_OUT, null);
        } else void this.refresh({ quiet: true });
      };
    }
    // An answer of 401 to any account call: the session may have ended elsewhere.
    this.stopUnauthorized = onUnauthorized(this.onUnauthorized);
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
    this.stopUnauthorized?.();
    this.stopUnauthorized = undefined;
    clearTimeout(this.expiryTimer);
    this.expiryTimer = undefined;
  }

  /** Focus and visibility often fire together: one request is enough. */
  private revalidate = () => {
    if (this.inFlight === 0) void this.refresh();
  };

  /** Only a session this tab shows can have ended; a refused sign-in (401) is no news. */
  private onUnauthorized = () => {
    if (this.state.status === 'signed-in') this.revalidate();
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
export const sessionStore = new SessionStore({
  // NOTE: the data client loads only when a sign-out needs it.
  beforeServerSignOut: async (uid) => {
    const { data } = await import('@/data/client.ts');
    if (await data.sendWaiting(uid)) await data.forgetAccount(uid);
  },
});
