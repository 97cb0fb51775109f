import { describe, expect, it } from 'vitest';
import { servingsProblem, totalMinutes, type Recipe } from './recipe-model.ts';
import { recipeSchema } from './recipe-schema.ts';

const pancakes: Recipe = {
  name: 'Buttermilk pancakes',
  type: 'breakfast',
  prepMinutes: 10,
  cookMinutes: 15,
  servings: 4,
  ingredients: [
    { kind: 'section', title: 'Batter' },
    { kind: 'ingredient', quantity: 1.5, unit: 'cup', name: 'flour', note: 'sifted' },
    { kind: 'ingredient', quantity: 2, quantityMax: 3, unit: 'tbsp', name: 'sugar' },
    { kind: 'ingredient', name: 'salt' },
  ],
  steps: [
    { kind: 'step', text: 'Whisk the dry ingredients.' },
    { kind: 'step', text: 'Cook 3 minutes a side.' },
  ],
  tags: ['weekend'],
  photoId: '0123456789abcdef0123456789abcdef',
  sourceUrl: 'https://example.com/pancakes',
  favourite: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

const problem = (recipe: unknown) => {
  const result = recipeSchema.safeParse(recipe);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the recipe schema', () => {
  it('accepts a whole recipe and derives its total time', () => {
    expect(problem(pancakes)).toBeNull();
    expect(totalMinutes(pancakes)).toBe(25);
  });

  it('names what is wrong, as the form shows it', () => {
    expect(problem({ ...pancakes, name: '  ' })).toBe('Name is required');
    expect(problem({ ...pancakes, type: 'brunch' })).toBe('Choose a recipe type');
    expect(problem({ ...pancakes, cookMinutes: -1 })).toBe('Cook time cannot be negative');
    expect(problem({ ...pancakes, prepMinutes: 2.5 })).toBe(
      'Prep time must be a whole number of minutes',
    );
    expect(problem({ ...pancakes, servings: 0 })).toBe('Servings must be at least 1');
    expect(
      problem({
        ...pancakes,
        ingredients: [{ kind: 'ingredient', quantity: 3, quantityMax: 2, name: 'eggs' }],
      }),
    ).toBe('The end of a range must not be below its start');
    expect(problem({ ...pancakes, sourceUrl: 'javascript:alert(1)' })).toBe(
      'Source must be a web address (http or https)',
    );
    expect(problem({ ...pancakes, photoId: '../etc/passwd' })).toBe(
      'Photo must be an uploaded file',
    );
  });

  it('says what is wrong with servings as the stepper does, without the schema', () => {
    for (const servings of [-3, 0, 0.5, 1, 4, 1.5, 1000, 1001, 1e9]) {
      const result = recipeSchema.shape.servings.safeParse(servings);
      expect(servingsProblem(servings)).toBe(
        result.success ? null : (result.error.issues[0]?.message ?? null),
      );
    }
  });

  it('refuses fields it does not know', () => {
    expect(recipeSchema.safeParse({ ...pancakes, rating: 5 }).success).toBe(false);
  });
});
