/** The languages mails and auth messages are written in; the first is the fallback. */
export const MAIL_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

const FALLBACK: MailLanguage = 'en';
const LANGUAGE_RANGE = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/i;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;
/** NOTE: the header comes from the client; a bounded read keeps a hostile one cheap. */
const MAX_HEADER_LENGTH = 4096;

interface LanguageRange {
  tag: string;
  quality: number;
  position: number;
}

function isMailLanguage(value: string): value is MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(value);
}

/** One `tag;q=0.8` entry, or undefined when it is malformed (RFC 9110 says to ignore those). */
function parseRange(entry: string, position: number): LanguageRange | undefined {
  const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
  if (!LANGUAGE_RANGE.test(tag)) return undefined;
  let quality = 1;
  for (const parameter of parameters) {
    const match = QUALITY.exec(parameter.replace(/\s+/g, ''));
    if (!match) return undefined;
    quality = Number(match[1]);
  }
  return { tag: tag.toLowerCase(), quality, position };
}

/**
 * Picks the mail language from an `Accept-Language` header: the highest-quality range
 * whose primary subtag we write (`es-MX` → `es`), earlier entries winning ties; `*`
 * stands for any language the header does not name. Anything unusable → English.
 */
export function negotiateLanguage(acceptLanguage: string | null | undefined): MailLanguage {
  if (!acceptLanguage) return FALLBACK;
  const ranges = acceptLanguage
    .slice(0, MAX_HEADER_LENGTH)
    .split(',')
    .map((entry, position) => parseRange(entry, position))
    .filter((range): range is LanguageRange => range !== undefined)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  const named = new Set(ranges.map((range) => range.tag.split('-')[0]));
  for (const range of ranges) {
    if (range.quality === 0) break;
    if (range.tag === '*') {
      const unnamed = MAIL_LANGUAGES.find((language) => !named.has(language));
      if (unnamed) return unnamed;
      continue;
    }
    const primary = range.tag.split('-')[0]!;
    if (isMailLanguage(primary)) return primary;
  }
  return FALLBACK;
}
