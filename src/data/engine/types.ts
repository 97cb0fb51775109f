import type { DataError } from '@/shared/data/errors.ts';
import type { WriteRate } from '@/shared/data/limits.ts';
import type { JsonValue } from '@/shared/data/protocol.ts';
import type { SchemaRegistry } from '@/shared/data/registry.ts';
import type { ConnectionTiming, SocketFactory } from './connection.ts';
import type { NamespaceStore } from './persistence.ts';
import type { TabStamp } from './tab-order.ts';
import type { FrameTrace } from './trace-log.ts';
import type { WriteMessage } from './tree.ts';

/** The data engine's types: what listeners get, its status, its options. */

/** How far a subscribed value is known. */
export interface SubscriptionMeta {
  /**
   * `loading`: not known yet; `cached`: kept from before (on this device), not yet
   * confirmed by the server on this connection; `live`: current; `error`: refused.
   */
  status: 'loading' | 'cached' | 'live' | 'error';
  fromCache: boolean;
  error?: DataError;
}

export type ValueListener = (value: JsonValue, meta: SubscriptionMeta) => void;

export interface ValueSnapshot {
  value: JsonValue;
  meta: SubscriptionMeta;
}

/** A refused write, for the app's toast: the code, the message and the path written. */
export interface WriteError extends DataError {
  path: string;
  /** The write refused, when it was one of this device's queued writes. */
  write?: WriteMessage;
}

/**
 * Fields of an edit that the server left as another device had written them since the
 * edit's base (last writer wins per field, by server order): this device's values, kept
 * so they can be restored.
 */
export interface OverriddenEdit {
  /** Where the update was written (a document's path). */
  path: string;
  /** Child path → the value this device had written. */
  values: Record<string, JsonValue>;
  /** The tool's words for the fields, when it gave them. */
  labels?: Record<string, string>;
}

/** What the shell shows: offline, connecting, syncing, all changes saved, or on this device. */
export type DataState = 'offline' | 'connecting' | 'syncing' | 'saved' | 'device';

export interface EngineTiming extends ConnectionTiming {
  /** How long a server subscription outlives its last listener, so a remount does not churn. */
  lingerMs: number;
  /** How long changes gather before they are written to the device in one transaction. */
  flushMs: number;
}

export interface EngineEvents {
  /** Something the status depends on may have changed. */
  changed(): void;
  writeError(error: WriteError): void;
  /** Fields of a write of this device were left as a newer edit from elsewhere wrote them. */
  overridden(edit: OverriddenEdit): void;
  /** The server closed the socket because the session ended; nothing reconnects. */
  sessionEnded(): void;
  /** The server no longer speaks this app's protocol version; nothing reconnects until a reload. */
  updateRequired(): void;
  /** Device mode: `write` is now stored on the device, for the device's other tabs to show. */
  stored(write: WriteMessage, stamp: TabStamp): void;
}

export interface EngineOptions {
  /** `users/{uid}`: every path lies below it. */
  root: string;
  store: NamespaceStore;
  /** Opens the live socket. Without it the engine is in device mode: nothing is sent. */
  connect?: SocketFactory;
  schemas: SchemaRegistry;
  events: EngineEvents;
  timing: EngineTiming;
  writeRate: WriteRate;
  /** Logs the live protocol's frames (see trace-log.ts); off when undefined. */
  trace?: FrameTrace;
}
