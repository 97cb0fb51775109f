/**
 * Reading what a person brings in (a chosen file, pasted text) with a size cap, checked
 * before anything is read, so a huge file never stalls the page.
 */

export type TextRead = { text: string } | { problem: 'too-large' | 'unreadable' | 'empty' };

/** "10 MB": a cap in the words a person reads. */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** A chosen file's text, unless it is larger than `maxBytes` or cannot be read. */
export async function readTextFile(file: Blob, maxBytes: number): Promise<TextRead> {
  if (file.size > maxBytes) return { problem: 'too-large' };
  try {
    return { text: await file.text() };
  } catch {
    return { problem: 'unreadable' };
  }
}

/** Pasted text, unless it is blank or longer than `maxBytes` (counted in UTF-16 units, as typed). */
export function readPastedText(text: string, maxBytes: number): TextRead {
  if (text.trim() === '') return { problem: 'empty' };
  if (text.length > maxBytes) return { problem: 'too-large' };
  return { text };
}
