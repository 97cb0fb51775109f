import { describe, expect, it } from 'vitest';
import { declarationMatches } from './file-types.ts';
import { AVIF, DISGUISED_FILES, pdf, png, SAMPLE_FILES } from './testing/sample-files.ts';
import { detectFileType } from '../../shared/data/detect-file-type.ts';
import { FILE_TYPES, type FileType } from '../../shared/data/files.ts';

describe('detectFileType', () => {
  it.each(FILE_TYPES)('knows a real %s from its bytes', (type) => {
    expect(detectFileType(SAMPLE_FILES[type].bytes)).toBe(type);
  });

  it.each(DISGUISED_FILES)('refuses $label', ({ bytes }) => {
    expect(detectFileType(bytes)).toBeNull();
  });

  it('refuses empty and tiny inputs without reading past their end', () => {
    expect(detectFileType(new Uint8Array())).toBeNull();
    for (const sample of Object.values(SAMPLE_FILES)) {
      for (let length = 0; length < 4; length++) {
        expect(detectFileType(sample.bytes.subarray(0, length))).toBeNull();
      }
    }
  });

  it('needs the IHDR chunk right after the PNG signature', () => {
    const bytes = png();
    bytes.set(new TextEncoder().encode('tEXt'), 12);
    expect(detectFileType(bytes)).toBeNull();
  });

  it('takes AVIF as a compatible brand, but not an ftyp box that overruns the file', () => {
    const box = new Uint8Array(28);
    const view = new DataView(box.buffer);
    view.setUint32(0, 28);
    box.set(new TextEncoder().encode('ftypmif1\0\0\0\0mif1miafavif'), 4);
    expect(detectFileType(box)).toBe('image/avif');
    view.setUint32(0, 4096);
    expect(detectFileType(box)).toBeNull();
    expect(detectFileType(AVIF.subarray(0, 20))).toBeNull();
  });

  it('wants %PDF- at the very start', () => {
    const shifted = new Uint8Array([0x20, ...pdf()]);
    expect(detectFileType(shifted)).toBeNull();
  });

  it('reads a view into a larger buffer from the view’s own start', () => {
    const gif = SAMPLE_FILES['image/gif'].bytes;
    const larger = new Uint8Array(gif.byteLength + 8);
    larger.set(gif, 8);
    expect(detectFileType(larger.subarray(8))).toBe('image/gif');
    const avif = new Uint8Array(AVIF.byteLength + 3);
    avif.set(AVIF, 3);
    expect(detectFileType(avif.subarray(3))).toBe('image/avif');
  });
});

describe('declarationMatches', () => {
  const cases: [FileType, string, string, boolean][] = [
    ['image/png', 'image/png', 'a.png', true],
    ['image/png', '', 'a.PNG', true],
    ['image/png', 'application/octet-stream', 'no-extension', true],
    ['image/jpeg', 'image/jpg', 'IMG_0001.JPEG', true],
    ['image/jpeg', 'image/jpeg; charset=binary', 'photo.jfif', true],
    ['application/pdf', 'application/pdf', 'Receipt 2025.02.04.pdf', true],
    ['image/png', 'image/jpeg', 'a.png', false],
    ['image/png', 'text/html', 'a.png', false],
    ['image/png', 'image/svg+xml', 'a.png', false],
    ['image/png', 'image/png', 'a.html', false],
    ['image/png', 'image/png', 'a.png.svg', false],
    ['image/gif', '', 'page.htm', false],
    ['application/pdf', 'application/pdf', 'invoice.pdf.js', false],
    ['image/webp', 'image/webp', 'photo.', false],
  ];
  it.each(cases)('%s declared as %j named %j → %s', (detected, type, name, expected) => {
    expect(declarationMatches(detected, { type, name })).toBe(expected);
  });
});
