import type { DataErrorCode } from './errors.ts';
import { MAX_WRITE_BYTES } from './limits.ts';

/**
 * The live data protocol spoken over the WebSocket at `/api/live`: JSON text messages,
 * one union per direction keyed on `type`. Browser-safe and free of zod; the schemas the
 * server checks every message against live in `protocol-schemas.ts`.
 *
 * A session:
 * 1. The client opens the socket (the session cookie authenticates it) and sends `hello`.
 * 2. The server answers `welcome`; messages other than `ping` before `hello` are refused.
 * 3. `sub` answers with the path's current `value`, then a `change` after every committed
 *    change at, above or below the path, in commit order: what the write put where (never
 *    the collection again), which the client applies to the value it holds.
 * 4. `set`, `update` and `remove` answer `ack` once committed, or `error` with the same `rid`.
 *
 * Sequence numbers: every committed write gets the next number of its user (`seq`). The
 * server sends a message carrying `seq` N (`value`, `unchanged`, `ack`) only after every
 * change up to N that touches a subscription of that connection has been sent to it.
 *
 * Resuming after a reconnect: once every `sub` re-sent after the previous `hello` has been
 * answered, the highest `seq` received is the resume point. The next connection sends it
 * in `hello.resume` and re-sends its subscriptions with `cached: true`; each then answers
 * `unchanged` when nothing at, above or below its path changed since, a `change` holding
 * what changed since when the change log still holds it, and a fresh `value` otherwise.
 *
 * Exactly once: the server remembers each user's recent request ids (`rid`, as many
 * writes back as its change log reaches: 1000 by default) with their outcome. A write re-sent after its `ack` was
 * lost is answered with the first `ack` (same `seq`, same `kept`) and not applied again,
 * so it never lands over a newer write from another device.
 *
 * Concurrent edits (last writer wins per field, by server order): an edit's place in the
 * server's order is the version it was made on. An `update` may carry `base`, the value
 * each field held in that version; a field the server has changed since was written by a
 * newer edit, which wins: the field is left as stored and named in `kept`. Fields not
 * changed elsewhere apply. An update carrying `base` that writes fields inside a document
 * that does not exist (deleted meanwhile) is refused with `GONE`: an edit never brings
 * back part of a deleted document.
 */

/** Where the live socket is served. */
export const LIVE_PATH = '/api/live';

/**
 * The protocol version in `hello` and `welcome`; the server closes on any other (an older
 * client is told to reload). 2: changes after the first value (`change`), not values.
 */
export const PROTOCOL_VERSION = 2;

/** The largest message a client may send: one write at the limit plus its envelope. */
export const MAX_CLIENT_MESSAGE_BYTES = MAX_WRITE_BYTES + 16 * 1024;

/** Subscription (`id`) and request (`rid`) ids are chosen by the client: 1–64 characters. */
export const MAX_ID_LENGTH = 64;

/** Open subscriptions one connection may hold. */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 1000;

/** How often the server pings; a connection that missed one ping by the next is dropped. */
export const HEARTBEAT_INTERVAL_MS = 25_000;

/**
 * WebSocket close codes the server uses beyond the standard ones (1001 when the server
 * shuts down, 1009 for a message over `MAX_CLIENT_MESSAGE_BYTES`).
 */
export const LIVE_CLOSE_CODES = {
  /** The session ended (signed out or expired): sign in again before reconnecting. */
  SESSION_ENDED: 4001,
  /** `hello` named a protocol version this server does not speak: reload the app. */
  UNSUPPORTED_VERSION: 4002,
  /** The client read too slowly and the server's send buffer filled: reconnect and resume. */
  TOO_SLOW: 4008,
  /** The account has too many open connections: close another before reconnecting. */
  TOO_MANY_CONNECTIONS: 4029,
} as const;

export type LiveCloseCode = (typeof LIVE_CLOSE_CODES)[keyof typeof LIVE_CLOSE_CODES];

/** Any JSON value; `null` means absent. */
export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

