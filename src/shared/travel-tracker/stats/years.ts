import { addDays, dayNumber } from '../../calendar-days.ts';
import { CONTINENTS, countryByCode, type Continent } from '../places/catalogue.ts';
import type { Place, Visit } from '../travel-model.ts';
import { footprintOf, isBeen } from './been.ts';
import {
  compareVisits,
  lastDayOf,
  tripsOf,
  visitOf,
  type PlaceItem,
  type Trip,
  type VisitLike,
} from './visits.ts';

/**
 * Travel through the years, from the visits. Only visits to places been to count (a visit
 * to a place on the want list is a plan); a visit spanning New Year counts in both years.
 */

/** One year's figures, for "places per year". */
export interface YearCount {
  year: number;
  /** Places visited that year. */
  places: number;
  /** Places first visited that year. */
  newPlaces: number;
  /** Visits that fall (at least partly) in that year. */
  visits: number;
}

/** The "year in travel" summary. Days, nights and trips leave out places lived in (home). */
export interface YearInTravel {
  year: number;
  visits: number;
  /** Places visited (ids), in the order first visited that year. */
  places: readonly string[];
  /** Of those, the ones visited for the first time ever. */
  newPlaces: readonly string[];
  /** ISO countries visited, a place in them or the country itself (codes, sorted). */
  countries: readonly string[];
  newCountries: readonly string[];
  /** US states, DC and territories visited (`US-CA`, sorted). */
  usStates: readonly string[];
  newUsStates: readonly string[];
  continents: readonly Continent[];
  newContinents: readonly Continent[];
  /** Days of the year on a visit. */
  daysAway: number;
  /** Nights of the year away: inside a trip, not the night after its last day. */
  nightsAway: number;
  /** Trips that fall (at least partly) in the year. */
  trips: number;
  /** The longest of those (its full length, even when it crosses New Year). */
  longestTrip?: Trip;
}

interface Dated {
  placeId: string;
  place: Place;
  visit: Visit;
}

/** The visits to places been to, in order, each with its place. */
function datedVisits(places: readonly PlaceItem[], visits: readonly VisitLike[]): Dated[] {
  const byId = new Map(places.map((item) => [item.id, item.place]));
  const dated: Dated[] = [];
  for (const item of [...visits].sort(compareVisits)) {
    const visit = visitOf(item);
    const place = byId.get(visit.placeId);
    if (place && isBeen(place)) dated.push({ placeId: visit.placeId, place, visit });
  }
  return dated;
}

const yearOf = (day: string) => Number(day.slice(0, 4));

function yearsOf(visit: Visit): number[] {
  const years: number[] = [];
  for (let year = yearOf(visit.from); year <= yearOf(lastDayOf(visit)); year += 1) {
    years.push(year);
  }
  return years;
}

/** The first day each key was visited, from the visits in order. */
function firstDays(dated: readonly Dated[], keysOf: (entry: Dated) => readonly string[]) {
  const first = new Map<string, string>();
  for (const entry of dated) {
    for (const key of keysOf(entry)) if (!first.has(key)) first.set(key, entry.visit.from);
  }
  return first;
}

/** Places and visits per year, oldest year first; only years with visits. */
export function yearsOfVisits(
  places: readonly PlaceItem[],
  visits: readonly VisitLike[],
): YearCount[] {
  const dated = datedVisits(places, visits);
  const rows = new Map<number, { places: Set<string>; newPlaces: number; visits: number }>();
  const row = (year: number) => {
    let found = rows.get(year);
    if (!found) rows.set(year, (found = { places: new Set(), newPlaces: 0, visits: 0 }));
    return found;
  };
  for (const { placeId, visit } of dated) {
    for (const year of yearsOf(visit)) {
      row(year).places.add(placeId);
      row(year).visits += 1;
    }
  }
  for (const day of firstDays(dated, (entry) => [entry.placeId]).values()) {
    row(yearOf(day)).newPlaces += 1;
  }
  return [...rows]
    .sort(([a], [b]) => a - b)
    .map(([year, counts]) => ({
      year,
      places: counts.places.size,
      newPlaces: counts.newPlaces,
      visits: counts.visits,
    }));
}

const countryKeys = (entry: Dated) => {
  const country = footprintOf(entry.place).country;
  return country ? [country] : [];
};
const stateKeys = (entry: Dated) => {
  const state = footprintOf(entry.place).usState;
  return state ? [state] : [];
};
const continentKeys = (entry: Dated) =>
  countryKeys(entry).flatMap((code) => countryByCode(code)?.continent ?? []);

/** The keys visited in `year`, all of them and those first visited then. */
function visitedIn(
  year: number,
  dated: readonly Dated[],
  inYear: readonly Dated[],
  keysOf: (entry: Dated) => readonly string[],
): { all: string[]; new: string[] } {
  const all = [...new Set(inYear.flatMap(keysOf))];
  const first = firstDays(dated, keysOf);
  return { all, new: all.filter((key) => yearOf(first.get(key) ?? '') === year) };
}

/** The days (as day numbers) of `year` from `from` to `to`, both included. */
function daysInYear(year: number, from: string, to: string): number[] {
  const start = Math.max(dayNumber(from), dayNumber(`${year}-01-01`));
  const end = Math.min(dayNumber(to), dayNumber(`${year}-12-31`));
  const days: number[] = [];
  for (let day = start; day <= end; day += 1) days.push(day);
  return days;
}

export function yearInTravel(
  year: number,
  places: readonly PlaceItem[],
  visits: readonly VisitLike[],
): YearInTravel {
  const dated = datedVisits(places, visits);
  const inYear = dated.filter((entry) => yearsOf(entry.visit).includes(year));
  const placeIds = visitedIn(year, dated, inYear, (entry) => [entry.placeId]);
  const countries = visitedIn(year, dated, inYear, countryKeys);
  const states = visitedIn(year, dated, inYear, stateKeys);
  const continents = visitedIn(year, dated, inYear, continentKeys);
  const continentOrder = (keys: readonly string[]) =>
    CONTINENTS.filter((continent) => keys.includes(continent));

  // NOTE: days and nights are counted on whole trips, so the night between the last day in
  // one place and the first in the next (Paris to the 5th, Lyon from the 6th) is away too.
  const away = tripsOf(
    dated.filter((entry) => entry.place.level !== 'lived').map((entry) => entry.visit),
  );
  const days = new Set<number>();
  const nights = new Set<number>();
  for (const trip of away) {
    for (const day of daysInYear(year, trip.from, trip.to)) days.add(day);
    if (trip.to > trip.from) {
      for (const night of daysInYear(year, trip.from, addDays(trip.to, -1))) nights.add(night);
    }
  }
  const trips = away.filter((trip) => yearOf(trip.from) <= year && yearOf(trip.to) >= year);
  const longestTrip = trips.reduce<Trip | undefined>(
    (longest, trip) => (!longest || trip.days > longest.days ? trip : longest),
    undefined,
  );

  return {
    year,
    visits: inYear.length,
    places: placeIds.all,
    newPlaces: placeIds.new,
    countries: countries.all.sort(),
    newCountries: countries.new.sort(),
    usStates: states.all.sort(),
    newUsStates: states.new.sort(),
    continents: continentOrder(continents.all),
    newContinents: continentOrder(continents.new),
    daysAway: days.size,
    nightsAway: nights.size,
    trips: trips.length,
    ...(longestTrip ? { longestTrip } : {}),
  };
}
