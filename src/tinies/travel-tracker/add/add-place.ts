import { useEffect, useState } from 'react';
import { loadRegions, type Region } from '@/shared/travel-tracker/places/catalogue.ts';
import { type Place } from '@/shared/travel-tracker/travel-model.ts';
import { placeSchema } from '@/shared/travel-tracker/travel-tracker-schema.ts';
import { nowStamp, places } from '../use-travel-data.ts';

/** What the person chose of a new place; the rest is filled in. */
export type NewPlace = Omit<Place, 'photos' | 'createdAt' | 'updatedAt'>;

/**
 * Saves a new place (no photos yet, made now) under the id `idOf` gives, once the schema
 * takes it: answers the id, or why the place cannot be added.
 */
export function addPlace(
  path: string,
  chosen: NewPlace,
  idOf: () => string,
): { id: string } | { problem: string } {
  const now = nowStamp();
  const place: Place = { ...chosen, photos: [], createdAt: now, updatedAt: now };
  const checked = placeSchema.safeParse(place);
  if (!checked.success) {
    return { problem: checked.error.issues[0]?.message ?? 'This place could not be added.' };
  }
  const id = idOf();
  places.save(path, id, place);
  return { id };
}

/** A country's regions, loaded when it is chosen. */
export function useRegions(country: string | null) {
  const [state, setState] = useState<{
    country: string | null;
    list: readonly Region[] | null;
    failed: boolean;
  }>({ country: null, list: null, failed: false });
  useEffect(() => {
    if (!country) return;
    let current = true;
    loadRegions(country).then(
      (list) => current && setState({ country, list, failed: false }),
      () => current && setState({ country, list: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [country]);
  const known = state.country === country;
  return {
    loading: country !== null && !known,
    list: known ? state.list : null,
    failed: known && state.failed,
  };
}
