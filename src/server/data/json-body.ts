import { DataStoreError } from './data-store.ts';

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * The JSON body of a request. Refuses anything but `application/json` and malformed JSON
 * or UTF-8 as INVALID_DATA. Its size is the app's body limit's business (`bodyLimit`),
 * which refuses a body past its route's limit before or while it is read.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) {
    throw new DataStoreError(
      'INVALID_DATA',
      'Send the value as JSON (Content-Type: application/json).',
    );
  }
  const bytes = await request.arrayBuffer();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new DataStoreError('INVALID_DATA', 'The body is not valid UTF-8.');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DataStoreError('INVALID_DATA', 'The body is not valid JSON.');
  }
}
