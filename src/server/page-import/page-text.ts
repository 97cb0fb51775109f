/**
 * Reading a fetched page's bytes as text in the character set it declares, as browsers
 * do: a byte-order mark first, then the Content-Type's charset, then (for HTML) a
 * `<meta charset>` near the top, else UTF-8. JSON is always UTF-8 (RFC 8259).
 */

/** The media types import reads: HTML pages and JSON (JSON-LD or an export). */
export function isImportableType(mediaType: string): boolean {
  return (
    mediaType === 'text/html' ||
    mediaType === 'application/xhtml+xml' ||
    mediaType === 'application/json' ||
    mediaType.endsWith('+json')
  );
}

/** `text/html; charset=ISO-8859-1` → `{ mediaType: 'text/html', charset: 'iso-8859-1' }`. */
export function parseContentType(header: string | undefined): {
  mediaType: string;
  charset?: string;
} {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters
    .map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(parameter)?.[1])
    .find((value) => value !== undefined);
  return { mediaType: type.trim().toLowerCase(), charset: charset?.toLowerCase() };
}

/** How far into an HTML page browsers look for its `<meta charset>`. */
const SNIFF_BYTES = 1024;
const META_CHARSET = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([\w.:-]+)/i;

function byteOrderMark(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

function decoderFor(label: string | undefined): TextDecoder {
  try {
    return new TextDecoder(label ?? 'utf-8');
  } catch {
    // An unknown label ("utf8mb4", a typo): read it as UTF-8, the likeliest truth.
    return new TextDecoder('utf-8');
  }
}

/** The page's text; malformed sequences become U+FFFD rather than failing the import. */
export function decodePage(bytes: Uint8Array, contentType: string | undefined): string {
  const { mediaType, charset } = parseContentType(contentType);
  const html = !mediaType.includes('json');
  const sniffed = html
    ? META_CHARSET.exec(Buffer.from(bytes.subarray(0, SNIFF_BYTES)).toString('latin1'))?.[1]
    : undefined;
  const label = byteOrderMark(bytes) ?? (html ? (charset ?? sniffed) : undefined);
  return decoderFor(label).decode(bytes);
}
