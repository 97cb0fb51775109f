import type { z } from 'zod';
import {
  answerIdOf,
  collections as SCHEMAS,
  SETTINGS_COLLECTION,
  SETTINGS_ID,
  type Answer,
  type Apartment,
  type ApartmentSettings,
  type Cost,
  type FollowUp,
  type Question,
  type Unit,
} from './apartment-tour-questions-schema.ts';
import { keyProblem } from '../data/paths.ts';

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

const sortedById = <T>(documents: Record<string, T>): Record<string, T> =>
  Object.fromEntries(
    Object.keys(documents)
      .sort()
      .map((id) => [id, documents[id]!]),
  );

/** The file's text; the same data always gives the same text (ids sorted). */
export function tourExportText(data: TourData, now: Date): string {
  const sorted = emptyTourData() as unknown as Record<TourCollection, Record<string, unknown>>;
  for (const name of TOUR_COLLECTIONS) {
    sorted[name] = sortedById(data[name] as Record<string, unknown>);
  }
  const file: TourExport = {
    format: TOUR_EXPORT_FORMAT,
    version: TOUR_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    collections: sorted as unknown as TourData,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** How many documents `data` holds, in all. */
export function tourRecordCount(data: TourData): number {
  return TOUR_COLLECTIONS.reduce((sum, name) => sum + Object.keys(data[name]).length, 0);
}

/** A document of the file that cannot be imported, and why. */
export interface TourRecordProblem {
  collection: string;
  id: string;
  message: string;
}

export type ReadTourExport =
  | { ok: true; data: TourData; problems: TourRecordProblem[]; exportedAt?: string }
  | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first thing wrong, as "rent: Rent cannot be negative". */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Not valid';
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** Why a document's id cannot be kept, or null. */
function idProblem(collection: TourCollection, id: string, document: unknown): string | null {
  const problem = keyProblem(id) ?? (id.length > 128 ? 'the id is too long' : null);
  if (problem) return `Invalid id: ${problem}`;
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
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not JSON: it may be damaged or cut short.' };
  }
  if (!isRecord(file) || file.format !== TOUR_EXPORT_FORMAT) {
    return { ok: false, message: 'This file is not an Apartment Tour Questions export.' };
  }
  if (file.version !== TOUR_EXPORT_VERSION) {
    return {
      ok: false,
      message: `This export is version ${String(file.version)}; this app reads version ${TOUR_EXPORT_VERSION}. Update the app and try again.`,
    };
  }
  if (!isRecord(file.collections)) return { ok: false, message: 'This export holds nothing.' };
  const data = emptyTourData();
  const problems: TourRecordProblem[] = [];
  for (const [name, documents] of Object.entries(file.collections)) {
    if (!(TOUR_COLLECTIONS as readonly string[]).includes(name)) {
      problems.push({ collection: name, id: '', message: 'Not part of this tool, left out' });
      continue;
    }
    const collection = name as TourCollection;
    if (!isRecord(documents)) {
      problems.push({ collection, id: '', message: 'Not a set of records by id' });
      continue;
    }
    const valid = data[collection] as Record<string, unknown>;
    for (const [id, document] of Object.entries(documents)) {
      const problem = idProblem(collection, id, document);
      if (problem) {
        problems.push({ collection, id, message: problem });
        continue;
      }
      const result = SCHEMAS[collection]!.safeParse(document);
      if (result.success) valid[id] = result.data;
      else problems.push({ collection, id, message: firstIssue(result.error) });
    }
  }
  const exportedAt = typeof file.exportedAt === 'string' ? file.exportedAt : undefined;
  return { ok: true, data, problems, ...(exportedAt ? { exportedAt } : {}) };
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
