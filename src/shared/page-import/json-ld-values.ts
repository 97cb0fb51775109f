import { htmlToText } from './html-text.ts';
import {
  firstProperty,
  isNode,
  MAX_NESTING,
  textsOf,
  type JsonLdNode,
  type NodeIndex,
} from './json-ld-nodes.ts';
import { jsonLdScriptTexts, nestsDeeperThan, parseLenientJson } from './json-ld-scripts.ts';

/**
 * Reading the values that any kind of schema.org thing carries (names, links, images)
 * and finding the things of a kind in a page: what every import from a web page needs,
 * whatever it imports.
 */

/** An absolute http(s) address from a link as a page wrote it; undefined when it is none. */
export function absoluteUrl(text: string, baseUrl: string | undefined): string | undefined {
  // NOTE: protocol-relative links ("//cdn…/a.jpg") are common; without a page to go by,
  // https is the safe guess.
  const trimmed = text.trim();
  try {
    const url = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed, baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The values without repeats, first one kept; `key` says which count as the same. */
export function unique<T>(values: T[], key: (value: T) => string = String): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const id = key(value);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** A property's first text on one line; undefined when it has none. */
export function oneLine(node: JsonLdNode, ...names: string[]): string | undefined {
  const text = htmlToText(textsOf(firstProperty(node, ...names))[0] ?? '');
  return text === '' ? undefined : text;
}

/** Image addresses from a URL, an `ImageObject`, a reference to one, or a list of them. */
export function imageUrls(value: unknown, index: NodeIndex, baseUrl?: string, depth = 0): string[] {
  const item = index.resolve(value);
  if (depth > MAX_NESTING) return [];
  if (typeof item === 'string') {
    const url = absoluteUrl(item, baseUrl);
    return url ? [url] : [];
  }
  if (Array.isArray(item)) return item.flatMap((part) => imageUrls(part, index, baseUrl, depth));
  if (!isNode(item)) return [];
  const url = firstProperty(item, 'url', 'contentUrl');
  return typeof url === 'string' ? imageUrls(url, index, baseUrl, depth + 1) : [];
}

/** Deeper than any page's data; what lies past `MAX_NESTING` is not read anyway. */
const MAX_JSON_DEPTH = 1_000;

function parseBlock(text: string): unknown {
  return nestsDeeperThan(text, MAX_JSON_DEPTH) ? undefined : parseLenientJson(text);
}

/**
 * The JSON-LD documents of a web page, or of a JSON text (one object, a list, or a
 * `@graph`); a block that cannot be read, or nests too deep, is undefined in its place.
 */
export function jsonLdDocuments(input: string): unknown[] {
  const text = input.replace(/^\ufeff/, '').trim();
  return /^[[{]/.test(text) ? [parseBlock(text)] : jsonLdScriptTexts(text).map(parseBlock);
}

/** Every node anywhere in the documents that `wanted` accepts: in `@graph`, lists, nested. */
export function findNodes(
  documents: readonly unknown[],
  wanted: (node: JsonLdNode) => boolean,
): JsonLdNode[] {
  const found = new Set<JsonLdNode>();
  const visit = (value: unknown, depth: number) => {
    if (depth > MAX_NESTING) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
    } else if (isNode(value)) {
      if (wanted(value)) found.add(value);
      for (const child of Object.values(value)) visit(child, depth + 1);
    }
  };
  for (const document of documents) visit(document, 0);
  return [...found];
}
