import {
  LIVE_CLOSE_CODES,
  PROTOCOL_VERSION,
  type ClientMessage,
  type ServerMessage,
  type WelcomeMessage,
} from '@/shared/data/protocol.ts';
import type { FrameTrace } from './trace-log.ts';

/** What the connection needs of a socket: a browser WebSocket, or `ws` in tests. */
export interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface SocketEvents {
  open(): void;
  message(data: string): void;
  close(code: number): void;
}

/** Opens a socket to the live endpoint and reports what happens to it. */
export type SocketFactory = (events: SocketEvents) => LiveSocket;

export interface ConnectionTiming {
  /** First wait before reconnecting; it doubles per failed attempt up to `retryMaxMs`. */
  retryMinMs: number;
  retryMaxMs: number;
  /** Silence after which the client pings; a second silence as long drops the link. */
  pingMs: number;
}

export interface ConnectionEvents {
  /** The resume point for `hello` (undefined: none). */
  resume(): number | undefined;
  welcome(message: WelcomeMessage): void;
  message(message: ServerMessage): void;
  /** The link is gone; the connection reconnects by itself. */
  lost(): void;
  /** The server closed for good (session over, protocol version): no reconnecting. */
  ended(code: number): void;
}

export type ConnectionState = 'idle' | 'opening' | 'open' | 'waiting' | 'ended';

/**
 * One live socket per engine, kept open: `hello` with the resume point on every open,
 * reconnects with exponential backoff and jitter, at once when woken (the browser is
 * back online or the tab visible again), and an application-level ping when the link has
 * been silent, so a dead link is noticed in seconds rather than at the next write.
 */
export class Connection {
  state: ConnectionState = 'idle';
  private socket: LiveSocket | undefined;
  /** Counts sockets, so events from one given up on are ignored. */
  private generation = 0;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pinged = false;
  private readonly connect: SocketFactory;
  private readonly events: ConnectionEvents;
  private readonly timing: ConnectionTiming;
  /** Logs every frame when the trace is on; undefined (and free) when off. */
  private readonly trace: FrameTrace | undefined;

  constructor(
    connect: SocketFactory,
    events: ConnectionEvents,
    timing: ConnectionTiming,
    trace?: FrameTrace,
  ) {
    this.connect = connect;
    this.events = events;
    this.timing = timing;
    this.trace = trace;
  }

  /** Connects unless connected or on the way (also after the server ended the last one). */
  start(): void {
    if (this.state === 'open' || this.state === 'opening') return;
    this.attempts = 0;
    this.open();
  }

  stop(): void {
    this.drop();
    this.state = 'idle';
  }

  /** Reconnects now if waiting to; checks an open link with a ping. */
  wake(): void {
    if (this.state === 'waiting') this.open();
    else if (this.state === 'open' && !this.pinged) this.ping();
  }

  /** Gives the current link up (the browser says it is offline) and tries again. */
  interrupt(): void {
    if (this.state === 'open' || this.state === 'opening') this.lose();
  }

  /** Sends on an open (welcomed) link; false when there is none. */
  send(message: ClientMessage): boolean {
    if (this.state !== 'open') return false;
    this.put(message);
    return true;
  }

  private put(message: ClientMessage): void {
    this.trace?.('→', message);
    this.socket!.send(JSON.stringify(message));
  }

  private open(): void {
    this.drop();
    const generation = this.generation;
    const current = () => generation === this.generation;
    this.state = 'opening';
    try {
      this.socket = this.connect({
        open: () => {
          if (!current()) return;
          this.trace?.('open');
          const seq = this.events.resume();
          const hello = { type: 'hello', v: PROTOCOL_VERSION } satisfies ClientMessage;
          this.put(seq === undefined ? hello : { ...hello, resume: { seq } });
          this.heard();
        },
        message: (data) => current() && this.receive(data),
        close: (code) => current() && this.closed(code),
      });
    } catch {
      this.lose();
    }
  }

  private receive(data: string): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(data) as ServerMessage;
    } catch {
      return;
    }
    this.trace?.('←', message);
    this.heard();
    if (message.type === 'pong') return;
    if (message.type === 'welcome') {
      this.state = 'open';
      this.attempts = 0;
      this.events.welcome(message);
    } else this.events.message(message);
  }

  private closed(code: number): void {
    this.trace?.(`closed ${code}`);
    if (code === LIVE_CLOSE_CODES.SESSION_ENDED || code === LIVE_CLOSE_CODES.UNSUPPORTED_VERSION) {
      this.drop();
      this.state = 'ended';
      this.events.ended(code);
    } else this.lose();
  }

  /** Forgets the socket and schedules the next attempt. */
  private lose(): void {
    this.drop();
    const wait = Math.min(this.timing.retryMaxMs, this.timing.retryMinMs * 2 ** this.attempts++);
    const jittered = wait * (0.5 + Math.random() / 2);
    this.trace?.(`reconnecting in ${Math.round(jittered)} ms`);
    this.state = 'waiting';
    this.timer = setTimeout(() => this.open(), jittered);
    this.events.lost();
  }

  private drop(): void {
    this.generation += 1;
    clearTimeout(this.timer);
    try {
      this.socket?.close();
    } catch {
      // Closing a socket that never opened may throw; it is gone either way.
    }
    this.socket = undefined;
  }

  /** Something came in: the link lives; ping after the next silence. */
  private heard(): void {
    this.pinged = false;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.ping(), this.timing.pingMs);
  }

  private ping(): void {
    this.pinged = true;
    this.put({ type: 'ping' });
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.lose(), this.timing.pingMs);
  }
}
