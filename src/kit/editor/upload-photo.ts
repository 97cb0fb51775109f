import { uploadFile } from '@/data/files.ts';
import { prepareImage } from '@/data/images.ts';
import { dataError } from '@/shared/data/errors.ts';
import { MAX_FILE_BYTES } from '@/shared/data/files.ts';

/**
 * A photo's way to the server, shared by every photo field and gallery: checked to be an
 * image, made smaller and stripped of its metadata on the device, then uploaded. Rejects
 * with a DataError (see photoProblem for the words). `prepared` is called with the
 * prepared picture before it is sent, for a preview.
 */
export async function uploadPhoto(
  file: File,
  prepared?: (blob: Blob) => void,
): Promise<{ id: string }> {
  if (file.type && !file.type.startsWith('image/')) throw dataError('INVALID_DATA');
  const blob = await prepareImage(file);
  if (blob.size > MAX_FILE_BYTES) throw dataError('PAYLOAD_TOO_LARGE');
  prepared?.(blob);
  if (!navigator.onLine) throw dataError('UNAVAILABLE');
  return uploadFile(blob, file.name);
}
