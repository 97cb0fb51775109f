import type { RawData } from 'ws';
import { clientMessageSchema } from '../../shared/data/protocol-schemas.ts';
import {
  MAX_ID_LENGTH,
  type ClientMessage,
  type ErrorMessage,
} from '../../shared/data/protocol.ts';

/** A refusal of a message, as sent back in `error`. */
export type MessageProblem = Omit<ErrorMessage, 'type'>;

/** A string `rid`/`id` from a message that failed the schema, so the error can name its request. */
function idOf(raw: unknown, key: 'rid' | 'id'): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const value = (raw as Record<string, unknown>)[key];
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH
    ? value
    : undefined;
}

/** One WebSocket message checked against the protocol, or why it is refused (INVALID_DATA). */
export function parseClientMessage(
  data: RawData,
  isBinary: boolean,
): { message: ClientMessage } | { problem: MessageProblem } {
  let raw: unknown;
  try {
    if (isBinary) throw new Error('binary');
    raw = JSON.parse(Array.isArray(data) ? Buffer.concat(data).toString() : data.toString());
  } catch {
    return {
      problem: { code: 'INVALID_DATA', message: 'Each message must be one JSON text message.' },
    };
  }
  const parsed = clientMessageSchema.safeParse(raw);
  if (parsed.success) return { message: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  return {
    problem: {
      code: 'INVALID_DATA',
      message: `Not a valid message${where}: ${issue?.message ?? 'unknown shape'}.`,
      rid: idOf(raw, 'rid'),
      id: idOf(raw, 'id'),
    },
  };
}
