import type { GeometryObject, Topology } from 'topojson-specification';
import { countryByNumeric, UNCODED_ATLAS_FEATURES, usStateByFips } from '../places/catalogue.ts';
import { placeIdOf } from '../travel-model.ts';

/**
 * Which place an atlas feature is: world-atlas ids are ISO 3166-1 numeric codes (three
 * features have none and are named instead), us-atlas ids are FIPS state codes.
 */
export interface AtlasPlace {
  id: string;
  kind: 'country' | 'state';
  code: string;
}

type Named = GeometryObject<{ name?: string }>;

const nameOf = (geometry: Named): string =>
  (geometry.properties as { name?: string } | undefined)?.name ?? '';

export function countryOfFeature(geometry: Named): AtlasPlace | null {
  const byId = geometry.id === undefined ? undefined : countryByNumeric(String(geometry.id));
  const code = byId?.code ?? UNCODED_ATLAS_FEATURES[nameOf(geometry)] ?? null;
  return code ? { id: placeIdOf('country', code), kind: 'country', code } : null;
}

export function stateOfFeature(geometry: Named): AtlasPlace | null {
  const state = geometry.id === undefined ? undefined : usStateByFips(String(geometry.id));
  return state ? { id: placeIdOf('state', state.code), kind: 'state', code: state.code } : null;
}

/** The topology's one object of geometries (`countries`, `states`). */
export function geometriesOf(topology: Topology, name: string): Named[] {
  const object = topology.objects[name];
  if (!object || object.type !== 'GeometryCollection') {
    throw new Error(`The atlas has no ${name}`);
  }
  return object.geometries as Named[];
}
