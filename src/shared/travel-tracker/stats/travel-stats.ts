import {
  CONTINENTS,
  COUNTRIES,
  countryByCode,
  US_STATES,
  usStateByCode,
  type Continent,
} from '../places/catalogue.ts';
import {
  BEEN_LEVELS,
  codeOfPlaceId,
  placeIdOf,
  type BeenLevel,
  type CodedKind,
  type Place,
} from '../travel-model.ts';
import { footprintOf, isBeen } from './been.ts';
import type { PlaceItem, VisitLike } from './visits.ts';
import { yearsOfVisits, type YearCount } from './years.ts';

/**
 * The counts a person's places add up to. "Been" is every level but want to go; places on
 * the want list are counted apart and never as visited.
 */

/** How many of a list have been visited, and which (codes, sorted). */
export interface Tally {
  been: number;
  total: number;
  codes: readonly string[];
}

export interface TravelStats {
  /** The 50 states: "X / 50 states". */
  states: Tally;
  /** DC and the territories, counted apart from the states. */
  usOther: Tally;
  /** UN member and observer states: "X / 195 countries". */
  countries: Tally;
  /** The other ISO 3166-1 countries and territories (Greenland, Hong Kong, Puerto Rico…). */
  otherCountries: Tally;
  /**
   * Countries counted only because a state, region or city in them has been marked, not
   * the country itself (California counts the US as been).
   */
  impliedCountries: readonly string[];
  /** The continents of the countries been to, in `CONTINENTS` order. */
  continents: readonly Continent[];
  /** How many countries (marked or implied, any ISO country) were been to on each continent. */
  countriesByContinent: Readonly<Record<Continent, number>>;
  /** Regions and cities been to. */
  regions: number;
  cities: number;
  /** Places by level; `want` is the list of places not yet been to. */
  levels: Readonly<Record<BeenLevel, number>>;
  /** Places and visits per year, from the visits of places been to, oldest year first. */
  years: readonly YearCount[];
}

/** Anything that holds a place: the stored item, or the bare place. */
type PlaceLike = Place | PlaceItem;

const placeOf = (item: PlaceLike): Place => ('place' in item ? item.place : item);

/** The ISO countries and US states the places been to cover, and which countries are implied. */
export function beenCodes(places: readonly PlaceLike[]): {
  countries: ReadonlySet<string>;
  implied: ReadonlySet<string>;
  usStates: ReadonlySet<string>;
} {
  const countries = new Set<string>();
  const marked = new Set<string>();
  const usStates = new Set<string>();
  for (const item of places) {
    const place = placeOf(item);
    if (!isBeen(place)) continue;
    const footprint = footprintOf(place);
    if (footprint.country) countries.add(footprint.country);
    if (footprint.country && footprint.isCountry) marked.add(footprint.country);
    if (footprint.usState) usStates.add(footprint.usState);
  }
  const implied = new Set([...countries].filter((code) => !marked.has(code)));
  return { countries, implied, usStates };
}

function tally(been: ReadonlySet<string>, all: readonly string[]): Tally {
  const codes = all.filter((code) => been.has(code)).sort();
  return { been: codes.length, total: all.length, codes };
}

const STATE_CODES = US_STATES.filter((state) => state.kind === 'state').map((s) => s.code);
const US_OTHER_CODES = US_STATES.filter((state) => state.kind !== 'state').map((s) => s.code);
const UN_CODES = COUNTRIES.filter((country) => country.un !== null).map((c) => c.code);
const OTHER_CODES = COUNTRIES.filter((country) => country.un === null).map((c) => c.code);

