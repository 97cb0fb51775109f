import { useMemo } from 'react';
import { trueCost, type TrueCost } from '@/shared/apartment-tour-questions/true-cost.ts';
import { chosenUnit } from '../apartment-facts.ts';
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
  /** The true cost, priced by the chosen unit (else the listing). */
  figures: TrueCost;
  /** The chosen unit's name, when one prices the apartment. */
  unitName: string | undefined;
}

/**
 * One apartment's costs and true cost. NOTE: only the chosen unit is handed to `trueCost`,
 * so that the page's rent and the true cost are always of the same unit: with none chosen
 * both are the listing's.
 */
export function useApartmentCosts(
  entry: ApartmentEntry,
  apartmentUnits: readonly UnitEntry[],
): ApartmentCosts {
  const all = useCosts();
  const { id, apartment } = entry;
  const chosen = chosenUnit(apartment, apartmentUnits);
  const costs = useMemo(
    () => all.entries.filter((cost) => cost.cost.apartmentId === id),
    [all.entries, id],
  );
  const figures = useMemo(
    () =>
      trueCost({
        apartment,
        units: chosen ? [chosen] : [],
        costs: costs.map((cost) => cost.cost),
      }),
    [apartment, chosen, costs],
  );
  return {
    status: all.status,
    error: all.error,
    path: all.path,
    costs,
    unpriced: costs.filter((cost) => isUnpriced(cost.cost)).length,
    figures,
    unitName: chosen?.unit.name,
  };
}
