import {
  placeIdOf,
  type BeenLevel,
  type Place,
  type PlaceKind,
  type Visit,
} from '../travel-model.ts';

/**
 * Each place as the exports describe it: its name in the person's language, what it is,
 * its code, level and description, and its visits summed up (first, last, how many).
 * Names come from outside (the catalogue names coded places), so this stays pure.
 */

export interface PlaceEntryOf {
  id: string;
  place: Place;
}
export interface VisitEntryOf {
  id: string;
  visit: Visit;
}

export interface PlaceSummary {
  id: string;
  name: string;
  kind: PlaceKind;
  code?: string;
  country?: string;
  level: BeenLevel;
  description?: string;
  latitude?: number;
  longitude?: number;
  /** The first day of the earliest visit. */
  firstVisit?: string;
  /** The last day of the latest visit (its `to`, or its `from` for a day trip). */
  lastVisit?: string;
  visits: number;
}

/** How a place is named: a country or state from its code, a city by its own name. */
export type NameOf = (place: Place) => string;

/** The visits of each place, by place id. */
export function visitsByPlace(visits: readonly VisitEntryOf[]): Map<string, Visit[]> {
  const byPlace = new Map<string, Visit[]>();
  for (const { visit } of visits) {
    const list = byPlace.get(visit.placeId);
    if (list) list.push(visit);
    else byPlace.set(visit.placeId, [visit]);
  }
  return byPlace;
}

export function summarisePlaces(
  places: readonly PlaceEntryOf[],
  visits: readonly VisitEntryOf[],
  nameOf: NameOf,
): PlaceSummary[] {
  const byPlace = visitsByPlace(visits);
  return places.map(({ id, place }) => {
    const own = byPlace.get(id) ?? [];
    let firstVisit: string | undefined;
    let lastVisit: string | undefined;
    // Calendar days sort as text.
    for (const visit of own) {
      const end = visit.to ?? visit.from;
      if (firstVisit === undefined || visit.from < firstVisit) firstVisit = visit.from;
      if (lastVisit === undefined || end > lastVisit) lastVisit = end;
    }
    return {
      id,
      name: nameOf(place),
      kind: place.kind,
      level: place.level,
      visits: own.length,
      ...(place.code !== undefined ? { code: place.code } : {}),
      ...(place.country !== undefined ? { country: place.country } : {}),
      ...(place.description !== undefined ? { description: place.description } : {}),
      ...(place.latitude !== undefined && place.longitude !== undefined
        ? { latitude: place.latitude, longitude: place.longitude }
        : {}),
      ...(firstVisit !== undefined ? { firstVisit } : {}),
      ...(lastVisit !== undefined ? { lastVisit } : {}),
    };
  });
}

/** A position on the globe, as the schema stores it. */
export interface LatLon {
  latitude: number;
  longitude: number;
}

/**
 * Where a coded place sits for a pin (a point inside its shape, or inside its country when
 * its own shape is unknown), or null when unknown.
 */
export type PointOf = (placeId: string) => Promise<LatLon | null>;

/**
 * Each summary with the point to pin it at: its own position, else its shape's point, else
 * (a city without a position) its country's; null only for a city with neither.
 */
export async function pointsOf(
  summaries: readonly PlaceSummary[],
  pointOf: PointOf,
): Promise<(LatLon | null)[]> {
  return Promise.all(
    summaries.map(async (summary) => {
      if (summary.latitude !== undefined && summary.longitude !== undefined) {
        return { latitude: summary.latitude, longitude: summary.longitude };
      }
      if (summary.kind !== 'city') return pointOf(summary.id);
      return summary.country ? pointOf(placeIdOf('country', summary.country)) : null;
    }),
  );
}
