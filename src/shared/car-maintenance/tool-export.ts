import { CAR_SCHEMAS } from './car-collections.ts';
import {
  EXPORT_COLLECTIONS,
  type ExportCollection,
  type ToolData,
  SETTINGS_COLLECTION,
  SETTINGS_ID,
  type PartTag,
} from './car-model.ts';
import {
  collectionsExport,
  collectionsExportText,
  looksLikeExport,
  readCollectionsExport,
  type CollectionsData,
  type ExportSpec,
  type RecordProblem,
} from '../data/collections-export.ts';

/**
 * The whole tool as one JSON document, and back: every collection's documents under their
 * own ids, so the references between them (a service's car, shop, issues and reminder, an
 * issue's resolving service, the custom parts in tags) survive the trip unchanged.
 */
export const TOOL_EXPORT_FORMAT = 'tinies-car-maintenance';
export const TOOL_EXPORT_VERSION = 1;

export { CAR_SCHEMAS, EXPORT_COLLECTIONS, type ExportCollection, type ToolData };

/** What each collection is called in a sentence. */
export const COLLECTION_NOUNS: Readonly<Record<ExportCollection, [string, string]>> = {
  vehicles: ['car', 'cars'],
  locations: ['shop', 'shops'],
  parts: ['custom part', 'custom parts'],
  issues: ['issue', 'issues'],
  reminders: ['reminder', 'reminders'],
  services: ['service', 'services'],
  fuel: ['fill-up', 'fill-ups'],
  settings: ['setting', 'settings'],
};

export interface ToolExport {
  format: typeof TOOL_EXPORT_FORMAT;
  version: typeof TOOL_EXPORT_VERSION;
  /** When the export was made, ISO 8601. */
  exportedAt: string;
  collections: ToolData;
}

export const emptyToolData = (): ToolData => ({
  vehicles: {},
  locations: {},
  parts: {},
  issues: {},
  reminders: {},
  services: {},
  fuel: {},
  settings: {},
});

const SPEC: ExportSpec<ExportCollection> = {
  format: TOOL_EXPORT_FORMAT,
  version: TOOL_EXPORT_VERSION,
  otherFormat: 'This JSON file is not a Car Maintenance Tracker export.',
  collections: EXPORT_COLLECTIONS,
  schemas: CAR_SCHEMAS,
  idProblem: (collection, id) =>
    collection === SETTINGS_COLLECTION && id !== SETTINGS_ID
      ? `Settings are one record, "${SETTINGS_ID}"`
      : null,
};

/** The export document of `data`, made at `now`. */
export function buildToolExport(data: ToolData, now: Date): ToolExport {
  return collectionsExport(
    SPEC,
    data as unknown as CollectionsData<ExportCollection>,
    now,
  ) as ToolExport;
}

/** The export as the file holds it. */
export function toolExportText(data: ToolData, now: Date): string {
  return collectionsExportText(SPEC, data as unknown as CollectionsData<ExportCollection>, now);
}

/** A record the file holds that cannot be imported, and why. */
export type { RecordProblem };

export interface ReadExport {
  /** The records that passed their schema. */
  data: ToolData;
  /** The ones that did not, each with the first thing wrong. */
  problems: RecordProblem[];
  exportedAt?: string;
}

export type ReadExportResult = { ok: true; read: ReadExport } | { ok: false; message: string };

/** Whether `text` looks like this tool's JSON export (before reading it all). */
export function looksLikeToolExport(text: string): boolean {
  return looksLikeExport(SPEC, text);
}

/**
 * The records of an export file, each checked with its collection's schema: the valid ones
 * to import, the others reported with their collection, id and message.
 */
export function readToolExport(text: string): ReadExportResult {
  const read = readCollectionsExport(SPEC, text);
  if (!read.ok) return read;
  const { data, ...rest } = read;
  return { ok: true, read: { data: data as unknown as ToolData, ...rest } };
}

/** How many records `data` holds, in all. */
export function recordCount(data: ToolData): number {
  return EXPORT_COLLECTIONS.reduce((sum, name) => sum + Object.keys(data[name]).length, 0);
}

/** Which collections' ids are taken already, by collection. */
export type ExistingIds = { [C in ExportCollection]?: ReadonlySet<string> };

/** The imported records whose ids the tool already has. */
export function clashingIds(data: ToolData, existing: ExistingIds): number {
  let count = 0;
  for (const name of EXPORT_COLLECTIONS) {
    const taken = existing[name];
    if (!taken) continue;
    for (const id of Object.keys(data[name])) if (taken.has(id)) count += 1;
  }
  return count;
}

/**
 * What to do with an imported record whose id is taken: `replace` overwrites the record
 * with the imported one; `keep-both` gives the imported one a new id, and every imported
 * reference to it follows. Settings are one record: `keep-both` keeps the current ones.
 */
export type ClashChoice = 'replace' | 'keep-both';

