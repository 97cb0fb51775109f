import {
  apartmentSchema,
  costSchema,
  type Apartment,
  type Cost,
  type CostFrequency,
} from '@/shared/apartment-tour-questions/apartment-tour-questions-schema.ts';

/**
 * The costs screen's rules, free of React.
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

export type Checked<T> = { value: T } | { problem: string };

/** The cost with `change` applied, checked by the shared schema (its first message). */
export function checkedCost(before: Cost | undefined, change: Partial<Cost>): Checked<Cost> {
  const next = { ...before, ...change } as Cost;
  if (next.frequency === 'monthly') delete next.refundable;
  if (next.refundable === false) delete next.refundable;
  if (typeof next.name === 'string') next.name = next.name.trim();
  const parsed = costSchema.safeParse(next);
  return parsed.success
    ? { value: next }
    : { problem: parsed.error.issues[0]?.message ?? 'Check the cost' };
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

const shape = apartmentSchema.shape;
const LEASE_SCHEMAS = {
  leaseMonths: shape.leaseMonths,
  freeWeeks: shape.freeWeeks,
  concessionAmount: shape.concessionAmount,
} as const;

/**
 * The lease terms typed, checked by the shared schema; a blank field is unset (12 months,
 * no free weeks, no concession). `problems` holds one message per wrong field.
 */
export function leaseFrom(raw: LeaseRaw): { terms: LeaseTerms; problems: Partial<LeaseRaw> } {
  const terms: LeaseTerms = {};
  const problems: Partial<LeaseRaw> = {};
  for (const key of Object.keys(LEASE_SCHEMAS) as (keyof LeaseTerms)[]) {
    const typed = raw[key].trim();
    if (typed === '') continue;
    const parsed = LEASE_SCHEMAS[key].safeParse(Number(typed));
    if (parsed.success) terms[key] = parsed.data;
    else problems[key] = parsed.error.issues[0]?.message ?? 'Check this field';
  }
  return { terms, problems };
}

/** Only the lease terms of an apartment, to compare before and after. */
export const leaseOf = (apartment: Apartment): LeaseTerms => ({
  leaseMonths: apartment.leaseMonths,
  freeWeeks: apartment.freeWeeks,
  concessionAmount: apartment.concessionAmount,
});
