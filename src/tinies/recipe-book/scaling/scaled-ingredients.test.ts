import { describe, expect, it } from 'vitest';
import type { Ingredient, Recipe } from '@/shared/recipe-book/recipe-model.ts';
import {
  groupBySection,
  ingredientLabel,
  ingredientText,
  scaleFactor,
  servingsFrom,
  stepText,
} from './scaled-ingredients.ts';

const line = (fields: Partial<Ingredient>): Ingredient => ({
  kind: 'ingredient',
  name: 'flour',
  ...fields,
});

const shown = (ingredient: Ingredient, factor: number, units: 'as-written' | 'metric' | 'us') =>
  ingredientLabel(ingredientText(ingredient, factor, units));

describe('servings and scale', () => {
  it('accepts whole servings from 1 to 1000 only', () => {
    expect(servingsFrom('6')).toBe(6);
    expect(servingsFrom(1000)).toBe(1000);
    for (const bad of ['', ' ', '0', '1001', '2.5', 'six', -1, Number.NaN, null]) {
      expect(servingsFrom(bad)).toBeNull();
    }
  });

  it('scales by servings over the recipe’s own servings', () => {
    expect(scaleFactor(4, 6)).toBe(1.5);
    expect(scaleFactor(4, 1)).toBe(0.25);
    expect(scaleFactor(0, 6)).toBe(1);
  });
});

describe('ingredientText', () => {
  it('shows scaled amounts as kitchen fractions, metric amounts as decimals', () => {
    expect(shown(line({ quantity: 1.5, unit: 'cup', name: 'tomatoes' }), 1.5, 'as-written')).toBe(
      '2¼ cups tomatoes',
    );
    expect(shown(line({ quantity: 400, unit: 'g', name: 'spaghetti' }), 1.5, 'as-written')).toBe(
      '600 g spaghetti',
    );
    expect(shown(line({ quantity: 1, unit: 'cup' }), 1 / 3, 'as-written')).toBe('⅓ cup flour');
    expect(shown(line({ quantity: 3, name: 'eggs', note: 'beaten' }), 0.5, 'as-written')).toBe(
      '1½ eggs, beaten',
    );
  });

  it('scales both ends of a range and keeps the unit plural', () => {
    const text = ingredientText(line({ quantity: 2, quantityMax: 3, unit: 'clove' }), 2, 'us');
    expect(text).toEqual({ amount: '4–6', unit: 'cloves', name: 'flour' });
  });

  it('converts mass and volume to the chosen system and leaves the rest', () => {
    const tomatoes = line({ quantity: 1.5, unit: 'cup', name: 'tomatoes' });
    expect(shown(tomatoes, 1, 'metric')).toBe('355 ml tomatoes');
    expect(shown(tomatoes, 1, 'us')).toBe('1½ cups tomatoes');
    expect(shown(line({ quantity: 600, unit: 'g' }), 1, 'us')).toBe('1¼ lb flour');
    expect(shown(line({ quantity: 2, unit: 'tbsp', name: 'oil' }), 1, 'metric')).toBe('30 ml oil');
    expect(shown(line({ quantity: 1, unit: 'pinch', name: 'salt' }), 1, 'metric')).toBe(
      '1 pinch salt',
    );
    expect(shown(line({ quantity: 2, unit: 'handful' }), 1, 'metric')).toBe('2 handfuls flour');
  });

  it('shows a line without an amount as written', () => {
    expect(ingredientText(line({ name: 'salt', note: 'to taste' }), 3, 'metric')).toEqual({
      amount: '',
      unit: '',
      name: 'salt',
      note: 'to taste',
    });
  });
});

describe('stepText', () => {
  it('converts oven temperatures unless the recipe is shown as written', () => {
    const text = 'Bake at 350°F for 20 minutes.';
    expect(stepText(text, 'as-written')).toBe(text);
    expect(stepText(text, 'metric')).toBe('Bake at 180°C for 20 minutes.');
    expect(stepText('Heat the oven to 200°C.', 'us')).toBe('Heat the oven to 400°F.');
  });
});

describe('groupBySection', () => {
  it('splits at headings, keeps each line’s index and counts for numbering', () => {
    const steps: Recipe['steps'] = [
      { kind: 'step', text: 'a' },
      { kind: 'section', title: 'Sauce' },
      { kind: 'step', text: 'b' },
      { kind: 'step', text: 'c' },
      { kind: 'section', title: 'Empty' },
      { kind: 'section', title: 'To serve' },
      { kind: 'step', text: 'd' },
    ];
    const groups = groupBySection(steps);
    expect(
      groups.map((g) => [g.title, g.offset, g.items.map((i) => `${i.index}${i.item.text}`)]),
    ).toEqual([
      [undefined, 0, ['0a']],
      ['Sauce', 1, ['2b', '3c']],
      ['Empty', 3, []],
      ['To serve', 3, ['6d']],
    ]);
    expect(groupBySection([])).toEqual([]);
  });
});
