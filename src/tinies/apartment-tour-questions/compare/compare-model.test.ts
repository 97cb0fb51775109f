import { describe, expect, it } from 'vitest';
import { moneyIn } from '@/kit/money.ts';
import type {
  Apartment,
  ApartmentStatus,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import type { ApartmentEntry } from '../use-apartment-data.ts';
import {
  chosenIds,
  compareColumns,
  costRows,
  defaultChoice,
  factRows,
  scoreRows,
} from './compare-model.ts';

const STAMP = '2026-03-01T00:00:00.000Z';
const entry = (id: string, status: ApartmentStatus, extra: Partial<Apartment> = {}) => ({
  id,
  apartment: { name: id, status, createdAt: STAMP, updatedAt: STAMP, ...extra },
});
const words = {
  money: {
    format: (amount: number) => `$${amount}`,
    formatWhole: (amount: number) => `$${amount}`,
  },
  areaLabel: 'sq ft',
};

describe('defaultChoice', () => {
  it('takes the toured, applied and signed ones first, four at most', () => {
    const entries: ApartmentEntry[] = [
      entry('a', 'to-tour'),
      entry('b', 'toured'),
      entry('c', 'passed'),
      entry('d', 'signed'),
      entry('e', 'applied'),
      entry('f', 'toured'),
      entry('g', 'toured'),
    ];
    expect(defaultChoice(entries)).toEqual(['b', 'd', 'e', 'f']);
  });

  it('takes the first ones when fewer than two were seen', () => {
    expect(
      defaultChoice([entry('a', 'to-tour'), entry('b', 'passed'), entry('c', 'toured')]),
    ).toEqual(['c', 'a', 'b']);
  });

  it('compares all three when three exist, two of them seen, the passed one last', () => {
    expect(
      defaultChoice([
        entry('a', 'passed'),
        entry('b', 'toured'),
        entry('c', 'to-tour'),
        entry('d', 'applied'),
      ]),
    ).toEqual(['b', 'd', 'c', 'a']);
    expect(
      defaultChoice([entry('a', 'toured'), entry('b', 'to-tour'), entry('c', 'toured')]),
    ).toEqual(['a', 'c', 'b']);
  });
});

describe('chosenIds', () => {
  const entries = [entry('a', 'to-tour'), entry('b', 'to-tour'), entry('c', 'toured')];
  it('keeps the listed ones that exist, without repeats', () => {
    expect(chosenIds('c,a,c,gone', entries)).toEqual(['c', 'a']);
  });
  it('falls back to the default with fewer than two left', () => {
    expect(chosenIds('gone,c', entries)).toEqual(['c', 'a', 'b']);
    expect(chosenIds(null, entries)).toEqual(['c', 'a', 'b']);
  });
});

describe('compareColumns', () => {
  it('prices each apartment by its chosen unit, or its only unit, never the first of several', () => {
    const unit = (id: string, apartmentId: string, rent: number) => ({
      id,
      unit: { apartmentId, name: id, rent, createdAt: STAMP, updatedAt: STAMP },
    });
    const columns = compareColumns({
      chosen: [
        entry('a', 'toured', { rent: 1000, chosenUnitId: 'u2' }),
        entry('b', 'toured', { rent: 900 }),
        entry('c', 'toured', { rent: 1100 }),
      ],
      units: [
        unit('u1', 'a', 3000),
        unit('u2', 'a', 1200),
        // The only unit of b prices it though not chosen: its listing's rent is not the home's.
        unit('u3', 'b', 1500),
        // Two units, none chosen: c is priced by its listing.
        unit('u4', 'c', 2000),
        unit('u5', 'c', 800),
      ],
      costs: [
        {
          id: 'c1',
          cost: {
            apartmentId: 'b',
            name: 'Parking',
            amount: 50,
            frequency: 'monthly',
            createdAt: STAMP,
            updatedAt: STAMP,
          },
        },
      ],
      questions: [],
    });
    expect(columns.map((c) => c.facts.rent)).toEqual([1200, 1500, 1100]);
    expect(columns.map((c) => c.facts.unitName)).toEqual(['u2', 'u3', undefined]);
    expect(columns.map((c) => c.cost.monthlyTotal)).toEqual([1200, 1550, 1100]);
    const [monthly] = costRows(columns, words);
    expect(monthly!.shown).toEqual(['$1200', '$1550', '$1100']);
    expect(monthly!.marks).toEqual({ best: [2], worst: [1] });
    const laundry = factRows(columns, words).find((row) => row.key === 'laundry')!;
    expect(laundry.marks).toEqual({ best: [], worst: [] });
  });
});

describe('the compared figures’ words', () => {
  it('shows rents and totals whole, as every other screen does, and a rate per area with cents', () => {
    const columns = compareColumns({
      chosen: [
        entry('a', 'toured', { rent: 1600, area: 800 }),
        entry('b', 'toured', { rent: 1850.5 }),
      ],
      units: [],
      costs: [],
      questions: [],
    });
    const money = moneyIn('USD', 'en-US');
    const dollars = { money, areaLabel: 'sq ft', locale: 'en-US' };
    const rent = factRows(columns, dollars).find((row) => row.key === 'rent')!;
    expect(rent.shown).toEqual(['$1,600', '$1,850.50']);
    const byKey = Object.fromEntries(costRows(columns, dollars).map((row) => [row.key, row.shown]));
    expect(byKey.monthly).toEqual(['$1,600', '$1,850.50']);
    expect(byKey['per-area']).toEqual(['$2.00', '']);
  });
});

describe('scoreRows', () => {
  it('never marks an apartment a dealbreaker rules out as the best overall', () => {
    const columns = compareColumns({
      chosen: [entry('a', 'toured'), entry('b', 'toured'), entry('c', 'toured')],
      units: [],
      costs: [],
      questions: [],
    });
    const scores = new Map([
      ['a', { categories: {}, overall: 90 }],
      ['b', { categories: {}, overall: 70 }],
      ['c', { categories: {}, overall: 40 }],
    ]);
    const verdicts = new Map([['a', { ruledOut: true, reasons: ['Pets: No'] }]]);
    const { overall } = scoreRows(columns, scores, verdicts);
    expect(overall.shown).toEqual(['90 / 100', '70 / 100', '40 / 100']);
    expect(overall.marks).toEqual({ best: [1], worst: [2] });
  });
});
