/**
 * Finding and reading the JSON-LD blocks of a web page without a DOM. Pages in the wild
 * wrap them in comments or CDATA, write the type in any case, and now and then ship JSON
 * that only a browser's forgiving eye would accept; one bad block must not hide the
 * others.
 */

/** The next comment or opening script tag. */
const COMMENT_OR_SCRIPT = /<!--|<script\b([^>]*)>/gi;
const SCRIPT_END = /<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The wrappers old pages put around script content to hide it from ancient browsers. */
const OPENING_WRAPPER = /^(?:<!--|(?:\/\/|\/\*)?\s*<!\[CDATA\[(?:\s*\*\/)?)/;
const CLOSING_WRAPPER = /(?:(?:\/\/\s*)?-->|(?:\/\/|\/\*)?\s*\]\]>(?:\s*\*\/)?|;)$/;

function isJsonLdType(attributes: string): boolean {
  const match = TYPE_ATTRIBUTE.exec(attributes);
  const type = match?.[1] ?? match?.[2] ?? match?.[3] ?? '';
  return type.split(';')[0]!.trim().toLowerCase() === 'application/ld+json';
}

/** The content of a script without the comment or CDATA wrappers around it. */
function unwrap(content: string): string {
  let text = content.trim();
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(OPENING_WRAPPER, '').replace(CLOSING_WRAPPER, '').trim();
  }
  return text;
}

/**
 * The text of every `<script type="application/ld+json">` of a page, in page order.
 * Blocks inside HTML comments are skipped, as a browser skips them.
 */
export function jsonLdScriptTexts(html: string): string[] {
  const texts: string[] = [];
  COMMENT_OR_SCRIPT.lastIndex = 0;
  for (let match; (match = COMMENT_OR_SCRIPT.exec(html));) {
    const after = COMMENT_OR_SCRIPT.lastIndex;
    if (match[0] === '<!--') {
      const end = html.indexOf('-->', after);
      if (end < 0) break;
      COMMENT_OR_SCRIPT.lastIndex = end + 3;
      continue;
    }
    SCRIPT_END.lastIndex = after;
    const end = SCRIPT_END.exec(html);
    const content = html.slice(after, end ? end.index : html.length);
    if (isJsonLdType(match[1]!)) texts.push(unwrap(content));
    if (!end) break;
    COMMENT_OR_SCRIPT.lastIndex = SCRIPT_END.lastIndex;
  }
  return texts;
}

const CLOSING_BRACKET = /\s*[\]}]/y;

function closesNext(text: string, from: number): boolean {
  CLOSING_BRACKET.lastIndex = from;
  return CLOSING_BRACKET.test(text);
}

const ESCAPABLE = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);

/**
 * JSON with the slips that pages commonly make mended: raw line breaks and tabs inside
 * strings, escapes JSON does not know (`\'`), and commas before a closing bracket.
 */
function mendJson(text: string): string {
  let out = '';
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (inString) {
      if (char === '\\') {
        const next = text[index + 1] ?? '';
        out += ESCAPABLE.has(next) ? char + next : next;
        index += 1;
      } else if (char === '"') {
        inString = false;
        out += char;
      } else if (char < ' ') {
        out += `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
      } else {
        out += char;
      }
    } else if (char === ',' && closesNext(text, index + 1)) {
      // A trailing comma: dropped.
    } else {
      if (char === '"') inString = true;
      out += char;
    }
  }
  return out;
}

/** Parses JSON, mending common slips when it is not quite valid; undefined when hopeless. */
export function parseLenientJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    try {
      return JSON.parse(mendJson(text)) as unknown;
    } catch {
      return undefined;
    }
  }
}
