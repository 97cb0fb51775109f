/**
 * Finding and reading the JSON-LD blocks of a web page without a DOM. Pages in the wild
 * wrap them in comments or CDATA, write the type in any case, and now and then ship JSON
 * that only a browser's forgiving eye would accept; one bad block must not hide the
 * others.
 */

/**
 * NOTE: every step below reads each character of the page a bounded number of times. A
 * pattern that scans ahead and then fails (`<script[^>]*>` with no `>`, `\s*]]>$` tried
 * at every space) would rescan the rest of the page from each position instead: a 100 KB
 * page took seconds, a 5 MB one hours.
 */

/** The next comment or the start of an opening script tag. */
const COMMENT_OR_SCRIPT = /<!--|<script\b/gi;
const SCRIPT_END = /<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The wrappers old pages put in front of script content to hide it from ancient browsers. */
const OPENING_WRAPPER = /(?:<!--|(?:\/\/|\/\*)?\s*<!\[CDATA\[(?:\s*\*\/)?)/y;
const LEADING_SPACE = /\s*/y;
const SPACE = /\s/;

function isJsonLdType(attributes: string): boolean {
  const match = TYPE_ATTRIBUTE.exec(attributes);
  const type = match?.[1] ?? match?.[2] ?? match?.[3] ?? '';
  return type.split(';')[0]!.trim().toLowerCase() === 'application/ld+json';
}

/** Where the white space that ends just before `end` starts. */
function spaceBefore(text: string, start: number, end: number): number {
  let at = end;
  while (at > start && SPACE.test(text[at - 1]!)) at--;
  return at;
}

/** Whether `text` has `word` just before `end`, and not before `start`. */
function endsWith(text: string, word: string, start: number, end: number): boolean {
  return end - word.length >= start && text.startsWith(word, end - word.length);
}

/**
 * Where a closing wrapper that ends at `end` starts: `-->`, `// -->`, `]]>`, `//]]>`,
 * `/* ]]> *\/` or a stray `;`. Undefined when there is none.
 */
function closingWrapperStart(text: string, start: number, end: number): number | undefined {
  if (endsWith(text, ';', start, end)) return end - 1;
  if (endsWith(text, '-->', start, end)) {
    const beforeSpace = spaceBefore(text, start, end - 3);
    return endsWith(text, '//', start, beforeSpace) ? beforeSpace - 2 : end - 3;
  }
  let close = end;
  if (endsWith(text, '*/', start, end)) close = spaceBefore(text, start, end - 2);
  if (!endsWith(text, ']]>', start, close)) return undefined;
  const beforeSpace = spaceBefore(text, start, close - 3);
  const comment =
    endsWith(text, '//', start, beforeSpace) || endsWith(text, '/*', start, beforeSpace);
  return comment ? beforeSpace - 2 : beforeSpace;
}

/** The content of a script without the comment or CDATA wrappers around it. */
function unwrap(content: string): string {
  let start = 0;
  for (;;) {
    LEADING_SPACE.lastIndex = start;
    LEADING_SPACE.test(content);
    OPENING_WRAPPER.lastIndex = LEADING_SPACE.lastIndex;
    if (!OPENING_WRAPPER.test(content)) break;
    start = OPENING_WRAPPER.lastIndex;
  }
  LEADING_SPACE.lastIndex = start;
  LEADING_SPACE.test(content);
  start = LEADING_SPACE.lastIndex;
  let end = spaceBefore(content, start, content.length);
  for (let wrapper; (wrapper = closingWrapperStart(content, start, end)) !== undefined;) {
    end = spaceBefore(content, start, wrapper);
  }
  return content.slice(start, end);
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
    // Without a `>` further on, no tag after this one can be complete either.
    const tagEnd = html.indexOf('>', after);
    if (tagEnd < 0) break;
    SCRIPT_END.lastIndex = tagEnd + 1;
    const end = SCRIPT_END.exec(html);
    const content = html.slice(tagEnd + 1, end ? end.index : html.length);
    if (isJsonLdType(html.slice(after, tagEnd))) texts.push(unwrap(content));
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

/**
 * Whether JSON text opens more than `limit` lists or objects inside one another, read
 * without parsing it. NOTE: parsing a few megabytes of `[[[[…` builds millions of lists
 * and needs more memory than a parse thread has; no page's data nests that deep.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      if (++depth > limit) return true;
    } else if (char === ']' || char === '}') {
      depth--;
    }
  }
  return false;
}
