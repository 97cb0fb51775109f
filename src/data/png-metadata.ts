import { concatBytes, viewOf } from '@/shared/bytes.ts';
import { addExif, addText, noMetadata, type ExifFacts } from './exif.ts';
import { fourLetters, type ImageChunk } from './image-chunks.ts';

/**
 * Metadata of a PNG, read and dropped without decoding it. A PNG is its signature and a
 * list of chunks (length, type, data, CRC) ending with IEND; Exif, text (where XMP and
 * other tools' location data live) and the modification time are chunks of their own.
 */

const SIGNATURE_BYTES = 8;
const METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function chunks(bytes: Uint8Array): ImageChunk[] {
  const list: ImageChunk[] = [];
  for (let offset = SIGNATURE_BYTES; offset + 12 <= bytes.length;) {
    const end = offset + 12 + viewOf(bytes).getUint32(offset);
    if (end > bytes.length) throw new Error('This PNG is damaged: a chunk runs past its end.');
    const type = fourLetters(bytes, offset + 4);
    list.push({
      type,
      data: bytes.subarray(offset + 8, end - 4),
      bytes: bytes.subarray(offset, end),
    });
    if (type === 'IEND') break;
    offset = end;
  }
  return list;
}

/** What a PNG's Exif and text chunks say about its orientation and location. */
export function pngMetadata(bytes: Uint8Array): ExifFacts {
  const facts = noMetadata();
  for (const { type, data } of chunks(bytes)) {
    if (type === 'eXIf') addExif(facts, data);
    else if (METADATA_CHUNKS.has(type)) addText(facts, data);
  }
  return facts;
}

/** The same PNG without its metadata chunks (nor anything after IEND). */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const kept = chunks(bytes).filter(({ type }) => !METADATA_CHUNKS.has(type));
  return concatBytes(bytes.subarray(0, SIGNATURE_BYTES), ...kept.map((chunk) => chunk.bytes));
}
