import { geoArea, geoCentroid } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { countryByNumeric } from '../places/catalogue.ts';
import { placeIdOf } from '../travel-model.ts';
import { countryOfFeature, geometriesOf } from './atlas-places.ts';
import { WORLD_DOTS } from './dots.ts';
import type { MapDot, MapShape, WorldShapes } from './shapes.ts';

/** The Earth's mean radius, for areas in square kilometres. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Countries smaller than this (Luxembourg, Brunei, Lebanon) also get a dot to tap. */
const DOT_BELOW_KM2 = 12_000;

/** world-atlas's 110m countries (about 38 KB gzip), in its own chunk: never in first paint. */
export async function loadWorldTopology(): Promise<Topology> {
  const module = await import('world-atlas/countries-110m.json');
  return module.default as unknown as Topology;
}

export function areaKm2(geometry: Feature<Geometry> | Geometry): number {
  return geoArea(geometry) * EARTH_RADIUS_KM ** 2;
}

/** The world's countries as the map draws them; see MapShapes. */
export function worldShapesOf(topology: Topology): WorldShapes {
  const shapes = new Map<string, MapShape>();
  const unmarked: Feature<Geometry>[] = [];
  for (const geometry of geometriesOf(topology, 'countries')) {
    const shape = feature(topology, geometry) as Feature<Geometry>;
    const place = countryOfFeature(geometry);
    if (!place) {
      unmarked.push(shape);
      continue;
    }
    const known = shapes.get(place.id);
    // Northern Cyprus and Somaliland join the country ISO counts them in.
    shapes.set(place.id, {
      ...place,
      kind: 'country',
      feature: known ? joined(known.feature, shape) : shape,
    });
  }
  const dots: MapDot[] = [];
  for (const shape of shapes.values()) {
    if (areaKm2(shape.feature) < DOT_BELOW_KM2) {
      const [longitude, latitude] = geoCentroid(shape.feature);
      dots.push({ id: shape.id, kind: 'country', code: shape.code, point: [longitude, latitude] });
    }
  }
  for (const [numeric, longitude, latitude] of WORLD_DOTS) {
    const country = countryByNumeric(numeric);
    if (!country) continue;
    const id = placeIdOf('country', country.code);
    if (!shapes.has(id))
      dots.push({ id, kind: 'country', code: country.code, point: [longitude, latitude] });
  }
  return { coordinates: 'sphere', shapes: [...shapes.values()], dots, unmarked };
}

function joined(a: Feature<Geometry>, b: Feature<Geometry>): Feature<Geometry> {
  const polygons = (geometry: Geometry) =>
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  return {
    ...a,
    geometry: {
      type: 'MultiPolygon',
      coordinates: [...polygons(a.geometry), ...polygons(b.geometry)],
    },
  };
}

let world: Promise<WorldShapes> | undefined;

/** The world map's shapes, loaded once on demand (a chunk of its own). */
export function loadWorldShapes(): Promise<WorldShapes> {
  world ??= loadWorldTopology().then(worldShapesOf);
  world.catch(() => (world = undefined));
  return world;
}
