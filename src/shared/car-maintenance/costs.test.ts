import { describe, expect, it } from 'vitest';
import type { LineItem } from './car-model.ts';
import {
  costItems,
  costPerDistanceOf,
  inPeriod,
  monthSeries,
  periodOf,
  shopSpend,
  summarizeCosts,
  yearsOf,
} from './costs.ts';
import { readingsOf } from './odometer.ts';

const bill = (...amounts: number[]): LineItem[] =>
  amounts.map((amount) => ({ kind: 'parts', amount }));

const vehicles = [
  { id: 'golf', vehicle: { purchaseDate: '2023-05-10', purchasePrice: 18_000 } },
  { id: 'leaf', vehicle: {} },
];
const services = [
  {
    service: {
      vehicleId: 'golf',
      date: '2024-03-02',
      type: 'oil-change' as const,
      lineItems: bill(40, 25.5),
      locationId: 'shop-a',
      odometer: 40_000,
    },
  },
  {
    service: {
      vehicleId: 'golf',
      date: '2025-01-15',
      type: 'brake-pads' as const,
      lineItems: bill(180, 120),
      locationId: 'shop-b',
      odometer: 46_000,
    },
  },
  {
    service: {
      vehicleId: 'golf',
      date: '2025-02-01',
      type: 'oil-change' as const,
      lineItems: bill(70),
      locationId: 'shop-a',
      odometer: 47_000,
    },
  },
  // Free: no cost item, but a visit to the shop.
  {
    service: {
      vehicleId: 'leaf',
      date: '2025-02-10',
      type: 'inspection' as const,
      lineItems: [],
      locationId: 'shop-a',
      odometer: 12_000,
    },
  },
];
const fills = [
  {
    fill: { vehicleId: 'golf', date: '2025-01-20', cost: 60, unit: 'L' as const, odometer: 46_300 },
  },
  { fill: { vehicleId: 'golf', date: '2025-02-20', unit: 'L' as const, odometer: 47_200 } },
  {
    fill: {
      vehicleId: 'leaf',
      date: '2025-02-11',
      cost: 9.6,
      unit: 'kWh' as const,
      odometer: 12_050,
    },
  },
];

const items = costItems(vehicles, services, fills);

describe('cost items', () => {
  it('takes every bill, fill-up and purchase with a cost, by category', () => {
    expect(items.map((item) => [item.vehicleId, item.date, item.category, item.amount])).toEqual([
      ['golf', '2023-05-10', 'purchase', 18_000],
      ['golf', '2024-03-02', 'oil-change', 65.5],
      ['golf', '2025-01-15', 'brake-pads', 300],
      ['golf', '2025-02-01', 'oil-change', 70],
      ['golf', '2025-01-20', 'fuel', 60],
      ['leaf', '2025-02-11', 'charging', 9.6],
    ]);
    expect(items[1]?.locationId).toBe('shop-a');
  });
});

describe('cost summary', () => {
  it('keeps the purchase price apart from the running costs', () => {
    const all = summarizeCosts(items);
    expect(all.running).toBeCloseTo(505.1, 6);
    expect(all.purchase).toBe(18_000);
    expect(all.purchaseByCar).toEqual([['golf', 18_000]]);
    expect(all.byCategory.map(([category]) => category)).not.toContain('purchase');
  });

  it('sums per car, category, shop, year and month', () => {
    const all = summarizeCosts(items);
    expect(all.byCar).toEqual([
      ['golf', 495.5],
      ['leaf', 9.6],
    ]);
    expect(all.byCategory).toEqual([
      ['brake-pads', 300],
      ['oil-change', 135.5],
      ['fuel', 60],
      ['charging', 9.6],
    ]);
    expect(all.byShop).toEqual([
      ['shop-b', 300],
      ['shop-a', 135.5],
    ]);
    expect(all.byYear).toEqual([
      ['2024', 65.5],
      ['2025', 439.6],
    ]);
    expect(all.byMonth).toEqual([
      ['2024-03', 65.5],
      ['2025-01', 360],
      ['2025-02', 79.6],
    ]);
  });

  it('sums only the period and cars asked for', () => {
    const feb = summarizeCosts(items, { from: '2025-02-01', to: '2025-02-28' });
    expect(feb.running).toBeCloseTo(79.6, 6);
    const golf2025 = summarizeCosts(items, periodOf('year-2025', new Date()), new Set(['golf']));
    expect(golf2025.running).toBe(430);
    expect(golf2025.purchase).toBe(0);
  });

  it('lists the years with costs, newest first', () => {
    expect(yearsOf(items)).toEqual([2025, 2024, 2023]);
  });
});

describe('periods', () => {
  const today = new Date(2025, 5, 15);

  it('covers this year, the last twelve months, a year, or everything', () => {
    expect(periodOf('this-year', today)).toEqual({ from: '2025-01-01', to: '2025-06-15' });
    expect(periodOf('last-12-months', today)).toEqual({ from: '2024-06-16', to: '2025-06-15' });
    expect(periodOf('year-2023', today)).toEqual({ from: '2023-01-01', to: '2023-12-31' });
    expect(periodOf('all', today)).toEqual({});
  });

  it('includes both ends', () => {
    const period = { from: '2025-01-01', to: '2025-01-31' };
    expect(inPeriod('2025-01-01', period)).toBe(true);
    expect(inPeriod('2025-01-31', period)).toBe(true);
    expect(inPeriod('2025-02-01', period)).toBe(false);
    expect(inPeriod('1990-01-01', {})).toBe(true);
  });

  it('gives every month of a span, with zero for months without costs', () => {
    expect(monthSeries([['2025-01', 360]], '2024-11', '2025-02')).toEqual([
      { month: '2024-11', amount: 0 },
      { month: '2024-12', amount: 0 },
      { month: '2025-01', amount: 360 },
      { month: '2025-02', amount: 0 },
    ]);
  });
});

describe('cost per distance', () => {
  const readings = (id: string) =>
    readingsOf(
      id,
      services.map(({ service }) => service),
      fills.map(({ fill }) => fill),
    );

  it('divides a car’s running costs by the distance its readings span', () => {
    const golf = costPerDistanceOf('golf', items, readings('golf'));
    // 495.50 over 40,000 → 47,200.
    expect(golf).toEqual({ cost: 495.5, distance: 7200, perUnit: 495.5 / 7200 });
  });

  it('counts only the period, and needs two readings', () => {
    const golf2025 = costPerDistanceOf('golf', items, readings('golf'), {
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(golf2025).toEqual({ cost: 430, distance: 1200, perUnit: 430 / 1200 });
    expect(costPerDistanceOf('golf', items, readings('golf'), { from: '2025-02-15' })).toBeNull();
    expect(costPerDistanceOf('none', items, readings('none'))).toBeNull();
  });
});

describe('shop spend', () => {
  it('counts visits, free ones too, and the spend at each shop', () => {
    expect(Object.fromEntries(shopSpend(services))).toEqual({
      'shop-a': { spend: 135.5, visits: 3 },
      'shop-b': { spend: 300, visits: 1 },
    });
  });
});
