import {
  FILE_FIELD,
  FILE_TYPES,
  FILE_TYPE_NAMES,
  MAX_FILE_BYTES,
  type FileType,
} from '../../shared/data/files.ts';
import { DataStoreError } from '../data/store.ts';
import { detectFileType } from '../../shared/data/detect-file-type.ts';
import { declarationMatches } from './file-types.ts';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_BODY_BYTES = MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES;

const ALLOWED = FILE_TYPES.map((type) => FILE_TYPE_NAMES[type]).join(', ');
const tooLarge = () =>
  new DataStoreError(
    'PAYLOAD_TOO_LARGE',
    `A file may be at most ${MAX_FILE_BYTES / 1024 / 1024} MB.`,
  );
const notAllowed = (detail: string) =>
  new DataStoreError('INVALID_DATA', `File type not allowed: ${detail} Allowed: ${ALLOWED}.`);

/**
 * The request body, refused as soon as its declared length or the bytes that actually
 * arrive pass `limit`: an oversized upload is never held in memory.
 */
async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= limit)) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The one file of a `POST /api/files` request (multipart, field `file`), with its type as
 * its bytes tell it. A declared type or a name that says otherwise is refused, and so is
 * every type but the allowed ones.
 */
export async function readUpload(request: Request): Promise<{ type: FileType; bytes: Uint8Array }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new DataStoreError(
      'INVALID_DATA',
      `Send the file as multipart/form-data in the field "${FILE_FIELD}".`,
    );
  }
  const body = await readBody(request, MAX_BODY_BYTES);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new DataStoreError('INVALID_DATA', 'The upload is not a well-formed multipart form.');
  }
  const entries = form.getAll(FILE_FIELD);
  const file = entries[0];
  if (entries.length !== 1 || !(file instanceof File)) {
    throw new DataStoreError('INVALID_DATA', `Send exactly one file in the field "${FILE_FIELD}".`);
  }
  if (file.size > MAX_FILE_BYTES) throw tooLarge();
  if (file.size === 0) throw new DataStoreError('INVALID_DATA', 'The file is empty.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectFileType(bytes);
  if (!type) throw notAllowed('its content is none of the allowed types.');
  if (!declarationMatches(type, { type: file.type, name: file.name })) {
    throw notAllowed(
      `its name or declared type does not match its content (${FILE_TYPE_NAMES[type]}).`,
    );
  }
  return { type, bytes };
}
