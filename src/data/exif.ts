import { viewOf } from '@/shared/bytes.ts';
import { ascii } from '@/shared/data/detect-file-type.ts';

/**
 * The little of Exif that preparing a photo needs: which way up it is shown, and whether
 * it says where it was taken. Exif is a TIFF structure; its first directory (IFD0) holds
 * the orientation and, when the camera knew its position, a pointer to the GPS directory.
 */

const TAG_ORIENTATION = 0x0112;
const TAG_GPS_POINTER = 0x8825;
const TYPE_SHORT = 3;
const ENTRY_BYTES = 12;

export interface ExifFacts {
  /** 1 (as stored) to 8 (the eight turns and mirrorings); 1 when absent. */
  orientation: number;
  /** Whether it carries a GPS directory: where the photo was taken. */
  location: boolean;
}

/** The facts of a TIFF block (what follows `Exif\0\0`); nothing found when it is malformed. */
export function readExif(tiff: Uint8Array): ExifFacts {
  const facts = noMetadata();
  const view = viewOf(tiff);
  const order = String.fromCharCode(tiff[0] ?? 0, tiff[1] ?? 0);
  if (order !== 'II' && order !== 'MM') return facts;
  const little = order === 'II';
  try {
    const directory = view.getUint32(4, little);
    const end = directory + 2 + view.getUint16(directory, little) * ENTRY_BYTES;
    for (let entry = directory + 2; entry < end; entry += ENTRY_BYTES) {
      const tag = view.getUint16(entry, little);
      if (tag === TAG_GPS_POINTER) facts.location = true;
      if (tag === TAG_ORIENTATION && view.getUint16(entry + 2, little) === TYPE_SHORT) {
        const orientation = view.getUint16(entry + 8, little);
        if (orientation >= 1 && orientation <= 8) facts.orientation = orientation;
      }
    }
  } catch (error) {
    // A directory running past the end: what was read so far stands.
    if (!(error instanceof RangeError)) throw error;
  }
  return facts;
}

/**
 * A TIFF block holding the orientation and nothing else, so a photo whose other
 * metadata is dropped is still shown the right way up.
 */
export function orientationOnlyExif(orientation: number): Uint8Array {
  const tiff = new Uint8Array(8 + 2 + ENTRY_BYTES + 4);
  const view = viewOf(tiff);
  tiff.set(ascii('MM'));
  view.setUint16(2, 42);
  view.setUint32(4, 8); // IFD0 right after the header
  view.setUint16(8, 1); // one entry
  view.setUint16(10, TAG_ORIENTATION);
  view.setUint16(12, TYPE_SHORT);
  view.setUint32(14, 1); // one value, kept in the entry itself
  view.setUint16(18, orientation);
  view.setUint32(22, 0); // no further directory
  return tiff;
}

/** Facts before any metadata is read: shown as stored, no location. */
export const noMetadata = (): ExifFacts => ({ orientation: 1, location: false });

/** Adds what an Exif block says to what is known. */
export function addExif(facts: ExifFacts, tiff: Uint8Array): void {
  const exif = readExif(tiff);
  facts.orientation = exif.orientation;
  facts.location ||= exif.location;
}

/** Adds what a text block (XMP, a PNG text chunk) says: position tags mean a location. */
export function addText(facts: ExifFacts, text: Uint8Array): void {
  facts.location ||= /GPS(Latitude|Longitude)/.test(new TextDecoder().decode(text));
}
