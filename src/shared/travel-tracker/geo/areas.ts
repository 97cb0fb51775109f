import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import { geometriesOf, countryOfFeature } from './atlas-places.ts';
import { areaKm2, loadWorldTopology } from './world-shapes.ts';

/**
 * Each country's area in square kilometres on the sphere, by alpha-2, from the world map's
 * own 110m shapes (already loaded with the map; the micro-states it lacks count as
 * nothing, well under a thousandth of the land). For the land share in the stats.
 */
export async function countryAreas(): Promise<ReadonlyMap<string, number>> {
  const topology = await loadWorldTopology();
  const areas = new Map<string, number>();
  for (const geometry of geometriesOf(topology, 'countries')) {
    const place = countryOfFeature(geometry);
    if (!place) continue;
    const area = areaKm2(feature(topology, geometry) as Feature<Geometry>);
    areas.set(place.code, (areas.get(place.code) ?? 0) + area);
  }
  return areas;
}
