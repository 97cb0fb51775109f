import { concatBytes, viewOf } from '@/shared/bytes.ts';
import { ascii } from '@/shared/data/detect-file-type.ts';

/**
 * Image metadata as cameras and phones write it, built byte by byte for tests: an Exif
 * block with the camera's make, an orientation and a GPS position, and the segments or
 * chunks that carry it in JPEG, PNG and WebP.
 */

const SHORT = 3;
const ASCII = 2;
const LONG = 4;
const RATIONAL = 5;

interface Entry {
  tag: number;
  type: number;
  count: number;
  /** Up to four bytes are kept in the entry itself; more go after the directory. */
  value: Uint8Array;
}

const text = (value: string) => new Uint8Array([...ascii(value), 0]);

function rationals(values: [number, number][], little: boolean): Uint8Array {
  const bytes = new Uint8Array(values.length * 8);
  values.forEach(([numerator, denominator], index) => {
    viewOf(bytes).setUint32(index * 8, numerator, little);
    viewOf(bytes).setUint32(index * 8 + 4, denominator, little);
  });
  return bytes;
}

/** Degrees as Exif keeps them: degrees, minutes and seconds (in hundredths). */
function degrees(value: number, little: boolean): Uint8Array {
  const whole = Math.floor(Math.abs(value));
  const minutes = Math.floor((Math.abs(value) - whole) * 60);
  const seconds = Math.round(((Math.abs(value) - whole) * 60 - minutes) * 6000);
  return rationals(
    [
      [whole, 1],
      [minutes, 1],
      [seconds, 100],
    ],
    little,
  );
}

/** Writes a directory at `offset` of `tiff`, its long values after it; returns the end. */
function writeDirectory(tiff: Uint8Array, offset: number, entries: Entry[], little: boolean) {
  const view = viewOf(tiff);
  view.setUint16(offset, entries.length, little);
  let data = offset + 2 + entries.length * 12 + 4;
  entries.forEach(({ tag, type, count, value }, index) => {
    const entry = offset + 2 + index * 12;
    view.setUint16(entry, tag, little);
    view.setUint16(entry + 2, type, little);
    view.setUint32(entry + 4, count, little);
    if (value.length <= 4) {
      tiff.set(value, entry + 8);
    } else {
      view.setUint32(entry + 8, data, little);
      tiff.set(value, data);
      data += value.length + (value.length & 1);
    }
  });
  view.setUint32(offset + 2 + entries.length * 12, 0, little);
  return data;
}

export interface ExifOptions {
  orientation?: number;
  /** Where the photo was taken; none when absent. */
  position?: { latitude: number; longitude: number };
  littleEndian?: boolean;
}

/** A TIFF block as a camera writes it: make, orientation and a GPS directory. */
export function cameraExif({ orientation = 1, position, littleEndian = false }: ExifOptions = {}) {
  const little = littleEndian;
  const short = (value: number) => {
    const bytes = new Uint8Array(4);
    viewOf(bytes).setUint16(0, value, little);
    return bytes;
  };
  const tiff = new Uint8Array(512);
  tiff.set(ascii(little ? 'II' : 'MM'));
  viewOf(tiff).setUint16(2, 42, little);
  viewOf(tiff).setUint32(4, 8, little);
  const make = text('Tinies Test Camera');
  const entries: Entry[] = [
    { tag: 0x010f, type: ASCII, count: make.length, value: make },
    { tag: 0x0112, type: SHORT, count: 1, value: short(orientation) },
  ];
  const gpsAt = 200;
  if (position) {
    const pointer = new Uint8Array(4);
    viewOf(pointer).setUint32(0, gpsAt, little);
    entries.push({ tag: 0x8825, type: LONG, count: 1, value: pointer });
    const { latitude, longitude } = position;
    writeDirectory(
      tiff,
      gpsAt,
      [
        { tag: 0x0001, type: ASCII, count: 2, value: text(latitude >= 0 ? 'N' : 'S') },
        { tag: 0x0002, type: RATIONAL, count: 3, value: degrees(latitude, little) },
        { tag: 0x0003, type: ASCII, count: 2, value: text(longitude >= 0 ? 'E' : 'W') },
        { tag: 0x0004, type: RATIONAL, count: 3, value: degrees(longitude, little) },
      ],
      little,
    );
  }
  writeDirectory(tiff, 8, entries, little);
  return tiff;
}

/** One JPEG segment: marker, length, data. */
export function jpegSegment(marker: number, data: Uint8Array): Uint8Array {
  const segment = new Uint8Array(4 + data.length);
  viewOf(segment).setUint16(0, 0xff00 | marker);
  viewOf(segment).setUint16(2, data.length + 2);
  segment.set(data, 4);
  return segment;
}

/** The APP1 segment that carries Exif in a JPEG. */
export const exifSegment = (tiff: Uint8Array) =>
  jpegSegment(0xe1, concatBytes(new Uint8Array(ascii('Exif\0\0')), tiff));

/** A JPEG with `segments` put right after its start-of-image marker. */
export function withSegments(jpeg: Uint8Array, ...segments: Uint8Array[]): Uint8Array {
  return concatBytes(jpeg.subarray(0, 2), ...segments, jpeg.subarray(2));
}

/** Where an ASCII text first occurs in `bytes`, or -1. */
export function indexOfText(bytes: Uint8Array, value: string): number {
  const wanted = ascii(value);
  for (let at = 0; at + wanted.length <= bytes.length; at++) {
    if (wanted.every((byte, index) => bytes[at + index] === byte)) return at;
  }
  return -1;
}

/**
 * The markers of a JPEG's segments up to its first scan, as hex (`e0` for APP0), each
 * APPn with the name its data starts with: written apart from the code under test.
 */
export function headerSegments(jpeg: Uint8Array): string[] {
  const names: string[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff && jpeg[at + 1] !== 0xda) {
    const marker = jpeg[at + 1]!;
    const length = viewOf(jpeg).getUint16(at + 2);
    const name = String.fromCharCode(...jpeg.subarray(at + 4, at + 8)).replace(/[^ -~]/g, '');
    names.push(
      marker >= 0xe0 && marker <= 0xef ? `${marker.toString(16)} ${name}` : marker.toString(16),
    );
    at += 2 + length;
  }
  return names;
}

/** The size a JPEG's frame header (SOFn) gives: its pixels as stored, before any turn. */
export function jpegSize(jpeg: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: viewOf(jpeg).getUint16(at + 5), width: viewOf(jpeg).getUint16(at + 7) };
    }
    at += 2 + viewOf(jpeg).getUint16(at + 2);
  }
  return null;
}
