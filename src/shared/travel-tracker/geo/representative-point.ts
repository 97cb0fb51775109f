import { geoArea, geoCentroid, geoContains } from 'd3-geo';
import type { Feature, Geometry, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { countryByCode, usStateByCode } from '../places/catalogue.ts';
import { codeOfPlaceId, placeIdOf } from '../travel-model.ts';
import { countryOfFeature, geometriesOf, stateOfFeature } from './atlas-places.ts';
import { WORLD_DOTS } from './dots.ts';
import { loadWorldTopology } from './world-shapes.ts';

/**
 * A point inside a country, US state or territory, or region, for exports (GeoJSON, KML):
 * the centre of its largest piece (France's is in France, not between it and French
 * Guiana), or that piece's first corner when the centre falls outside it (a crescent). A
 * region's is Natural Earth's (there are no region shapes: see region-points-table.ts), or its
 * country's when Natural Earth does not know it. Null for an unknown code.
 */
export async function representativePoint(
  placeId: string,
): Promise<{ latitude: number; longitude: number } | null> {
  const coded = codeOfPlaceId(placeId);
  if (!coded) return null;
  if (coded.kind === 'region') {
    // A US region is a state (the catalogue makes a state, but an import may not).
    if (usStateByCode(coded.code)) return representativePoint(placeIdOf('state', coded.code));
    const { regionPoint } = await import('./region-points.ts');
    return (
      regionPoint(coded.code) ?? representativePoint(placeIdOf('country', coded.code.slice(0, 2)))
    );
  }
  if (coded.kind === 'country') {
    const found = pointIn(await loadWorldTopology(), 'countries', placeId, countryOfFeature);
    if (found) return found;
    const numeric = countryByCode(coded.code)?.numeric;
    const dot = WORLD_DOTS.find(([id]) => id === numeric);
    return dot ? { longitude: dot[1], latitude: dot[2] } : null;
  }
  // The unprojected states, territories included (the map's are projected).
  const us = (await import('us-atlas/states-10m.json')).default as unknown as Topology;
  const found = pointIn(us, 'states', placeId, stateOfFeature);
  // A territory us-atlas lacks (the minor outlying islands) is the country ISO names after it.
  if (found || usStateByCode(coded.code)?.kind !== 'territory') return found;
  return representativePoint(placeIdOf('country', coded.code.slice(3)));
}

function pointIn(
  topology: Topology,
  name: string,
  placeId: string,
  placeOf: typeof countryOfFeature,
): { latitude: number; longitude: number } | null {
  let largest: Polygon | null = null;
  let largestArea = -1;
  for (const geometry of geometriesOf(topology, name)) {
    if (placeOf(geometry)?.id !== placeId) continue;
    const shape = (feature(topology, geometry) as Feature<Geometry>).geometry;
    const polygons =
      shape.type === 'Polygon'
        ? [shape.coordinates]
        : shape.type === 'MultiPolygon'
          ? shape.coordinates
          : [];
    for (const coordinates of polygons) {
      const polygon: Polygon = { type: 'Polygon', coordinates };
      const area = geoArea(polygon);
      if (area > largestArea) {
        largest = polygon;
        largestArea = area;
      }
    }
  }
  if (!largest) return null;
  let [longitude, latitude] = geoCentroid(largest);
  if (!geoContains(largest, [longitude, latitude])) {
    [longitude, latitude] = largest.coordinates[0]![0] as [number, number];
  }
  return { latitude: round(latitude), longitude: round(longitude) };
}

const round = (degrees: number) => Math.round(degrees * 1e4) / 1e4;
