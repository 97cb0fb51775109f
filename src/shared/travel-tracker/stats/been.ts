import { countryByCode, usStateByCode } from '../places/catalogue.ts';
import { hasBeen, type Place } from '../travel-model.ts';

/**
 * What being at a place says about where a person has been: the US state, DC or territory
 * it is or lies in, and the ISO 3166-1 country. A state or region names its country by its
 * code (`FR-IDF` is in France); a US territory is its own ISO country (`US-PR` is `PR`,
 * not the US, as ISO 3166-1 and the UN have it); a city names its country when it has one.
 */
export interface PlaceFootprint {
  /** The ISO 3166-1 country, when known. */
  country?: string;
  /** Whether the place is that country itself rather than somewhere in it. */
  isCountry: boolean;
  /** The US state, DC or territory (`US-CA`), for a state or a US region of the same code. */
  usState?: string;
}

export function footprintOf(place: Place): PlaceFootprint {
  const code = place.code?.toUpperCase() ?? '';
  switch (place.kind) {
    case 'country':
      return countryByCode(code) ? { country: code, isCountry: true } : { isCountry: false };
    case 'state':
    case 'region': {
      const state = usStateByCode(code);
      if (state) {
        const country = state.kind === 'territory' ? code.slice(3) : 'US';
        return { country, isCountry: false, usState: state.code };
      }
      const country = place.kind === 'region' ? code.slice(0, 2) : '';
      return countryByCode(country) ? { country, isCountry: false } : { isCountry: false };
    }
    case 'city':
      return place.country && countryByCode(place.country)
        ? { country: place.country, isCountry: false }
        : { isCountry: false };
  }
}

/** Whether a place counts as been to: any level but want to go. */
export function isBeen(place: Place): boolean {
  return hasBeen(place.level);
}
