/** How long the file's address stays valid after the download starts. */
const REVOKE_AFTER_MS = 60_000;

/** Hands `text` to the browser as a download named `name` (an export, a backup). */
export function downloadFile(text: string, name: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // NOTE: revoking at once can cancel a download that has not started reading yet.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** `{prefix}-2025-03-09.{extension}` for the day `date` falls on, here (not in UTC). */
export function datedFileName(prefix: string, date: Date, extension = 'json'): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${prefix}-${day}.${extension}`;
}
