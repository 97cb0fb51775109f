/**
 * Plain text out of the bits of HTML that pages put into their structured data (recipes,
 * listings): entities decoded and tags dropped, without a DOM, so it runs in the browser
 * and on the server alike.
 */

/**
 * The named entities such pages actually use (punctuation, fractions, accents,
 * symbols). NOTE: HTML knows over 2,000 names; an unknown one is left as written rather
 * than shipping the whole table to every browser.
 */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  shy: '\u00ad',
  ndash: '–',
  mdash: '—',
  minus: '−',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  deg: '°',
  times: '×',
  divide: '÷',
  plusmn: '±',
  frasl: '⁄',
  micro: 'µ',
  frac12: '½',
  frac13: '⅓',
  frac23: '⅔',
  frac14: '¼',
  frac34: '¾',
  frac15: '⅕',
  frac16: '⅙',
  frac18: '⅛',
  frac38: '⅜',
  frac58: '⅝',
  frac78: '⅞',
  copy: '©',
  reg: '®',
  trade: '™',
  cent: '¢',
  pound: '£',
  euro: '€',
  yen: '¥',
  sect: '§',
  para: '¶',
  iexcl: '¡',
  iquest: '¿',
  ordm: 'º',
  ordf: 'ª',
  szlig: 'ß',
  aelig: 'æ',
  AElig: 'Æ',
  oelig: 'œ',
  OElig: 'Œ',
  oslash: 'ø',
  Oslash: 'Ø',
  aring: 'å',
  Aring: 'Å',
};

/** Letters with accents, named `&{letter}{accent};` in HTML. */
const ACCENTS: Readonly<Record<string, string>> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  uml: '\u0308',
  tilde: '\u0303',
  cedil: '\u0327',
};

function named(name: string): string | undefined {
  const known = NAMED[name];
  if (known !== undefined) return known;
  const accented = /^([a-zA-Z])(acute|grave|circ|uml|tilde|cedil)$/.exec(name);
  return accented ? `${accented[1]}${ACCENTS[accented[2]!]}`.normalize('NFC') : undefined;
}

function fromCodePoint(code: number): string {
  // Like browsers: nothing beyond Unicode, no surrogates, and NUL as the replacement.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

/** Names that pages often write without their semicolon (`Salt &amp pepper`). */
const LEGACY = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp']);

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g;

/** `&amp;`, `&#39;`, `&#x2F;`, `&nbsp;`, `&frac12;`, `&eacute;`… decoded once. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    // NOTE: without its semicolon only the oldest names count, as browsers read them.
    if (!whole.endsWith(';') && !LEGACY.has(name!)) return whole;
    return named(name!) ?? whole;
  });
}

/**
 * The start of a tag whose edges separate lines of text: paragraphs, list items, breaks.
 * The tag runs to the next `>`.
 */
const BLOCK_TAG_START = /<\/?(?:p|div|br|li|ol|ul|h[1-6]|tr|section|article|blockquote)\b/gi;
/** Any tag or doctype; a lone `<` ("< 5 minutes") is text. Comments go first. */
const TAG = /<\/?[a-zA-Z][^<>]*>|<![^<>]*>/g;
/** Invisible characters that only get in the way of comparing and parsing text. */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;

/**
 * NOTE: the two helpers below do by hand what `<p\b[^>]*>` and `<!--[\s\S]*?-->` would
 * do, because those patterns, when the `>` or `-->` never comes, scan to the end of the
 * text from every `<p` or `<!--` in it: a text of many would take time in proportion to
 * the square of its length. Here each character is read once.
 */

/** Each block tag replaced by a line break. */
function breakAtBlockTags(html: string): string {
  let out = '';
  let copied = 0;
  BLOCK_TAG_START.lastIndex = 0;
  for (let match; (match = BLOCK_TAG_START.exec(html));) {
    const end = html.indexOf('>', BLOCK_TAG_START.lastIndex);
    // Without a `>` further on, no later tag can be complete either.
    if (end < 0) break;
    out += `${html.slice(copied, match.index)}\n`;
    copied = end + 1;
    BLOCK_TAG_START.lastIndex = copied;
  }
  return out + html.slice(copied);
}

/** The text without its `<!-- … -->` comments; one left open stays as written. */
function dropComments(html: string): string {
  let out = '';
  let copied = 0;
  for (let start; (start = html.indexOf('<!--', copied)) >= 0;) {
    const end = html.indexOf('-->', start + 4);
    if (end < 0) break;
    out += html.slice(copied, start);
    copied = end + 3;
  }
  return out + html.slice(copied);
}

/**
 * Text from an HTML fragment, one line per paragraph, list item or break, with spaces
 * collapsed inside each line and empty lines dropped.
 *
 * NOTE: entities are decoded on both sides of dropping the tags. Structured data holds
 * markup both raw (`<p>Mix</p>`) and encoded (`&lt;p&gt;Mix&lt;/p&gt;`), and sites that
 * encode twice (`&amp;#39;`) are common enough to be worth one more pass.
 */
export function htmlToLines(html: string): string[] {
  const text = decodeEntities(
    dropComments(breakAtBlockTags(decodeEntities(html)))
      .replace(TAG, '')
      .replace(INVISIBLE, ''),
  );
  return text
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** Text from an HTML fragment on one line: what names, titles and single steps need. */
export function htmlToText(html: string): string {
  return htmlToLines(html).join(' ');
}
