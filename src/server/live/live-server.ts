import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { LiveConnection, type ConnectionContext } from './live-connection.ts';
import { readSessionWith } from './read-session.ts';
import { SessionWatch, type LiveSession } from './session-watch.ts';
import { UserChannel } from './user-channel.ts';
import type { DataErrorCode } from '../../shared/data/errors.ts';
import { WRITE_RATE, type WriteRate } from '../../shared/data/limits.ts';
import {
  HEARTBEAT_INTERVAL_MS,
  LIVE_CLOSE_CODES,
  LIVE_PATH,
  MAX_CLIENT_MESSAGE_BYTES,
} from '../../shared/data/protocol.ts';
import type { Auth } from '../auth/auth.ts';
import type { DataStore } from '../data/data-store.ts';
import { createWriteLimiter, type WriteLimiter } from '../data/write-rate.ts';

export interface LiveLimits {
  /** Heartbeat ping interval; a connection that misses one is dropped at the next. */
  heartbeatMs: number;
  /** A message checks its session again when the last check is older than this. */
  sessionRecheckMs: number;
  /** Idle connections have their session checked this often. */
  sessionSweepMs: number;
  /** Open connections one account may hold on this process. */
  maxConnectionsPerUser: number;
  /** Bytes waiting to be sent to a connection past which it is closed as too slow. */
  maxBufferedBytes: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  heartbeatMs: HEARTBEAT_INTERVAL_MS,
  sessionRecheckMs: 1_000,
  sessionSweepMs: 30_000,
  maxConnectionsPerUser: 32,
  maxBufferedBytes: 8 * 1024 * 1024,
};

export interface LiveServerOptions {
  /** The app's public origin (`PUBLIC_URL`); upgrades from any other Origin are refused. */
  publicUrl: string;
  store: DataStore;
  /** Accounts: the upgrade request's session cookie must belong to a verified user. */
  auth: Auth;
  /** Writes per user (token bucket, per process), as over HTTP. Default WRITE_RATE. */
  writeRate?: WriteRate;
  /** A limiter shared with the HTTP data routes; overrides `writeRate`. */
  writeLimiter?: WriteLimiter;
  /** Receives one JSON line per refused write. Default: the server's error log. */
  log?: (line: string) => void;
  limits?: Partial<LiveLimits>;
  /** Receives one line per protocol frame, per connection (TRACE_LIVE); off when undefined. */
  trace?: (line: string) => void;
}

export interface LiveServer {
  /** For the HTTP server's `upgrade` event: serves `/api/live`, refuses everything else. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Open connections, for tests and health. */
  readonly connectionCount: number;
  /**
   * Closes every connection of `uid` on this process at once (4001, session ended): the
   * account is being deleted. Other processes close theirs at their next session check.
   */
  endUser(uid: string): void;
  /** Closes every connection (1001, going away) and stops the timers. */
  close(): Promise<void>;
}

const STATUS_TEXT: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  503: 'Service Unavailable',
};

