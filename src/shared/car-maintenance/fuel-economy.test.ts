import { describe, expect, it } from 'vitest';
import type { FuelUnit } from './car-model.ts';
import {
  baseAmount,
  costPerDistance,
  defaultEconomyUnit,
  defaultFuelUnit,
  economyIn,
  formatEconomy,
  fuelEconomy,
  shownUnit,
  type Fill,
} from './fuel-economy.ts';

let next = 0;
function fill(
  odometer: number,
  amount: number,
  more: Partial<Fill> & { unit?: FuelUnit } = {},
): { id: string; fill: Fill } {
  next += 1;
  return {
    id: `f${next}`,
    fill: {
      date: `2025-01-${String(next % 28 || 28).padStart(2, '0')}`,
      odometer,
      amount,
      unit: 'L',
      full: true,
      missedBefore: false,
      ...more,
    },
  };
}

describe('fuel economy, full tank to full tank', () => {
  it('counts nothing from the first full fill-up alone', () => {
    const report = fuelEconomy([fill(1000, 40)], 'km');
    expect(report.ordered).toEqual([]);
    expect(report.totals).toEqual({});
  });

  it('gives each full fill-up the distance since the last full one', () => {
    const a = fill(1000, 40, { cost: 60 });
    const b = fill(1500, 35, { cost: 52.5 });
    const c = fill(2100, 42, { cost: 63 });
    const report = fuelEconomy([c, a, b], 'km');
    expect(report.ordered.map((i) => [i.id, i.distance, i.amount, i.cost])).toEqual([
      [b.id, 500, 35, 52.5],
      [c.id, 600, 42, 63],
    ]);
    expect(report.intervals.has(a.id)).toBe(false);
    const total = report.totals.fuel!;
    expect(total.distance).toBe(1100);
    expect(total.amount).toBe(77);
    expect(total.count).toBe(2);
    expect(total.last.id).toBe(c.id);
    // 77 L over 1,100 km: a weighted 7.0 L/100 km, not the mean of 7.0 and 7.0.
    expect(economyIn(total.distance, total.amount, 'km', 'l-per-100km')).toBeCloseTo(7, 6);
  });

  it('adds a partial fill-up’s fuel to the next full one', () => {
    const a = fill(10_000, 40);
    const partial = fill(10_200, 15, { full: false });
    const b = fill(10_600, 25);
    const report = fuelEconomy([a, partial, b], 'km');
    expect(report.intervals.has(partial.id)).toBe(false);
    expect(report.intervals.get(b.id)).toMatchObject({ distance: 600, amount: 40 });
    expect(economyIn(600, 40, 'km', 'km-per-l')).toBeCloseTo(15, 6);
  });

  it('ignores a partial fill-up before the first full one', () => {
    const partial = fill(500, 10, { full: false });
    const a = fill(700, 30);
    const b = fill(1200, 40);
    const report = fuelEconomy([partial, a, b], 'km');
    expect(report.ordered.map((i) => [i.id, i.amount])).toEqual([[b.id, 40]]);
  });

  it('counts nothing across a missed fill-up', () => {
    const a = fill(1000, 40);
    const partial = fill(1300, 10, { full: false });
    // The fill-up before this one was not logged: 1,000 → 1,900 km on 30 L would be wrong.
    const missed = fill(1900, 30, { missedBefore: true });
    const b = fill(2400, 35);
    const report = fuelEconomy([a, partial, missed, b], 'km');
    expect(report.intervals.has(missed.id)).toBe(false);
    expect(report.ordered.map((i) => [i.id, i.distance, i.amount])).toEqual([[b.id, 500, 35]]);
  });

  it('drops a partial fill-up marked missed, and restarts at the next full one', () => {
    const a = fill(1000, 40);
    const missedPartial = fill(1500, 10, { full: false, missedBefore: true });
    const b = fill(1800, 30);
    const c = fill(2300, 35);
    const report = fuelEconomy([a, missedPartial, b, c], 'km');
    expect(report.ordered.map((i) => [i.id, i.distance, i.amount])).toEqual([[c.id, 500, 35]]);
  });

  it('leaves the cost out when one fill-up of a stretch has none', () => {
    const a = fill(0, 40, { cost: 50 });
    const partial = fill(200, 10, { full: false });
    const b = fill(500, 30, { cost: 45 });
    const c = fill(900, 30, { cost: 45 });
    const report = fuelEconomy([a, partial, b, c], 'km');
    expect(report.intervals.get(b.id)?.cost).toBeUndefined();
    expect(report.intervals.get(c.id)?.cost).toBe(45);
    expect(report.totals.fuel).toMatchObject({ cost: 45, costedDistance: 400, distance: 900 });
    expect(costPerDistance(45, 400)).toBeCloseTo(0.1125, 6);
    expect(costPerDistance(45, 0)).toBeNull();
  });

  it('converts gallons to litres, and mixes units within one stretch', () => {
    expect(baseAmount(1, 'gal')).toBeCloseTo(3.785411784, 9);
    expect(baseAmount(1, 'imp-gal')).toBeCloseTo(4.54609, 9);
    const a = fill(20_000, 10, { unit: 'gal' });
    const partial = fill(20_100, 10, { unit: 'L', full: false });
    const b = fill(20_300, 5, { unit: 'imp-gal' });
    const report = fuelEconomy([a, partial, b], 'mi');
    const interval = report.intervals.get(b.id)!;
    expect(interval.amount).toBeCloseTo(10 + 5 * 4.54609, 9);
    expect(interval.distance).toBe(300);
  });

  it('shows one stretch in every economy unit', () => {
    // 300 mi on 10 US gal: 30 mpg (US), 36.03 mpg (imperial), 7.84 L/100 km, 12.75 km/L.
    const litres = 10 * 3.785411784;
    expect(economyIn(300, litres, 'mi', 'mpg-us')).toBeCloseTo(30, 6);
    expect(economyIn(300, litres, 'mi', 'mpg-imp')).toBeCloseTo(36.0285, 3);
    expect(economyIn(300, litres, 'mi', 'l-per-100km')).toBeCloseTo(7.8405, 3);
    expect(economyIn(300, litres, 'mi', 'km-per-l')).toBeCloseTo(12.7543, 3);
    // The same trip logged in kilometres gives the same figures.
    expect(economyIn(300 * 1.609344, litres, 'km', 'mpg-us')).toBeCloseTo(30, 6);
  });

  it('keeps charging apart from fuel, in kWh/100 km or mi/kWh', () => {
    const gas1 = fill(5000, 30);
    const charge1 = fill(5050, 20, { unit: 'kWh' });
    const charge2 = fill(5150, 18, { unit: 'kWh' });
    const gas2 = fill(5400, 20);
    const report = fuelEconomy([gas1, charge1, charge2, gas2], 'km');
    expect(report.intervals.get(charge2.id)).toMatchObject({
      kind: 'electric',
      distance: 100,
      amount: 18,
    });
    expect(report.intervals.get(gas2.id)).toMatchObject({
      kind: 'fuel',
      distance: 400,
      amount: 20,
    });
    expect(shownUnit('electric', 'l-per-100km')).toBe('kwh-per-100km');
    expect(shownUnit('electric', 'mpg-us')).toBe('mi-per-kwh');
    expect(shownUnit('fuel', 'km-per-l')).toBe('km-per-l');
    expect(economyIn(100, 18, 'km', 'kwh-per-100km')).toBeCloseTo(18, 6);
    expect(economyIn(100, 18, 'mi', 'mi-per-kwh')).toBeCloseTo(100 / 18, 6);
  });

  it('counts no economy on engine hours or with nothing driven', () => {
    expect(fuelEconomy([fill(100, 20), fill(110, 20)], 'h').ordered).toEqual([]);
    expect(economyIn(0, 20, 'km', 'l-per-100km')).toBeNull();
    expect(economyIn(100, 20, 'h', 'l-per-100km')).toBeNull();
    // Two full fill-ups at the same reading make no stretch.
    expect(fuelEconomy([fill(100, 20), fill(100, 5)], 'km').ordered).toEqual([]);
  });

  it('formats economy with one decimal and its unit', () => {
    expect(formatEconomy(31.456, 'mpg-us', 'en-US')).toBe('31.5 mpg (US)');
    expect(formatEconomy(7, 'l-per-100km', 'de-DE')).toBe('7,0 L/100 km');
  });

  it('picks units people in a region are used to', () => {
    expect(defaultEconomyUnit('en-US')).toBe('mpg-us');
    expect(defaultEconomyUnit('en-GB')).toBe('mpg-imp');
    expect(defaultEconomyUnit('de-DE')).toBe('l-per-100km');
    expect(defaultEconomyUnit('not a locale')).toBe('l-per-100km');
    expect(defaultFuelUnit('electric', 'en-US')).toBe('kWh');
    expect(defaultFuelUnit('petrol', 'en-US')).toBe('gal');
    expect(defaultFuelUnit('diesel', 'en-GB')).toBe('L');
  });
});
