/** The address of an uploaded file (a photo, an attachment) by its id. */
export function fileUrl(fileId: string): string {
  return `/api/files/${fileId}`;
}