/** Answers an upgrade request with a plain HTTP error and closes the socket. */
function refuse(
  socket: Duplex,
  status: number,
  code: DataErrorCode | 'NOT_FOUND',
  message: string,
) {
  if (!socket.writable) return void socket.destroy();
  const body = JSON.stringify({ code, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
      'Connection: close\r\n' +
      'Cache-Control: no-store\r\n' +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * The live data server: WebSocket connections at `/api/live` on the app's own HTTP server,
 * authenticated by the session cookie, fanning out the store's changes to subscribers.
 */
export function createLiveServer(options: LiveServerOptions): LiveServer {
  const limits = { ...DEFAULT_LIVE_LIMITS, ...options.limits };
  const publicOrigin = new URL(options.publicUrl).origin;
  const { store } = options;
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_CLIENT_MESSAGE_BYTES,
    clientTracking: false,
    perMessageDeflate: false,
  });
  const readSession = readSessionWith(options.auth);
  const sessions = new SessionWatch(readSession, limits.sessionRecheckMs);
  const writes = options.writeLimiter ?? createWriteLimiter(options.writeRate ?? WRITE_RATE);
  /** The users with open connections here. */
  const users = new Map<string, { channel: UserChannel; connections: Set<LiveConnection> }>();
  let closing = false;

  const stopListening = store.onChange((change) => users.get(change.uid)?.channel.onChange(change));

  const context: ConnectionContext = {
    store,
    takeWrite: (uid) => writes.take(uid) === 0,
    log: options.log ?? ((line) => console.warn(line)),
    sessionAlive: (token) => sessions.isAlive(token),
    maxBufferedBytes: limits.maxBufferedBytes,
    trace: options.trace,
    onClose(connection) {
      sessions.release(connection.session.token);
      const user = users.get(connection.session.uid);
      if (!user?.connections.delete(connection) || user.connections.size > 0) return;
      users.delete(connection.session.uid);
      user.channel.dispose();
    },
  };

  function accept(socket: WebSocket, stream: Duplex, session: LiveSession, headers: Headers) {
    let user = users.get(session.uid);
    if (!user) {
      user = { channel: new UserChannel(session.uid, store), connections: new Set() };
      users.set(session.uid, user);
    }
    if (user.connections.size >= limits.maxConnectionsPerUser) {
      socket.close(LIVE_CLOSE_CODES.TOO_MANY_CONNECTIONS, 'Too many connections for this account');
      return;
    }
    sessions.hold(session, headers);
    user.connections.add(new LiveConnection(socket, stream, session, user.channel, context));
  }

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== LIVE_PATH) {
      refuse(socket, 404, 'NOT_FOUND', `No WebSocket at ${url.pathname}.`);
      return;
    }
    if (closing) {
      refuse(socket, 503, 'UNAVAILABLE', 'The server is shutting down.');
      return;
    }
    if (request.headers.origin !== publicOrigin) {
      refuse(socket, 403, 'PERMISSION_DENIED', 'Connections are accepted from the app only.');
      return;
    }
    const headers = headersOf(request);
    let session: LiveSession | null;
    try {
      session = await readSession(headers);
    } catch (error) {
      console.error('Live: cannot read the session:', (error as Error).message);
      refuse(socket, 503, 'UNAVAILABLE', 'The server cannot check sessions right now.');
      return;
    }
    if (!session) {
      refuse(socket, 401, 'UNAUTHENTICATED', 'Sign in to use live data.');
      return;
    }
    if (closing || socket.destroyed) return void socket.destroy();
    sockets.handleUpgrade(request, socket, head, (webSocket) =>
      accept(webSocket, socket, session, headers),
    );
  }

  const heartbeat = setInterval(() => {
    for (const user of users.values())
      for (const connection of user.connections) connection.heartbeat();
  }, limits.heartbeatMs);
  heartbeat.unref();

  const sweep = setInterval(async () => {
    const ended = await sessions.sweep(limits.sessionSweepMs);
    if (ended.size === 0) return;
    for (const user of users.values()) {
      for (const connection of user.connections) {
        if (ended.has(connection.session.token)) {
          connection.close(LIVE_CLOSE_CODES.SESSION_ENDED, 'Session ended: sign in again');
        }
      }
    }
  }, limits.sessionSweepMs);
  sweep.unref();

  return {
    handleUpgrade(request, socket, head) {
      // NOTE: until ws takes the socket over, a reset by the peer must not crash the process.
      socket.on('error', () => socket.destroy());
      void upgrade(request, socket, head).catch((error: unknown) => {
        console.error('Live: upgrade failed:', error);
        socket.destroy();
      });
    },
    get connectionCount() {
      let count = 0;
      for (const user of users.values()) count += user.connections.size;
      return count;
    },
    endUser(uid) {
      for (const connection of [...(users.get(uid)?.connections ?? [])]) {
        connection.close(LIVE_CLOSE_CODES.SESSION_ENDED, 'Session ended: sign in again');
      }
    },
    async close() {
      closing = true;
      clearInterval(heartbeat);
      clearInterval(sweep);
      stopListening();
      const all = [...users.values()].flatMap((user) => [...user.connections]);
      await Promise.all(
        all.map(
          (connection) =>
            new Promise<void>((resolve) => {
              connection.closeAndWait(1001, 'Server shutting down', resolve);
            }),
        ),
      );
      sockets.close();
    },
  };
}
