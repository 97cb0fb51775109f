/**
 * Search the way the lists in the app search: case and accents do not matter ("creme"
 * finds "Crème brûlée"). Two modes: by words (every word typed must be found somewhere
 * in the item, in any order and in any of its fields) or by phrase (the whole text typed
 * must be found, as typed, within one of the item's fields).
 */

/** Lower case without accents. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded words of a search; none for an empty or blank one. */
export function searchWords(search: string): string[] {
  return fold(search.trim()).split(/\s+/).filter(Boolean);
}

/** The folded, trimmed text of a search as one phrase; empty for a blank one. */
export function searchPhrase(search: string): string {
  return fold(search.trim());
}

/** Whether every word is found in the (folded) text. */
export function matchesWords(text: string, words: readonly string[]): boolean {
  return words.every((word) => text.includes(word));
}

/**
 * `compute` of each item, worked out once and kept by the item's identity: stored
 * documents keep their identity while unchanged, so typing never refolds them.
 */
function keptPerItem<T extends object, V>(compute: (item: T) => V): (item: T) => V {
  const kept = new WeakMap<T, V>();
  return (item) => {
    let value = kept.get(item);
    if (value === undefined) {
      value = compute(item);
      kept.set(item, value);
    }
    return value;
  };
}

/**
 * A matcher by words (see searchWords) for items whose searchable fields are given by
 * `fieldsOf`. An empty search matches everything.
 */
export function wordMatcher<T extends object>(
  fieldsOf: (item: T) => readonly string[],
): (item: T, words: readonly string[]) => boolean {
  // A line break between fields: no word spans two of them.
  const textOf = keptPerItem((item: T) => fold(fieldsOf(item).join('\n')));
  return (item, words) => words.length === 0 || matchesWords(textOf(item), words);
}

/**
 * A matcher by phrase (see searchPhrase) for items whose searchable fields are given by
 * `fieldsOf`: the phrase must be a substring of one field. An empty phrase matches
 * everything.
 */
export function phraseMatcher<T extends object>(
  fieldsOf: (item: T) => readonly string[],
): (item: T, phrase: string) => boolean {
  // Fields stay apart, so a phrase never runs from one into the next.
  const foldedFieldsOf = keptPerItem((item: T) => fieldsOf(item).map(fold));
  return (item, phrase) =>
    phrase === '' || foldedFieldsOf(item).some((field) => field.includes(phrase));
}
