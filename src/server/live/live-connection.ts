import type { Duplex } from 'node:stream';
import type { RawData, WebSocket } from 'ws';
import type { DataErrorCode } from '../../shared/data/errors.ts';
import {
  LIVE_CLOSE_CODES,
  MAX_SUBSCRIPTIONS_PER_CONNECTION,
  PROTOCOL_VERSION,
  type ClientMessage,
  type ServerMessage,
} from '../../shared/data/protocol.ts';
import { refusalLine } from '../data/routes.ts';
import { DataStoreError, type DataStore } from '../data/store.ts';
import { EncodedMessage } from './encoded-message.ts';
import { parseClientMessage, type MessageProblem } from './parse-message.ts';
import { livePath } from './path-access.ts';
import type { LiveSession } from './session-watch.ts';
import type { ChannelPeer, ResumeWindow, Subscription, UserChannel } from './user-channel.ts';

/** What a connection needs from the server it belongs to. */
export interface ConnectionContext {
  store: DataStore;
  /** False when the user has used up their write rate. */
  takeWrite(uid: string): boolean;
  /** Receives one JSON line per refused write. */
  log(line: string): void;
  /** Whether the session still holds (answers at once while recently checked). */
  sessionAlive(token: string): boolean | Promise<boolean>;
  /** Send buffer above which a connection is closed as too slow. */
  maxBufferedBytes: number;
  onClose(connection: LiveConnection): void;
}

type WriteMessage = Extract<ClientMessage, { type: 'set' | 'update' | 'remove' }>;

/** Messages waiting for their turn past which the socket stops reading until they are done. */
const MAX_QUEUED_MESSAGES = 256;
/** After a close for slowness, how long the close handshake may take before the socket is cut. */
const SLOW_CLOSE_GRACE_MS = 5_000;
/** At shutdown, how long a client may take to answer the close before the socket is cut. */
const SHUTDOWN_GRACE_MS = 1_000;

/**
 * One live WebSocket of a signed-in user: parses each message against the protocol and
 * handles them in the order they came. Writes reach the store in that order, which
 * commits a user's writes in the order it is given them.
 */
export class LiveConnection implements ChannelPeer {
  readonly session: LiveSession;
  /** False when the pong for the last heartbeat ping has not come back. */
  alive = true;
  private readonly socket: WebSocket;
  /** The TCP stream under `socket`, which every message frame is written to. */
  private readonly stream: Duplex;
  private readonly channel: UserChannel;
  private readonly context: ConnectionContext;
  private readonly subscriptions = new Map<string, Subscription>();
  private greeted = false;
  private resumeWindow: ResumeWindow | undefined;
  private closed = false;
  /** Whether `stream` holds this tick's messages back, to write them in one go. */
  private corked = false;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(
    socket: WebSocket,
    stream: Duplex,
    session: LiveSession,
    channel: UserChannel,
    context: ConnectionContext,
  ) {
    this.socket = socket;
    this.stream = stream;
    this.session = session;
    this.channel = channel;
    this.context = context;
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('pong', () => (this.alive = true));
    socket.on('close', () => this.cleanUp());
    socket.on('error', () => this.socket.terminate());
  }

  get open(): boolean {
    return !this.closed;
  }

  /**
   * Sends a message of this connection alone (ack, error, welcome, pong). NOTE: a commit
   * acknowledges a whole batch of writes at once; held back until the end of the tick,
   * its acks leave in one system call rather than one each.
   */
  send(message: ServerMessage): void {
    if (!this.corked) {
      this.corked = true;
      this.stream.cork();
      process.nextTick(() => {
        this.corked = false;
        this.stream.uncork();
      });
    }
    this.sendEncoded(new EncodedMessage(Buffer.from(JSON.stringify(message))));
  }

  sendEncoded(message: EncodedMessage): void {
    // Once closing, ws itself sends nothing more: no frame may follow its close frame.
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    const { frame } = message;
    const buffered = this.socket.bufferedAmount;
    // One message is always let through, however large: a big value is not slowness.
    if (buffered > 0 && buffered + frame.length > this.context.maxBufferedBytes) {
      this.close(LIVE_CLOSE_CODES.TOO_SLOW, 'Too slow: reconnect and resume');
      setTimeout(() => this.socket.terminate(), SLOW_CLOSE_GRACE_MS).unref();
      return;
    }
    // NOTE: written to the TCP stream as framed once for every subscriber. ws writes its
    // own frames (pings, close) at once and in call order, compression being off, so
    // frames never interleave; what waits here still counts in `bufferedAmount`.
    this.stream.write(frame);
  }

  /** Sends a heartbeat ping, or drops the connection if the last one went unanswered. */
  heartbeat(): void {
    if (!this.alive) {
      this.socket.terminate();
      return;
    }
    this.alive = false;
    this.socket.ping();
  }

  close(code: number, reason: string): void {
    this.cleanUp();
    this.socket.close(code, reason);
  }

  /** Closes with `code` and calls `done` once the socket is closed (cut after a grace). */
  closeAndWait(code: number, reason: string, done: () => void): void {
    if (this.socket.readyState === this.socket.CLOSED) return done();
    this.socket.once('close', () => done());
    setTimeout(() => this.socket.terminate(), SHUTDOWN_GRACE_MS).unref();
    this.close(code, reason);
  }

