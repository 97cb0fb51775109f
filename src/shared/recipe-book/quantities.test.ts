import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatQuantity,
  parseIngredientLine,
  parseNumber,
  parseQuantity,
  scaleQuantity,
} from './quantities.ts';
import { ingredientSchema, type Ingredient } from './recipe-schema.ts';
import { convert } from './units.ts';

describe('parseQuantity', () => {
  it.each([
    ['1', { quantity: 1 }],
    ['1.5', { quantity: 1.5 }],
    ['.5', { quantity: 0.5 }],
    ['1,5', { quantity: 1.5 }],
    ['1,000', { quantity: 1000 }],
    ['1 1/2', { quantity: 1.5 }],
    ['1-1/2', { quantity: 1.5 }],
    ['1 and 1/2', { quantity: 1.5 }],
    ['1 and a half', { quantity: 1.5 }],
    ['3/4', { quantity: 0.75 }],
    ['1⁄2', { quantity: 0.5 }],
    ['1½', { quantity: 1.5 }],
    ['1 ½', { quantity: 1.5 }],
    ['½', { quantity: 0.5 }],
    ['⅔', { quantity: 2 / 3 }],
    ['1-2', { quantity: 1, quantityMax: 2 }],
    ['1–2', { quantity: 1, quantityMax: 2 }],
    ['1 to 2', { quantity: 1, quantityMax: 2 }],
    ['1 or 2', { quantity: 1, quantityMax: 2 }],
    ['1½-2', { quantity: 1.5, quantityMax: 2 }],
    ['2 1/2 - 3', { quantity: 2.5, quantityMax: 3 }],
    ['3-2', { quantity: 2, quantityMax: 3 }],
    ['2-2', { quantity: 2 }],
    ['one', { quantity: 1 }],
    ['Two', { quantity: 2 }],
    ['twelve', { quantity: 12 }],
    ['two to three', { quantity: 2, quantityMax: 3 }],
    ['  4  ', { quantity: 4 }],
  ])('reads %j', (text, quantity) => {
    expect(parseQuantity(text)).toEqual(quantity);
  });

  it.each(['a pinch', '', 'some', '0', '0-2', '1/0', 'thirteen', '1 cup', '2000000', '-1', '1..5'])(
    'finds no amount in %j',
    (text) => {
      expect(parseQuantity(text)).toBeNull();
    },
  );

  it('reads single numbers the same way', () => {
    expect(parseNumber('2 and a half')).toBe(2.5);
    expect(parseNumber('three and a half')).toBe(3.5);
    expect(parseNumber('zebra and a half')).toBeNull();
    expect(parseNumber('x')).toBeNull();
  });
});

