import { defineCollection, type CollectionState, type EntryState } from '@/kit/use-collection.ts';
import {
  PLACES_COLLECTION,
  TRAVEL_TRACKER_TINY,
  VISITS_COLLECTION,
  type BeenLevel,
  type CodedKind,
  type Place,
  type Visit,
} from '@/shared/travel-tracker/travel-model.ts';

/**
 * The tool's collections, live: on the person's account when signed in, on this device
 * for a visitor. Each screen takes what it needs; a collection is read once however many
 * screens use it.
 */

export interface PlaceEntry {
  id: string;
  place: Place;
}
export interface VisitEntry {
  id: string;
  visit: Visit;
}

// NOTE: the schemas are loaded, not imported: every screen reads these collections, and
// importing the schemas would load zod and build them while the first screen loads. A
// newcomer's empty collections never need them.
const loadSchemas = () => import('@/shared/travel-tracker/travel-tracker-schema.ts');

export const places = defineCollection<Place, PlaceEntry>({
  tool: TRAVEL_TRACKER_TINY,
  collection: PLACES_COLLECTION,
  schema: () => loadSchemas().then((schemas) => schemas.placeSchema),
  entry: (id, place) => ({ id, place }),
});

export const visits = defineCollection<Visit, VisitEntry>({
  tool: TRAVEL_TRACKER_TINY,
  collection: VISITS_COLLECTION,
  schema: () => loadSchemas().then((schemas) => schemas.visitSchema),
  entry: (id, visit) => ({ id, visit }),
});

export type Places = CollectionState<PlaceEntry>;
export type Visits = CollectionState<VisitEntry>;

/** Every place the person has marked, oldest first. */
export const usePlaces = (): Places => places.useAll();
export const usePlace = (id: string | null): EntryState<PlaceEntry> => places.useEntry(id);
/** Every visit, oldest first (by when it was written; sort by date to show). */
export const useVisits = (): Visits => visits.useAll();
export const useVisit = (id: string | null): EntryState<VisitEntry> => visits.useEntry(id);

/** Now, as stored in `createdAt` and `updatedAt`. */
export const nowStamp = (): string => new Date().toISOString();

/** A country or state as marking it writes it: at `level`, with no photos yet. */
export function newCodedPlace(kind: CodedKind, code: string, level: BeenLevel): Place {
  const stamp = nowStamp();
  return { kind, code, level, photos: [], createdAt: stamp, updatedAt: stamp };
}
