import { MAX_WRITE_BYTES } from '../../shared/data/limits.ts';
import { DataStoreError } from './store.ts';

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * The JSON body of a write. Refuses anything but `application/json` and malformed JSON
 * or UTF-8 as INVALID_DATA, and a body over MAX_WRITE_BYTES as PAYLOAD_TOO_LARGE — as
 * soon as the count passes the limit, without reading the rest.
 */
export async function readJsonBody(request: Request, limit = MAX_WRITE_BYTES): Promise<unknown> {
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) {
    throw new DataStoreError(
      'INVALID_DATA',
      'Send the value as JSON (Content-Type: application/json).',
    );
  }
  const tooLarge = () =>
    new DataStoreError('PAYLOAD_TOO_LARGE', `One write holds at most ${limit} bytes.`);
  const declared = Number(request.headers.get('content-length'));
  if (declared > limit) throw tooLarge();

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new DataStoreError('INVALID_DATA', 'The body is not valid UTF-8.');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DataStoreError('INVALID_DATA', 'The body is not valid JSON.');
  }
}
