import WebSocket from 'ws';
import {
  LIVE_PATH,
  PROTOCOL_VERSION,
  type ClientMessage,
  type JsonValue,
  type ServerMessage,
} from '../src/shared/data/protocol.ts';

/** How long one answer (welcome, first value, ack) may take before the bench gives up. */
const ANSWER_TIMEOUT_MS = 30_000;

/**
 * Opens a WebSocket without compression (neither the app nor the baseline offers it) and
 * resolves once it is open; rejects with the status when the upgrade is refused.
 */
export function openSocket(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers, perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`${url} refused the WebSocket with ${response.statusCode}.`)),
    );
    socket.once('error', reject);
    socket.once('open', () => {
      socket.off('error', reject);
      // A socket that fails later shows up as a missing answer or delivery, with its close code.
      socket.on('error', () => socket.terminate());
      resolve(socket);
    });
  });
}

/** Closes `sockets` and resolves once every one is closed (cut after a second). */
export async function closeSockets(sockets: WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map((socket) => {
      if (socket.readyState === WebSocket.CLOSED) return undefined;
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.close();
      const cut = setTimeout(() => socket.terminate(), 1_000);
      return closed.then(() => clearTimeout(cut));
    }),
  );
}

/** The text of a `set` message, shared with the baseline so both carry the same bytes. */
export function setMessage(rid: string, path: string, value: JsonValue): string {
  return JSON.stringify({ type: 'set', rid, path, value } satisfies ClientMessage);
}

/** A write or subscription the server answered with `error`: its code and message. */
export class LiveRefusal extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(`The server refused: ${code} ${message}`);
    this.code = code;
  }
}

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * A client of the live protocol made for measuring: each message is parsed once and
 * dispatched, without the schema checks of the tests' client, so the bench's own work per
 * message stays as small as the baseline's.
 */
export class BenchLiveClient {
  readonly socket: WebSocket;
  /** Receives the value of every `value` message after a subscription's first. */
  onValue: ((value: JsonValue) => void) | undefined;
  private readonly waiting = new Map<string, Waiter>();
  private nextRid = 0;
  private closedBecause: string | undefined;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data) => this.receive(JSON.parse(data.toString()) as ServerMessage));
    socket.on('close', (code, reason) => {
      this.closedBecause = `the socket closed (${code} ${reason.toString()})`;
      for (const waiter of this.waiting.values()) waiter.reject(new Error(this.closedBecause));
      this.waiting.clear();
    });
  }

  /** Connects with the session cookie and the app's Origin, says hello and awaits welcome. */
  static async open(origin: string, cookie: string): Promise<BenchLiveClient> {
    const url = new URL(LIVE_PATH, origin.replace(/^http/, 'ws')).href;
    const client = new BenchLiveClient(await openSocket(url, { Cookie: cookie, Origin: origin }));
    const welcome = client.answer('welcome');
    client.socket.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION }));
    await welcome;
    return client;
  }

  /** Subscribes to `path`; resolves with its first value received. */
  subscribe(path: string): Promise<void> {
    const first = this.answer('sub');
    this.socket.send(JSON.stringify({ type: 'sub', id: 'sub', path } satisfies ClientMessage));
    return first;
  }

  /** Sets `path` to `value`; resolves on its ack, rejects on its error. */
  set(path: string, value: JsonValue): Promise<void> {
    const rid = `r${this.nextRid++}`;
    const acked = this.answer(rid);
    this.socket.send(setMessage(rid, path, value));
    return acked;
  }

  /** Updates children of `path` (`{ 'child/path': value }`); resolves on its ack. */
  update(path: string, values: Record<string, JsonValue>): Promise<void> {
    const rid = `r${this.nextRid++}`;
    const acked = this.answer(rid);
    this.socket.send(JSON.stringify({ type: 'update', rid, path, values } satisfies ClientMessage));
    return acked;
  }

  /** Waits for the message keyed `key`: 'welcome', 'sub' (the first value) or a request id. */
  private answer(key: string): Promise<void> {
    if (this.closedBecause) return Promise.reject(new Error(this.closedBecause));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(key);
        reject(new Error(`No answer to ${key} within ${ANSWER_TIMEOUT_MS / 1000} s.`));
      }, ANSWER_TIMEOUT_MS);
      this.waiting.set(key, {
        resolve: () => (clearTimeout(timer), resolve()),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
    });
  }

  private settle(key: string, error?: Error): boolean {
    const waiter = this.waiting.get(key);
    if (!waiter) return false;
    this.waiting.delete(key);
    if (error) waiter.reject(error);
    else waiter.resolve();
    return true;
  }

  private receive(message: ServerMessage): void {
    switch (message.type) {
      case 'value':
        if (!this.settle('sub')) this.onValue?.(message.value);
        return;
      case 'welcome':
        this.settle('welcome');
        return;
      case 'ack':
        this.settle(message.rid);
        return;
      case 'error':
        this.settle(
          message.rid ?? message.id ?? 'welcome',
          new LiveRefusal(message.code, message.message),
        );
        return;
    }
  }
}
