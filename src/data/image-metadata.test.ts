import { describe, expect, it } from 'vitest';
import { concatBytes, viewOf } from '@/shared/bytes.ts';
import { ascii } from '@/shared/data/detect-file-type.ts';
import { readExif } from './exif.ts';
import { imageMetadata, stripImageMetadata } from './image-metadata.ts';
import {
  cameraExif,
  exifSegment,
  headerSegments,
  indexOfText,
  jpegSegment,
} from './testing/image-fixtures.ts';

const bytes = (value: string | number[]) =>
  new Uint8Array(typeof value === 'string' ? ascii(value) : value);
const HOME = { latitude: 52.52, longitude: 13.405 };
const CAMERA = 'Tinies Test Camera';
const XMP_WITH_GPS =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><exif:GPSLatitude>52,31.2N</exif:GPSLatitude></x:xmpmeta>';

describe('readExif', () => {
  it.each([false, true])('reads orientation and location (little-endian: %s)', (littleEndian) => {
    const tiff = cameraExif({ orientation: 6, position: HOME, littleEndian });
    expect(readExif(tiff)).toEqual({ orientation: 6, location: true });
    expect(readExif(cameraExif({ littleEndian }))).toEqual({ orientation: 1, location: false });
  });

  it('reads what it can of a damaged block, and nothing of a foreign one', () => {
    const tiff = cameraExif({ orientation: 3, position: HOME });
    // IFD0 ends after the orientation, before the GPS pointer.
    expect(readExif(tiff.subarray(0, 34))).toEqual({ orientation: 3, location: false });
    expect(readExif(bytes('not a tiff at all'))).toEqual({ orientation: 1, location: false });
  });
});

describe('JPEG', () => {
  const SOI = bytes([0xff, 0xd8]);
  const EOI = bytes([0xff, 0xd9]);
  const jfif = jpegSegment(0xe0, bytes('JFIF\0\x01\x02\0\0\x01\0\x01\0\0'));
  const icc = jpegSegment(0xe2, bytes('ICC_PROFILE\0\x01\x01colours'));
  const adobe = jpegSegment(0xee, bytes('Adobe\0\x64\0\0\0\0\x01'));
  const xmp = jpegSegment(0xe1, bytes(`http://ns.adobe.com/xap/1.0/\0${XMP_WITH_GPS}`));
  const iptc = jpegSegment(0xed, bytes('Photoshop 3.0\0city: Berlin'));
  const comment = jpegSegment(0xfe, bytes('taken at home'));
  const tables = [
    jpegSegment(0xdb, new Uint8Array(65)),
    jpegSegment(0xc2, bytes([8, 0, 16, 0, 16, 1, 1, 0x11, 0])),
    jpegSegment(0xc4, bytes([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7])),
  ];
  /** Two progressive scans with a table between them; stuffed bytes and a restart marker. */
  const scans = concatBytes(
    jpegSegment(0xda, bytes([1, 1, 0, 0, 63, 0])),
    bytes([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff, 0x00]),
    jpegSegment(0xc4, bytes([0x10, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9])),
    jpegSegment(0xda, bytes([1, 1, 0, 1, 63, 0])),
    bytes([0x78, 0xff, 0x00, 0x9a]),
    EOI,
  );
  /** What some phones append: a second picture with its own Exif. */
  const trailer = concatBytes(SOI, exifSegment(cameraExif({ position: HOME })), EOI);

  function photo(orientation = 1, after = trailer) {
    const exif = exifSegment(cameraExif({ orientation, position: HOME }));
    return concatBytes(SOI, exif, jfif, xmp, icc, iptc, comment, adobe, ...tables, scans, after);
  }

  it('says where a photo was taken, from Exif or from XMP', () => {
    expect(imageMetadata(photo(8), 'image/jpeg')).toEqual({ orientation: 8, location: true });
    const xmpOnly = concatBytes(SOI, jfif, xmp, ...tables, scans);
    expect(imageMetadata(xmpOnly, 'image/jpeg')).toEqual({ orientation: 1, location: true });
  });

  it('drops Exif, XMP, IPTC, comments and what follows the image, keeping the picture', () => {
    const stripped = stripImageMetadata(photo(), 'image/jpeg')!;
    expect(stripped).toEqual(concatBytes(SOI, jfif, icc, adobe, ...tables, scans));
    expect(headerSegments(stripped)).toEqual(['e0 JFIF', 'e2 ICC_', 'ee Adob', 'db', 'c2', 'c4']);
    expect(indexOfText(stripped, 'Exif')).toBe(-1);
    expect(indexOfText(stripped, CAMERA)).toBe(-1);
    expect(imageMetadata(stripped, 'image/jpeg')).toEqual({ orientation: 1, location: false });
    expect(stripped.length).toBeLessThan(photo().length);
  });

  it('keeps a turned photo upright with an Exif holding the orientation alone', () => {
    const stripped = stripImageMetadata(photo(6), 'image/jpeg')!;
    expect(headerSegments(stripped).slice(0, 3)).toEqual(['e0 JFIF', 'e1 Exif', 'e2 ICC_']);
    expect(imageMetadata(stripped, 'image/jpeg')).toEqual({ orientation: 6, location: false });
    expect(indexOfText(stripped, CAMERA)).toBe(-1);
  });

  it('keeps all the data of a file cut short before its end-of-image marker', () => {
    const cut = photo(1, new Uint8Array()).subarray(0, -3);
    const stripped = stripImageMetadata(cut, 'image/jpeg')!;
    expect(stripped.subarray(-8)).toEqual(cut.subarray(-8));
  });

  it('refuses a segment that runs past the end of the file', () => {
    const broken = concatBytes(SOI, jfif, bytes([0xff, 0xe1, 0x40, 0x00, 1, 2, 3]));
    expect(() => stripImageMetadata(broken, 'image/jpeg')).toThrow(/damaged/);
  });
});

