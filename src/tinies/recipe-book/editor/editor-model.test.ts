import { describe, expect, it } from 'vitest';
import { newRow } from '@/kit/editor/rows.ts';
import { recipeSchema, type Recipe } from '@/shared/recipe-book/recipe-schema.ts';
import { validateField } from '@/ui/form-rules.ts';
import {
  checkRecipe,
  draftRecipe,
  recipeFields,
  startValues,
  tagsFromText,
  totalTimeText,
} from './editor-model.ts';
import { rowsFromIngredients, rowsFromSteps } from './editor-rows.ts';

const NOW = '2025-05-01T12:00:00.000Z';

const RECIPE: Recipe = {
  name: 'Pancakes',
  type: 'breakfast',
  description: 'Fluffy.',
  prepMinutes: 5,
  cookMinutes: 15,
  servings: 2,
  ingredients: [
    { kind: 'ingredient', quantity: 1, unit: 'cup', name: 'flour' },
    { kind: 'section', title: 'To serve' },
    { kind: 'ingredient', name: 'maple syrup' },
  ],
  steps: [{ kind: 'step', text: 'Mix and fry.' }],
  tags: ['sweet', 'quick'],
  photoId: 'a'.repeat(32),
  sourceUrl: 'https://example.org/pancakes',
  cuisine: 'American',
  notes: 'Rest the batter.',
  favourite: true,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-02T00:00:00.000Z',
};

const field = (name: string) => recipeFields({}).find((f) => f.name === name)!;

describe('recipe fields', () => {
  it("use the spec's messages and the schema's own", () => {
    expect(validateField(field('name'), '  ')).toBe('Name is required');
    expect(validateField(field('type'), '')).toBe('Type is required');
    expect(validateField(field('sourceUrl'), 'ftp://example.org')).toBe(
      'Source must be a web address (http or https)',
    );
    expect(validateField(field('sourceUrl'), ' https://example.org/a ')).toBeNull();
    expect(validateField(field('prepMinutes'), '-5')).toBe('Prep time cannot be negative');
    expect(validateField(field('cookMinutes'), '2.5')).toBe(
      'Cook time must be a whole number of minutes',
    );
    expect(validateField(field('servings'), '0')).toBe('Servings must be at least 1');
    expect(validateField(field('tags'), `ok, ${'x'.repeat(41)}`)).toBe(
      'Tag must be at most 40 characters',
    );
    expect(validateField(field('cuisine'), 'x'.repeat(41))).toBe(
      'Cuisine must be at most 40 characters',
    );
  });

  it('show the total time of what is typed so far', () => {
    expect(totalTimeText({ prepMinutes: 15, cookMinutes: 60 })).toBe('Total time: 1 h 15 min');
    expect(totalTimeText({ prepMinutes: null, cookMinutes: 20 })).toBe('Total time: 20 min');
    expect(totalTimeText({ prepMinutes: -1, cookMinutes: 20 })).toBe('Total time: —');
    expect(field('cookMinutes').description).toBe('Total time: 0 min');
  });
});

describe('tagsFromText', () => {
  it('trims, drops blanks and repeats whatever their case', () => {
    expect(tagsFromText(' pasta,, quick , Pasta,  weeknight  dinner ')).toEqual([
      'pasta',
      'quick',
      'weeknight dinner',
    ]);
  });
});

describe('draftRecipe', () => {
  it('gives back an unchanged recipe as it was, with only updatedAt new', () => {
    const draft = draftRecipe(
      startValues(RECIPE),
      {
        ingredients: rowsFromIngredients(RECIPE.ingredients),
        steps: rowsFromSteps(RECIPE.steps),
        photoId: RECIPE.photoId,
      },
      RECIPE,
      NOW,
    );
    expect(draft).toEqual({ ...RECIPE, updatedAt: NOW });
    expect(checkRecipe(draft)).toEqual({ recipe: { ...RECIPE, updatedAt: NOW } });
  });

  it('makes a new recipe: empty optional text left out, empty times none, dates now', () => {
    const draft = draftRecipe(
      {
        ...startValues(undefined),
        name: '  Toast ',
        type: 'snack',
        description: '   ',
        sourceUrl: '',
      },
      { ingredients: [newRow('item', '2 slices bread')], steps: [newRow()], photoId: undefined },
      undefined,
      NOW,
    );
    expect(draft).toEqual({
      name: 'Toast',
      type: 'snack',
      prepMinutes: 0,
      cookMinutes: 0,
      servings: 4,
      ingredients: [{ kind: 'ingredient', quantity: 2, unit: 'slice', name: 'bread' }],
      steps: [],
      tags: [],
      favourite: false,
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(recipeSchema.safeParse(draft).success).toBe(true);
  });

  it('names the first problem the schema finds, and where', () => {
    const draft = draftRecipe(
      { ...startValues(RECIPE), servings: 0 },
      { ingredients: [], steps: [newRow('item', 'x'.repeat(4001))], photoId: undefined },
      RECIPE,
      NOW,
    );
    expect(checkRecipe(draft)).toEqual({ problem: 'Servings must be at least 1' });
    const steps = draftRecipe(
      startValues(RECIPE),
      { ingredients: [], steps: [newRow('item', 'x'.repeat(4001))], photoId: undefined },
      RECIPE,
      NOW,
    );
    expect(checkRecipe(steps)).toEqual({
      problem: 'Steps, line 1: Step must be at most 4000 characters',
    });
  });
});
