import { describe, expect, it } from 'vitest';
import type { FuelEntry, FuelUnit } from '@/shared/car-maintenance/car-model.ts';
import type { MappedRow } from '@/shared/car-maintenance/csv-records.ts';
import { previewEconomy } from './csv-preview-economy.ts';

const STAMP = '2025-01-01T00:00:00.000Z';

function fill(
  vehicleId: string,
  odometer: number,
  amount: number,
  unit: FuelUnit,
  more: Partial<FuelEntry> = {},
): FuelEntry {
  return {
    vehicleId,
    // Fill-ups count in the order of their readings.
    date: '2024-01-01',
    odometer,
    amount,
    unit,
    full: true,
    missedBefore: false,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...more,
  };
}

const rows = (...fills: FuelEntry[]): MappedRow[] =>
  fills.map((value, index) => ({ line: index + 2, id: `row${index}`, value, notes: [] }));

describe('previewEconomy', () => {
  it('shows what each full tank makes, in the person’s unit, at the unit the amounts are read in', () => {
    const options = {
      fuel: {},
      odometerUnitOf: () => 'mi' as const,
      economy: 'mpg-us' as const,
      locale: 'en-US',
    };
    const inGallons = rows(fill('car', 45_000, 11.2, 'gal'), fill('car', 45_310, 10.4, 'gal'));
    expect(previewEconomy(inGallons, options)).toEqual(new Map([['row1', '29.8 mpg (US)']]));
    const inLitres = rows(fill('car', 45_000, 11.2, 'L'), fill('car', 45_310, 10.4, 'L'));
    expect(previewEconomy(inLitres, options)).toEqual(new Map([['row1', '112.8 mpg (US)']]));
  });

  it('counts a partial fill-up at the next full one and nothing across a missed one', () => {
    const shown = previewEconomy(
      rows(
        fill('car', 10_000, 40, 'L'),
        fill('car', 10_300, 15, 'L', { full: false }),
        fill('car', 10_600, 25, 'L'),
        fill('car', 11_000, 30, 'L', { missedBefore: true }),
      ),
      { fuel: {}, odometerUnitOf: () => 'km', economy: 'l-per-100km', locale: 'en' },
    );
    expect(shown).toEqual(new Map([['row2', '6.7 L/100 km']]));
  });

  it('counts from the car’s last fill-up here, and reads a new car by its odometer unit', () => {
    const shown = previewEconomy(
      rows(
        fill('golf', 20_500, 30, 'L'),
        fill('new-car', 100, 20, 'L'),
        fill('new-car', 500, 20, 'L'),
      ),
      {
        fuel: { kept: fill('golf', 20_000, 35, 'L'), other: fill('zoe', 1000, 40, 'kWh') },
        odometerUnitOf: (id) => (id === 'golf' ? 'km' : id === 'new-car' ? 'km' : undefined),
        economy: 'l-per-100km',
        locale: 'en',
      },
    );
    expect(shown).toEqual(
      new Map([
        ['row0', '6.0 L/100 km'],
        ['row2', '5.0 L/100 km'],
      ]),
    );
  });

  it('shows a charge’s economy in the electric counterpart of the person’s unit', () => {
    const shown = previewEconomy(rows(fill('zoe', 1000, 40, 'kWh'), fill('zoe', 1200, 32, 'kWh')), {
      fuel: {},
      odometerUnitOf: () => 'km',
      economy: 'l-per-100km',
      locale: 'en',
    });
    expect(shown).toEqual(new Map([['row1', '16.0 kWh/100 km']]));
  });
});
