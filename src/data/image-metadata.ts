import type { ExifFacts } from './exif.ts';
import { jpegMetadata, stripJpegMetadata } from './jpeg-metadata.ts';
import { pngMetadata, stripPngMetadata } from './png-metadata.ts';
import { stripWebpMetadata, webpMetadata } from './webp-metadata.ts';

/** The image types whose metadata can be read and dropped without decoding them. */
export type StrippableType = 'image/jpeg' | 'image/png' | 'image/webp';

const FORMATS: Record<
  StrippableType,
  { read: (bytes: Uint8Array) => ExifFacts; strip: (bytes: Uint8Array) => Uint8Array<ArrayBuffer> }
> = {
  'image/jpeg': { read: jpegMetadata, strip: stripJpegMetadata },
  'image/png': { read: pngMetadata, strip: stripPngMetadata },
  'image/webp': { read: webpMetadata, strip: stripWebpMetadata },
};

export function isStrippable(type: string): type is StrippableType {
  return type in FORMATS;
}

/** What an image's metadata says about its orientation and where it was taken. */
export function imageMetadata(bytes: Uint8Array, type: StrippableType): ExifFacts {
  return FORMATS[type].read(bytes);
}

/**
 * The image without its metadata, its picture bytes untouched; null when that would
 * turn it (a PNG or WebP stored turned keeps its orientation only in the Exif it loses),
 * so the caller draws it upright instead. A JPEG keeps its orientation in a minimal Exif.
 */
export function stripImageMetadata(
  bytes: Uint8Array,
  type: StrippableType,
): Uint8Array<ArrayBuffer> | null {
  const { strip, read } = FORMATS[type];
  if (type !== 'image/jpeg' && read(bytes).orientation !== 1) return null;
  return strip(bytes);
}
