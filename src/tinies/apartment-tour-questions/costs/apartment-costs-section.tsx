import type { ApartmentEntry, UnitEntry } from '../use-apartment-data.ts';

/** Stub: the apartment's true cost, with a link to its costs. */
export function ApartmentCostsSection(_: {
  entry: ApartmentEntry;
  apartmentUnits: readonly UnitEntry[];
}) {
  return null;
}
