import type { ClientMessage, JsonValue, ServerMessage } from './protocol.ts';

/**
 * One line per live protocol frame, the same on both ends, so a browser's trace and the
 * server's read side by side: `→` goes from client to server, `←` the other way. Values
 * are cut short (a value may be 256 KB); ids, paths and sequence numbers are whole, except
 * the user id, which is shortened to its first characters.
 */

/** `→` client to server, `←` server to client. */
export type FrameDirection = '→' | '←';

/** Characters of a value's JSON a line shows before it is cut. */
const VALUE_PREVIEW_CHARS = 60;

/** Characters of a user id a line shows. */
const UID_CHARS = 8;

/** A user id cut to its first characters: enough to tell people apart in a log. */
export function shortUid(uid: string): string {
  return uid.length > UID_CHARS ? `${uid.slice(0, UID_CHARS)}…` : uid;
}

function preview(value: JsonValue | Record<string, JsonValue>): string {
  const json = JSON.stringify(value);
  return json.length > VALUE_PREVIEW_CHARS
    ? `${json.slice(0, VALUE_PREVIEW_CHARS)}… (${json.length} chars)`
    : json;
}

/** `users/{uid}/…` with the user id shortened. */
function pathText(path: string): string {
  const [users, uid, ...rest] = path.split('/');
  return uid === undefined ? path : [users, shortUid(uid), ...rest].join('/');
}

/** The line for one frame, e.g. `→ set rid=01J… path=users/u_81f0a2…/notes/n1 value={"a":1}`. */
export function frameLine(direction: FrameDirection, message: ClientMessage | ServerMessage) {
  const parts: string[] = [direction, message.type];
  if ('id' in message && message.id !== undefined) parts.push(`id=${message.id}`);
  if ('rid' in message && message.rid !== undefined) parts.push(`rid=${message.rid}`);
  if ('path' in message) parts.push(`path=${pathText(message.path)}`);
  if ('seq' in message) parts.push(`seq=${message.seq}`);
  switch (message.type) {
    case 'hello':
      parts.push(`v=${message.v}`);
      if (message.resume) parts.push(`resume=${message.resume.seq}`);
      break;
    case 'welcome':
      parts.push(`v=${message.v}`);
      break;
    case 'sub':
      if (message.cached) parts.push('cached');
      break;
    case 'set':
    case 'value':
      parts.push(`value=${preview(message.value)}`);
      break;
    case 'update':
      parts.push(`values=${preview(message.values)}`);
      break;
    case 'change': {
      // The first op in full (its path shortened), then how many more.
      const [first, ...rest] = message.ops;
      if (first) parts.push(`op=${pathText(first.path)}`, `value=${preview(first.value)}`);
      if (rest.length > 0) parts.push(`+${rest.length} ops`);
      break;
    }
    case 'error':
      parts.push(`code=${message.code}`, `message=${preview(message.message)}`);
      break;
  }
  return parts.join(' ');
}
