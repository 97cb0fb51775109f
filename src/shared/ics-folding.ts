/**
 * iCalendar (RFC 5545) line folding by octets, for every tool that writes a calendar file:
 * the `ics` library folds at 75 characters, too long for "é" or "—".
 */

/** Longest content line in octets, before the line break (RFC 5545 §3.1). */
const FOLD_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * Folds one unfolded line at 75 octets without splitting a character, each continuation
 * starting with a space (the library folds at 75 characters, too long for "ë" or "—").
 */
function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  let limit = FOLD_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
      limit = FOLD_OCTETS - 1;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

/** Unfolds `text`'s lines and folds them again by octets, with CRLF line ends. */
export function refold(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
