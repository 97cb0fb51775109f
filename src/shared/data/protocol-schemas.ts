import { z } from 'zod';
import '../zod-setup.ts';
import { DATA_ERROR_CODES } from './errors.ts';
import {
  MAX_ID_LENGTH,
  type ClientMessage,
  type JsonValue,
  type ServerMessage,
} from './protocol.ts';

/**
 * The live protocol's messages as zod schemas: the server parses every incoming message
 * with `clientMessageSchema` before acting on it. Kept apart from `protocol.ts` so the
 * browser's client uses the types without shipping zod.
 */

// NOTE: a message is JSON.parse output, so any value in it is already JSON; walking it
// again would only risk the stack on deep nesting. The store checks depth and keys.
const jsonValue = z.custom<JsonValue>((value) => value !== undefined);

const id = z.string().min(1).max(MAX_ID_LENGTH);
const seq = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
/** Checked against the path grammar after parsing; this only bounds the text. */
const path = z.string().max(32 * 1024);

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    v: z.number().int(),
    resume: z.object({ seq }).optional(),
  }),
  z.object({ type: z.literal('sub'), id, path, cached: z.boolean().optional() }),
  z.object({ type: z.literal('unsub'), id }),
  z.object({ type: z.literal('set'), rid: id, path, value: jsonValue }),
  z.object({
    type: z.literal('update'),
    rid: id,
    path,
    values: z.record(z.string(), jsonValue),
    base: z.record(z.string(), jsonValue).optional(),
  }),
  z.object({ type: z.literal('remove'), rid: id, path }),
  z.object({ type: z.literal('ping') }),
]);

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), v: z.number().int(), seq }),
  z.object({ type: z.literal('value'), id, path, value: jsonValue, seq }),
  z.object({
    type: z.literal('change'),
    id,
    ops: z.array(z.object({ path, value: jsonValue })),
    seq,
  }),
  z.object({ type: z.literal('unchanged'), id, seq }),
  z.object({
    type: z.literal('ack'),
    rid: id,
    seq,
    kept: z.array(z.string().max(32 * 1024)).optional(),
  }),
  z.object({
    type: z.literal('error'),
    rid: id.optional(),
    id: id.optional(),
    code: z.enum(DATA_ERROR_CODES),
    message: z.string(),
  }),
  z.object({ type: z.literal('pong') }),
]);

// The schemas and the plain types of protocol.ts must describe the same messages.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemasMatchTypes: [
  Same<z.infer<typeof clientMessageSchema>, ClientMessage>,
  Same<z.infer<typeof serverMessageSchema>, ServerMessage>,
] = [true, true];
void schemasMatchTypes;
