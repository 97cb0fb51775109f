import { useMemo } from 'react';
import { trueCost, type TrueCost } from '@/shared/apartment-tour-questions/true-cost.ts';
import { pricingUnitOf } from '../apartment-facts.ts';
import {
  useCosts,
  type ApartmentEntry,
  type CostEntry,
  type UnitEntry,
} from '../use-apartment-data.ts';
import { isUnpriced } from './cost-model.ts';

export interface ApartmentCosts {
  status: 'loading' | 'ready' | 'error';
  error: { message: string } | null;
  /** The costs collection's path, null until known. */
  path: string | null;
  /** The apartment's costs, oldest first. */
  costs: CostEntry[];
  /** Its costs still at 0 (see cost-model.ts). */
  unpriced: number;
  /** The true cost, priced by the chosen unit, else the only unit, else the listing. */
  figures: TrueCost;
  /** The name of the unit that prices the apartment, when one does. */
  unitName: string | undefined;
}

/**
 * One apartment's costs and true cost. NOTE: only the pricing unit (`pricingUnitOf`) is
 * handed to `trueCost`, so that the page's rent and the true cost are always of the same
 * unit: with several units and none chosen both are the listing's.
 */
export function useApartmentCosts(
  entry: ApartmentEntry,
  apartmentUnits: readonly UnitEntry[],
): ApartmentCosts {
  const all = useCosts();
  const { id, apartment } = entry;
  const pricing = pricingUnitOf(apartment, apartmentUnits);
  const costs = useMemo(
    () => all.entries.filter((cost) => cost.cost.apartmentId === id),
    [all.entries, id],
  );
  const figures = useMemo(
    () =>
      trueCost({
        apartment,
        units: pricing ? [pricing] : [],
        costs: costs.map((cost) => cost.cost),
      }),
    [apartment, pricing, costs],
  );
  return {
    status: all.status,
    error: all.error,
    path: all.path,
    costs,
    unpriced: costs.filter((cost) => isUnpriced(cost.cost)).length,
    figures,
    unitName: pricing?.unit.name,
  };
}
