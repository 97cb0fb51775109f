import type { FileType } from './files.ts';

/**
 * The type of a file, told from its first bytes. The name and the type a client declares
 * are never trusted: the server decides what it stores and serves here, once, at upload;
 * the browser uses the same test to pick how to prepare a file before sending it.
 */

/** The bytes of an ASCII text, for comparing with signatures and chunk names. */
export const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Whether `signature` sits at `offset` in `bytes` (false when the bytes end before it). */
export function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const AVIF_BRANDS = new Set(['avif', 'avis']);

function isWebp(bytes: Uint8Array): boolean {
  // RIFF container of kind WEBP whose first chunk is one of the three WebP encodings.
  return (
    startsWith(bytes, ascii('RIFF')) &&
    startsWith(bytes, ascii('WEBP'), 8) &&
    (startsWith(bytes, ascii('VP8 '), 12) ||
      startsWith(bytes, ascii('VP8L'), 12) ||
      startsWith(bytes, ascii('VP8X'), 12))
  );
}

/** An ISO media file whose `ftyp` box names AVIF as its major or a compatible brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = view.getUint32(0);
  // NOTE: major brand, minor version, then compatible brands, four bytes each.
  if (boxSize < 16 || boxSize % 4 !== 0 || boxSize > bytes.length) return false;
  const brand = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (AVIF_BRANDS.has(brand(8))) return true;
  for (let at = 16; at + 4 <= boxSize; at += 4) {
    if (AVIF_BRANDS.has(brand(at))) return true;
  }
  return false;
}

/** The allowed type these bytes are, or null for anything else (HTML, SVG, scripts…). */
export function detectFileType(bytes: Uint8Array): FileType | null {
  // Start of image, then the first segment's marker (APPn, DQT, SOFn, COM…).
  if (startsWith(bytes, JPEG) && bytes[3]! >= 0xc0 && bytes[3]! < 0xff) return 'image/jpeg';
  // The IHDR chunk must come first in every PNG.
  if (startsWith(bytes, PNG) && startsWith(bytes, ascii('IHDR'), 12)) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (isWebp(bytes)) return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  // NOTE: readers accept `%PDF-` anywhere in the first kilobyte; only offset 0 is taken,
  // so nothing else (an HTML page, say) can sit in front of it.
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}