describe('parseIngredientLine', () => {
  it.each([
    ['2 cups flour, sifted', { quantity: 2, unit: 'cup', name: 'flour', note: 'sifted' }],
    ['1 (14 oz) can tomatoes', { quantity: 1, unit: 'can', name: 'tomatoes', note: '14 oz' }],
    ['3 large eggs', { quantity: 3, name: 'large eggs' }],
    ['Salt and pepper to taste', { name: 'Salt and pepper', note: 'to taste' }],
    ['200g butter', { quantity: 200, unit: 'g', name: 'butter' }],
    ['1.5kg potatoes', { quantity: 1.5, unit: 'kg', name: 'potatoes' }],
    ['1 tbsp. olive oil', { quantity: 1, unit: 'tbsp', name: 'olive oil' }],
    ['½ tsp salt', { quantity: 0.5, unit: 'tsp', name: 'salt' }],
    [
      '2–3 cloves garlic, minced',
      { quantity: 2, quantityMax: 3, unit: 'clove', name: 'garlic', note: 'minced' },
    ],
    ['1 1/2 cups of milk', { quantity: 1.5, unit: 'cup', name: 'milk' }],
    ['2 fl. oz cream', { quantity: 2, unit: 'fl oz', name: 'cream' }],
    ['1 T butter', { quantity: 1, unit: 'tbsp', name: 'butter' }],
    ['1 t vanilla', { quantity: 1, unit: 'tsp', name: 'vanilla' }],
    ['2 Tablespoons sugar', { quantity: 2, unit: 'tbsp', name: 'sugar' }],
    ['1 lb. ground beef', { quantity: 1, unit: 'lb', name: 'ground beef' }],
    ['1 tin chickpeas, drained', { quantity: 1, unit: 'can', name: 'chickpeas', note: 'drained' }],
    ['a pinch of salt', { quantity: 1, unit: 'pinch', name: 'salt' }],
    ['two onions, chopped', { quantity: 2, name: 'onions', note: 'chopped' }],
    ['- 1 cup rice', { quantity: 1, unit: 'cup', name: 'rice' }],
    ['  4   slices   bread ', { quantity: 4, unit: 'slice', name: 'bread' }],
    ['1 orange', { quantity: 1, name: 'orange' }],
    ['an onion', { name: 'an onion' }],
    ['Juice of 1 lemon', { quantity: 1, name: 'lemon', note: 'juice only' }],
    ['juice of ½ lime', { quantity: 0.5, name: 'lime', note: 'juice only' }],
    ['Zest and juice of 2 oranges', { quantity: 2, name: 'oranges', note: 'zest and juice only' }],
    ['Juice of one lemon', { quantity: 1, name: 'lemon', note: 'juice only' }],
    [
      'Juice of 1 lemon (about 3 tbsp)',
      { quantity: 1, name: 'lemon', note: 'about 3 tbsp, juice only' },
    ],
    [
      'Seeds of 1 pomegranate, to serve',
      { quantity: 1, name: 'pomegranate', note: 'seeds only, to serve' },
    ],
    ['1 cup + 2 tbsp sugar', { quantity: 1.125, unit: 'cup', name: 'sugar' }],
    ['1 cup+2 tbsp sugar', { quantity: 1.125, unit: 'cup', name: 'sugar' }],
    ['2 tablespoons plus 1 teaspoon oil', { quantity: 2 + 1 / 3, unit: 'tbsp', name: 'oil' }],
    ['1 lb 4 oz beef, cubed', { quantity: 1.25, unit: 'lb', name: 'beef', note: 'cubed' }],
    ['1 kg and 500 g potatoes', { quantity: 1.5, unit: 'kg', name: 'potatoes' }],
    ['1 cup + 2 eggs', { quantity: 1, unit: 'cup', name: '+ 2 eggs' }],
    ['2 cups 2% milk', { quantity: 2, unit: 'cup', name: '2% milk' }],
    ['1 cup + 100 g flour', { quantity: 1, unit: 'cup', name: '+ 100 g flour' }],
    ['2% milk', { name: '2% milk' }],
    ['00 flour', { name: '00 flour' }],
    ['2 cloves', { quantity: 2, name: 'cloves' }],
    ['2', { name: '2' }],
    ['Parsley (optional)', { name: 'Parsley', note: 'optional' }],
  ])('reads %j', (line, expected) => {
    expect(parseIngredientLine(line)).toEqual({ kind: 'ingredient', ...expected });
  });

  it('reads any "a cup + b tbsp" as one amount that scales and converts whole', () => {
    const tbspInCups = 14.78676478125 / 236.5882365;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 15 }),
        fc.constantFrom('+', 'plus', 'and', ''),
        (cups, tablespoons, joiner) => {
          const line = `${cups} cups ${joiner} ${tablespoons} tbsp caster sugar, sifted`;
          const read = parseIngredientLine(line);
          expect(read).toMatchObject({ unit: 'cup', name: 'caster sugar', note: 'sifted' });
          expect(read.quantity).toBeCloseTo(cups + tablespoons * tbspInCups, 9);
          expect(scaleQuantity(read, 2).quantity).toBeCloseTo(2 * read.quantity!, 9);
          const millilitres = convert(read, 'metric');
          const total = (cups * 236.5882365 + tablespoons * 14.78676478125) / 1000;
          if (millilitres.unit === 'l') expect(millilitres.quantity).toBeCloseTo(total, 1);
          else expect(millilitres.quantity! / 1000).toBeCloseTo(total, 1);
        },
      ),
    );
  });

  it('scales a thing counted inside the line ("Juice of 2 lemons") with the servings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom('Juice', 'Zest', 'Zest and juice'),
        fc.constantFrom('lemons', 'limes', 'oranges'),
        (count, part, fruit) => {
          const read = parseIngredientLine(`${part} of ${count} ${fruit}`);
          expect(read).toEqual({
            kind: 'ingredient',
            quantity: count,
            name: fruit,
            note: `${part.toLowerCase()} only`,
          });
          expect(scaleQuantity(read, 1.5).quantity).toBe(count * 1.5);
        },
      ),
    );
  });

  it('gives what the schema accepts for ordinary lines', () => {
    for (const line of ['2–3 cloves garlic, minced', '1 (14 oz) can tomatoes', 'Salt to taste']) {
      expect(ingredientSchema.safeParse(parseIngredientLine(line)).success).toBe(true);
    }
  });

  it('never throws on odd lines', () => {
    for (const line of [
      '',
      '()',
      '(((',
      ',',
      '1/0 cup',
      '½½',
      '--',
      '1 cup,',
      `${'1 '.repeat(500)}x`,
    ]) {
      expect(() => parseIngredientLine(line)).not.toThrow();
    }
    expect(parseIngredientLine('')).toEqual({ kind: 'ingredient', name: '' });
  });
});

