import type { z } from 'zod';
import { keyProblem } from '../../data/paths.ts';
import { placeSchema, visitSchema, type Place, type Visit } from '../travel-tracker-schema.ts';

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

const sortedById = <T>(documents: Record<string, T>): Record<string, T> =>
  Object.fromEntries(
    Object.keys(documents)
      .sort()
      .map((id) => [id, documents[id]!]),
  );

/** The file's text; the same data always gives the same text (ids sorted). */
export function travelExportText(data: TravelData, now: Date): string {
  const file: TravelExport = {
    format: TRAVEL_EXPORT_FORMAT,
    version: TRAVEL_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    collections: { places: sortedById(data.places), visits: sortedById(data.visits) },
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Whether `text` looks like this tool's export, before reading it all. */
export function looksLikeTravelExport(text: string): boolean {
  return text.trimStart().startsWith('{') && text.includes(TRAVEL_EXPORT_FORMAT);
}

export interface DocumentProblem {
  collection: string;
  id: string;
  message: string;
}

export type ReadTravelExport =
  | { ok: true; data: TravelData; problems: DocumentProblem[]; exportedAt?: string }
  | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Not valid';
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

const SCHEMAS = { places: placeSchema, visits: visitSchema } as const;
type CollectionName = keyof typeof SCHEMAS;

export function readTravelExport(text: string): ReadTravelExport {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not JSON: it may be damaged or cut short.' };
  }
  if (!isRecord(file) || file.format !== TRAVEL_EXPORT_FORMAT) {
    return { ok: false, message: 'This JSON file is not a Travel Tracker export.' };
  }
  if (file.version !== TRAVEL_EXPORT_VERSION) {
    return {
      ok: false,
      message: `This export is version ${String(file.version)}; this app reads version ${TRAVEL_EXPORT_VERSION}. Update the app and try again.`,
    };
  }
  if (!isRecord(file.collections)) return { ok: false, message: 'This export holds nothing.' };
  const data: TravelData = { places: {}, visits: {} };
  const problems: DocumentProblem[] = [];
  for (const [collection, documents] of Object.entries(file.collections)) {
    if (!(collection in SCHEMAS)) {
      problems.push({ collection, id: '', message: 'Not part of this tool, left out' });
      continue;
    }
    if (!isRecord(documents)) {
      problems.push({ collection, id: '', message: 'Not a set of documents by id' });
      continue;
    }
    const name = collection as CollectionName;
    for (const [id, document] of Object.entries(documents)) {
      const idProblem = keyProblem(id) ?? (id.length > 128 ? 'the id is too long' : null);
      if (idProblem) {
        problems.push({ collection, id, message: `Invalid id: ${idProblem}` });
        continue;
      }
      const result = SCHEMAS[name].safeParse(document);
      if (!result.success) problems.push({ collection, id, message: firstIssue(result.error) });
      else if (name === 'places') data.places[id] = result.data as Place;
      else data.visits[id] = result.data as Visit;
    }
  }
  // A visit of a place neither in the file nor kept would point at nothing.
  for (const [id, visit] of Object.entries(data.visits)) {
    if (!(visit.placeId in data.places)) {
      problems.push({ collection: 'visits', id, message: 'Its place is not in the file' });
      delete data.visits[id];
    }
  }
  const exportedAt = typeof file.exportedAt === 'string' ? file.exportedAt : undefined;
  return { ok: true, data, problems, ...(exportedAt ? { exportedAt } : {}) };
}

/** How many of the file's documents are here already (same id): importing replaces them. */
export function clashCount(data: TravelData, existing: TravelData): number {
  return (
    Object.keys(data.places).filter((id) => id in existing.places).length +
    Object.keys(data.visits).filter((id) => id in existing.visits).length
  );
}