  private cleanUp(): void {
    if (this.closed) return;
    this.closed = true;
    for (const subscription of this.subscriptions.values()) this.channel.unsubscribe(subscription);
    this.subscriptions.clear();
    if (this.resumeWindow) this.channel.closeWindow(this.resumeWindow);
    this.context.onClose(this);
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.alive = true;
    if (this.closed) return;
    this.queued += 1;
    if (this.queued > MAX_QUEUED_MESSAGES) this.socket.pause();
    this.queue = this.queue.then(async () => {
      try {
        await this.handle(data, isBinary);
      } catch (error) {
        console.error('Live: unexpected error handling a message:', error);
        this.error({ code: 'INTERNAL', message: 'Something went wrong on the server.' });
      } finally {
        this.queued -= 1;
        if (this.queued === MAX_QUEUED_MESSAGES) this.socket.resume();
      }
    });
  }

  private error(error: MessageProblem): void {
    this.send({ type: 'error', ...error });
  }

  private async handle(data: RawData, isBinary: boolean): Promise<void> {
    if (this.closed) return;
    const parsed = parseClientMessage(data, isBinary);
    if ('problem' in parsed) {
      this.error(parsed.problem);
      return;
    }
    const { message } = parsed;
    const alive = this.context.sessionAlive(this.session.token);
    if (!(alive === true || (await alive))) {
      this.close(LIVE_CLOSE_CODES.SESSION_ENDED, 'Session ended: sign in again');
      return;
    }
    if (this.closed) return;

    switch (message.type) {
      case 'ping':
        this.send({ type: 'pong' });
        return;
      case 'hello':
        return this.hello(message);
    }
    if (!this.greeted) {
      this.error({
        code: 'INVALID_DATA',
        message: 'Send hello first.',
        ...('rid' in message ? { rid: message.rid } : { id: message.id }),
      });
      return;
    }
    switch (message.type) {
      case 'sub':
        return this.subscribe(message);
      case 'unsub':
        return this.unsubscribe(message.id);
      default:
        // NOTE: not awaited: the store runs a user's operations in the order they are
        // called, so the next message need not wait for this commit (the write rate
        // bounds how many are in flight).
        void this.write(message);
        return;
    }
  }

  private async hello(message: Extract<ClientMessage, { type: 'hello' }>): Promise<void> {
    if (this.greeted) {
      this.error({ code: 'INVALID_DATA', message: 'hello was already sent.' });
      return;
    }
    if (message.v !== PROTOCOL_VERSION) {
      this.error({
        code: 'INVALID_DATA',
        message: `Protocol version ${message.v} is not supported; this server speaks ${PROTOCOL_VERSION}.`,
      });
      this.close(LIVE_CLOSE_CODES.UNSUPPORTED_VERSION, 'Unsupported protocol version');
      return;
    }
    this.greeted = true;
    this.resumeWindow = await this.channel.welcome(this, PROTOCOL_VERSION, message.resume?.seq);
    if (this.closed && this.resumeWindow) this.channel.closeWindow(this.resumeWindow);
  }

  private subscribe(message: Extract<ClientMessage, { type: 'sub' }>): void {
    const { id } = message;
    if (this.subscriptions.has(id)) {
      this.error({ code: 'INVALID_DATA', message: `Subscription ${id} is already open.`, id });
      return;
    }
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS_PER_CONNECTION) {
      this.error({
        code: 'INVALID_DATA',
        message: `At most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} subscriptions per connection.`,
        id,
      });
      return;
    }
    const path = livePath(this.session.uid, message.path);
    if ('code' in path) {
      this.error({ ...path, id });
      return;
    }
    const subscription: Subscription = { peer: this, id, path: path.text, active: true, seq: -1 };
    this.subscriptions.set(id, subscription);
    this.channel.subscribe(subscription, message.cached ? this.resumeWindow : undefined);
  }

  private unsubscribe(id: string): void {
    const subscription = this.subscriptions.get(id);
    if (!subscription) return;
    this.subscriptions.delete(id);
    this.channel.unsubscribe(subscription);
  }

  private async write(message: WriteMessage): Promise<void> {
    const { rid } = message;
    const path = livePath(this.session.uid, message.path);
    if ('code' in path) {
      this.refuse(message, path.code, path.message);
      return;
    }
    if (!this.context.takeWrite(this.session.uid)) {
      this.refuse(message, 'RATE_LIMITED', 'Too many writes: slow down and try again.');
      return;
    }
    const { store } = this.context;
    const uid = this.session.uid;
    try {
      const { seq } =
        message.type === 'set'
          ? await store.set(uid, path.text, message.value)
          : message.type === 'update'
            ? await store.update(uid, path.text, message.values)
            : await store.remove(uid, path.text);
      if (!this.closed) this.channel.acknowledge(this, rid, seq);
    } catch (error) {
      if (error instanceof DataStoreError) {
        this.refuse(message, error.code, error.message);
      } else {
        console.error(`Live: ${message.type} failed:`, error);
        this.error({ code: 'INTERNAL', message: 'Something went wrong on the server.', rid });
      }
    }
  }

  private refuse(message: WriteMessage, code: DataErrorCode, text: string): void {
    this.context.log(
      refusalLine({
        method: `live ${message.type}`,
        code,
        uid: this.session.uid,
        path: message.path,
      }),
    );
    this.error({ code, message: text, rid: message.rid });
  }
}
