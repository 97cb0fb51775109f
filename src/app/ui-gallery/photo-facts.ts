import { isStrippable, imageMetadata } from '@/data/image-metadata.ts';
import { detectFileType } from '@/shared/data/detect-file-type.ts';
import { FILE_TYPE_NAMES } from '@/shared/data/files.ts';

/** What the gallery tells about an image: as shown, and what its bytes say. */
export interface PhotoFacts {
  width: number;
  height: number;
  bytes: number;
  /** JPEG, PNG…, as the bytes say. */
  kind: string;
  /** Whether its metadata says where it was taken (false for types without any we read). */
  location: boolean;
}

export async function photoFacts(blob: Blob): Promise<PhotoFacts> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const type = detectFileType(bytes);
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  const { width, height } = bitmap;
  bitmap.close();
  return {
    width,
    height,
    bytes: bytes.length,
    kind: type ? FILE_TYPE_NAMES[type] : 'unknown',
    location: type !== null && isStrippable(type) && imageMetadata(bytes, type).location,
  };
}

/** `1.2 MB`, `412 KB`, `830 B` (1 KB = 1000 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1000) return `${Math.round(bytes / 1000)} KB`;
  return `${bytes} B`;
}

export function describePhoto({ width, height, bytes, kind }: PhotoFacts): string {
  return `${width} × ${height} px, ${formatBytes(bytes)}, ${kind}`;
}
