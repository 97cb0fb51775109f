/**
 * The Travel Tracker's words, limits and rules on ids, without the schemas: what a screen
 * needs to show and count places. The schemas that check documents are in
 * `travel-tracker-schema.ts`, which builds them with zod when it loads.
 *
 * NOTE: nothing here may import zod or a module that does, even one constant's worth: the
 * screens a person opens first import this module, and zod's set-up with every schema's
 * construction is a long task on a phone. The documents' types come from the schemas and
 * are re-exported type-only, which the build erases.
 *
 * A place is a country (ISO 3166-1 alpha-2), a US state, DC or territory (`US-CA`,
 * `US-DC`, `US-PR`), a region of any country (ISO 3166-2, `FR-IDF`) or a city or point of
 * interest (a name, optionally a position). A coded place's id is made from its code
 * (`placeIdOf`), so a country or state can never be added twice; a city's id is a new one.
 * Names of coded places are not stored: they come from the code in the person's language.
 * Dates are calendar days (`YYYY-MM-DD`, no time zone).
 */
export type { Photo, Place, Visit } from './travel-tracker-schema.ts';

export const TRAVEL_TRACKER_TINY = 'travel-tracker';

export const PLACES_COLLECTION = 'places';
export const VISITS_COLLECTION = 'visits';

export const TRAVEL_LIMITS = {
  name: 200,
  description: 10_000,
  note: 2_000,
  caption: 500,
  /** Photos per place (the visits' galleries are the place's photos taken on them). */
  photos: 200,
} as const;

/** What a place is; see the module's note for each kind's code. */
export const PLACE_KINDS = ['country', 'state', 'region', 'city'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];
/** The kinds that are known by a code, and so listed, mapped and counted. */
export const CODED_KINDS = ['country', 'state', 'region'] as const;
export type CodedKind = (typeof CODED_KINDS)[number];

export const PLACE_KIND_LABELS: Readonly<Record<PlaceKind, string>> = {
  country: 'Country',
  state: 'US state or territory',
  region: 'Region',
  city: 'City or place',
};

/** How much a person has been somewhere, from most to least, then where they want to go. */
export const BEEN_LEVELS = ['lived', 'stayed', 'visited', 'passed', 'want'] as const;
export type BeenLevel = (typeof BEEN_LEVELS)[number];

export const BEEN_LEVEL_LABELS: Readonly<Record<BeenLevel, string>> = {
  lived: 'Lived',
  stayed: 'Stayed',
  visited: 'Visited',
  passed: 'Passed through',
  want: 'Want to go',
};

export const BEEN_LEVEL_HINTS: Readonly<Record<BeenLevel, string>> = {
  lived: 'Made a home there',
  stayed: 'A night or more',
  visited: 'Spent time there, no night',
  passed: 'Only on the way through',
  want: 'Not yet: on the list',
};

/** Whether a level means the person has been there (want to go does not). */
export function hasBeen(level: BeenLevel): boolean {
  return level !== 'want';
}

/** The code formats: ISO 3166-1 alpha-2, a US state or territory, an ISO 3166-2 region. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;
export const US_STATE_CODE = /^US-[A-Z]{2}$/;
export const REGION_CODE = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;

const CODE_PATTERNS: Readonly<Record<CodedKind, RegExp>> = {
  country: COUNTRY_CODE,
  state: US_STATE_CODE,
  region: REGION_CODE,
};

/** Whether `code` is written as a code of `kind` is (`FR`, `US-CA`, `FR-IDF`). */
export function isCodeOfKind(kind: CodedKind, code: string): boolean {
  return CODE_PATTERNS[kind].test(code);
}

/** The id of a coded place's document: `country-FR`, `state-US-CA`, `region-FR-IDF`. */
export function placeIdOf(kind: CodedKind, code: string): string {
  return `${kind}-${code}`;
}

/** The kind and code a coded place's id names, or null for a city's (or any other) id. */
export function codeOfPlaceId(id: string): { kind: CodedKind; code: string } | null {
  for (const kind of CODED_KINDS) {
    const prefix = `${kind}-`;
    if (id.startsWith(prefix) && isCodeOfKind(kind, id.slice(prefix.length))) {
      return { kind, code: id.slice(prefix.length) };
    }
  }
  return null;
}

export function isCodedKind(kind: PlaceKind): kind is CodedKind {
  return kind !== 'city';
}
