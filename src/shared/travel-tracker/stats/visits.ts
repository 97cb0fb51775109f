import { addDays, daysBetween } from '../../calendar-days.ts';
import type { Place, Visit } from '../travel-model.ts';

/** A stored place with its document id (the shape the tool's collections hand out). */
export interface PlaceItem {
  id: string;
  place: Place;
}

/** A stored visit with its document id. */
export interface VisitItem {
  id: string;
  visit: Visit;
}

/** A visit, bare or as stored with its id. */
export type VisitLike = Visit | VisitItem;

export function visitOf(item: VisitLike): Visit {
  return 'visit' in item ? item.visit : item;
}

/** The last day of a visit: its `to`, or its only day. */
export function lastDayOf(visit: Visit): string {
  return visit.to ?? visit.from;
}

/** How many calendar days a visit spans, both ends counted: a day trip is 1. */
export function daysOf(visit: Visit): number {
  return daysBetween(visit.from, lastDayOf(visit)) + 1;
}

/** Orders visits by first day, then by last day (a day trip before a stay from that day). */
export function compareVisits(a: VisitLike, b: VisitLike): number {
  const [left, right] = [visitOf(a), visitOf(b)];
  if (left.from !== right.from) return left.from < right.from ? -1 : 1;
  const [leftEnd, rightEnd] = [lastDayOf(left), lastDayOf(right)];
  return leftEnd === rightEnd ? 0 : leftEnd < rightEnd ? -1 : 1;
}

/** The visits to one place (by its document id), in order. */
export function visitsOfPlace<T extends VisitLike>(placeId: string, visits: readonly T[]): T[] {
  return visits.filter((item) => visitOf(item).placeId === placeId).sort(compareVisits);
}

/** The first day of the earliest visit and the last day of the latest; none without visits. */
export function firstAndLastVisit(visits: readonly VisitLike[]): { first?: string; last?: string } {
  let first: string | undefined;
  let last: string | undefined;
  for (const item of visits) {
    const visit = visitOf(item);
    if (first === undefined || visit.from < first) first = visit.from;
    if (last === undefined || lastDayOf(visit) > last) last = lastDayOf(visit);
  }
  return first === undefined ? {} : { first, last };
}

/** A run of visits with no day at home between them: one journey. */
export interface Trip {
  from: string;
  to: string;
  /** Calendar days from the first to the last, both counted. */
  days: number;
  /** The places visited on it, by document id, in the order first reached. */
  placeIds: readonly string[];
}

/**
 * The visits joined into trips, in order: a visit that starts on or the day after the
 * last day of the visits before it continues their trip (Paris to the 5th, Lyon from the
 * 6th is one journey).
 */
export function tripsOf(visits: readonly VisitLike[]): Trip[] {
  const sorted = visits.map(visitOf).sort(compareVisits);
  const trips: { from: string; to: string; placeIds: string[] }[] = [];
  for (const visit of sorted) {
    const current = trips.at(-1);
    if (current && visit.from <= addDays(current.to, 1)) {
      if (lastDayOf(visit) > current.to) current.to = lastDayOf(visit);
      if (!current.placeIds.includes(visit.placeId)) current.placeIds.push(visit.placeId);
    } else {
      trips.push({ from: visit.from, to: lastDayOf(visit), placeIds: [visit.placeId] });
    }
  }
  return trips.map((trip) => ({ ...trip, days: daysBetween(trip.from, trip.to) + 1 }));
}
