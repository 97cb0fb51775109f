import { placeCodes, type PlaceCodes } from './place-codes.ts';
import { COUNTRIES, US_STATES } from '../places/catalogue.ts';

/**
 * The codes an import reads, from the catalogue: every country, state and region it knows.
 * It loads the ISO 3166-2 table (its own chunk), so call it when a CSV is being imported.
 */
export async function loadPlaceCodes(locales: readonly string[] = []): Promise<PlaceCodes> {
  const { default: iso } = await import('iso-3166-2');
  // NOTE: the package also ships its alpha-3 to alpha-2 table, which its types here leave out.
  const alpha3 = (iso as unknown as { codes?: Record<string, string> }).codes ?? {};
  return placeCodes({
    countries: COUNTRIES.map((country) => country.code),
    states: US_STATES,
    alpha3,
    locales,
    regionsOf: (country) =>
      Object.entries((Object.hasOwn(iso.data, country) ? iso.data[country]?.sub : undefined) ?? {})
        .filter(([code]) => code !== `${country}-${country}`)
        .map(([code, { name }]) => ({ code, name })),
  });
}
