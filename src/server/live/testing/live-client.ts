import WebSocket from 'ws';
import { relativePath } from '../../../shared/data/paths.ts';
import { serverMessageSchema } from '../../../shared/data/protocol-schemas.ts';
import {
  LIVE_PATH,
  PROTOCOL_VERSION,
  type ChangeOp,
  type ClientMessage,
  type JsonValue,
  type ServerMessage,
} from '../../../shared/data/protocol.ts';
import { writeAt } from '../../../shared/data/values.ts';

/** What a subscription holds: its path and value. */
export interface HeldValue {
  path: string;
  value: JsonValue;
}

/** The value `held` holds once a change's `ops` are written into it, as a client does. */
export function withOps({ path, value }: HeldValue, ops: readonly ChangeOp[]): JsonValue {
  for (const op of ops) {
    const below = relativePath(path, op.path);
    if (below === null) throw new Error(`A change at ${op.path}, outside ${path}.`);
    value = writeAt(value, below === '' ? [] : below.split('/'), op.value, path.split('/'));
  }
  return value;
}

/**
 * A live data client for tests: a real `ws` socket with the cookie and Origin a browser
 * would send. Every message the server sends is checked against the protocol's schema and
 * kept in order, so a test can wait for the next one or look at all of them.
 */
export class LiveTestClient {
  readonly socket: WebSocket;
  readonly received: ServerMessage[] = [];
  /**
   * What each subscription holds, as a client keeps it: its `value`, with every `change`
   * written into it. A resumed subscription answered by a change is seeded with `hold`.
   */
  readonly held = new Map<string, HeldValue>();
  /** Resolves with the close code and reason once the socket closes. */
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters = new Set<() => void>();
  private read = 0;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data) => {
      const parsed = serverMessageSchema.safeParse(JSON.parse(data.toString()));
      if (!parsed.success) throw new Error(`Server sent an invalid message: ${data.toString()}`);
      this.received.push(parsed.data);
      this.apply(parsed.data);
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters) wake();
      }),
    );
  }

  /** Opens a socket; resolves once it is open, rejects with the refusal's status otherwise. */
  static connect(
    origin: string,
    options: { cookie?: string; origin?: string | null; path?: string } = {},
  ): Promise<LiveTestClient> {
    const url = new URL(options.path ?? LIVE_PATH, origin.replace(/^http/, 'ws'));
    const headers: Record<string, string> = {};
    if (options.cookie) headers.Cookie = options.cookie;
    const sentOrigin = options.origin === undefined ? origin : options.origin;
    if (sentOrigin !== null) headers.Origin = sentOrigin;
    const socket = new WebSocket(url, { headers });
    const client = new LiveTestClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('unexpected-response', (_request, response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          reject(
            Object.assign(new Error(`Refused: ${response.statusCode}`), {
              status: response.statusCode,
              body,
            }),
          ),
        );
      });
      socket.once('error', reject);
    });
  }

  /** Connects and says hello; resolves with the welcome. */
  static async open(
    origin: string,
    cookie: string,
    resume?: { seq: number },
  ): Promise<{ client: LiveTestClient; welcome: Extract<ServerMessage, { type: 'welcome' }> }> {
    const client = await LiveTestClient.connect(origin, { cookie });
    client.send({ type: 'hello', v: PROTOCOL_VERSION, ...(resume ? { resume } : {}) });
    const welcome = await client.next('welcome');
    return { client, welcome };
  }

  /** Seeds what subscription `id` holds (as a client resuming with a cached value). */
  hold(id: string, path: string, value: JsonValue): void {
    this.held.set(id, { path, value });
  }

  /** The value subscription `id` holds now. */
  valueOf(id: string): JsonValue {
    const held = this.held.get(id);
    if (!held) throw new Error(`Subscription ${id} holds nothing.`);
    return held.value;
  }

  private apply(message: ServerMessage): void {
    if (message.type === 'value')
      this.held.set(message.id, { path: message.path, value: message.value });
    if (message.type !== 'change') return;
    const held = this.held.get(message.id);
    if (!held) throw new Error(`A change for ${message.id}, which holds nothing.`);
    held.value = withOps(held, message.ops);
  }

  send(message: ClientMessage | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  sendRaw(data: string | Buffer, binary = false): void {
    this.socket.send(data, { binary });
  }

  /**
   * The next message not yet taken (of `type` when given; others before it are skipped
   * but stay in `received`).
   */
  async next<T extends ServerMessage['type']>(
    type?: T,
    timeoutMs = 5_000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.read < this.received.length) {
        const message = this.received[this.read++]!;
        if (!type || message.type === type) return message as Extract<ServerMessage, { type: T }>;
      }
      if (this.socket.readyState === WebSocket.CLOSED) {
        throw new Error(`Closed while waiting for ${type ?? 'a message'}.`);
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `No ${type ?? 'message'} within ${timeoutMs} ms; received: ${JSON.stringify(this.received.slice(-5))}`,
        );
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  /** Waits `ms` and returns every message that came in meanwhile (and not yet taken). */
  async drain(ms: number): Promise<ServerMessage[]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    const rest = this.received.slice(this.read);
    this.read = this.received.length;
    return rest;
  }

  /** Closes the socket (cut after a second without the server's answer). */
  close(): Promise<{ code: number; reason: string }> {
    if (this.socket.readyState !== WebSocket.CLOSED) {
      this.socket.close();
      const cut = setTimeout(() => this.socket.terminate(), 1_000);
      void this.closed.then(() => clearTimeout(cut));
    }
    return this.closed;
  }
}
