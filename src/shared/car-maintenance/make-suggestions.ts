/**
 * Make and model suggestions from a make → models table (makes-models.ts, loaded on use):
 * what starts with the typed text first, then what has a word starting with it, accents
 * and case ignored. Free text is always allowed; these only help.
 */

export type MakesModels = Readonly<Record<string, readonly string[]>>;

/** "Škoda" → "skoda": lower case, no accents, so either spelling finds it. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The names matching `text`, best first, at most `limit`; all of them (sorted) for no text. */
export function matchNames(names: readonly string[], text: string, limit = 12): string[] {
  const typed = foldText(text);
  const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  if (!typed) return sorted.slice(0, limit);
  const starts: string[] = [];
  const words: string[] = [];
  for (const name of sorted) {
    const folded = foldText(name);
    if (folded.startsWith(typed)) starts.push(name);
    else if (folded.split(/[\s\-.]+/).some((word) => word.startsWith(typed))) words.push(name);
  }
  return [...starts, ...words].slice(0, limit);
}

/** The table's spelling of a make typed any way ("mercedes-benz" → "Mercedes-Benz"). */
export function knownMake(table: MakesModels, make: string): string | undefined {
  const typed = foldText(make);
  return typed ? Object.keys(table).find((name) => foldText(name) === typed) : undefined;
}

/** Makes for the typed text. */
export function suggestMakes(table: MakesModels, text: string, limit?: number): string[] {
  return matchNames(Object.keys(table), text, limit);
}

/** Models of `make` (as typed) for the typed text; none for a make the table does not know. */
export function suggestModels(
  table: MakesModels,
  make: string,
  text: string,
  limit?: number,
): string[] {
  const known = knownMake(table, make);
  return known ? matchNames(table[known] ?? [], text, limit) : [];
}
