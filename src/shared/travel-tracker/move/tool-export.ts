import {
  collectionsExportText,
  looksLikeExport,
  readCollectionsExport,
  type ExportSpec,
  type RecordProblem,
} from '../../data/collections-export.ts';
import { type Place, type Visit } from '../travel-model.ts';
import { placeSchema, visitSchema } from '../travel-tracker-schema.ts';

/**
 * The whole Travel Tracker as one JSON file, and back: every place and visit under its own
 * id, so a visit still finds its place and a country keeps its one id. Each document is
 * checked with its schema on the way in; the ones that fail are named, the others kept.
 */
export const TRAVEL_EXPORT_FORMAT = 'tinies-travel-tracker';
export const TRAVEL_EXPORT_VERSION = 1;

export interface TravelData {
  places: Record<string, Place>;
  visits: Record<string, Visit>;
}

export interface TravelExport {
  format: typeof TRAVEL_EXPORT_FORMAT;
  version: typeof TRAVEL_EXPORT_VERSION;
  /** When it was made, ISO 8601. */
  exportedAt: string;
  collections: TravelData;
}

const SPEC: ExportSpec<'places' | 'visits'> = {
  format: TRAVEL_EXPORT_FORMAT,
  version: TRAVEL_EXPORT_VERSION,
  otherFormat: 'This JSON file is not a Travel Tracker export.',
  collections: ['places', 'visits'],
  schemas: { places: placeSchema, visits: visitSchema },
};

/** The file's text; the same data always gives the same text (ids sorted). */
export function travelExportText(data: TravelData, now: Date): string {
  return collectionsExportText(SPEC, { ...data }, now);
}

/** Whether `text` looks like this tool's export, before reading it all. */
export function looksLikeTravelExport(text: string): boolean {
  return looksLikeExport(SPEC, text);
}

export type DocumentProblem = RecordProblem;

export type ReadTravelExport =
  | { ok: true; data: TravelData; problems: DocumentProblem[]; exportedAt?: string }
  | { ok: false; message: string };

export function readTravelExport(text: string): ReadTravelExport {
  const read = readCollectionsExport(SPEC, text);
  if (!read.ok) return read;
  const { problems, exportedAt } = read;
  const data = read.data as unknown as TravelData;
  // A visit of a place neither in the file nor kept would point at nothing.
  for (const [id, visit] of Object.entries(data.visits)) {
    if (!(visit.placeId in data.places)) {
      problems.push({ collection: 'visits', id, message: 'Its place is not in the file' });
      delete data.visits[id];
    }
  }
  return { ok: true, data, problems, ...(exportedAt ? { exportedAt } : {}) };
}

/** How many of the file's documents are here already (same id): importing replaces them. */
export function clashCount(data: TravelData, existing: TravelData): number {
  return (
    Object.keys(data.places).filter((id) => id in existing.places).length +
    Object.keys(data.visits).filter((id) => id in existing.visits).length
  );
}
