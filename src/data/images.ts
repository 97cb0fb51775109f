import { detectFileType } from '@/shared/data/detect-file-type.ts';
import { dataError } from '@/shared/data/errors.ts';
import { MAX_FILE_BYTES, type FileType } from '@/shared/data/files.ts';
import { isStrippable, stripImageMetadata, type StrippableType } from './image-metadata.ts';

/** The longest side, in pixels, a photo keeps once prepared for upload. */
export const MAX_IMAGE_SIDE = 2048;
/** Enough of a file to tell its type (AVIF's first box lists its brands). */
const SNIFF_BYTES = 256;

type EncodedType = 'image/jpeg' | 'image/png' | 'image/webp';
interface Encoding {
  type: EncodedType;
  quality?: number;
}

const WEBP: Encoding = { type: 'image/webp', quality: 0.9 };
/**
 * How each decodable type is written again: JPEG stays JPEG, PNG stays lossless (it is
 * mostly screenshots and drawings, where lossy artefacts show), and AVIF, which browsers
 * cannot write, becomes WebP, which keeps transparency as well.
 */
const ENCODINGS: Partial<Record<FileType, Encoding>> = {
  'image/jpeg': { type: 'image/jpeg', quality: 0.88 },
  'image/png': { type: 'image/png' },
  'image/webp': WEBP,
  'image/avif': WEBP,
};

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function createCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function canvasBlob(canvas: Canvas, { type, quality }: Encoding): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded.'))),
      type,
      quality,
    ),
  );
}

/** Draws the picture `scale` times its size and writes it anew: no metadata survives. */
async function redraw(bitmap: ImageBitmap, scale: number, encoding: Encoding): Promise<Blob> {
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d') as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('This browser cannot draw images.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  const blob = await canvasBlob(canvas, encoding);
  // A lossless PNG of a photo can pass the upload limit; WebP keeps transparency in far less.
  return blob.type === 'image/png' && blob.size > MAX_FILE_BYTES ? canvasBlob(canvas, WEBP) : blob;
}

/** The file without its metadata, its picture bytes kept; null when only a redraw will do. */
async function withoutMetadata(file: Blob, type: StrippableType): Promise<Blob | null> {
  try {
    const stripped = stripImageMetadata(new Uint8Array(await file.arrayBuffer()), type);
    return stripped && new Blob([stripped], { type });
  } catch {
    // Segments the parser cannot follow, though the browser could decode the picture.
    return null;
  }
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    // Upright as it is shown: the Exif orientation is applied, since the Exif goes.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw dataError('INVALID_DATA', 'This image could not be read.');
  }
}

/**
 * Prepares a file someone chose for upload. A photo comes out at most `MAX_IMAGE_SIDE`
 * pixels on its long side and without metadata (where it was taken, the camera, the
 * time): a larger one is drawn smaller, upright, and encoded anew; a small enough one
 * keeps its picture bytes and loses its metadata segments. GIF (perhaps animated) and PDF
 * pass unchanged; anything else too, for the server to refuse. The result's `type` is
 * what its bytes are, whatever the file's name claimed. Rejects with a DataError
 * (`INVALID_DATA`) when the image cannot be decoded.
 *
 * NOTE: a small JPEG is not encoded again. Re-encoding loses quality every time and makes
 * a photo saved at a lower quality than ours larger; dropping the metadata segments
 * removes exactly the location and the rest of the metadata, nothing of the picture, and
 * always makes the file smaller. A PNG or WebP stored turned is drawn upright instead,
 * as its orientation lives only in the Exif it loses.
 */
export async function prepareImage(file: Blob): Promise<Blob> {
  const type = detectFileType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  const encoding = type ? ENCODINGS[type] : undefined;
  if (!type || !encoding) return file;
  const bitmap = await decode(file);
  try {
    const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(bitmap.width, bitmap.height));
    const kept = scale === 1 && isStrippable(type) ? await withoutMetadata(file, type) : null;
    if (kept) return kept;
    return await redraw(bitmap, scale, encoding);
  } finally {
    bitmap.close();
  }
}
