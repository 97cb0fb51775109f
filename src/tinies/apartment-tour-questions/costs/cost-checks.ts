import type { Cost } from '@/shared/apartment-tour-questions/apartment-model.ts';
import {
  apartmentSchema,
  costSchema,
} from '@/shared/apartment-tour-questions/apartment-tour-questions-schema.ts';
import type { LeaseRaw, LeaseTerms } from './cost-model.ts';

/**
 * The costs screen's checks of what is typed, with the shared schema's messages. Apart
 * from cost-model.ts because they load zod and the schemas: only the costs screen, where
 * costs are edited, imports them.
 */

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
