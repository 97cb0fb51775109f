import { describe, expect, it } from 'vitest';
import {
  UNITS,
  convert,
  convertTemperaturesInText,
  findUnit,
  nearestFraction,
  unitLabel,
  type UnitSystem,
} from './units.ts';

describe('the unit table', () => {
  it.each([
    ['g', 'g'],
    ['grams', 'g'],
    ['Kilograms', 'kg'],
    ['oz', 'oz'],
    ['ounces', 'oz'],
    ['lbs', 'lb'],
    ['Pound', 'lb'],
    ['mL', 'ml'],
    ['L', 'l'],
    ['litre', 'l'],
    ['liters', 'l'],
    ['tsp', 'tsp'],
    ['Teaspoons', 'tsp'],
    ['t', 'tsp'],
    ['T', 'tbsp'],
    ['Tbsp.', 'tbsp'],
    ['TBSP', 'tbsp'],
    ['tablespoon', 'tbsp'],
    ['cups', 'cup'],
    ['c.', 'cup'],
    ['fl oz', 'fl oz'],
    ['fl. oz.', 'fl oz'],
    ['fluid  ounces', 'fl oz'],
    ['pint', 'pint'],
    ['qt', 'quart'],
    ['gallons', 'gallon'],
    ['pinches', 'pinch'],
    ['cloves', 'clove'],
    ['cans', 'can'],
    ['slices', 'slice'],
    ['pieces', 'piece'],
  ])('knows %j as %j', (text, key) => {
    expect(findUnit(text)?.key).toBe(key);
  });

  it.each(['', 'large', 'eggs', 'tablespoonful', 'constructor', 'toString', '__proto__'])(
    'does not take %j for a unit',
    (text) => {
      expect(findUnit(text)).toBeUndefined();
    },
  );

  it('has one entry per key and a size for every mass and volume unit', () => {
    expect(new Set(UNITS.map((unit) => unit.key)).size).toBe(UNITS.length);
    for (const unit of UNITS) {
      expect(findUnit(unit.key)).toBe(unit);
      expect(findUnit(unit.plural)).toBe(unit);
      if (unit.kind === 'count') expect(unit.base).toBeUndefined();
      else expect(unit.base).toBeGreaterThan(0);
    }
  });

  it('names a unit in the singular or plural', () => {
    expect(unitLabel('cup', 1)).toBe('cup');
    expect(unitLabel('cup', 0.5)).toBe('cup');
    expect(unitLabel('cup', 1.5)).toBe('cups');
    expect(unitLabel('clove', 1, 2)).toBe('cloves');
    expect(unitLabel('g', 200)).toBe('g');
    expect(unitLabel('pinch')).toBe('pinch');
    expect(unitLabel('knob', 2)).toBe('knob');
  });

  it('rounds to the nearest kitchen fraction', () => {
    expect(nearestFraction(0.34, [3, 4])).toBeCloseTo(1 / 3);
    expect(nearestFraction(0.26, [3, 4])).toBe(0.25);
    expect(nearestFraction(2.9, [2])).toBe(3);
    expect(nearestFraction(7.4, [])).toBe(7);
  });
});

