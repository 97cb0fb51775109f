import { z } from 'zod';
import '../zod-setup.ts';
import { isCalendarDay } from '../calendar-days.ts';
import type { ToolCollections } from '../tools.ts';

/**
 * The Travel Tracker's documents, at `users/{uid}/travel-tracker/{collection}/{id}`, checked
 * by these schemas in the browser (for the message) and on the server (for the truth).
 * Schemas here are checked, never applied: no transforms or defaults.
 *
 * A place is a country (ISO 3166-1 alpha-2), a US state, DC or territory (`US-CA`,
 * `US-DC`, `US-PR`), a region of any country (ISO 3166-2, `FR-IDF`) or a city or point of
 * interest (a name, optionally a position). A coded place's id is made from its code
 * (`placeIdOf`), so a country or state can never be added twice; a city's id is a new one.
 * Names of coded places are not stored: they come from the code in the person's language.
 * Dates are calendar days (`YYYY-MM-DD`, no time zone).
 */
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

/** The id of a coded place's document: `country-FR`, `state-US-CA`, `region-FR-IDF`. */
export function placeIdOf(kind: CodedKind, code: string): string {
  return `${kind}-${code}`;
}

/** The kind and code a coded place's id names, or null for a city's (or any other) id. */
export function codeOfPlaceId(id: string): { kind: CodedKind; code: string } | null {
  for (const kind of CODED_KINDS) {
    const prefix = `${kind}-`;
    if (id.startsWith(prefix) && CODE_PATTERNS[kind].test(id.slice(prefix.length))) {
      return { kind, code: id.slice(prefix.length) };
    }
  }
  return null;
}

export function isCodedKind(kind: PlaceKind): kind is CodedKind {
  return kind !== 'city';
}

const optionalText = (label: string, max: number) =>
  z.string().max(max, `${label} must be at most ${max} characters`).optional();

/** A calendar day, `YYYY-MM-DD`. */
export const calendarDay = (label: string) =>
  z.string().refine((text) => isCalendarDay(text), `${label} must be a date (YYYY-MM-DD)`);

const latitude = z
  .number('Latitude must be a number')
  .min(-90, 'Latitude must be between -90 and 90')
  .max(90, 'Latitude must be between -90 and 90');
const longitude = z
  .number('Longitude must be a number')
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');

const fileId = z.string().regex(/^[0-9a-f]{32}$/, 'Photo must be an uploaded file');

/** A document id made by the data client. */
const reference = z.string().min(1).max(128);

const stamps = {
  /** ISO 8601 instants. */
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
};

/** A photo of a place, uploaded through `/api/files`; on a visit's gallery when `visitId`. */
export const photoSchema = z.strictObject({
  fileId,
  caption: optionalText('Caption', TRAVEL_LIMITS.caption),
  visitId: reference.optional(),
  /** The day it was taken, read from the photo on the device. */
  takenOn: calendarDay('Taken on').optional(),
});

export const placeSchema = z
  .strictObject({
    kind: z.enum(PLACE_KINDS, 'Choose what kind of place it is'),
    /** ISO code of a country, US state or territory, or region; none for a city. */
    code: z.string().max(6).optional(),
    /** A city's name; for a coded place only a name to fall back on (an import's). */
    name: optionalText('Name', TRAVEL_LIMITS.name),
    /** The country (alpha-2) a region or city is in. */
    country: z.string().regex(COUNTRY_CODE, 'Country must be a two-letter code').optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    level: z.enum(BEEN_LEVELS, 'Choose how much you have been there'),
    description: optionalText('Description', TRAVEL_LIMITS.description),
    photos: z
      .array(photoSchema)
      .max(TRAVEL_LIMITS.photos, `At most ${TRAVEL_LIMITS.photos} photos per place`),
    /** The cover photo: one of `photos`. */
    coverFileId: fileId.optional(),
    ...stamps,
  })
  .superRefine((place, context) => {
    if (isCodedKind(place.kind)) {
      if (!place.code || !CODE_PATTERNS[place.kind].test(place.code)) {
        context.addIssue({
          code: 'custom',
          path: ['code'],
          message: `A ${PLACE_KIND_LABELS[place.kind].toLowerCase()} needs its ISO code`,
        });
      }
    } else {
      if (place.code !== undefined) {
        context.addIssue({ code: 'custom', path: ['code'], message: 'A city has no code' });
      }
      if (!place.name || place.name.trim() === '') {
        context.addIssue({ code: 'custom', path: ['name'], message: 'Name is required' });
      }
    }
    if ((place.latitude === undefined) !== (place.longitude === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [place.latitude === undefined ? 'latitude' : 'longitude'],
        message: 'A position needs both latitude and longitude',
      });
    }
    if (place.coverFileId && !place.photos.some((photo) => photo.fileId === place.coverFileId)) {
      context.addIssue({
        code: 'custom',
        path: ['coverFileId'],
        message: 'The cover must be one of the place’s photos',
      });
    }
  });

export const visitSchema = z
  .strictObject({
    /** The place's document id. */
    placeId: reference,
    /** The first day, and the last of a stay longer than a day. */
    from: calendarDay('From'),
    to: calendarDay('To').optional(),
    note: optionalText('Note', TRAVEL_LIMITS.note),
    ...stamps,
  })
  // A date that is not one has its own message: the order is checked between real dates.
  .refine((visit) => !isRealRange(visit) || visit.to! >= visit.from, {
    path: ['to'],
    message: 'A visit cannot end before it starts',
  });

function isRealRange(visit: { from: string; to?: string | undefined }): boolean {
  return visit.to !== undefined && isCalendarDay(visit.to) && isCalendarDay(visit.from);
}

export type Photo = z.infer<typeof photoSchema>;
export type Place = z.infer<typeof placeSchema>;
export type Visit = z.infer<typeof visitSchema>;

/** The Travel Tracker's collections, as the tool manifest loads them. */
export const collections: ToolCollections = {
  [PLACES_COLLECTION]: placeSchema,
  [VISITS_COLLECTION]: visitSchema,
};
