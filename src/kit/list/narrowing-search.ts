import { searchWords } from './word-match.ts';

/**
 * Whether everything that has every word of `next` has every word of `previous` too: each
 * earlier word is within a word now typed (a letter added at a word's end or start, or a
 * word added). Then the new search need only look among what the earlier one found.
 */
export function narrowsWords(previous: readonly string[], next: readonly string[]): boolean {
  return previous.every((word) => next.some((typed) => typed.includes(word)));
}

/** What a list keeps of `items` for the search `words` (and its other filters). */
export type KeepMatches<T> = (items: readonly T[], words: readonly string[]) => readonly T[];

/**
 * A list's search as a person types: while the text only narrows the last search, the
 * new one looks among what the last one found rather than among every item, so each
 * letter typed costs less than the one before. `keep` must keep the items' order and
 * change identity whenever anything but the search changes (the other filters).
 */
export class NarrowingSearch<T> {
  private last: {
    items: readonly T[];
    keep: KeepMatches<T>;
    words: readonly string[];
    found: readonly T[];
  } | null = null;

  run(items: readonly T[], search: string, keep: KeepMatches<T>): readonly T[] {
    const words = searchWords(search);
    const last = this.last;
    const narrowed =
      last !== null &&
      last.items === items &&
      last.keep === keep &&
      narrowsWords(last.words, words);
    const found = keep(narrowed ? last.found : items, words);
    this.last = { items, keep, words, found };
    return found;
  }
}
