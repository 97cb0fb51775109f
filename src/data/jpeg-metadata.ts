import { concatBytes, viewOf } from '@/shared/bytes.ts';
import { ascii, startsWith } from '@/shared/data/detect-file-type.ts';
import { addExif, addText, noMetadata, orientationOnlyExif, type ExifFacts } from './exif.ts';

/**
 * Metadata of a JPEG, read and dropped without decoding it: the picture's bytes are kept
 * exactly, so a photo that needs no resizing loses nothing but what it says about itself.
 *
 * A JPEG is a list of segments (0xFF, a marker, a 16-bit length, the data) up to the
 * first scan (SOS), then entropy-coded data in which a 0xFF byte is always followed by
 * 0x00 or a restart marker, up to the end-of-image marker (EOI). Progressive files hold
 * several scans with table segments between them. Some phones append more data after
 * EOI (previews, depth maps, each with its own Exif): it is dropped too.
 */

const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;
const EXIF_HEADER = ascii('Exif\0\0');
const XMP_HEADER = ascii('http://ns.adobe.com/xap/1.0/\0');

interface Segment {
  marker: number;
  /** The whole segment, marker and length included. */
  bytes: Uint8Array;
}

/** The segment's data starts with this identifier (as APPn segments name their kind). */
const names = (segment: Segment, identifier: number[]) => startsWith(segment.bytes, identifier, 4);

/**
 * Segments kept: those needed to decode the picture or show its colours (tables, frame
 * header, JFIF, the ICC profile, Adobe's colour transform). Every other APPn (Exif, XMP,
 * IPTC, maker data, multi-picture index) and comments go.
 */
function keep(segment: Segment): boolean {
  const { marker } = segment;
  if (marker === COM) return false;
  if (marker < APP0 || marker > APP0 + 15) return true;
  if (marker === APP0) return names(segment, ascii('JFIF\0'));
  if (marker === APP2) return names(segment, ascii('ICC_PROFILE\0'));
  if (marker === APP14) return names(segment, ascii('Adobe'));
  return false;
}

function malformed(): Error {
  return new Error('This JPEG is damaged: its segments do not add up.');
}

/** Where the image data that starts with the SOS segment at `at` ends: just past EOI. */
function endOfImage(bytes: Uint8Array, view: DataView, at: number): number {
  let offset = at;
  for (;;) {
    // A segment (the first scan's header, or tables and headers between scans).
    if (offset + 4 > bytes.length) throw malformed();
    offset += 2 + view.getUint16(offset + 2);
    // Its entropy-coded data, up to the next marker.
    while (offset + 1 < bytes.length) {
      if (bytes[offset] !== 0xff) offset += 1;
      else if (bytes[offset + 1] === 0xff)
        offset += 1; // fill byte before a marker
      else if (bytes[offset + 1] === 0x00 || (bytes[offset + 1]! & 0xf8) === 0xd0) offset += 2;
      else break;
    }
    // NOTE: a file cut short still shows what it has; keep all of it.
    if (offset + 1 >= bytes.length) return bytes.length;
    if (bytes[offset + 1] === EOI) return offset + 2;
  }
}

/** The header segments (up to the first scan), and where the image data starts. */
function readHeader(bytes: Uint8Array, view: DataView): { segments: Segment[]; scan: number } {
  const segments: Segment[] = [];
  let offset = 2; // past SOI
  for (;;) {
    if (offset + 4 > bytes.length || bytes[offset] !== 0xff) throw malformed();
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === SOS) return { segments, scan: offset };
    const end = offset + 2 + view.getUint16(offset + 2);
    if (end > bytes.length) throw malformed();
    segments.push({ marker, bytes: bytes.subarray(offset, end) });
    offset = end;
  }
}

function factsOf(segments: readonly Segment[]): ExifFacts {
  const facts = noMetadata();
  for (const segment of segments) {
    if (segment.marker !== APP1) continue;
    if (names(segment, EXIF_HEADER)) addExif(facts, segment.bytes.subarray(4 + EXIF_HEADER.length));
    else if (names(segment, XMP_HEADER)) addText(facts, segment.bytes);
  }
  return facts;
}

/** What a JPEG's Exif and XMP say about its orientation and location. */
export function jpegMetadata(bytes: Uint8Array): ExifFacts {
  return factsOf(readHeader(bytes, viewOf(bytes)).segments);
}

/** An APP1 Exif segment around a TIFF block. */
function exifSegment(tiff: Uint8Array): Uint8Array {
  const segment = new Uint8Array(4 + EXIF_HEADER.length + tiff.length);
  viewOf(segment).setUint16(0, 0xff00 | APP1);
  viewOf(segment).setUint16(2, segment.length - 2);
  segment.set(EXIF_HEADER, 4);
  segment.set(tiff, 4 + EXIF_HEADER.length);
  return segment;
}

/**
 * The same JPEG without its metadata: the picture's bytes untouched, only the segments
 * `keep` allows, and nothing after the image. A photo stored turned keeps a minimal Exif
 * with its orientation alone, so it is still shown the right way up.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const view = viewOf(bytes);
  const { segments, scan } = readHeader(bytes, view);
  const { orientation } = factsOf(segments);
  const kept = segments.filter(keep);
  const parts = [bytes.subarray(0, 2), ...kept.map((segment) => segment.bytes)];
  if (orientation !== 1) {
    // After JFIF's APP0 when there is one, which must come first.
    parts.splice(
      kept[0]?.marker === APP0 ? 2 : 1,
      0,
      exifSegment(orientationOnlyExif(orientation)),
    );
  }
  parts.push(bytes.subarray(scan, endOfImage(bytes, view, scan)));
  return concatBytes(...parts);
}
