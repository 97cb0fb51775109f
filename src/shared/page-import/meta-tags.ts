import { htmlToText } from './html-text.ts';

/**
 * A page's `<meta>` tags (OpenGraph `og:*`, `product:*`, `description`…) and its
 * `<title>`, in clean text, without a DOM: the fallbacks where a page has no structured
 * data.
 *
 * NOTE: like the JSON-LD scanner, each step reads each character a bounded number of
 * times: a tag that never closes ends the scan instead of being looked for again.
 */

const META_START = /<meta\b/gi;
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
/** Far beyond any real page; a hostile one may have millions. */
const MAX_TAGS = 2_000;
/** Longer values are not what a title or a price looks like. */
const MAX_VALUE = 5_000;

const QUOTE_OR_END = /["'>]/g;

/** Where the tag that goes on at `from` ends (its `>`, quoted ones skipped); -1 if never. */
function tagEnd(html: string, from: number): number {
  QUOTE_OR_END.lastIndex = from;
  for (let match; (match = QUOTE_OR_END.exec(html));) {
    if (match[0] === '>') return match.index;
    const close = html.indexOf(match[0], match.index + 1);
    if (close < 0) return -1;
    QUOTE_OR_END.lastIndex = close + 1;
  }
  return -1;
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  ATTRIBUTE.lastIndex = 0;
  for (let match; (match = ATTRIBUTE.exec(tag));) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * Each meta tag's `content` by its `property` or `name` (lower case), the first one of a
 * name kept: `og:title`, `og:image`, `product:price:amount`, `description`.
 */
export function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  META_START.lastIndex = 0;
  for (let count = 0; count < MAX_TAGS && META_START.exec(html); count++) {
    const end = tagEnd(html, META_START.lastIndex);
    // Without its end further on, no tag after this one can be complete either.
    if (end < 0) break;
    const attributes = attributesOf(html.slice(META_START.lastIndex, end));
    META_START.lastIndex = end + 1;
    const key = (attributes.get('property') ?? attributes.get('name') ?? '').toLowerCase();
    const content = attributes.get('content');
    if (key === '' || content === undefined || tags.has(key)) continue;
    const text = htmlToText(content.slice(0, MAX_VALUE));
    if (text !== '') tags.set(key, text);
  }
  return tags;
}

/** The text of the page's first `<title>`; undefined when it has none. */
export function pageTitle(html: string): string | undefined {
  const start = /<title\b[^<>]*>/i.exec(html);
  if (!start) return undefined;
  const from = start.index + start[0].length;
  const end = html.slice(from, from + MAX_VALUE).search(/<\/title\s*>/i);
  if (end < 0) return undefined;
  const text = htmlToText(html.slice(from, from + end));
  return text === '' ? undefined : text;
}
