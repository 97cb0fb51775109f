import { declarationMatches } from './file-types.ts';
import { detectFileType } from '../../shared/data/detect-file-type.ts';
import {
  FILE_FIELD,
  FILE_TYPES,
  FILE_TYPE_NAMES,
  MAX_FILE_BYTES,
  type FileType,
} from '../../shared/data/files.ts';
import { DataStoreError } from '../data/data-store.ts';

const ALLOWED = FILE_TYPES.map((type) => FILE_TYPE_NAMES[type]).join(', ');
const tooLarge = () =>
  new DataStoreError(
    'PAYLOAD_TOO_LARGE',
    `A file may be at most ${MAX_FILE_BYTES / 1024 / 1024} MB.`,
  );
const notAllowed = (detail: string) =>
  new DataStoreError('INVALID_DATA', `File type not allowed: ${detail} Allowed: ${ALLOWED}.`);

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
  // NOTE: the app's body limit has bounded the body (the file's limit and the form's
  // overhead) before or while it arrives.
  const body = await request.arrayBuffer();
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