export interface ImportWrite {
  collection: ExportCollection;
  id: string;
  value: ToolData[ExportCollection][string];
}

export interface ImportPlan {
  writes: ImportWrite[];
  /** Records given a new id (keep both). */
  renamed: number;
  /** Records left out because the tool keeps its own (settings under keep both). */
  kept: number;
}

const remapTags = (tags: readonly PartTag[], ids: ReadonlyMap<string, string>): PartTag[] =>
  tags.map((tag) => ({ ...tag, part: ids.get(tag.part) ?? tag.part }));
const remapList = (list: readonly string[], ids: ReadonlyMap<string, string>): string[] =>
  list.map((id) => ids.get(id) ?? id);
const remapOne = (id: string | undefined, ids: ReadonlyMap<string, string>) =>
  id === undefined ? {} : { id: ids.get(id) ?? id };

/**
 * The writes that import `data` into a tool whose ids are `existing`. With `keep-both`,
 * a clashing record gets `newId()` and the references among the imported records are
 * rewritten to match (references to records outside the import stay as they are).
 */
export function planImport(
  data: ToolData,
  existing: ExistingIds,
  choice: ClashChoice,
  newId: () => string,
): ImportPlan {
  const renames: Record<ExportCollection, Map<string, string>> = {
    vehicles: new Map(),
    locations: new Map(),
    parts: new Map(),
    issues: new Map(),
    reminders: new Map(),
    services: new Map(),
    fuel: new Map(),
    settings: new Map(),
  };
  let kept = 0;
  const skip = new Set<string>();
  if (choice === 'keep-both') {
    for (const name of EXPORT_COLLECTIONS) {
      const taken = existing[name];
      if (!taken) continue;
      for (const id of Object.keys(data[name])) {
        if (!taken.has(id)) continue;
        if (name === SETTINGS_COLLECTION) {
          skip.add(`${name}/${id}`);
          kept += 1;
        } else renames[name].set(id, newId());
      }
    }
  }
  const cars = renames.vehicles;
  const writes: ImportWrite[] = [];
  const push = (collection: ExportCollection, id: string, value: ImportWrite['value']) => {
    if (skip.has(`${collection}/${id}`)) return;
    writes.push({ collection, id: renames[collection].get(id) ?? id, value });
  };
  for (const [id, vehicle] of Object.entries(data.vehicles)) push('vehicles', id, vehicle);
  for (const [id, location] of Object.entries(data.locations)) push('locations', id, location);
  for (const [id, part] of Object.entries(data.parts)) push('parts', id, part);
  for (const [id, issue] of Object.entries(data.issues)) {
    const { resolvedBy, ...rest } = issue;
    const by = remapOne(resolvedBy, renames.services);
    push('issues', id, {
      ...rest,
      vehicleId: cars.get(issue.vehicleId) ?? issue.vehicleId,
      parts: remapTags(issue.parts, renames.parts),
      dismissedParts: remapList(issue.dismissedParts, renames.parts),
      ...('id' in by ? { resolvedBy: by.id } : {}),
    });
  }
  for (const [id, reminder] of Object.entries(data.reminders)) {
    push('reminders', id, {
      ...reminder,
      vehicleId: cars.get(reminder.vehicleId) ?? reminder.vehicleId,
    });
  }
  for (const [id, service] of Object.entries(data.services)) {
    const { locationId, reminderId, ...rest } = service;
    const shop = remapOne(locationId, renames.locations);
    const reminder = remapOne(reminderId, renames.reminders);
    push('services', id, {
      ...rest,
      vehicleId: cars.get(service.vehicleId) ?? service.vehicleId,
      parts: remapTags(service.parts, renames.parts),
      dismissedParts: remapList(service.dismissedParts, renames.parts),
      issueIds: remapList(service.issueIds, renames.issues),
      ...('id' in shop ? { locationId: shop.id } : {}),
      ...('id' in reminder ? { reminderId: reminder.id } : {}),
    });
  }
  for (const [id, fill] of Object.entries(data.fuel)) {
    push('fuel', id, { ...fill, vehicleId: cars.get(fill.vehicleId) ?? fill.vehicleId });
  }
  for (const [id, choice] of Object.entries(data.settings)) push('settings', id, choice);
  const renamed = EXPORT_COLLECTIONS.reduce((sum, name) => sum + renames[name].size, 0);
  return { writes, renamed, kept };
}

/** The data the writes of a plan leave behind, on top of `before` (for tests and previews). */
export function applyPlan(before: ToolData, plan: ImportPlan): ToolData {
  const after = emptyToolData();
  for (const name of EXPORT_COLLECTIONS) {
    (after[name] as Record<string, unknown>) = { ...before[name] };
  }
  for (const { collection, id, value } of plan.writes) {
    (after[collection] as Record<string, unknown>)[id] = value;
  }
  return after;
}