export function travelStats(
  places: readonly PlaceItem[],
  visits: readonly VisitLike[],
): TravelStats {
  const { countries, implied, usStates } = beenCodes(places);
  const levels = Object.fromEntries(BEEN_LEVELS.map((level) => [level, 0])) as Record<
    BeenLevel,
    number
  >;
  let regions = 0;
  let cities = 0;
  for (const { place } of places) {
    levels[place.level] += 1;
    if (!isBeen(place)) continue;
    // A US "region" is a state: it is counted with the states, not here.
    if (place.kind === 'region' && !usStateByCode(place.code ?? '')) regions += 1;
    if (place.kind === 'city') cities += 1;
  }
  const countriesByContinent = Object.fromEntries(
    CONTINENTS.map((continent) => [continent, 0]),
  ) as Record<Continent, number>;
  for (const code of countries) {
    const continent = countryByCode(code)?.continent;
    if (continent) countriesByContinent[continent] += 1;
  }
  const continentsBeen = new Set([...countries].map((code) => countryByCode(code)?.continent));
  return {
    states: tally(usStates, STATE_CODES),
    usOther: tally(usStates, US_OTHER_CODES),
    countries: tally(countries, UN_CODES),
    otherCountries: tally(countries, OTHER_CODES),
    impliedCountries: [...implied].sort(),
    continents: CONTINENTS.filter((continent) => continentsBeen.has(continent)),
    countriesByContinent,
    regions,
    cities,
    levels,
    years: yearsOfVisits(places, visits),
  };
}

/**
 * The share (0 to 1) of the world's land in the countries been to, marked or implied, by
 * `areaOf` (an area per alpha-2 code, in any unit; 0 or missing for unknown ones). Every
 * ISO country makes up the whole, Antarctica included.
 */
export function landShare(
  places: readonly PlaceLike[],
  areaOf: (countryCode: string) => number | undefined,
): number {
  const area = (code: string) => {
    const value = areaOf(code);
    return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
  };
  const total = COUNTRIES.reduce((sum, country) => sum + area(country.code), 0);
  if (total === 0) return 0;
  const { countries } = beenCodes(places);
  const been = [...countries].reduce((sum, code) => sum + area(code), 0);
  return Math.min(1, been / total);
}

/** A place not yet been to that borders places been to. */
export interface Suggestion {
  /** Its place id (`country-FR`, `state-US-NV`). */
  id: string;
  /** The places been to that it borders, by id, sorted. */
  touching: readonly string[];
  /** Whether it is already on the want-to-go list. */
  wanted: boolean;
}

export interface SuggestionOptions {
  /** Only places of this kind ("next state", "next country"). */
  kind?: CodedKind;
  /** At most this many (all when not given). */
  limit?: number;
}

/**
 * Where to go next: the neighbours (by place id, from the map's shapes) of the places been
 * to that are not been to yet, those touching the most places been to first, then those on
 * the want list, then by id. Countries implied by a state or region count as been to.
 */
export function nextSuggestions(
  places: readonly PlaceItem[],
  neighbours: ReadonlyMap<string, readonly string[]>,
  options: SuggestionOptions = {},
): Suggestion[] {
  const been = new Set<string>();
  const wanted = new Set<string>();
  for (const { id, place } of places) (isBeen(place) ? been : wanted).add(id);
  for (const code of beenCodes(places).countries) been.add(placeIdOf('country', code));
  const touching = new Map<string, Set<string>>();
  for (const id of been) {
    for (const neighbour of neighbours.get(id) ?? []) {
      if (been.has(neighbour)) continue;
      const set = touching.get(neighbour) ?? new Set();
      set.add(id);
      touching.set(neighbour, set);
    }
  }
  const suggestions = [...touching]
    .filter(([id]) => !options.kind || codeOfPlaceId(id)?.kind === options.kind)
    .map(([id, set]) => ({
      id,
      touching: [...set].sort(),
      wanted: wanted.has(id),
    }));
  suggestions.sort(
    (a, b) =>
      b.touching.length - a.touching.length ||
      Number(b.wanted) - Number(a.wanted) ||
      (a.id < b.id ? -1 : 1),
  );
  return options.limit === undefined ? suggestions : suggestions.slice(0, options.limit);
}

// NOTE: the year's figures live in their own module; re-exported so that every figure of
// the stats screen comes from this one, as the parts of the tool agreed.
export { yearInTravel, type YearCount, type YearInTravel } from './years.ts';
