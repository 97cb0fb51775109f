import type { z } from 'zod';
import { keyProblem } from './paths.ts';

/**
 * A tool's data as one JSON file, and back: every document of every collection under its
 * own id, so what refers to another document still finds it. Each tool names its format,
 * version, collections and their schemas; reading checks each document on the way in and
 * names the ones that fail, keeping the others. A file that is not the tool's export is
 * refused as a whole.
 */
export interface ExportSpec<C extends string> {
  /** The file's `format`, such as `tinies-travel-tracker`. */
  format: string;
  version: number;
  /** What a file of another format hears ("This JSON file is not a Travel Tracker export."). */
  otherFormat: string;
  /** The collections, in the order they are written (what is referred to first). */
  collections: readonly C[];
  schemas: Readonly<Record<C, z.ZodType>>;
  /** Why a document's id cannot be kept, beyond the data store's own key rules; or null. */
  idProblem?: (collection: C, id: string, document: unknown) => string | null;
}

export type CollectionsData<C extends string> = Record<C, Record<string, unknown>>;

/** A document of the file that cannot be imported, and why. */
export interface RecordProblem {
  collection: string;
  id: string;
  message: string;
}

export type ReadCollectionsExport<C extends string> =
  | { ok: true; data: CollectionsData<C>; problems: RecordProblem[]; exportedAt?: string }
  | { ok: false; message: string };

/** No document in any collection. */
export function emptyCollections<C extends string>(spec: ExportSpec<C>): CollectionsData<C> {
  return Object.fromEntries(spec.collections.map((name) => [name, {}])) as CollectionsData<C>;
}

const sortedById = (documents: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.keys(documents)
      .sort()
      .map((id) => [id, documents[id]]),
  );

/** The export of `data` made at `now`, as the file holds it (before it is text). */
export function collectionsExport<C extends string>(
  spec: ExportSpec<C>,
  data: CollectionsData<C>,
  now: Date,
) {
  const collections = emptyCollections(spec);
  // Sorted by id, so two exports of the same data are the same text.
  for (const name of spec.collections) collections[name] = sortedById(data[name] ?? {});
  return {
    format: spec.format,
    version: spec.version,
    exportedAt: now.toISOString(),
    collections,
  };
}

/** The file's text; the same data always gives the same text. */
export function collectionsExportText<C extends string>(
  spec: ExportSpec<C>,
  data: CollectionsData<C>,
  now: Date,
): string {
  return `${JSON.stringify(collectionsExport(spec, data, now), null, 2)}\n`;
}

/** Whether `text` looks like the tool's export, before reading it all. */
export function looksLikeExport(spec: Pick<ExportSpec<string>, 'format'>, text: string): boolean {
  return text.trimStart().startsWith('{') && text.includes(spec.format);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first thing wrong, as "rent: Rent cannot be negative". */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Not valid';
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** The documents of an export file, each checked with its collection's schema. */
export function readCollectionsExport<C extends string>(
  spec: ExportSpec<C>,
  text: string,
): ReadCollectionsExport<C> {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not JSON: it may be damaged or cut short.' };
  }
  if (!isRecord(file) || file.format !== spec.format) {
    return { ok: false, message: spec.otherFormat };
  }
  if (file.version !== spec.version) {
    return {
      ok: false,
      message: `This export is version ${String(file.version)}; this app reads version ${spec.version}. Update the app and try again.`,
    };
  }
  if (!isRecord(file.collections)) return { ok: false, message: 'This export holds nothing.' };
  const data = emptyCollections(spec);
  const problems: RecordProblem[] = [];
  for (const [name, documents] of Object.entries(file.collections)) {
    if (!(spec.collections as readonly string[]).includes(name)) {
      problems.push({ collection: name, id: '', message: 'Not part of this tool, left out' });
      continue;
    }
    const collection = name as C;
    if (!isRecord(documents)) {
      problems.push({ collection, id: '', message: 'Not a set of records by id' });
      continue;
    }
    const valid: Record<string, unknown> = data[collection];
    for (const [id, document] of Object.entries(documents)) {
      const keyIssue = keyProblem(id) ?? (id.length > 128 ? 'the id is too long' : null);
      const problem = keyIssue
        ? `Invalid id: ${keyIssue}`
        : (spec.idProblem?.(collection, id, document) ?? null);
      if (problem) {
        problems.push({ collection, id, message: problem });
        continue;
      }
      const result = spec.schemas[collection].safeParse(document);
      if (result.success) valid[id] = result.data;
      else problems.push({ collection, id, message: firstIssue(result.error) });
    }
  }
  const exportedAt = typeof file.exportedAt === 'string' ? file.exportedAt : undefined;
  return { ok: true, data, problems, ...(exportedAt ? { exportedAt } : {}) };
}
