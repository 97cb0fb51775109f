import { CAR_LIMITS, type PartTag } from './car-model.ts';
import { BUILT_IN_PARTS, NOT_A_PART, type CustomPartEntry } from './parts.ts';

/**
 * Which parts a record's words are about. The rules:
 *
 * - Whole words only: "coil" is not "oil", "neighborhood" is not "hood", "trim" is not
 *   "rim". Letters and digits make words; anything else (spaces, hyphens, slashes,
 *   punctuation) separates them.
 * - Case, accents and plurals do not matter: "Tyres", "tyre" and "TYRÉ" are one word, as
 *   are "battery" and "batteries", "filter" and "filters".
 * - A keyword of several words matches those words in a row ("brake pads", "cabin air
 *   filter").
 * - The more specific keyword wins: a keyword found inside a longer keyword found at the
 *   same place does not count. "cabin air filter" tags the cabin filter and not the
 *   engine's air filter; "brake light" tags the tail lights and not the brake pads; "coil
 *   spring" tags the suspension and not the ignition coils; "steering wheel" tags nothing
 *   (see NOT_A_PART). Keywords that only overlap both count ("motor oil filter" tags the
 *   oil and its filter).
 * - A custom part's keywords work the same way, alongside the built-in ones; a word that
 *   is a keyword of several parts tags them all.
 *
 * Matching is one pass over the words, each step bounded by the longest keyword, with the
 * keywords compiled once per set of custom parts.
 */

/** Lower case, without accents. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A word's singular, roughly: enough that a word and its plural meet ("batteries" and
 * "battery", "boxes" and "box", "tyres" and "tyre"). Applied to keywords and text alike,
 * so a wrong singular of an unrelated word ("gas" → "ga") does no harm.
 */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, folded and singular. */
export function partWords(text: string): string[] {
  return (fold(text).match(WORD) ?? []).map(singular);
}

interface TrieNode {
  next: Map<string, TrieNode>;
  /** Set when a keyword ends here: the parts it tags (none for a phrase in NOT_A_PART). */
  parts: string[] | null;
}

const newNode = (): TrieNode => ({ next: new Map(), parts: null });

function addKeyword(root: TrieNode, keyword: string, part: string | null): void {
  const words = partWords(keyword);
  if (words.length === 0) return;
  let node = root;
  for (const word of words) {
    let child = node.next.get(word);
    if (!child) {
      child = newNode();
      node.next.set(word, child);
    }
    node = child;
  }
  node.parts ??= [];
  if (part !== null && !node.parts.includes(part)) node.parts.push(part);
}

/** The keywords of the built-in parts and of `custom`, ready to match. */
function compile(custom: readonly CustomPartEntry[]): TrieNode {
  const root = newNode();
  for (const phrase of NOT_A_PART) addKeyword(root, phrase, null);
  for (const part of BUILT_IN_PARTS) {
    for (const keyword of part.keywords) addKeyword(root, keyword, part.id);
    addKeyword(root, part.name, part.id);
  }
  for (const { id, part } of custom) {
    for (const keyword of part.keywords) addKeyword(root, keyword, id);
    addKeyword(root, part.name, id);
  }
  return root;
}

const BUILT_IN_ONLY: readonly CustomPartEntry[] = [];
/** Compiled keywords per list of custom parts: the hooks keep a list's identity while unchanged. */
const compiled = new WeakMap<readonly CustomPartEntry[], TrieNode>();

function matcherFor(custom: readonly CustomPartEntry[]): TrieNode {
  const key = custom.length === 0 ? BUILT_IN_ONLY : custom;
  let root = compiled.get(key);
  if (!root) {
    root = compile(key);
    compiled.set(key, root);
  }
  return root;
}

/**
 * The parts `text` is about (built-in part ids and custom part document ids), in the order
 * the words first name them, each once. A part's own name counts as one of its keywords.
 */
export function suggestParts(text: string, custom: readonly CustomPartEntry[]): string[] {
  const root = matcherFor(custom);
  const words = partWords(text);
  const found: string[] = [];
  const seen = new Set<string>();
  // The end of the furthest-reaching keyword that started before this word: one that ends
  // no further is inside it and does not count.
  let reach = -1;
  for (let start = 0; start < words.length; start++) {
    let node = root.next.get(words[start]!);
    let longestEnd = -1;
    let longestParts: string[] | null = null;
    for (let end = start; node;) {
      if (node.parts) {
        longestEnd = end;
        longestParts = node.parts;
      }
      end += 1;
      node = end < words.length ? node.next.get(words[end]!) : undefined;
    }
    if (longestParts === null || longestEnd <= reach) continue;
    reach = longestEnd;
    for (const part of longestParts) {
      if (seen.has(part)) continue;
      seen.add(part);
      found.push(part);
    }
  }
  return found;
}

/**
 * A record's tags after its words changed: the person's own (`hand`) tags stay; the
 * suggested (`text`) ones become the current suggestions, less those the person removed
 * (`dismissed`). Tags keep their order; new suggestions come last.
 */
export function retag(
  tags: readonly PartTag[],
  dismissed: readonly string[],
  text: string,
  custom: readonly CustomPartEntry[],
): PartTag[] {
  const removed = new Set(dismissed);
  const suggested = suggestParts(text, custom).filter((part) => !removed.has(part));
  const supported = new Set(suggested);
  const next: PartTag[] = [];
  const have = new Set<string>();
  for (const tag of tags) {
    if (have.has(tag.part)) continue;
    if (tag.by === 'hand' || supported.has(tag.part)) {
      next.push(tag);
      have.add(tag.part);
    }
  }
  for (const part of suggested) {
    if (have.has(part)) continue;
    next.push({ part, by: 'text' });
    have.add(part);
  }
  return next.slice(0, CAR_LIMITS.parts);
}

/** Whether two lists of tags are the same, in the same order. */
export function sameTags(a: readonly PartTag[], b: readonly PartTag[]): boolean {
  return (
    a.length === b.length && a.every((tag, i) => tag.part === b[i]!.part && tag.by === b[i]!.by)
  );
}
