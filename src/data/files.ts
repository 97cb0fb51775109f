import {
  DATA_ERROR_CODES,
  DATA_ERROR_STATUS,
  dataError,
  isDataError,
  type DataError,
} from '@/shared/data/errors.ts';
import {
  FILE_EXTENSION,
  FILE_FIELD,
  FILES_API_PATH,
  isFileType,
  type UploadedFile,
} from '@/shared/data/files.ts';

/**
 * A name for a file: the given one with the extension of the file's type. The server
 * refuses an upload whose name contradicts its bytes (a photo prepared as WebP from a
 * `.png`, say).
 */
export function fileNameFor(blob: Blob, name: string): string {
  if (!isFileType(blob.type)) return name;
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${FILE_EXTENSION[blob.type]}`;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  if (typeof value !== 'object' || value === null) return false;
  const { id, url, size } = value as Partial<UploadedFile>;
  return typeof id === 'string' && typeof url === 'string' && typeof size === 'number';
}

/** For an answer without our `{ code, message }` (a proxy's error page, say). */
function errorForStatus(status: number): DataError {
  const code = DATA_ERROR_CODES.find((candidate) => DATA_ERROR_STATUS[candidate] === status);
  return dataError(code ?? (status >= 500 ? 'UNAVAILABLE' : 'INTERNAL'));
}

/**
 * Uploads a file to the signed-in person's files (`POST /api/files`) and answers what the
 * server stored; put its `url` (or `id`) into a document to keep the file. Pass photos
 * through `prepareImage` first. Rejects with a DataError: the server's own when it
 * refuses (UNAUTHENTICATED when signed out, PAYLOAD_TOO_LARGE past 10 MB, QUOTA_EXCEEDED
 * when the account's files are full, INVALID_DATA
 * for a type it does not take), UNAVAILABLE when it cannot be reached.
 */
export async function uploadFile(blob: Blob, name = 'file'): Promise<UploadedFile> {
  const form = new FormData();
  form.append(FILE_FIELD, blob, fileNameFor(blob, name));
  let response: Response;
  try {
    response = await fetch(FILES_API_PATH, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw dataError('UNAVAILABLE', 'The server cannot be reached; try again when online.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isUploadedFile(body)) return body;
  throw isDataError(body) ? dataError(body.code, body.message) : errorForStatus(response.status);
}

/**
 * Deletes one of the signed-in person's files (`DELETE /api/files/{id}`), once no record
 * refers to it any more. A file already gone counts as deleted. Rejects with a DataError
 * when the server refuses or cannot be reached.
 */
export async function deleteFile(id: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${FILES_API_PATH}/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      credentials: 'same-origin',
    });
  } catch {
    throw dataError('UNAVAILABLE', 'The server cannot be reached; try again when online.');
  }
  if (response.ok || response.status === 404) return;
  const body: unknown = await response.json().catch(() => null);
  throw isDataError(body) ? dataError(body.code, body.message) : errorForStatus(response.status);
}
