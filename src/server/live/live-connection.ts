import type { Duplex } from 'node:stream';
import type { RawData, WebSocket } from 'ws';
import { EncodedMessage, fragmentFrame } from './encoded-message.ts';
import { parseClientMessage, type MessageProblem } from './parse-message.ts';
import { livePath } from './path-access.ts';
import type { LiveSession } from './session-watch.ts';
import type { ChannelPeer, ResumeWindow, Subscription, UserChannel } from './user-channel.ts';
import type { DataErrorCode } from '../../shared/data/errors.ts';
import { frameLine, shortUid } from '../../shared/data/frame-trace.ts';
import {
  LIVE_CLOSE_CODES,
  MAX_SUBSCRIPTIONS_PER_CONNECTION,
  PROTOCOL_VERSION,
  type ClientMessage,
  type ServerMessage,
} from '../../shared/data/protocol.ts';
import { DataStoreError, type DataStore } from '../data/data-store.ts';
import { writeRefusalLine } from '../data/write-refusal.ts';

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
  /** Receives a line per frame in and out when TRACE_LIVE is on; undefined when off. */
  trace?: (line: string) => void;
}

type WriteMessage = Extract<ClientMessage, { type: 'set' | 'update' | 'remove' }>;

/** Messages waiting for their turn past which the socket stops reading until they are done. */
const MAX_QUEUED_MESSAGES = 256;
/** After a close for slowness, how long the close handshake may take before the socket is cut. */
const SLOW_CLOSE_GRACE_MS = 5_000;
/** At shutdown, how long a client may take to answer the close before the socket is cut. */
const SHUTDOWN_GRACE_MS = 1_000;

/** While a message goes out in fragments, the next waits for the send buffer below this. */
const STREAM_HIGH_WATER_BYTES = 256 * 1024;
/** How long a fragmented message waits for the client to read on before closing as too slow. */
const STREAM_STALL_MS = 30_000;

/** Numbers this process's connections in trace lines. */
let traced = 0;

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
  /** While a message goes out in fragments: the frames of other messages, in order. */
  private held: Buffer[] | undefined;
  private heldBytes = 0;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  /** Who this connection is in trace lines: the short user id and a number. */
  private readonly traceName: string | undefined;

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
    if (context.trace) {
      this.traceName = `${shortUid(session.uid)} #${++traced}`;
      this.trace('open');
      socket.on('close', (code) => this.trace(`closed ${code}`));
    }
  }

  private trace(line: string): void {
    this.context.trace!(`[live ${new Date().toISOString()} ${this.traceName}] ${line}`);
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
    const buffered = this.socket.bufferedAmount + this.heldBytes;
    // One message is always let through, however large: a big value is not slowness.
    if (buffered > 0 && buffered + frame.length > this.context.maxBufferedBytes) {
      this.close(LIVE_CLOSE_CODES.TOO_SLOW, 'Too slow: reconnect and resume');
      setTimeout(() => this.socket.terminate(), SLOW_CLOSE_GRACE_MS).unref();
      return;
    }
    // NOTE: written to the TCP stream as framed once for every subscriber. ws writes its
    // own frames (pings, close) at once and in call order, compression being off, so
    // frames never interleave; what waits here still counts in `bufferedAmount`.
    if (this.context.trace) {
      this.trace(frameLine('←', JSON.parse(message.json.toString()) as ServerMessage));
    }
    if (this.held) {
      this.held.push(frame);
      this.heldBytes += frame.length;
    } else this.stream.write(frame);
  }

  /**
   * Sends one message made of `head`, every piece of `pieces` and `tail`, in fragments as
   * the pieces come (a large value as it is read), each written once the client has read
   * most of the previous ones. Other messages wait for its end; a client that stops
   * reading is closed as too slow. `pieces` is ended early if the connection closes.
   */
  async sendStreamed(head: string, pieces: AsyncGenerator<string>, tail: string): Promise<void> {
    // NOTE: never two at once: a connection's values all come from its user's channel,
    // which sends one at a time and waits for this one to end.
    if (this.closed || this.socket.readyState !== this.socket.OPEN || this.held) {
      await pieces.return(undefined);
      return;
    }
    this.held = [];
    let pending = head;
    let first = true;
    let bytes = 0;
    let complete = false;
    try {
      for await (const piece of pieces) {
        this.stream.write(fragmentFrame(pending, first, false));
        bytes += pending.length;
        first = false;
        pending = piece;
        if (!(await this.drained())) break;
      }
      complete = !this.closed;
    } finally {
      if (complete) {
        this.stream.write(fragmentFrame(pending + tail, first, true));
        if (this.context.trace) {
          this.trace(`← value in fragments, ${bytes + pending.length + tail.length} characters`);
        }
      }
      const held = this.held;
      this.held = undefined;
      this.heldBytes = 0;
      if (!this.closed) for (const frame of held) this.stream.write(frame);
    }
  }

  /** After a turn of the event loop: whether the client has read enough to go on. */
  private async drained(): Promise<boolean> {
    await new Promise((resolve) => setImmediate(resolve));
    if (this.closed) return false;
    if (this.stream.writableLength <= STREAM_HIGH_WATER_BYTES) return true;
    const drained = await new Promise<boolean>((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer);
        this.stream.off('drain', onDrain);
        this.stream.off('close', onClose);
        resolve(value);
      };
      const onDrain = () => done(true);
      const onClose = () => done(false);
      const timer = setTimeout(() => done(false), STREAM_STALL_MS);
      this.stream.on('drain', onDrain);
      this.stream.on('close', onClose);
    });
    if (!drained && !this.closed) {
      this.close(LIVE_CLOSE_CODES.TOO_SLOW, 'Too slow: reconnect and resume');
      setTimeout(() => this.socket.terminate(), SLOW_CLOSE_GRACE_MS).unref();
    }
    return drained && !this.closed;
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
      if (this.context.trace) this.trace(`→ refused: ${parsed.problem.message}`);
      this.error(parsed.problem);
      return;
    }
    const { message } = parsed;
    if (this.context.trace) this.trace(frameLine('→', message));
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
      const { seq, kept } =
        message.type === 'set'
          ? await store.set(uid, path.text, message.value, { rid })
          : message.type === 'update'
            ? await store.update(uid, path.text, message.values, {
                rid,
                ...(message.base ? { base: message.base } : {}),
              })
            : await store.remove(uid, path.text, { rid });
      if (!this.closed) this.channel.acknowledge(this, rid, seq, kept);
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
      writeRefusalLine({
        method: `live ${message.type}`,
        code,
        uid: this.session.uid,
        path: message.path,
      }),
    );
    this.error({ code, message: text, rid: message.rid });
  }
}
