import type { PlaceEntry, VisitEntry } from '../use-travel-data.ts';

/** What the move screens work on: every place and visit, and where each collection is kept. */
export interface MoveData {
  places: readonly PlaceEntry[];
  visits: readonly VisitEntry[];
  placesPath: string;
  visitsPath: string;
}

/** The device's languages, for reading country names in an import. */
export const deviceLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages;