describe('convert', () => {
  const to = (quantity: number, unit: string, system: UnitSystem) =>
    convert({ quantity, unit }, system);

  it.each([
    [2, 'cup', { quantity: 475, unit: 'ml' }],
    [1, 'cup', { quantity: 235, unit: 'ml' }],
    [1, 'tbsp', { quantity: 15, unit: 'ml' }],
    [1, 'tsp', { quantity: 5, unit: 'ml' }],
    [0.5, 'tsp', { quantity: 2.5, unit: 'ml' }],
    [0.125, 'tsp', { quantity: 0.6, unit: 'ml' }],
    [1, 'fl oz', { quantity: 30, unit: 'ml' }],
    [4, 'cup', { quantity: 945, unit: 'ml' }],
    [5, 'cup', { quantity: 1.2, unit: 'l' }],
    [1, 'gallon', { quantity: 3.8, unit: 'l' }],
    [1, 'oz', { quantity: 28, unit: 'g' }],
    [8, 'oz', { quantity: 225, unit: 'g' }],
    [1, 'lb', { quantity: 455, unit: 'g' }],
    [3, 'lb', { quantity: 1.35, unit: 'kg' }],
  ])('turns %d %s into metric %j', (quantity, unit, expected) => {
    expect(to(quantity, unit, 'metric')).toEqual(expected);
  });

  it.each([
    [500, 'g', { quantity: 1, unit: 'lb' }],
    [1, 'kg', { quantity: 2.25, unit: 'lb' }],
    [250, 'g', { quantity: 9, unit: 'oz' }],
    [100, 'g', { quantity: 3.5, unit: 'oz' }],
    [50, 'g', { quantity: 1.75, unit: 'oz' }],
    [1.25, 'ml', { quantity: 0.25, unit: 'tsp' }],
    [5, 'ml', { quantity: 1, unit: 'tsp' }],
    [15, 'ml', { quantity: 1, unit: 'tbsp' }],
    [30, 'ml', { quantity: 2, unit: 'tbsp' }],
    [57, 'ml', { quantity: 0.25, unit: 'cup' }],
    [250, 'ml', { quantity: 1, unit: 'cup' }],
    [1, 'l', { quantity: 4.25, unit: 'cup' }],
    [2, 'dl', { quantity: 0.75, unit: 'cup' }],
    [4, 'l', { quantity: 1, unit: 'gallon' }],
  ])('turns %d %s into US %j', (quantity, unit, expected) => {
    expect(to(quantity, unit, 'us')).toEqual(expected);
  });

  it('uses measuring-cup thirds', () => {
    const third = to(80, 'ml', 'us');
    expect(third.unit).toBe('cup');
    expect(third.quantity).toBeCloseTo(1 / 3);
  });

  it('keeps an amount too small to round rather than losing it', () => {
    const gram = to(1, 'g', 'us');
    expect(gram.unit).toBe('oz');
    expect(gram.quantity).toBeCloseTo(0.035, 3);
  });

  it('converts both ends of a range into the unit of its smaller end', () => {
    expect(convert({ quantity: 1, quantityMax: 2, unit: 'cup' }, 'metric')).toEqual({
      quantity: 235,
      quantityMax: 475,
      unit: 'ml',
    });
    expect(convert({ quantity: 200, quantityMax: 600, unit: 'ml' }, 'us')).toEqual({
      quantity: 0.75,
      quantityMax: 2.5,
      unit: 'cup',
    });
    expect(convert({ quantity: 1, quantityMax: 1.002, unit: 'cup' }, 'metric')).toEqual({
      quantity: 235,
      unit: 'ml',
    });
  });

  it('keeps the rest of an ingredient line', () => {
    const line = { kind: 'ingredient', quantity: 2, unit: 'cup', name: 'flour', note: 'sifted' };
    expect(convert(line, 'metric')).toEqual({ ...line, quantity: 475, unit: 'ml' });
  });

  it.each([
    ['a count unit', { quantity: 2, unit: 'clove' }, 'metric'],
    ['an unknown unit', { quantity: 1, unit: 'knob' }, 'us'],
    ['no unit', { quantity: 3 }, 'metric'],
    ['no quantity', { unit: 'cup' }, 'metric'],
    ['a unit already metric', { quantity: 6, unit: 'ml' }, 'metric'],
    ['a unit already US', { quantity: 6, unit: 'tsp' }, 'us'],
    ['a nonsense quantity', { quantity: Number.NaN, unit: 'cup' }, 'metric'],
    ['a negative quantity', { quantity: -1, unit: 'cup' }, 'metric'],
  ] as const)('leaves %s alone', (_, amount, system) => {
    expect(convert(amount, system)).toEqual(amount);
  });
});

describe('convertTemperaturesInText', () => {
  it.each([
    ['Bake at 350°F for 20 minutes', 'Bake at 180°C for 20 minutes'],
    ['Roast at 400F until brown', 'Roast at 200°C until brown'],
    ['Heat to 425 ° F', 'Heat to 220°C'],
    ['Bake at 325-350 degrees F', 'Bake at 160–180°C'],
    ['Cook to 165 degrees Fahrenheit', 'Cook to 74°C'],
    ['Smoke at 225°F', 'Smoke at 107°C'],
    ['Boil (212 °F), then 375°F', 'Boil (100°C), then 190°C'],
  ])('turns %j into metric', (text, metric) => {
    expect(convertTemperaturesInText(text, 'metric')).toBe(metric);
  });

  it.each([
    ['Bake at 180°C', 'Bake at 350°F'],
    ['Bake at 200 C', 'Bake at 400°F'],
    ['Heat to 220 degrees Celsius', 'Heat to 425°F'],
    ['Heat to 230ºc', 'Heat to 450°F'],
    ['Cook until it reads 63°C', 'Cook until it reads 145°F'],
  ])('turns %j into US', (text, us) => {
    expect(convertTemperaturesInText(text, 'us')).toBe(us);
  });

  it.each([
    ['already in the scale', 'Bake at 180°C', 'metric'],
    ['given in both scales', 'Heat the oven to 200°C / 400°F', 'metric'],
    ['given in both scales', 'Heat the oven to 200°C / 400°F', 'us'],
    ['without a scale', 'Preheat the oven to 350 degrees', 'metric'],
    ['with a lowercase letter and no degree sign', 'Add 20 c sugar', 'us'],
    ['a year', 'A recipe from 1950 C.E.', 'us'],
    ['empty', '', 'metric'],
  ] as const)('leaves text %s alone', (_, text, system) => {
    expect(convertTemperaturesInText(text, system)).toBe(text);
  });
});
