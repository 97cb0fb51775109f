import type { FileType } from '../../shared/data/files.ts';

/**
 * What a client says about an upload, checked against what its bytes are
 * (`detectFileType`, src/shared/data/detect-file-type.ts).
 */

/** Names a client may declare for each type: the standard one and common aliases. */
const DECLARED_TYPES: Record<FileType, string[]> = {
  'image/jpeg': ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  'image/png': ['image/png', 'image/x-png'],
  'image/webp': ['image/webp'],
  'image/avif': ['image/avif'],
  'image/gif': ['image/gif'],
  'application/pdf': ['application/pdf', 'application/x-pdf'],
};

const EXTENSIONS: Record<FileType, string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif', 'pjpeg', 'pjp'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
};

/** Declared types that say nothing about the content. */
const UNDECLARED = new Set(['', 'application/octet-stream']);

/**
 * Whether what the client says about a file (its type, its name) agrees with what its
 * bytes are. Silence is fine; a claim that contradicts the bytes is not.
 */
export function declarationMatches(
  detected: FileType,
  declared: { type: string; name: string },
): boolean {
  const type = declared.type.split(';')[0]!.trim().toLowerCase();
  if (!UNDECLARED.has(type) && !DECLARED_TYPES[detected].includes(type)) return false;
  const dot = declared.name.lastIndexOf('.');
  if (dot === -1) return true;
  return EXTENSIONS[detected].includes(declared.name.slice(dot + 1).toLowerCase());
}
