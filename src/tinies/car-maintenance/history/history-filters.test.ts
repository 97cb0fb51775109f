import { describe, expect, it } from 'vitest';
import type { Service } from '@/shared/car-maintenance/car-model.ts';
import {
  activeHistoryFilterCount,
  compareHistory,
  filterHistory,
  historyMatcher,
  NO_HISTORY_FILTERS,
  parseHistoryFilters,
  sortedHistory,
  writeHistoryFilters,
  type HistoryEntry,
  type HistoryFilters,
} from './history-filters.ts';

const STAMP = '2025-01-01T00:00:00.000Z';

function entry(id: string, fields: Partial<Service> = {}): HistoryEntry {
  return {
    id,
    service: {
      vehicleId: 'car-a',
      type: 'oil-change',
      date: '2025-03-01',
      lineItems: [],
      parts: [],
      dismissedParts: [],
      attachments: [],
      issueIds: [],
      createdAt: STAMP,
      updatedAt: STAMP,
      ...fields,
    },
  };
}

const NAMES = {
  shop: (id: string) => ({ 'shop-1': 'Crème Garage', 'shop-2': 'Quick Lube' })[id],
  part: (id: string) => ({ 'brake-pads': 'Brake pads', 'oil-filter': 'Oil filter' })[id] ?? id,
};

const filters = (patch: Partial<HistoryFilters>): HistoryFilters => ({
  ...NO_HISTORY_FILTERS,
  ...patch,
});

describe('history filters in the URL', () => {
  it('reads comma-separated ids and days, ignoring what is not valid', () => {
    const params = new URLSearchParams(
      'q=brake%20pads&cars=a,b,a&types=oil-change,nonsense,custom&parts=brake-pads&shops=s1&from=2024-01-01&to=yesterday',
    );
    expect(parseHistoryFilters(params)).toEqual({
      search: 'brake pads',
      cars: ['a', 'b'],
      types: ['oil-change', 'custom'],
      parts: ['brake-pads'],
      shops: ['s1'],
      from: '2024-01-01',
      to: null,
    });
  });

  it('writes only what is chosen, keeping the other parameters', () => {
    const written = writeHistoryFilters(
      filters({ search: 'oil', cars: ['a', 'b'], to: '2025-12-31' }),
      new URLSearchParams('service=s9&cars=old&types=custom'),
    );
    expect(written.get('service')).toBe('s9');
    expect(written.get('q')).toBe('oil');
    expect(written.get('cars')).toBe('a,b');
    expect(written.has('types')).toBe(false);
    expect(written.get('to')).toBe('2025-12-31');
    expect(parseHistoryFilters(written)).toEqual(
      filters({ search: 'oil', cars: ['a', 'b'], to: '2025-12-31' }),
    );
  });

  it('counts every chosen value and each end of the range', () => {
    expect(activeHistoryFilterCount(NO_HISTORY_FILTERS)).toBe(0);
    expect(
      activeHistoryFilterCount(
        filters({ search: 'x', cars: ['a'], types: ['custom', 'oil-change'], from: '2025-01-01' }),
      ),
    ).toBe(4);
  });
});

describe('history order', () => {
  it('is newest first, then the higher odometer, then the one written last', () => {
    const entries = [
      entry('1', { date: '2024-05-01' }),
      entry('2', { date: '2025-01-01', odometer: 100 }),
      entry('3', { date: '2025-01-01', odometer: 200 }),
      entry('4', { date: '2025-01-01' }),
      entry('5', { date: '2025-01-01', odometer: 200, createdAt: '2025-02-01T00:00:00.000Z' }),
      entry('6', { date: '2025-01-01', odometer: 200 }),
    ];
    expect([...entries].sort(compareHistory).map((e) => e.id)).toEqual([
      '5',
      '6',
      '3',
      '2',
      '4',
      '1',
    ]);
  });

  it('leaves out the records of cars that are gone', () => {
    const entries = [entry('1'), entry('2', { vehicleId: 'gone' })];
    expect(sortedHistory(entries, new Set(['car-a'])).map((e) => e.id)).toEqual(['1']);
  });
});

describe('history search and filters', () => {
  const entries = [
    entry('oil', {
      notes: 'Synthetic 5W-30',
      locationId: 'shop-1',
      parts: [{ part: 'oil-filter', by: 'text' }],
    }),
    entry('brakes', {
      type: 'brake-pads',
      date: '2024-06-10',
      vehicleId: 'car-b',
      locationId: 'shop-2',
      parts: [{ part: 'brake-pads', by: 'hand' }],
      lineItems: [{ kind: 'labour', description: 'Résumé of the rear axle', amount: 80 }],
    }),
    entry('custom', { type: 'custom', title: 'Roof rack fitted', date: '2023-01-01' }),
  ];
  const sorted = sortedHistory(entries, new Set(['car-a', 'car-b']));
  const run = (patch: Partial<HistoryFilters>) =>
    filterHistory(sorted, filters(patch), historyMatcher(NAMES)).map((e) => e.id);

  it('shows everything, newest first, with nothing chosen', () => {
    expect(run({})).toEqual(['oil', 'brakes', 'custom']);
  });

  it('finds words in the title, type, notes, shop, parts and line items, accents aside', () => {
    expect(run({ search: 'oil change' })).toEqual(['oil']);
    expect(run({ search: 'creme' })).toEqual(['oil']);
    expect(run({ search: 'OIL FILTER' })).toEqual(['oil']);
    expect(run({ search: '5w-30' })).toEqual(['oil']);
    expect(run({ search: 'resume axle' })).toEqual(['brakes']);
    expect(run({ search: 'quick' })).toEqual(['brakes']);
    expect(run({ search: 'brake pads' })).toEqual(['brakes']);
    expect(run({ search: 'roof rack' })).toEqual(['custom']);
    expect(run({ search: 'roof lube' })).toEqual([]);
  });

  it('filters by car, type, part, shop and dates', () => {
    expect(run({ cars: ['car-b'] })).toEqual(['brakes']);
    expect(run({ types: ['custom', 'oil-change'] })).toEqual(['oil', 'custom']);
    expect(run({ parts: ['brake-pads', 'spark-plugs'] })).toEqual(['brakes']);
    expect(run({ shops: ['shop-1'] })).toEqual(['oil']);
    expect(run({ from: '2024-01-01' })).toEqual(['oil', 'brakes']);
    expect(run({ to: '2024-06-10' })).toEqual(['brakes', 'custom']);
    expect(run({ from: '2024-06-11', to: '2024-12-31' })).toEqual([]);
    expect(run({ cars: ['car-a'], search: 'roof' })).toEqual(['custom']);
  });

  it('reads each record’s words once', () => {
    let reads = 0;
    const matcher = historyMatcher({
      shop: (id) => {
        reads += 1;
        return NAMES.shop(id);
      },
      part: NAMES.part,
    });
    filterHistory(sorted, filters({ search: 'a' }), matcher);
    filterHistory(sorted, filters({ search: 'ab' }), matcher);
    expect(reads).toBe(2);
  });
});
