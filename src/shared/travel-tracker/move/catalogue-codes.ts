import { placeCodes, type PlaceCodes } from './place-codes.ts';
import { COUNTRIES, US_STATES } from '../places/catalogue.ts';

/**
 * The codes an import reads, from the catalogue: every country, state and region it knows.
 * It loads the ISO 3166-2 table (its own chunk), so call it when a CSV is being imported.
 */
export async function loadPlaceCodes(locales: readonly string[] = []): Promise<PlaceCodes> {
  const { iso31662, iso31661Alpha3ToAlpha2 } = await import('iso-3166');
  const regions = new Map<string, { code: string; name: string }[]>();
  for (const { code, name } of iso31662) {
    const country = code.slice(0, 2);
    regions.set(country, [...(regions.get(country) ?? []), { code, name }]);
  }
  return placeCodes({
    countries: COUNTRIES.map((country) => country.code),
    states: US_STATES,
    alpha3: iso31661Alpha3ToAlpha2,
    locales,
    // Every level: an import may name a department (`FR-75`) as well as a region.
    regionsOf: (country) => regions.get(country) ?? [],
  });
}
