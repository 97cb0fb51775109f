/**
 * Photos and attachments: the limits and shapes both the browser and the server know.
 * Browser-safe (no server or schema imports).
 */

/** The largest file one upload may carry: 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The multipart form field that carries the file in `POST /api/files`. */
export const FILE_FIELD = 'file';

/** Where files are uploaded (`POST`) and, followed by `/{id}`, read and deleted. */
export const FILES_API_PATH = '/api/files';

/** The types a file may have, always as detected from its bytes. */
export const FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'application/pdf',
] as const;

export type FileType = (typeof FILE_TYPES)[number];

export function isFileType(value: string): value is FileType {
  return (FILE_TYPES as readonly string[]).includes(value);
}

/** For messages: the allowed types as people name them. */
export const FILE_TYPE_NAMES: Record<FileType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
};

/** The usual file name extension of each type, for the names files are given. */
export const FILE_EXTENSION: Record<FileType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** The value of an `accept` attribute on a file input offering exactly the allowed types. */
export const FILE_INPUT_ACCEPT = FILE_TYPES.join(',');

/** A file id: 32 lower-case hex digits (128 random bits), made by the server. */
const FILE_ID = /^[0-9a-f]{32}$/;

export function isFileId(value: string): boolean {
  return FILE_ID.test(value);
}

/** The URL of a file, as documents keep it to refer to the file. */
export function fileUrl(id: string): string {
  return `${FILES_API_PATH}/${id}`;
}

/** What `POST /api/files` answers (status 201). */
export interface UploadedFile {
  id: string;
  type: FileType;
  /** Bytes. */
  size: number;
  /** `/api/files/{id}`: put this (or the id) into a document to keep the file. */
  url: string;
}
