import { isStrippable, imageMetadata } from '@/data/image-metadata.ts';
import { detectFileType } from '@/shared/data/detect-file-type.ts';
import { FILE_TYPE_NAMES } from '@/shared/data/files.ts';
import { formatSize } from '@/shared/format-size.ts';

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

export function describePhoto({ width, height, bytes, kind }: PhotoFacts): string {
  return `${width} × ${height} px, ${formatSize(bytes)}, ${kind}`;
}
