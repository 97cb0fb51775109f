import { concatBytes, viewOf } from '@/shared/bytes.ts';
import { ascii, startsWith } from '@/shared/data/detect-file-type.ts';
import { addExif, addText, noMetadata, type ExifFacts } from './exif.ts';
import { fourLetters, type ImageChunk } from './image-chunks.ts';

/**
 * Metadata of a WebP, read and dropped without decoding it. A WebP is a RIFF container:
 * `RIFF`, the size of what follows, `WEBP`, then chunks (four-letter type, little-endian
 * size, data, a pad byte when the size is odd). Exif and XMP are chunks of their own,
 * announced by two flags of the extended header (VP8X).
 */

const HEADER_BYTES = 12;
/** VP8X flags: bit 3 Exif, bit 2 XMP. */
const METADATA_FLAGS = 0x08 | 0x04;

function chunks(bytes: Uint8Array): ImageChunk[] {
  const list: ImageChunk[] = [];
  for (let offset = HEADER_BYTES; offset + 8 <= bytes.length;) {
    const size = viewOf(bytes).getUint32(offset + 4, true);
    const dataEnd = offset + 8 + size;
    if (dataEnd > bytes.length) throw new Error('This WebP is damaged: a chunk runs past its end.');
    const end = Math.min(dataEnd + (size & 1), bytes.length);
    const type = fourLetters(bytes, offset);
    list.push({
      type,
      data: bytes.subarray(offset + 8, dataEnd),
      bytes: bytes.subarray(offset, end),
    });
    offset = end;
  }
  return list;
}

/** What a WebP's Exif and XMP chunks say about its orientation and location. */
export function webpMetadata(bytes: Uint8Array): ExifFacts {
  const facts = noMetadata();
  for (const { type, data } of chunks(bytes)) {
    // Some writers keep the `Exif\0\0` prefix JPEG uses; the format says the TIFF starts here.
    if (type === 'EXIF')
      addExif(facts, startsWith(data, ascii('Exif\0\0')) ? data.subarray(6) : data);
    else if (type === 'XMP ') addText(facts, data);
  }
  return facts;
}

/** The same WebP without its Exif and XMP chunks, its header saying so. */
export function stripWebpMetadata(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const kept = chunks(bytes)
    .filter(({ type }) => type !== 'EXIF' && type !== 'XMP ')
    .map(({ type, bytes: chunk }) => {
      if (type !== 'VP8X') return chunk;
      const header = chunk.slice();
      header[8] = header[8]! & ~METADATA_FLAGS;
      return header;
    });
  const result = concatBytes(bytes.subarray(0, HEADER_BYTES), ...kept);
  viewOf(result).setUint32(4, result.length - 8, true);
  return result;
}
