import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricingUnit, trueCost } from './true-cost.ts';

const monthly = (amount: number) => ({ amount, frequency: 'monthly' as const });
const oneTime = (amount: number, refundable?: boolean) => ({
  amount,
  frequency: 'one-time' as const,
  ...(refundable === undefined ? {} : { refundable }),
});

describe('an apartment’s true cost', () => {
  it('works out "6 weeks free on a 13-month lease" to the cent', () => {
    // Rent 2,000 × 13 = 26,000; a week is 2,000 × 12 / 52 = 461.538…, so 6 weeks are
    // 2,769.23; the lease is 23,230.77, and 23,230.77 / 13 = 1,786.98 a month.
    const cost = trueCost({
      apartment: { rent: 2000, leaseMonths: 13, freeWeeks: 6 },
      costs: [monthly(75), monthly(40.5), oneTime(2000, true), oneTime(150), oneTime(49.99)],
    });
    expect(cost).toEqual({
      rent: 2000,
      leaseMonths: 13,
      effectiveMonthlyRent: 1786.98,
      monthlyCosts: 115.5,
      monthlyTotal: 1902.48,
      oneTime: { refundable: 2000, nonRefundable: 199.99, total: 2199.99 },
      moveInCash: 4199.99,
      twelveMonthTotal: 23029.75,
      // 23,230.77 + 13 × 115.50 + 199.99.
      leaseTotal: 24932.26,
      missing: ['area'],
    });
  });

  it('takes 12 months when the lease is not given, and the concession off the lease', () => {
    const cost = trueCost({ apartment: { rent: 1500, concessionAmount: 600 } });
    expect(cost.leaseMonths).toBe(12);
    expect(cost.effectiveMonthlyRent).toBe(1450);
    expect(cost.leaseTotal).toBe(17400);
    expect(cost.twelveMonthTotal).toBe(17400);
    expect(cost.moveInCash).toBe(1500);
  });

  it('handles odd lease lengths', () => {
    const of = (leaseMonths: number) =>
      trueCost({ apartment: { rent: 1000, leaseMonths, concessionAmount: 100 } });
    // 13,000 − 100 = 12,900 / 13 = 992.307… → 992.31.
    expect(of(13).effectiveMonthlyRent).toBe(992.31);
    expect(of(13).leaseTotal).toBe(12900);
    // 7,000 − 100 = 6,900 / 7 = 985.714… → 985.71.
    expect(of(7).effectiveMonthlyRent).toBe(985.71);
    expect(of(7).leaseTotal).toBe(6900);
    expect(of(1).effectiveMonthlyRent).toBe(900);
    expect(of(1).twelveMonthTotal).toBe(10800);
  });

  it('never lets concessions take the rent below nothing', () => {
    const cost = trueCost({ apartment: { rent: 1000, leaseMonths: 1, freeWeeks: 8 } });
    expect(cost.effectiveMonthlyRent).toBe(0);
    expect(cost.leaseTotal).toBe(0);
  });

  it('keeps refundable one-time costs out of the totals but in the cash to move in', () => {
    const cost = trueCost({
      apartment: { rent: 1000 },
      costs: [oneTime(1000, true), oneTime(500, true), oneTime(35, false)],
    });
    expect(cost.oneTime).toEqual({ refundable: 1500, nonRefundable: 35, total: 1535 });
    expect(cost.moveInCash).toBe(2535);
    expect(cost.twelveMonthTotal).toBe(12035);
    expect(cost.leaseTotal).toBe(12035);
  });

  it('adds costs in cents, without float drift', () => {
    const cost = trueCost({
      apartment: { rent: 0.1 },
      costs: [monthly(0.1), monthly(0.2), oneTime(0.1), oneTime(0.2)],
    });
    expect(cost.monthlyCosts).toBe(0.3);
    expect(cost.monthlyTotal).toBe(0.4);
    expect(cost.oneTime.total).toBe(0.3);
  });

  it('leaves every rent figure out when there is no rent, and says so', () => {
    const cost = trueCost({ apartment: { area: 70 }, costs: [monthly(50), oneTime(100)] });
    expect(cost).toEqual({
      leaseMonths: 12,
      monthlyCosts: 50,
      oneTime: { refundable: 0, nonRefundable: 100, total: 100 },
      missing: ['rent'],
    });
  });

  it('gives the price per area a month from the effective rent', () => {
    expect(trueCost({ apartment: { rent: 1000, area: 3 } }).pricePerArea).toBe(333.33);
    expect(trueCost({ apartment: { rent: 1200, area: 60, concessionAmount: 1200 } })).toMatchObject(
      { pricePerArea: 18.33, missing: [] },
    );
  });
});

describe('which unit prices the apartment', () => {
  const units = [
    { id: 'u1', unit: { rent: 1800, area: 50 } },
    { id: 'u2', unit: { rent: 2400, area: 80 } },
  ];

  it('is the chosen unit, for rent and area', () => {
    const cost = trueCost({ apartment: { rent: 2000, area: 60, chosenUnitId: 'u2' }, units });
    expect(cost).toMatchObject({ unitId: 'u2', rent: 2400, pricePerArea: 30 });
  });

  it('is never the first of several when none is chosen: the apartment’s rent counts', () => {
    const cost = trueCost({ apartment: { rent: 2000, area: 60 }, units });
    expect(cost.unitId).toBeUndefined();
    expect(cost.rent).toBe(2000);
    expect(trueCost({ apartment: {}, units }).missing).toEqual(['rent', 'area']);
  });

  it('is the only unit when there is one, and the apartment fills in what it lacks', () => {
    const cost = trueCost({ apartment: { rent: 2000, area: 60 }, units: [{ id: 'u9', unit: {} }] });
    expect(cost).toMatchObject({ unitId: 'u9', rent: 2000, pricePerArea: 33.33 });
    expect(pricingUnit(undefined, [{ id: 'u9' }])?.id).toBe('u9');
  });

  it('falls back when the chosen unit is gone', () => {
    expect(pricingUnit('gone', units)).toBeUndefined();
    expect(pricingUnit('gone', units.slice(0, 1))?.id).toBe('u1');
  });
});

describe('true cost, for any lease and concessions', () => {
  const money = fc.integer({ min: 0, max: 100_000_00 }).map((cents) => cents / 100);
  const input = fc.record({
    rent: money,
    leaseMonths: fc.integer({ min: 1, max: 60 }),
    freeWeeks: fc.double({ min: 0, max: 260, noNaN: true }),
    concessionAmount: money,
    costs: fc.array(
      fc.record({
        amount: money,
        frequency: fc.constantFrom('monthly' as const, 'one-time' as const),
      }),
      { maxLength: 6 },
    ),
  });

  it('keeps the effective rent at most the rent, and a year at least 12 effective months', () => {
    fc.assert(
      fc.property(input, ({ costs, ...apartment }) => {
        const cost = trueCost({ apartment, costs });
        expect(cost.effectiveMonthlyRent).toBeGreaterThanOrEqual(0);
        expect(cost.effectiveMonthlyRent!).toBeLessThanOrEqual(apartment.rent);
        expect(cost.twelveMonthTotal!).toBeGreaterThanOrEqual(
          12 * cost.effectiveMonthlyRent! - 1e-6,
        );
        expect(cost.monthlyTotal!).toBeCloseTo(cost.effectiveMonthlyRent! + cost.monthlyCosts, 6);
      }),
    );
  });
});
