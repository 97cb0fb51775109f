import { dayNumber } from '../../calendar-days.ts';
import { placeIdOf, type Visit } from '../travel-model.ts';
import type { PhotoPosition } from './read-photo.ts';

/**
 * From photos to suggested visits: each dated photo is placed (a US state, or else a
 * country) by a `locate` given by the caller (point in shape, offline), the days of one
 * place are joined into trips, and a trip the person has already recorded is marked as
 * known instead of being suggested again. Pure apart from `locate`.
 */

export interface DatedPhoto {
  /** The caller's name for the photo (its place in the list it chose). */
  key: string;
  takenOn: string;
  position: PhotoPosition | null;
}

/** Where a point is: a country (alpha-2) and, in the US, its state (`US-CA`). */
export type Locate = (point: PhotoPosition) => Promise<{ country?: string; state?: string }>;

export interface SuggestedPlace {
  kind: 'country' | 'state';
  code: string;
  /** The place's document id, `placeIdOf(kind, code)`. */
  id: string;
  /** The country a state is in, so it can be marked too. */
  country?: string;
}

export interface VisitSuggestion {
  /** Stable while the same photos are grouped: the place and the first day. */
  key: string;
  /** Null when no photo of the group says where: the person chooses. */
  place: SuggestedPlace | null;
  from: string;
  /** The last day, when the trip is longer than one. */
  to?: string;
  /** The photos' keys, in the order they were given. */
  photoKeys: string[];
  /** A recorded visit of the same place on overlapping days: the trip is known already. */
  knownVisitId: string | null;
}

export interface RecordedVisit {
  id: string;
  visit: Pick<Visit, 'placeId' | 'from' | 'to'>;
}

export interface SuggestOptions {
  /**
   * Days without photos a trip may span: 0 joins only consecutive days; 1 also joins
   * Monday and Wednesday in one place, the Tuesday spent without taking a photo.
   */
  bridgeDays?: number;
}

/** Nearby points share one lookup: a thousandth of a degree is about 100 m. */
const pointKey = ({ latitude, longitude }: PhotoPosition) =>
  `${latitude.toFixed(3)},${longitude.toFixed(3)}`;

/** The most precise coded place of a point: its US state, else its country. */
function placeOf(found: { country?: string; state?: string }): SuggestedPlace | null {
  if (found.state) {
    return {
      kind: 'state',
      code: found.state,
      id: placeIdOf('state', found.state),
      country: found.country ?? 'US',
    };
  }
  if (found.country) {
    return { kind: 'country', code: found.country, id: placeIdOf('country', found.country) };
  }
  return null;
}

/** Runs of days, each no more than `bridgeDays` days of silence from the one before. */
function trips(days: string[], bridgeDays: number): [string, string][] {
  const sorted = [...new Set(days)].sort();
  const runs: [string, string][] = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && dayNumber(day) - dayNumber(last[1]) <= 1 + bridgeDays) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

function overlaps(visit: RecordedVisit['visit'], from: string, to: string): boolean {
  return visit.from <= to && (visit.to ?? visit.from) >= from;
}

/**
 * The visits `photos` suggest, ordered by their first day. Photos of one place on
 * consecutive days (and up to `bridgeDays` apart) make one suggestion; photos with no
 * position, or one `locate` cannot place (at sea), are grouped by their day with no place.
 */
export async function suggestVisits(
  photos: readonly DatedPhoto[],
  locate: Locate,
  recorded: readonly RecordedVisit[],
  { bridgeDays = 0 }: SuggestOptions = {},
): Promise<VisitSuggestion[]> {
  const lookups = new Map<string, Promise<SuggestedPlace | null>>();
  const placeOfPhoto = (photo: DatedPhoto): Promise<SuggestedPlace | null> => {
    if (!photo.position) return Promise.resolve(null);
    const key = pointKey(photo.position);
    let lookup = lookups.get(key);
    if (!lookup) {
      lookup = locate(photo.position).then(placeOf);
      lookups.set(key, lookup);
    }
    return lookup;
  };
  const placed = await Promise.all(
    photos.map(async (photo) => ({ photo, place: await placeOfPhoto(photo) })),
  );

  const byPlace = new Map<string, { place: SuggestedPlace; photos: DatedPhoto[] }>();
  const unknownByDay = new Map<string, DatedPhoto[]>();
  for (const { photo, place } of placed) {
    if (!place) {
      unknownByDay.set(photo.takenOn, [...(unknownByDay.get(photo.takenOn) ?? []), photo]);
      continue;
    }
    const group = byPlace.get(place.id) ?? { place, photos: [] };
    group.photos.push(photo);
    byPlace.set(place.id, group);
  }

  const suggestions: VisitSuggestion[] = [];
  for (const { place, photos: ofPlace } of byPlace.values()) {
    for (const [from, to] of trips(
      ofPlace.map((photo) => photo.takenOn),
      bridgeDays,
    )) {
      const known = recorded.find(
        ({ visit }) => visit.placeId === place.id && overlaps(visit, from, to),
      );
      suggestions.push({
        key: `${place.id}:${from}`,
        place,
        from,
        ...(to !== from ? { to } : {}),
        photoKeys: ofPlace
          .filter((photo) => photo.takenOn >= from && photo.takenOn <= to)
          .map((photo) => photo.key),
        knownVisitId: known?.id ?? null,
      });
    }
  }
  for (const [day, ofDay] of unknownByDay) {
    suggestions.push({
      key: `unknown:${day}`,
      place: null,
      from: day,
      photoKeys: ofDay.map((photo) => photo.key),
      knownVisitId: null,
    });
  }
  return suggestions.sort((a, b) => a.from.localeCompare(b.from) || a.key.localeCompare(b.key));
}