// Client → server

export interface HelloMessage {
  type: 'hello';
  /** `PROTOCOL_VERSION` of the client. */
  v: number;
  /** After a reconnect: the resume point of the previous connection. */
  resume?: { seq: number };
}

export interface SubscribeMessage {
  type: 'sub';
  /** Chosen by the client, unique among its open subscriptions on this connection. */
  id: string;
  /** `users/{uid}/…`, under the signed-in user's own root. */
  path: string;
  /** The client still holds this path's value as of `hello.resume.seq`. */
  cached?: boolean;
}

export interface UnsubscribeMessage {
  type: 'unsub';
  id: string;
}

export interface SetMessage {
  type: 'set';
  /** Chosen by the client; the `ack` or `error` answering this write carries it. */
  rid: string;
  path: string;
  /** `null` removes. */
  value: JsonValue;
}

export interface UpdateMessage {
  type: 'update';
  rid: string;
  path: string;
  /** Child paths relative to `path` (`'a/b'`) and their new values, applied atomically. */
  values: Record<string, JsonValue>;
  /**
   * For some of `values`' children: the value each held in the version the edit was made
   * on. A child whose stored value has changed since (a newer edit from elsewhere) is left
   * as stored and named in the ack's `kept`; with a base (even `{}`) the documents edited
   * must exist, else `GONE` (see "Concurrent edits" above).
   */
  base?: Record<string, JsonValue>;
}

export interface RemoveMessage {
  type: 'remove';
  rid: string;
  path: string;
}

/** Application-level heartbeat: the server answers `pong`. */
export interface PingMessage {
  type: 'ping';
}

export type ClientMessage =
  | HelloMessage
  | SubscribeMessage
  | UnsubscribeMessage
  | SetMessage
  | UpdateMessage
  | RemoveMessage
  | PingMessage;

// Server → client

export interface WelcomeMessage {
  type: 'welcome';
  v: number;
  /**
   * The user's latest change this server has delivered. A client holding no cached values
   * may take it as its resume point; one that holds some waits for its `sub` answers.
   */
  seq: number;
}

export interface ValueMessage {
  type: 'value';
  /** The subscription this value is for. */
  id: string;
  path: string;
  /** The whole current value at `path` (`null` when absent). */
  value: JsonValue;
  /** The value includes every change up to this one. */
  seq: number;
}

/** One place a committed write put a value: the full path and the value now there. */
export interface ChangeOp {
  /** At or below the subscription's path (never above it). */
  path: string;
  /** `null`: removed. */
  value: JsonValue;
}

/**
 * What changed at or below a subscription's path since the value the client holds, in
 * commit order: writing each `value` at its `path` in turn (as a write of it would,
 * pruning what is left empty) gives the value as of `seq`. An op at the subscription's
 * own path is its whole value (cut from a write above the path, it says nothing of what
 * lies above: null there is "nothing here", as in a `value`).
 */
export interface ChangeMessage {
  type: 'change';
  id: string;
  ops: ChangeOp[];
  /** The value now includes every change up to this one. */
  seq: number;
}

/** Answers a `cached` subscription whose value has not changed since `hello.resume.seq`. */
export interface UnchangedMessage {
  type: 'unchanged';
  id: string;
  /** The cached value is current up to this change. */
  seq: number;
}

export interface AckMessage {
  type: 'ack';
  rid: string;
  /** The sequence number the write was committed with. */
  seq: number;
  /** Children of an `update` left as stored: changed elsewhere since their `base`. */
  kept?: string[];
}

export interface ErrorMessage {
  type: 'error';
  /** The write this error answers. */
  rid?: string;
  /** The subscription this error answers; it is not open. */
  id?: string;
  code: DataErrorCode;
  message: string;
}

export interface PongMessage {
  type: 'pong';
}

export type ServerMessage =
  | WelcomeMessage
  | ValueMessage
  | ChangeMessage
  | UnchangedMessage
  | AckMessage
  | ErrorMessage
  | PongMessage;
