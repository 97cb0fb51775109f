import type {
  Apartment,
  Cost,
  CostFrequency,
} from '@/shared/apartment-tour-questions/apartment-model.ts';

/**
 * The costs screen's rules, free of React (and of zod: the apartment's page shows its costs
 * with these; the checks of what is typed are in cost-checks.ts).
 *
 * NOTE on amounts at zero: a cost needs an amount, so the usual costs are added at 0 for the
 * person to fill in, and a field left blank is 0 too. A cost at 0 counts as nothing in every
 * figure (it may really be free), but the screen marks it "not priced yet" and counts those
 * left, so a total is never taken for complete while some costs are still unknown.
 */

export interface DefaultCost {
  name: string;
  frequency: CostFrequency;
  refundable?: true;
}

/** The costs most rentals have, in the order a person thinks of them. */
export const DEFAULT_COSTS: readonly DefaultCost[] = [
  { name: 'Water', frequency: 'monthly' },
  { name: 'Electricity', frequency: 'monthly' },
  { name: 'Gas', frequency: 'monthly' },
  { name: 'Internet', frequency: 'monthly' },
  { name: 'Trash', frequency: 'monthly' },
  { name: 'Pet Fee', frequency: 'monthly' },
  { name: 'Parking', frequency: 'monthly' },
  { name: 'Security Deposit', frequency: 'one-time', refundable: true },
  { name: 'Application Fee', frequency: 'one-time' },
  { name: 'Admin Fee', frequency: 'one-time' },
  { name: 'Pet Deposit', frequency: 'one-time', refundable: true },
  { name: 'Key Fee', frequency: 'one-time' },
];

/** The usual costs of an apartment, at 0 each, ready to fill in. */
export function defaultCosts(apartmentId: string, now: string): Cost[] {
  return DEFAULT_COSTS.map((cost) => ({
    apartmentId,
    amount: 0,
    ...cost,
    createdAt: now,
    updatedAt: now,
  }));
}

/** A cost not priced yet: counted as 0 until the person fills it in. */
export const isUnpriced = (cost: Pick<Cost, 'amount'>): boolean => cost.amount === 0;

/** An amount as typed: blank is 0 (see the note above); anything else must be a number. */
export function amountOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : Number(trimmed);
}

/** The lease terms, as the costs screen edits them. */
export type LeaseTerms = Pick<Apartment, 'leaseMonths' | 'freeWeeks' | 'concessionAmount'>;
export type LeaseRaw = Record<keyof LeaseTerms, string>;

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function leaseRaw(apartment: Apartment): LeaseRaw {
  return {
    leaseMonths: text(apartment.leaseMonths),
    freeWeeks: text(apartment.freeWeeks),
    concessionAmount: text(apartment.concessionAmount),
  };
}

/** Only the lease terms of an apartment, to compare before and after. */
export const leaseOf = (apartment: Apartment): LeaseTerms => ({
  leaseMonths: apartment.leaseMonths,
  freeWeeks: apartment.freeWeeks,
  concessionAmount: apartment.concessionAmount,
});
