import {
  countryByCode,
  countryName,
  placeName,
  usStateByCode,
  type Continent,
} from '@/shared/travel-tracker/places/catalogue.ts';
import { PLACE_KIND_LABELS, type Place } from '@/shared/travel-tracker/travel-model.ts';

/**
 * What the screens say about a place beyond what it stores: its name in the person's
 * language, the continent it is on and the line under its name.
 */

/** The country (alpha-2) a place is in: itself, the US, a region's or a city's country. */
export function countryOf(place: Place): string | undefined {
  switch (place.kind) {
    case 'country':
      return place.code;
    case 'state':
      return 'US';
    case 'region':
      return place.country ?? place.code?.slice(0, 2);
    case 'city':
      return place.country;
  }
}

/**
 * The continent a place is on. A US territory is where it lies (Guam in Oceania, Puerto
 * Rico in North America): its own ISO 3166-1 entry says so.
 */
export function continentOf(place: Place): Continent | undefined {
  if (place.kind === 'state' && place.code) {
    const state = usStateByCode(place.code);
    if (state?.kind === 'territory') return countryByCode(place.code.slice(3))?.continent;
    return 'north-america';
  }
  const country = countryOf(place);
  return country ? countryByCode(country)?.continent : undefined;
}

/** The place's name as the person reads it. */
export function nameOf(place: Place): string {
  return placeName(place);
}

/** "Country", "US state", "Region of France", "City or place in Japan". */
export function kindLine(place: Place): string {
  if (place.kind === 'state' && place.code) {
    const state = usStateByCode(place.code);
    if (state?.kind === 'district') return 'US federal district';
    if (state?.kind === 'territory') return 'US territory';
    return 'US state';
  }
  const country = place.kind === 'country' ? undefined : countryOf(place);
  const label = place.kind === 'region' ? 'Region' : PLACE_KIND_LABELS[place.kind];
  return country ? `${label} in ${countryName(country)}` : label;
}