describe('scaleQuantity', () => {
  it('scales an amount and a range, keeping the rest of the line', () => {
    const line = { kind: 'ingredient', quantity: 2, quantityMax: 3, unit: 'cup', name: 'milk' };
    expect(scaleQuantity(line, 1.5)).toEqual({ ...line, quantity: 3, quantityMax: 4.5 });
    expect(scaleQuantity({ quantity: 1 / 3 }, 0.5)).toEqual({ quantity: 1 / 6 });
  });

  it('leaves lines without an amount, and unusable factors, alone', () => {
    const salt: Ingredient = { kind: 'ingredient', name: 'salt' };
    expect(scaleQuantity(salt, 2)).toEqual(salt);
    for (const factor of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(scaleQuantity({ quantity: 2 }, factor)).toEqual({ quantity: 2 });
    }
  });
});

describe('formatQuantity', () => {
  it.each([
    [1, '1'],
    [0.5, '½'],
    [1.25, '1¼'],
    [0.333, '⅓'],
    [2 / 3, '⅔'],
    [1 + 2 / 3, '1⅔'],
    [0.75, '¾'],
    [0.125, '⅛'],
    [0.375, '⅜'],
    [2.625, '2⅝'],
    [0.875, '⅞'],
    [1 / 6, '⅙'],
    [5 / 6, '⅚'],
    [0.2, '⅕'],
    [0.3, '⅓'],
    [0.45, '½'],
    [2.999, '3'],
    [0.96, '1'],
    [0.1, '⅛'],
    [0.04, '0.04'],
    [0.0625, '0.06'],
    [12.3, '12⅓'],
    [12.5, '12½'],
    [15.1, '15'],
    [99.9, '100'],
    [1234.5, '1235'],
    [0, '0'],
    [-2, '0'],
    [Number.NaN, ''],
  ])('shows %d as %j', (n, text) => {
    expect(formatQuantity(n)).toBe(text);
  });

  it('keeps decimals for metric units', () => {
    expect(formatQuantity(1.5, 'kg')).toBe('1.5');
    expect(formatQuantity(1234.5, 'g')).toBe('1235');
    expect(formatQuantity(66.666, 'g')).toBe('67');
    expect(formatQuantity(0.333, 'l')).toBe('0.33');
    expect(formatQuantity(0.5, 'cup')).toBe('½');
    expect(formatQuantity(0.5, 'handful of')).toBe('½');
  });

  it('shows ranges, and a range that rounds to one amount as one', () => {
    expect(formatQuantity({ quantity: 2, quantityMax: 3 })).toBe('2–3');
    expect(formatQuantity({ quantity: 1.5, quantityMax: 2.25 })).toBe('1½–2¼');
    expect(formatQuantity({ quantity: 2.99, quantityMax: 3.01 })).toBe('3');
    expect(formatQuantity({ quantity: 250, quantityMax: 300 }, 'g')).toBe('250–300');
  });
});
