import { geoBounds, geoContains } from 'd3-geo';
import type { Feature, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { countryOfFeature, geometriesOf, stateOfFeature, type AtlasPlace } from './atlas-places.ts';
import { areaKm2 } from './world-shapes.ts';

/**
 * Which country (and US state or territory) a point is in, offline: point in shape over
 * world-atlas's 50m countries (they have the micro-states) and us-atlas's states with the
 * territories. Only photo import loads these finer shapes (about 270 KB gzip). A point just
 * off a coast (a beach, a harbour, a photo's rough position) falls in the nearest shape
 * within NEAR_KM; a point further out at sea is in nothing.
 */
export interface Located {
  /** ISO 3166-1 alpha-2. */
  country?: string;
  /** A US state, DC or territory: `US-NY`, `US-PR`. */
  state?: string;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** How far off a coast a point still counts as on it. */
export const NEAR_KM = 20;
const KM_PER_DEGREE = 111.32;
/** Monaco, the Vatican, San Marino: shapes smaller than this are found within MICRO_NEAR_KM. */
const MICRO_KM2 = 100;
const MICRO_NEAR_KM = 1.5;

/** Countries whose land may hold a US state or territory's shape. */
const US_COUNTRIES = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM']);

export interface Indexed {
  place: AtlasPlace;
  shape: Feature<Geometry>;
  /** [[west, south], [east, north]]; west > east across the antimeridian. */
  bounds: [[number, number], [number, number]];
  area: number;
}

/** The topology's places with what finding a point in them needs (also the region points' check). */
export function indexOf(
  topology: Topology,
  name: string,
  placeOf: typeof countryOfFeature,
): Indexed[] {
  const indexed: Indexed[] = [];
  for (const geometry of geometriesOf(topology, name)) {
    const place = placeOf(geometry);
    if (!place) continue;
    const shape = feature(topology, geometry) as Feature<Geometry>;
    indexed.push({ place, shape, bounds: geoBounds(shape), area: areaKm2(shape) });
  }
  return indexed;
}

function mayHold(entry: Indexed, point: Position, marginDegrees: number): boolean {
  const [[west, south], [east, north]] = entry.bounds;
  const [longitude, latitude] = point as [number, number];
  if (latitude < south - marginDegrees || latitude > north + marginDegrees) return false;
  const margin = marginDegrees / Math.max(Math.cos((latitude * Math.PI) / 180), 0.05);
  if (west <= east) return longitude >= west - margin && longitude <= east + margin;
  return longitude >= west - margin || longitude <= east + margin;
}

/** Kilometres from the point to the nearest edge of the shape, near enough on a small scale. */
function distanceKm(shape: Geometry, point: Position): number {
  const [longitude, latitude] = point as [number, number];
  const cos = Math.cos((latitude * Math.PI) / 180);
  const local = ([x, y]: Position): [number, number] => {
    let dx = (x as number) - longitude;
    if (dx > 180) dx -= 360;
    if (dx < -180) dx += 360;
    return [dx * cos * KM_PER_DEGREE, ((y as number) - latitude) * KM_PER_DEGREE];
  };
  let best = Infinity;
  const rings =
    shape.type === 'Polygon'
      ? shape.coordinates
      : shape.type === 'MultiPolygon'
        ? shape.coordinates.flat()
        : [];
  for (const ring of rings) {
    for (let index = 1; index < ring.length; index++) {
      const [ax, ay] = local(ring[index - 1]!);
      const [bx, by] = local(ring[index]!);
      const dx = bx - ax;
      const dy = by - ay;
      const length = dx * dx + dy * dy;
      const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length));
      best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
    }
  }
  return best;
}

/**
 * The smallest shape holding the point (a micro-state before the country around it), else
 * the nearest within NEAR_KM. A micro-state's shape is a rough few corners even at 50m
 * (the Vatican's lies a kilometre west of St Peter's), so one within MICRO_NEAR_KM wins too.
 */
export function findIn(index: readonly Indexed[], point: Position): AtlasPlace | undefined {
  const micro = index.find(
    (entry) =>
      entry.area < MICRO_KM2 &&
      mayHold(entry, point, MICRO_NEAR_KM / KM_PER_DEGREE) &&
      (geoContains(entry.shape, point as [number, number]) ||
        distanceKm(entry.shape.geometry, point) <= MICRO_NEAR_KM),
  );
  if (micro) return micro.place;
  const holding = index
    .filter(
      (entry) => mayHold(entry, point, 0) && geoContains(entry.shape, point as [number, number]),
    )
    .sort((a, b) => a.area - b.area);
  if (holding[0]) return holding[0].place;
  let nearest: AtlasPlace | undefined;
  let nearestKm = NEAR_KM;
  for (const entry of index) {
    if (!mayHold(entry, point, NEAR_KM / KM_PER_DEGREE)) continue;
    const km = distanceKm(entry.shape.geometry, point);
    if (km <= nearestKm) {
      nearest = entry.place;
      nearestKm = km;
    }
  }
  return nearest;
}

interface Indexes {
  countries: Indexed[];
  states: Indexed[];
}

let indexes: Promise<Indexes> | undefined;

function loadIndexes(): Promise<Indexes> {
  indexes ??= Promise.all([
    import('world-atlas/countries-50m.json'),
    import('us-atlas/states-10m.json'),
  ]).then(([world, us]) => ({
    countries: indexOf(world.default as unknown as Topology, 'countries', countryOfFeature),
    states: indexOf(us.default as unknown as Topology, 'states', stateOfFeature),
  }));
  indexes.catch(() => (indexes = undefined));
  return indexes;
}

/** The country and US state or territory at a point; empty at sea or off the map. */
export async function locate(point: GeoPoint): Promise<Located> {
  const { latitude, longitude } = point;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return {};
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return {};
  const { countries, states } = await loadIndexes();
  const position: Position = [longitude, latitude];
  const country = findIn(countries, position)?.code;
  if (!country || !US_COUNTRIES.has(country)) return country ? { country } : {};
  const state = findIn(states, position)?.code;
  return state ? { country, state } : { country };
}
