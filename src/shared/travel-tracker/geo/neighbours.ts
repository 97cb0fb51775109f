import { neighbors } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { countryOfFeature, geometriesOf, stateOfFeature, type AtlasPlace } from './atlas-places.ts';
import { loadUsTopology } from './us-shapes.ts';
import { loadWorldTopology } from './world-shapes.ts';

/**
 * Which countries share a border, and which US states, by place id (`country-FR` →
 * `country-ES`, …): shapes that share an edge in the maps' own atlases. Islands have none.
 */
export async function neighbours(): Promise<ReadonlyMap<string, readonly string[]>> {
  const [world, us] = await Promise.all([loadWorldTopology(), loadUsTopology()]);
  return new Map([
    ...neighboursIn(world, 'countries', countryOfFeature),
    ...neighboursIn(us, 'states', stateOfFeature),
  ]);
}

export function neighboursIn(
  topology: Topology,
  name: string,
  placeOf: typeof countryOfFeature,
): Map<string, string[]> {
  const geometries = geometriesOf(topology, name);
  const places: (AtlasPlace | null)[] = geometries.map(placeOf);
  const touching = neighbors(geometries);
  const found = new Map<string, Set<string>>();
  places.forEach((place, index) => {
    if (!place) return;
    const set = found.get(place.id) ?? new Set<string>();
    for (const other of touching[index] ?? []) {
      const neighbour = places[other];
      if (neighbour && neighbour.id !== place.id) set.add(neighbour.id);
    }
    found.set(place.id, set);
  });
  return new Map([...found].map(([id, set]) => [id, [...set].sort()]));
}