describe('PNG', () => {
  const SIGNATURE = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  /** A chunk; its CRC is not checked by the code under test, so zero will do. */
  function chunk(type: string, data: Uint8Array) {
    const result = new Uint8Array(12 + data.length);
    viewOf(result).setUint32(0, data.length);
    result.set(ascii(type), 4);
    result.set(data, 8);
    return result;
  }
  const header = chunk('IHDR', bytes([0, 0, 0, 16, 0, 0, 0, 16, 8, 6, 0, 0, 0]));
  const picture = [
    chunk('sRGB', bytes([0])),
    chunk('IDAT', bytes('pixels')),
    chunk('IEND', bytes('')),
  ];
  const png = (orientation = 1) =>
    concatBytes(
      SIGNATURE,
      header,
      chunk('eXIf', cameraExif({ orientation, position: HOME })),
      chunk('iTXt', bytes(`XML:com.adobe.xmp\0\0\0\0\0${XMP_WITH_GPS}`)),
      chunk('tIME', bytes([7, 233, 1, 2, 3, 4, 5])),
      ...picture,
    );

  it('drops Exif, text and time chunks, keeping the picture chunks as they are', () => {
    expect(imageMetadata(png(), 'image/png')).toEqual({ orientation: 1, location: true });
    const stripped = stripImageMetadata(png(), 'image/png')!;
    expect(stripped).toEqual(concatBytes(SIGNATURE, header, ...picture));
    expect(imageMetadata(stripped, 'image/png')).toEqual({ orientation: 1, location: false });
  });

  it('leaves a turned PNG to be drawn upright, as its orientation would be lost', () => {
    expect(stripImageMetadata(png(6), 'image/png')).toBeNull();
  });
});

describe('WebP', () => {
  function chunk(type: string, data: Uint8Array) {
    const padded = new Uint8Array(8 + data.length + (data.length & 1));
    padded.set(ascii(type));
    viewOf(padded).setUint32(4, data.length, true);
    padded.set(data, 8);
    return padded;
  }
  const riff = (chunks: Uint8Array[]) => {
    const body = concatBytes(bytes('WEBP'), ...chunks);
    const header = new Uint8Array(8);
    header.set(ascii('RIFF'));
    viewOf(header).setUint32(4, body.length, true);
    return concatBytes(header, body);
  };
  /** VP8X with the alpha, Exif and XMP flags set, and a 16×16 canvas. */
  const extended = (flags: number) => chunk('VP8X', bytes([flags, 0, 0, 0, 15, 0, 0, 15, 0, 0]));
  const picture = chunk('VP8L', bytes('lossless pixels'));
  const webp = (orientation = 1) =>
    riff([
      extended(0x10 | 0x08 | 0x04),
      picture,
      // Odd-sized, so it is padded; written with the prefix some tools keep.
      chunk('EXIF', concatBytes(bytes('Exif\0\0'), cameraExif({ orientation, position: HOME }))),
      chunk('XMP ', bytes(`${XMP_WITH_GPS} `)),
    ]);

  it('drops the Exif and XMP chunks and their flags, keeping the RIFF size right', () => {
    expect(imageMetadata(webp(), 'image/webp')).toEqual({ orientation: 1, location: true });
    const stripped = stripImageMetadata(webp(), 'image/webp')!;
    expect(stripped).toEqual(riff([extended(0x10), picture]));
    expect(viewOf(stripped).getUint32(4, true)).toBe(stripped.length - 8);
    expect(imageMetadata(stripped, 'image/webp')).toEqual({ orientation: 1, location: false });
  });

  it('leaves a turned WebP to be drawn upright', () => {
    expect(stripImageMetadata(webp(6), 'image/webp')).toBeNull();
  });
});
