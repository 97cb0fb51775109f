import { frameLine, shortUid, type FrameDirection } from '@/shared/data/frame-trace.ts';
import type { ClientMessage, ServerMessage } from '@/shared/data/protocol.ts';

/**
 * The browser's trace of the live protocol: with `localStorage.setItem('tinies:trace', '1')`
 * (then a reload), every frame the data client sends and receives is logged to the console
 * with the time, one line each (see shared/data/frame-trace.ts). Off, nothing is built.
 */

/** The localStorage key that switches the trace on (value `'1'`). */
export const TRACE_FLAG = 'tinies:trace';

/** Logs a frame (`message`), or a note on the socket (`open`, `closed 1006`) without a direction. */
export type FrameTrace = {
  (direction: FrameDirection, message: ClientMessage | ServerMessage): void;
  (note: string): void;
};

/** Whether this page asked for the trace. Storage can be refused (sandboxed frames): then no. */
export function traceRequested(): boolean {
  try {
    return globalThis.localStorage?.getItem(TRACE_FLAG) === '1';
  } catch {
    return false;
  }
}

/** The trace of the connection of `uid`, to the console. */
export function consoleTrace(uid: string): FrameTrace {
  const who = shortUid(uid);
  return ((first: string, message?: ClientMessage | ServerMessage) => {
    const time = new Date().toISOString().slice(11, 23);
    const line = message ? frameLine(first as FrameDirection, message) : first;
    console.info(`[live ${time} ${who}] ${line}`);
  }) as FrameTrace;
}
