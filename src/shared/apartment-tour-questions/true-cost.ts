import type { Apartment, Cost, Unit } from './apartment-model.ts';

/**
 * What an apartment truly costs: its rent with move-in specials spread over the lease, the
 * monthly extras on top, and the one-time costs, in the money figures a person compares.
 *
 * NOTE: sums are made in whole cents and rounded once per figure, so adding many costs never
 * drifts (0.1 + 0.2); figures come back in major units (1786.98).
 */

/** The lease's length when the apartment does not say. */
export const DEFAULT_LEASE_MONTHS = 12;

export interface TrueCostInput {
  apartment: Pick<
    Apartment,
    'rent' | 'area' | 'chosenUnitId' | 'leaseMonths' | 'freeWeeks' | 'concessionAmount'
  >;
  /** The apartment's units, with their ids. */
  units?: readonly { id: string; unit: Pick<Unit, 'rent' | 'area'> }[];
  /** The apartment's costs (monthly extras, one-time fees and deposits). */
  costs?: readonly Pick<Cost, 'amount' | 'frequency' | 'refundable'>[];
}

/** An input a figure needs but the apartment does not have. */
export type MissingInput = 'rent' | 'area';

export interface TrueCost {
  /** The unit that prices the apartment: the chosen one, else the only one. */
  unitId?: string;
  /** The listed monthly rent: the unit's, else the apartment's. */
  rent?: number;
  leaseMonths: number;
  /** Rent a month with the free weeks and the concession spread over the lease. */
  effectiveMonthlyRent?: number;
  /** The monthly costs besides the rent (parking, pet rent, utilities entered as costs). */
  monthlyCosts: number;
  /** Effective monthly rent plus the monthly costs. */
  monthlyTotal?: number;
  oneTime: { refundable: number; nonRefundable: number; total: number };
  /**
   * Cash to move in: the first month at the full listed rent (a concession usually comes
   * off later, so it is not counted here) plus every one-time cost, refundable or not
   * (a deposit is paid up front). Monthly costs other than rent are not counted.
   */
  moveInCash?: number;
  /** The first year: 12 × the monthly total, plus the non-refundable one-time costs. */
  twelveMonthTotal?: number;
  /**
   * The whole lease: rent over the lease less the concessions, the monthly costs for each
   * month of it, plus the non-refundable one-time costs (deposits come back).
   */
  leaseTotal?: number;
  /** Effective monthly rent per unit of area (the settings' unit). */
  pricePerArea?: number;
  /** Inputs missing for the figures left undefined: `rent` for all rent-based ones. */
  missing: MissingInput[];
}

const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => cents / 100;
const sumCents = (amounts: readonly number[]) =>
  amounts.reduce((total, amount) => total + toCents(amount), 0);

/**
 * The unit that prices the apartment: the chosen unit, or the only unit when there is one.
 * NOTE: never the first of several: that made one unit's rent look like the building's.
 */
export function pricingUnit<U extends { id: string }>(
  chosenUnitId: string | undefined,
  units: readonly U[],
): U | undefined {
  if (chosenUnitId !== undefined) {
    const chosen = units.find((unit) => unit.id === chosenUnitId);
    if (chosen) return chosen;
  }
  return units.length === 1 ? units[0] : undefined;
}

/**
 * Rent over the lease in cents, less concessions: `freeWeeks` weeks at rent × 12 / 52 a
 * week, and `concessionAmount` off the lease total; never below 0.
 */
function leaseRentCents(
  rentCents: number,
  leaseMonths: number,
  freeWeeks: number,
  concession: number,
): number {
  const freeCents = Math.round((rentCents * 12 * freeWeeks) / 52);
  return Math.max(0, rentCents * leaseMonths - freeCents - toCents(concession));
}

/** The true cost of one apartment (see `TrueCost` for what each figure counts). */
export function trueCost({ apartment, units = [], costs = [] }: TrueCostInput): TrueCost {
  const found = pricingUnit(apartment.chosenUnitId, units);
  const rent = found?.unit.rent ?? apartment.rent;
  const area = found?.unit.area ?? apartment.area;
  const leaseMonths = apartment.leaseMonths ?? DEFAULT_LEASE_MONTHS;

  const monthlyCostsCents = sumCents(
    costs.filter((cost) => cost.frequency === 'monthly').map((cost) => cost.amount),
  );
  const oneTimeCosts = costs.filter((cost) => cost.frequency === 'one-time');
  const refundableCents = sumCents(oneTimeCosts.filter((c) => c.refundable).map((c) => c.amount));
  const nonRefundableCents = sumCents(
    oneTimeCosts.filter((cost) => !cost.refundable).map((cost) => cost.amount),
  );

  const missing: MissingInput[] = [];
  if (rent === undefined) missing.push('rent');
  if (area === undefined) missing.push('area');

  const result: TrueCost = {
    ...(found ? { unitId: found.id } : {}),
    leaseMonths,
    monthlyCosts: fromCents(monthlyCostsCents),
    oneTime: {
      refundable: fromCents(refundableCents),
      nonRefundable: fromCents(nonRefundableCents),
      total: fromCents(refundableCents + nonRefundableCents),
    },
    missing,
  };
  if (rent === undefined) return result;

  const rentCents = toCents(rent);
  const leaseCents = leaseRentCents(
    rentCents,
    leaseMonths,
    apartment.freeWeeks ?? 0,
    apartment.concessionAmount ?? 0,
  );
  const effectiveCents = Math.round(leaseCents / leaseMonths);
  const monthlyTotalCents = effectiveCents + monthlyCostsCents;
  return {
    ...result,
    rent: fromCents(rentCents),
    effectiveMonthlyRent: fromCents(effectiveCents),
    monthlyTotal: fromCents(monthlyTotalCents),
    moveInCash: fromCents(rentCents + refundableCents + nonRefundableCents),
    twelveMonthTotal: fromCents(12 * monthlyTotalCents + nonRefundableCents),
    leaseTotal: fromCents(leaseCents + leaseMonths * monthlyCostsCents + nonRefundableCents),
    ...(area === undefined ? {} : { pricePerArea: fromCents(Math.round(effectiveCents / area)) }),
  };
}
