import { crc32, deflateSync } from 'node:zlib';
import { concatBytes } from '../../../shared/bytes.ts';
import type { FileType } from '../../../shared/data/files.ts';

/**
 * Tiny but real files of every allowed type, and things that pretend to be images, for
 * tests. Built here from bytes, so no binary fixture has to be trusted.
 */

const text = (value: string) => new TextEncoder().encode(value);

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const header = new DataView(new ArrayBuffer(4));
  header.setUint32(0, data.byteLength);
  const body = concatBytes(text(type), data);
  const crc = new DataView(new ArrayBuffer(4));
  crc.setUint32(0, crc32(body));
  return concatBytes(new Uint8Array(header.buffer), body, new Uint8Array(crc.buffer));
}

/** A 1×1 RGB PNG of the given colour. */
export function png(red = 200, green = 30, blue = 30): Uint8Array<ArrayBuffer> {
  const ihdr = new DataView(new ArrayBuffer(13));
  ihdr.setUint32(0, 1); // width
  ihdr.setUint32(4, 1); // height
  ihdr.setUint8(8, 8); // bit depth
  ihdr.setUint8(9, 2); // colour type: truecolour
  return concatBytes(
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', new Uint8Array(ihdr.buffer)),
    // One scanline: filter byte 0, then the pixel.
    pngChunk('IDAT', deflateSync(new Uint8Array([0, red, green, blue]))),
    pngChunk('IEND', new Uint8Array()),
  );
}

/** A one-page PDF with a correct cross-reference table; `padding` bytes of comment make it bigger. */
export function pdf(padding = 0): Uint8Array<ArrayBuffer> {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>',
  ];
  let body = '%PDF-1.4\n';
  if (padding > 0) body += `%${'x'.repeat(Math.max(0, padding - 2))}\n`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return text(body) as Uint8Array<ArrayBuffer>;
}

const base64 = (value: string) => new Uint8Array(Buffer.from(value, 'base64'));

/** 1×1 baseline JPEG (JFIF), as an encoder writes it. */
export const JPEG = base64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAEAAQMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AMeuE+oP/9k=',
);

/** 1×1 transparent GIF89a. */
export const GIF = base64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');

/** 1×1 lossless WebP (VP8L). */
export const WEBP = base64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');

/** 1×1 AVIF: `ftyp` (avif, mif1, miaf, MA1B), `meta` and an AV1 `mdat`. */
export const AVIF = base64(
  'AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAAB0AAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQ0MAAAAABNjb2xybmNseAACAAIAAYAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAACVtZGF0EgAKCBgANogQEAwgMg8f8D///8WfhwB8+ErK42A=',
);

/** One real file of each allowed type, with a name a device would give it. */
export const SAMPLE_FILES: Record<FileType, { name: string; bytes: Uint8Array<ArrayBuffer> }> = {
  'image/jpeg': { name: 'IMG_0001.JPG', bytes: JPEG },
  'image/png': { name: 'screenshot.png', bytes: png() },
  'image/webp': { name: 'photo.webp', bytes: WEBP },
  'image/avif': { name: 'photo.avif', bytes: AVIF },
  'image/gif': { name: 'pixel.gif', bytes: GIF },
  'application/pdf': { name: 'Receipt 2025-02-04.pdf', bytes: pdf() },
};

/** Content that must never be stored, whatever it is called or declared as. */
export const DISGUISED_FILES: { label: string; bytes: Uint8Array<ArrayBuffer> }[] = [
  { label: 'HTML', bytes: text('<!doctype html><script>alert(document.cookie)</script>') },
  { label: 'HTML with a BOM', bytes: text('\ufeff<html><body onload="alert(1)"></body></html>') },
  {
    label: 'SVG',
    bytes: text(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
    ),
  },
  {
    label: 'SVG behind an XML declaration',
    bytes: text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  },
  { label: 'JavaScript', bytes: text('fetch("/api/data/users").then((r) => r.text());') },
  {
    label: 'HTML before a PDF header',
    bytes: text('<html><script>x()</script></html>\n%PDF-1.4\n'),
  },
  { label: 'a truncated PNG signature', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) },
  { label: 'HEIC (ISO media, not AVIF)', bytes: heic() },
  { label: 'a RIFF that is not WebP', bytes: text('RIFF\x10\x00\x00\x00WAVEfmt ') },
];

function heic(): Uint8Array<ArrayBuffer> {
  const box = new Uint8Array(24);
  new DataView(box.buffer).setUint32(0, 24);
  box.set(text('ftypheic'), 4);
  box.set(text('mif1heic'), 16);
  return box;
}
