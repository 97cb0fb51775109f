import { describe, expect, it } from 'vitest';
import { moveRow, newRow } from '@/kit/editor/rows.ts';
import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import {
  ingredientsFromRows,
  listError,
  rowError,
  rowsFromIngredients,
  rowsFromPaste,
  rowsFromSteps,
  rowsValid,
  stepsFromRows,
} from './editor-rows.ts';

describe('ingredient rows', () => {
  it('start as the lines people read and give back the stored ingredients while unchanged', () => {
    const items: Recipe['ingredients'] = [
      { kind: 'ingredient', quantity: 2, quantityMax: 3, unit: 'clove', name: 'garlic' },
      { kind: 'section', title: 'For the sauce' },
      { kind: 'ingredient', quantity: 1.5, unit: 'cup', name: 'flour', note: 'sifted' },
    ];
    const rows = rowsFromIngredients(items);
    expect(rows.map((row) => [row.kind, row.text])).toEqual([
      ['item', '2–3 cloves garlic'],
      ['section', 'For the sauce'],
      ['item', '1½ cups flour, sifted'],
    ]);
    expect(ingredientsFromRows(rows)).toEqual(items);
  });

  it('read a changed line again, drop blank rows and trim section titles', () => {
    const rows = [
      newRow('item', '  '),
      newRow('section', '  For the dough '),
      newRow('item', '1 1/2 tbsp olive oil (extra virgin)'),
      newRow('item', 'salt to taste'),
    ];
    expect(ingredientsFromRows(rows)).toEqual([
      { kind: 'section', title: 'For the dough' },
      { kind: 'ingredient', quantity: 1.5, unit: 'tbsp', name: 'olive oil', note: 'extra virgin' },
      { kind: 'ingredient', name: 'salt', note: 'to taste' },
    ]);
  });

  it("carry the schema's message for an over-long line; a blank row is no error", () => {
    expect(rowError('ingredients', newRow('item', 'flour'))).toBeNull();
    expect(rowError('ingredients', newRow('item', ''))).toBeNull();
    expect(rowError('ingredients', newRow('item', 'x'.repeat(201)))).toBe(
      'Ingredient must be at most 200 characters',
    );
    expect(rowError('ingredients', newRow('section', 'x'.repeat(201)))).toBe(
      'Section must be at most 200 characters',
    );
    expect(rowError('steps', newRow('item', 'x'.repeat(4001)))).toBe(
      'Step must be at most 4000 characters',
    );
  });

  it('say when a list has too many lines, not counting blank ones', () => {
    const many = Array.from({ length: 201 }, (_, i) => newRow('item', `step ${i}`));
    expect(listError('steps', many)).toBe('At most 200 steps');
    expect(rowsValid('steps', many)).toBe(false);
    expect(listError('steps', [...many.slice(1), newRow()])).toBeNull();
    expect(listError('ingredients', many)).toBe('At most 200 ingredient lines');
  });
});

describe('step rows', () => {
  it('round-trip steps and sections, trimming text', () => {
    const steps: Recipe['steps'] = [
      { kind: 'section', title: 'Dough' },
      { kind: 'step', text: 'Mix.\nKnead for 10 minutes.' },
    ];
    const rows = rowsFromSteps(steps);
    expect(stepsFromRows(rows)).toEqual(steps);
    expect(stepsFromRows([...rows, newRow('item', '  Rest.  '), newRow('item', '')])).toEqual([
      ...steps,
      { kind: 'step', text: 'Rest.' },
    ]);
  });
});

describe('moveRow', () => {
  it('moves one place either way and ignores moves past the ends', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('rowsFromPaste', () => {
  it('makes a row of each ingredient line, headings ending in a colon sections', () => {
    expect(
      rowsFromPaste(
        'ingredients',
        '2 cups flour\r\n\n• 1 tsp salt\nFor the sauce:\n- 3 tomatoes\n',
      ),
    ).toEqual([
      { kind: 'item', text: '2 cups flour' },
      { kind: 'item', text: '1 tsp salt' },
      { kind: 'section', text: 'For the sauce' },
      { kind: 'item', text: '3 tomatoes' },
    ]);
  });

  it('splits steps by paragraph when there are blank lines, else by line, without numbers', () => {
    expect(
      rowsFromPaste('steps', '1. Preheat the oven.\n2) Mix\nStep 3: Bake 20 minutes.'),
    ).toEqual([
      { kind: 'item', text: 'Preheat the oven.' },
      { kind: 'item', text: 'Mix' },
      { kind: 'item', text: 'Bake 20 minutes.' },
    ]);
    expect(rowsFromPaste('steps', 'Mix the flour\nand the salt.\n\n  \nBake at 200 °C.')).toEqual([
      { kind: 'item', text: 'Mix the flour and the salt.' },
      { kind: 'item', text: 'Bake at 200 °C.' },
    ]);
    expect(
      rowsFromPaste('steps', 'Whisk together the following in a large bowl until smooth:'),
    ).toEqual([
      { kind: 'item', text: 'Whisk together the following in a large bowl until smooth:' },
    ]);
  });
});
