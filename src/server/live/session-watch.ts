/**
 * Keeps an eye on the sessions live connections were opened with, so a sign-out or an
 * expiry closes them: on the connection's next message once the last check is older than
 * `recheckMs`, and for idle connections at the next sweep.
 */

/** What the live layer needs to know about a signed-in person. */
export interface LiveSession {
  uid: string;
  /** The session's own token: connections opened with the same session share checks. */
  token: string;
  /** When the session expires, in `Date.now()` terms. */
  expiresAt: number;
}

/** Reads the session a request's cookies carry; null when signed out or not verified. */
export type SessionReader = (headers: Headers) => Promise<LiveSession | null>;

interface WatchedSession {
  session: LiveSession;
  /** The request headers the session was read from (its cookie), to read it again. */
  headers: Headers;
  checkedAt: number;
  ended: boolean;
  checking: Promise<boolean> | undefined;
  holders: number;
}

export class SessionWatch {
  private readonly sessions = new Map<string, WatchedSession>();
  private readonly readSession: SessionReader;
  private readonly recheckMs: number;

  constructor(readSession: SessionReader, recheckMs: number) {
    this.readSession = readSession;
    this.recheckMs = recheckMs;
  }

  /** Starts watching a session for one more connection; pair with `release`. */
  hold(session: LiveSession, headers: Headers): void {
    const known = this.sessions.get(session.token);
    // Just read from the upgrade request, so it holds now.
    this.sessions.set(session.token, {
      session,
      headers,
      checkedAt: Date.now(),
      ended: false,
      checking: known?.checking,
      holders: (known?.holders ?? 0) + 1,
    });
  }

  release(token: string): void {
    const watched = this.sessions.get(token);
    if (!watched) return;
    watched.holders -= 1;
    if (watched.holders <= 0) this.sessions.delete(token);
  }

  /**
   * Whether the session still holds. Answers at once while the last check is recent
   * (`true` then), otherwise reads the session again; connections of one session share
   * that read.
   */
  isAlive(token: string, maxAgeMs = this.recheckMs): boolean | Promise<boolean> {
    const watched = this.sessions.get(token);
    if (!watched || watched.ended) return false;
    const now = Date.now();
    if (now >= watched.session.expiresAt) {
      watched.ended = true;
      return false;
    }
    if (now - watched.checkedAt < maxAgeMs) return true;
    watched.checking ??= this.check(watched);
    return watched.checking;
  }

  private async check(watched: WatchedSession): Promise<boolean> {
    try {
      const current = await this.readSession(watched.headers);
      if (
        !current ||
        current.token !== watched.session.token ||
        current.uid !== watched.session.uid
      ) {
        watched.ended = true;
      } else {
        watched.session = current;
        watched.checkedAt = Date.now();
      }
    } catch (error) {
      // NOTE: a storage hiccup is not a sign-out; keep the connection and ask again later.
      console.error('Live: cannot check a session:', (error as Error).message);
    } finally {
      watched.checking = undefined;
    }
    return !watched.ended;
  }

  /** Checks every watched session whose last check is older than `maxAgeMs`. */
  async sweep(maxAgeMs: number): Promise<Set<string>> {
    const ended = new Set<string>();
    await Promise.all(
      [...this.sessions.entries()].map(async ([token]) => {
        if (!(await this.isAlive(token, maxAgeMs))) ended.add(token);
      }),
    );
    return ended;
  }
}
