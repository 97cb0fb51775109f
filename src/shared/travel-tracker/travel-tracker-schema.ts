import { z } from 'zod';
import '../zod-setup.ts';
import { isCalendarDay } from '../calendar-days.ts';
import type { ToolCollections } from '../tools.ts';
import {
  BEEN_LEVELS,
  COUNTRY_CODE,
  isCodedKind,
  isCodeOfKind,
  PLACE_KIND_LABELS,
  PLACE_KINDS,
  PLACES_COLLECTION,
  TRAVEL_LIMITS,
  VISITS_COLLECTION,
} from './travel-model.ts';

/**
 * The Travel Tracker's documents, at `users/{uid}/travel-tracker/{collection}/{id}`, checked
 * by these schemas in the browser (for the message) and on the server (for the truth).
 * Schemas here are checked, never applied: no transforms or defaults. What a place is,
 * the limits and the words are in `travel-model.ts`.
 *
 * NOTE: this module builds every schema with zod when it loads, a long task on a phone:
 * import it only to check a document (an editor's submit, an import, the server), never
 * for a constant or a type's sake (`import type` is erased, and the model has the rest).
 * It does not re-export the model, so a constant imported from here is a type error.
 */

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
      if (!place.code || !isCodeOfKind(place.kind, place.code)) {
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
