/** A piece of a PNG or WebP file: both formats are lists of typed chunks. */
export interface ImageChunk {
  /** Four letters: `IHDR`, `eXIf`, `VP8X`, `EXIF`… */
  type: string;
  data: Uint8Array;
  /** The whole chunk as stored: header, data, and its CRC or padding. */
  bytes: Uint8Array;
}

/** The four letters at `at`. */
export const fourLetters = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(...bytes.subarray(at, at + 4));
