/**
 * A small MIME reader for the mails tests receive: enough of RFC 2045–2047 to get the
 * decoded subject and bodies of what nodemailer sends. Not a general mail parser.
 *
 * Bytes travel as "binary" strings (one char per byte, latin1) until a charset is known.
 */

export interface ParsedMail {
  /** Lower-case names; a repeated header's values joined by newlines. Encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  from: string;
  /** The first text/plain part that is not an attachment, line endings as `\n`. */
  text: string;
  /** The first text/html part that is not an attachment, line endings as `\n`. */
  html: string;
}

function decodeBytes(bytes: Uint8Array, charset = 'utf-8'): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset.trim().toLowerCase());
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(bytes);
}

const binaryBytes = (binary: string) => Buffer.from(binary, 'latin1');

/** `=XX` escapes to bytes; anything else passes through as its own byte. */
function unescapeHex(binary: string): Uint8Array {
  const bytes: number[] = [];
  for (let index = 0; index < binary.length; index++) {
    const hex = binary.slice(index + 1, index + 3);
    if (binary[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(binary.charCodeAt(index) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/** Content-Transfer-Encoding: quoted-printable, with soft line breaks. */
export function decodeQuotedPrintable(binary: string): Uint8Array {
  // Trailing blanks on a line were added in transit (RFC 2045 §6.7, rule 3).
  return unescapeHex(binary.replace(/[ \t]+(?=\r?\n|$)/g, '').replace(/=\r?\n/g, ''));
}

const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?ISO-8859-1?B?…?=`) in a header value. */
export function decodeEncodedWords(value: string): string {
  let output = '';
  let pending: { charset: string; bytes: number[] } | undefined;
  let end = 0;
  const flush = () => {
    if (pending) output += decodeBytes(Uint8Array.from(pending.bytes), pending.charset);
    pending = undefined;
  };
  for (const match of value.matchAll(ENCODED_WORD)) {
    const gap = value.slice(end, match.index);
    // Blanks between two encoded words are folding, not text (RFC 2047 §6.2).
    if (!(pending && /^[ \t\r\n]*$/.test(gap))) {
      flush();
      output += gap;
    }
    const charset = match[1]!.split('*')[0]!.toLowerCase();
    const text = match[3]!;
    const bytes =
      match[2]!.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : unescapeHex(text.replaceAll('_', ' '));
    // NOTE: a multi-byte character may be split across adjacent words: join their bytes first.
    if (pending && pending.charset !== charset) flush();
    pending ??= { charset, bytes: [] };
    pending.bytes.push(...bytes);
    end = match.index + match[0].length;
  }
  flush();
  return output + value.slice(end);
}

/** Unfolds and decodes a header block; raw 8-bit header bytes are read as UTF-8. */
export function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeEncodedWords(binaryBytes(line.slice(colon + 1).trim()).toString('utf8'));
    headers[name] = name in headers ? `${headers[name]}\n${value}` : value;
  }
  return headers;
}

/** `text/plain; charset="utf-8"` → value and lower-case parameter names. */
export function parseParameters(header: string): { value: string; params: Record<string, string> } {
  const semicolon = header.indexOf(';');
  const value = (semicolon < 0 ? header : header.slice(0, semicolon)).trim().toLowerCase();
  const params: Record<string, string> = {};
  if (semicolon >= 0) {
    const parameter = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
    for (const [, name, raw] of header.slice(semicolon).matchAll(parameter)) {
      const quoted = raw!.startsWith('"');
      params[name!.toLowerCase()] = quoted
        ? raw!.slice(1, -1).replace(/\\(.)/g, '$1')
        : raw!.trim();
    }
  }
  return { value, params };
}

function splitEntity(binary: string): { head: string; body: string } {
  const blank = /\r?\n\r?\n/.exec(binary);
  if (!blank) return { head: binary, body: '' };
  return { head: binary.slice(0, blank.index), body: binary.slice(blank.index + blank[0].length) };
}

function splitMultipart(body: string, boundary: string): string[] {
  const escaped = boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${escaped}(--)?[ \\t]*(?:\\r?\\n|$)`, 'g');
  const parts: string[] = [];
  let start: number | undefined;
  for (const match of body.matchAll(delimiter)) {
    if (start !== undefined) parts.push(body.slice(start, match.index));
    if (match[1]) return parts;
    start = match.index + match[0].length;
  }
  if (start !== undefined) parts.push(body.slice(start));
  return parts;
}

function decodeBody(body: string, encoding: string | undefined, charset: string | undefined) {
  const transfer = (encoding ?? '7bit').trim().toLowerCase();
  const bytes =
    transfer === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : transfer === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : binaryBytes(body);
  return decodeBytes(bytes, charset).replace(/\r\n/g, '\n');
}

function collectBodies(binary: string, found: { text?: string; html?: string }) {
  const { head, body } = splitEntity(binary);
  const headers = parseHeaders(head);
  const type = parseParameters(headers['content-type'] ?? 'text/plain');
  if (type.value.startsWith('multipart/')) {
    const boundary = type.params.boundary;
    if (!boundary) throw new Error(`${type.value} without a boundary`);
    for (const part of splitMultipart(body, boundary)) collectBodies(part, found);
    return;
  }
  if (parseParameters(headers['content-disposition'] ?? 'inline').value === 'attachment') return;
  const key = type.value === 'text/plain' ? 'text' : type.value === 'text/html' ? 'html' : null;
  if (key && found[key] === undefined) {
    found[key] = decodeBody(body, headers['content-transfer-encoding'], type.params.charset);
  }
}

/** Reads a whole message as it came over SMTP (bytes, or a string of its characters). */
export function parseMail(raw: Uint8Array | string): ParsedMail {
  const binary = Buffer.from(typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw).toString(
    'latin1',
  );
  const headers = parseHeaders(splitEntity(binary).head);
  const found: { text?: string; html?: string } = {};
  collectBodies(binary, found);
  return {
    headers,
    subject: headers.subject ?? '',
    from: headers.from ?? '',
    text: found.text ?? '',
    html: found.html ?? '',
  };
}
