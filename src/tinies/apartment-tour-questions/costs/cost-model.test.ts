import { describe, expect, it } from 'vitest';
import { costSchema } from '@/shared/apartment-tour-questions/apartment-tour-questions-schema.ts';
import { trueCost } from '@/shared/apartment-tour-questions/true-cost.ts';
import { checkedCost, leaseFrom } from './cost-checks.ts';
import { amountOf, defaultCosts, isUnpriced } from './cost-model.ts';

const NOW = '2026-03-01T00:00:00.000Z';

describe('the costs screen’s rules', () => {
  it('makes the usual costs valid, at 0, refundable deposits', () => {
    const costs = defaultCosts('a1', NOW);
    expect(costs.map((cost) => cost.name)).toEqual([
      'Water',
      'Electricity',
      'Gas',
      'Internet',
      'Trash',
      'Pet Fee',
      'Parking',
      'Security Deposit',
      'Application Fee',
      'Admin Fee',
      'Pet Deposit',
      'Key Fee',
    ]);
    expect(costs.every((cost) => costSchema.safeParse(cost).success)).toBe(true);
    expect(costs.filter((cost) => cost.refundable).map((cost) => cost.name)).toEqual([
      'Security Deposit',
      'Pet Deposit',
    ]);
    expect(costs.every(isUnpriced)).toBe(true);
  });

  it('counts costs at 0 as nothing in the true cost', () => {
    const apartment = { rent: 1000 };
    const without = trueCost({ apartment });
    const withZeros = trueCost({ apartment, costs: defaultCosts('a1', NOW) });
    expect(withZeros.monthlyTotal).toBe(without.monthlyTotal);
    expect(withZeros.moveInCash).toBe(without.moveInCash);
    expect(withZeros.twelveMonthTotal).toBe(without.twelveMonthTotal);
  });

  it('reads a blank amount as 0 and checks a cost with the schema’s words', () => {
    expect(amountOf(' ')).toBe(0);
    expect(amountOf('12.5')).toBe(12.5);
    const [water] = defaultCosts('a1', NOW);
    expect(checkedCost(water, { amount: -1 })).toEqual({ problem: 'Amount cannot be negative' });
    expect(checkedCost(water, { name: '  ' })).toEqual({ problem: 'Name is required' });
    // A monthly cost never keeps a refundable flag.
    expect(checkedCost(water, { refundable: true })).toMatchObject({
      value: { name: 'Water', amount: 0 },
    });
    expect(
      'refundable' in (checkedCost(water, { refundable: true }) as { value: object }).value,
    ).toBe(false);
  });

  it('reads the lease terms, blank as unset, with one message per wrong field', () => {
    expect(leaseFrom({ leaseMonths: '13', freeWeeks: '6', concessionAmount: '' })).toEqual({
      terms: { leaseMonths: 13, freeWeeks: 6 },
      problems: {},
    });
    expect(leaseFrom({ leaseMonths: '1.5', freeWeeks: '-1', concessionAmount: '5' })).toEqual({
      terms: { concessionAmount: 5 },
      problems: {
        leaseMonths: 'Lease must be whole months',
        freeWeeks: 'Free weeks cannot be negative',
      },
    });
  });
});
