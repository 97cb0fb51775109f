import { geoPath } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { US_STATES } from '../places/catalogue.ts';
import { placeIdOf } from '../travel-model.ts';
import { geometriesOf, stateOfFeature } from './atlas-places.ts';
import type { MapDot, MapShape, UsShapes } from './shapes.ts';

/**
 * us-atlas's states already projected (Albers, Alaska and Hawaii inset) onto a 975 × 610
 * plane: about 30 KB gzip, and nothing to project in the browser. Its shapes have no
 * territories; they are dots in a row below the map, which grows to make room.
 */
const WIDTH = 975;
const ATLAS_HEIGHT = 610;
const TERRITORY_ROW = 640;
const HEIGHT = 665;

/** States smaller than this on the plane (DC, Rhode Island) also get a dot to tap. */
const DOT_BELOW_PX2 = 150;

export async function loadUsTopology(): Promise<Topology> {
  const module = await import('us-atlas/states-albers-10m.json');
  return module.default as unknown as Topology;
}

export function usShapesOf(topology: Topology): UsShapes {
  const path = geoPath();
  const shapes: MapShape[] = [];
  const unmarked: Feature<Geometry>[] = [];
  const dots: MapDot[] = [];
  for (const geometry of geometriesOf(topology, 'states')) {
    const shape = feature(topology, geometry) as Feature<Geometry>;
    const place = stateOfFeature(geometry);
    if (!place) {
      unmarked.push(shape);
      continue;
    }
    shapes.push({ ...place, kind: 'state', feature: shape });
    if (path.area(shape) < DOT_BELOW_PX2) {
      const [x, y] = path.centroid(shape);
      // East of the coast, so the dot does not hide its neighbours.
      dots.push({ id: place.id, kind: 'state', code: place.code, point: [Math.max(x, 0) + 24, y] });
    }
  }
  const drawn = new Set(shapes.map((shape) => shape.id));
  const missing = US_STATES.filter((state) => !drawn.has(placeIdOf('state', state.code)));
  const step = missing.length > 1 ? 300 / (missing.length - 1) : 0;
  missing.forEach((state, index) => {
    dots.push({
      id: placeIdOf('state', state.code),
      kind: 'state',
      code: state.code,
      point: [WIDTH - 320 + index * step, TERRITORY_ROW],
    });
  });
  return {
    coordinates: 'plane',
    size: { width: WIDTH, height: Math.max(HEIGHT, ATLAS_HEIGHT) },
    shapes,
    dots,
    unmarked,
  };
}

let us: Promise<UsShapes> | undefined;

/** The US map's shapes, loaded once on demand (a chunk of its own). */
export function loadUsShapes(): Promise<UsShapes> {
  us ??= loadUsTopology().then(usShapesOf);
  us.catch(() => (us = undefined));
  return us;
}
