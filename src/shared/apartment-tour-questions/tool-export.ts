import type { z } from 'zod';
import {
  answerIdOf,
  SETTINGS_COLLECTION,
  SETTINGS_ID,
  type Answer,
  type Apartment,
  type ApartmentSettings,
  type Cost,
  type FollowUp,
  type Question,
  type Unit,
} from './apartment-model.ts';
import { collections as SCHEMAS } from './apartment-tour-questions-schema.ts';
import {
  collectionsExportText,
  readCollectionsExport,
  type CollectionsData,
  type ExportSpec,
  type RecordProblem,
} from '../data/collections-export.ts';

/**
 * The whole of Apartment Tour Questions as one JSON file, and back: every document of the
 * seven collections under its own id, so units, answers, costs and follow-ups still find
 * their apartment, an answer its question, and a custom question its apartments. Photos
 * are kept as the ids of files on the same account: the file carries no images.
 */
export const TOUR_EXPORT_FORMAT = 'tinies-apartment-tour-questions';
export const TOUR_EXPORT_VERSION = 1;

/** The collections, in the order they are written: apartments before what refers to them. */
export const TOUR_COLLECTIONS = [
  'apartments',
  'units',
  'questions',
  'answers',
  'costs',
  'followUps',
  'settings',
] as const;
export type TourCollection = (typeof TOUR_COLLECTIONS)[number];

export interface TourData {
  apartments: Record<string, Apartment>;
  units: Record<string, Unit>;
  questions: Record<string, Question>;
  answers: Record<string, Answer>;
  costs: Record<string, Cost>;
  followUps: Record<string, FollowUp>;
  settings: Record<string, ApartmentSettings>;
}

/** What each collection is called in a sentence. */
export const TOUR_COLLECTION_NOUNS: Readonly<Record<TourCollection, readonly [string, string]>> = {
  apartments: ['apartment', 'apartments'],
  units: ['unit', 'units'],
  questions: ['question', 'questions'],
  answers: ['answer', 'answers'],
  costs: ['cost', 'costs'],
  followUps: ['follow-up', 'follow-ups'],
  settings: ['settings', 'settings'],
};

export interface TourExport {
  format: typeof TOUR_EXPORT_FORMAT;
  version: typeof TOUR_EXPORT_VERSION;
  /** When it was made, ISO 8601. */
  exportedAt: string;
  collections: TourData;
}

export const emptyTourData = (): TourData => ({
  apartments: {},
  units: {},
  questions: {},
  answers: {},
  costs: {},
  followUps: {},
  settings: {},
});

const SPEC: ExportSpec<TourCollection> = {
  format: TOUR_EXPORT_FORMAT,
  version: TOUR_EXPORT_VERSION,
  otherFormat: 'This file is not an Apartment Tour Questions export.',
  collections: TOUR_COLLECTIONS,
  schemas: SCHEMAS as Record<TourCollection, z.ZodType>,
  idProblem,
};

/** The file's text; the same data always gives the same text (ids sorted). */
export function tourExportText(data: TourData, now: Date): string {
  return collectionsExportText(SPEC, data as unknown as CollectionsData<TourCollection>, now);
}

/** How many documents `data` holds, in all. */
export function tourRecordCount(data: TourData): number {
  return TOUR_COLLECTIONS.reduce((sum, name) => sum + Object.keys(data[name]).length, 0);
}

/** A document of the file that cannot be imported, and why. */
export type TourRecordProblem = RecordProblem;

export type ReadTourExport =
  | { ok: true; data: TourData; problems: TourRecordProblem[]; exportedAt?: string }
  | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a document's id cannot be kept (beyond the store's key rules), or null. */
function idProblem(collection: TourCollection, id: string, document: unknown): string | null {
  if (collection === SETTINGS_COLLECTION && id !== SETTINGS_ID) {
    return `Settings are one record, "${SETTINGS_ID}"`;
  }
  if (collection === 'answers' && isRecord(document)) {
    const { apartmentId, questionId } = document;
    if (
      typeof apartmentId === 'string' &&
      typeof questionId === 'string' &&
      id !== answerIdOf(apartmentId, questionId)
    ) {
      return 'An answer’s id must name its apartment and question';
    }
  }
  return null;
}

/**
 * The documents of an export file, each checked with its collection's schema: the valid ones
 * to import, the others named with their collection, id and the first thing wrong. A file
 * that is not this tool's export is refused as a whole.
 */
export function readTourExport(text: string): ReadTourExport {
  const read = readCollectionsExport(SPEC, text);
  if (!read.ok) return read;
  return { ...read, data: read.data as unknown as TourData };
}

/** The ids each collection holds already. */
export type TourIds = { [C in TourCollection]?: Iterable<string> };

/** How many of the file's documents, by collection, are here already (same id): importing replaces them. */
export function tourClashes(data: TourData, existing: TourIds): Record<TourCollection, number> {
  const clashes = {} as Record<TourCollection, number>;
  for (const name of TOUR_COLLECTIONS) {
    const taken = new Set(existing[name] ?? []);
    clashes[name] = Object.keys(data[name]).filter((id) => taken.has(id)).length;
  }
  return clashes;
}

/** Every photo file id the data refers to (apartments' and answers'). */
export function tourPhotoIds(data: TourData): string[] {
  const ids = new Set<string>();
  for (const apartment of Object.values(data.apartments)) {
    if (apartment.photoFileId) ids.add(apartment.photoFileId);
  }
  for (const answer of Object.values(data.answers)) {
    if (answer.photoFileId) ids.add(answer.photoFileId);
  }
  return [...ids];
}
