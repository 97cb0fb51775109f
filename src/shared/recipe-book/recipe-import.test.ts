import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractRecipes, type ExtractedRecipe } from './json-ld.ts';
import { recipeFromExtracted, TYPE_GUESSED } from './recipe-import.ts';
import { RECIPE_LIMITS, type RecipeType } from './recipe-model.ts';
import { recipeSchema } from './recipe-schema.ts';

const NOW = '2026-11-21T10:00:00.000Z';
const FIXTURES = new URL('./fixtures/', import.meta.url);

/** A recipe as a page might describe it; only what a test changes needs saying. */
function page(overrides: Partial<ExtractedRecipe> = {}): ExtractedRecipe {
  return {
    name: 'Soup',
    images: [],
    categories: ['Dinner'],
    cuisines: [],
    keywords: [],
    yields: ['4'],
    ingredients: [],
    instructions: [],
    prepTime: 'PT10M',
    cookTime: 'PT20M',
    ...overrides,
  };
}

const draft = (overrides: Partial<ExtractedRecipe> = {}) =>
  recipeFromExtracted(page(overrides), { now: NOW });

describe('recipeFromExtracted on the fixture pages', () => {
  const recipes = readdirSync(FIXTURES).flatMap((name) =>
    extractRecipes(readFileSync(new URL(name, FIXTURES), 'utf8')).map(
      (extracted) => [`${name}: ${extracted.name}`, extracted] as const,
    ),
  );

  it('finds recipes in every fixture', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(10);
  });

  it.each(recipes)('%s gives a recipe the schema accepts', (_, extracted) => {
    const { recipe } = recipeFromExtracted(extracted, { now: NOW });
    const result = recipeSchema.safeParse(recipe);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('reads a small blog’s free-text times, yield and keywords', () => {
    const [extracted] = extractRecipes(
      readFileSync(new URL('minimal-blog.html', FIXTURES), 'utf8'),
    );
    const { recipe, warnings, imageUrl } = recipeFromExtracted(extracted!, {
      now: NOW,
      sourceUrl: 'https://crumbs.example/oat-bars',
    });
    expect(recipe).toMatchObject({
      name: 'Brown Butter Oat Bars',
      type: 'dessert',
      prepMinutes: 15,
      cookMinutes: 35,
      servings: 16,
      tags: ['baking', 'oats', 'brown butter', 'traybake'],
      sourceUrl: 'https://crumbs.example/oat-bars',
      favourite: false,
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(recipe.ingredients).toHaveLength(5);
    expect(recipe.steps).toHaveLength(5);
    expect(warnings).toEqual([]);
    expect(imageUrl).toBeUndefined();
  });

  it('offers the page’s first image instead of storing it', () => {
    const [extracted] = extractRecipes(
      readFileSync(new URL('wordpress-recipe-plugin.html', FIXTURES), 'utf8'),
    );
    const result = recipeFromExtracted(extracted!, { now: NOW });
    expect(result.imageUrl).toBe(extracted!.images[0]);
    expect(result.recipe.photoId).toBeUndefined();
    expect(result.recipe.sourceUrl).toBe('https://pantrylantern.example/smoky-bean-squash-chilli/');
    expect(result.recipe).toMatchObject({ type: 'dinner', prepMinutes: 20, cookMinutes: 70 });
    expect(result.recipe.ingredients[4]).toEqual({
      kind: 'ingredient',
      quantity: 2,
      unit: 'tsp',
      name: 'smoked paprika',
    });
  });
});

describe('the recipe type', () => {
  const cases: Array<[Partial<ExtractedRecipe>, RecipeType]> = [
    [{ categories: ['Breakfast & Brunch'] }, 'breakfast'],
    [{ categories: ['Brunch'] }, 'breakfast'],
    [{ categories: ['Lunch'] }, 'lunch'],
    [{ categories: ['Main Course'] }, 'dinner'],
    [{ categories: ['Entrées'] }, 'dinner'],
    [{ categories: ['Supper'] }, 'dinner'],
    [{ categories: ['Snacks'] }, 'snack'],
    [{ categories: ['Baking'] }, 'dessert'],
    [{ categories: ['Cakes'] }, 'dessert'],
    [{ categories: ['Sweets'] }, 'dessert'],
    [{ categories: ['Starters'] }, 'appetizer'],
    [{ categories: ['Hors d’œuvres'] }, 'appetizer'],
    [{ categories: ['Appetisers'] }, 'appetizer'],
    [{ categories: ['Side Dish'] }, 'side'],
    [{ categories: ['Salads'] }, 'side'],
    [{ categories: ['Salad', 'Lunch'] }, 'lunch'],
    [{ categories: ['Cocktails'] }, 'beverage'],
    [{ categories: ['Smoothie'] }, 'beverage'],
    [{ categories: ['pasta', 'Dessert'] }, 'dessert'],
    [{ categories: ['Dessert'], keywords: ['dinner party'] }, 'dessert'],
    [{ categories: ['Vegan'], keywords: ['quick', 'drinks'] }, 'beverage'],
  ];

  it.each(cases)('%j → %s, with no warning', (overrides, type) => {
    const { recipe, warnings } = draft({ categories: [], ...overrides });
    expect(recipe.type).toBe(type);
    expect(warnings).not.toContain(TYPE_GUESSED);
  });

  it('reads the name last, and flags a type read from it', () => {
    const cookies = draft({ categories: [], name: 'Chocolate Chip Cookies' });
    expect(cookies.recipe.type).toBe('dessert');
    expect(cookies.warnings).toContain(TYPE_GUESSED);
  });

  it('does not take a dish’s name for its type where the word means something else', () => {
    for (const name of ['Sweet Potato Fries', 'Sourdough Starter']) {
      const result = draft({ categories: [], name });
      expect(result.recipe.type).toBe('dinner');
      expect(result.warnings).toContain(TYPE_GUESSED);
    }
  });

  it('falls back to dinner with a warning', () => {
    const { recipe, warnings } = draft({ categories: ['Vegan'], name: 'Tomato Galette' });
    expect(recipe.type).toBe('dinner');
    expect(warnings).toContain(TYPE_GUESSED);
  });
});

describe('servings', () => {
  it.each([
    [['4'], 4],
    [['Makes 16 bars'], 16],
    [['1 galette (serves 6)'], 6],
    [['4-6 servings'], 4],
    [['Serves two'], 2],
    [['0', '8 ramekins'], 8],
  ])('%j → %i', (yields, servings) => {
    const { recipe, warnings } = draft({ yields });
    expect(recipe.servings).toBe(servings);
    expect(warnings).toEqual([]);
  });

  it('defaults to 4 with a warning when the yield has no usable number', () => {
    for (const yields of [[], ['a big bowl'], ['5000 g']]) {
      const { recipe, warnings } = draft({ yields });
      expect(recipe.servings).toBe(4);
      expect(warnings).toEqual(['Servings not given: set to 4']);
    }
  });
});

describe('times', () => {
  const times = (prepTime?: string, cookTime?: string, totalTime?: string) => {
    const { recipe, warnings } = draft({ prepTime, cookTime, totalTime });
    return { prep: recipe.prepMinutes, cook: recipe.cookMinutes, warnings };
  };

  it('reads ISO and free text, a range as its upper end', () => {
    expect(times('PT1H15M', '25-35 minutes', 'PT3H')).toEqual({ prep: 75, cook: 35, warnings: [] });
    expect(times('PT10M', undefined)).toEqual({ prep: 10, cook: 0, warnings: [] });
  });

  it('puts a lone total in the cook time, with a warning', () => {
    expect(times(undefined, undefined, '3 hrs 15 mins')).toEqual({
      prep: 0,
      cook: 195,
      warnings: ['Only a total time was given: it is in the cook time, check it'],
    });
  });

  it('derives the missing part from the total, never below 0', () => {
    expect(times('PT20M', undefined, 'PT1H')).toMatchObject({ prep: 20, cook: 40 });
    expect(times(undefined, 'PT45M', 'PT1H')).toMatchObject({ prep: 15, cook: 45 });
    expect(times('PT2H', undefined, 'PT1H')).toMatchObject({ prep: 120, cook: 0 });
  });

  it('warns about times it cannot read, missing times and times over a week', () => {
    expect(times('overnight', 'PT30M')).toEqual({
      prep: 0,
      cook: 30,
      warnings: ['Prep time not understood ("overnight"): check it'],
    });
    expect(times(undefined, undefined)).toEqual({
      prep: 0,
      cook: 0,
      warnings: ['Times not given: check them'],
    });
    expect(times('P2W', 'PT1H')).toEqual({
      prep: RECIPE_LIMITS.minutes,
      cook: 60,
      warnings: ['Prep time was longer than a week and has been shortened'],
    });
  });
});

describe('the rest of the fields', () => {
  it('makes tags of the keywords: trimmed, once each, within the limits', () => {
    const { recipe, warnings } = draft({
      keywords: [
        ' Quick ',
        'quick',
        'Vegan',
        'x'.repeat(50),
        ...Array.from({ length: 40 }, (_, i) => `t${i}`),
      ],
    });
    expect(recipe.tags.slice(0, 3)).toEqual(['Quick', 'Vegan', `${'x'.repeat(39)}…`]);
    expect(recipe.tags).toHaveLength(RECIPE_LIMITS.tags);
    expect(warnings).toEqual([
      'A tag was too long and has been shortened',
      'Only the first 30 tags were kept',
    ]);
  });

  it('cuts long text to the schema’s limits and says so', () => {
    const { recipe, warnings } = draft({
      name: 'N'.repeat(300),
      description: 'D'.repeat(2500),
      cuisines: ['C'.repeat(50), 'Thai'],
      ingredients: [`2 cups ${'f'.repeat(250)}, ${'n'.repeat(250)}`, ...Array(250).fill('1 egg')],
      instructions: [
        { kind: 'section', title: 'S'.repeat(250) },
        { kind: 'step', text: `${'s'.repeat(3998)}😀😀` },
      ],
    });
    expect(recipeSchema.safeParse(recipe).success).toBe(true);
    expect(recipe.name).toHaveLength(RECIPE_LIMITS.name);
    expect(recipe.description).toHaveLength(RECIPE_LIMITS.description);
    expect(recipe.cuisine).toBe(`${'C'.repeat(39)}…`);
    expect(recipe.ingredients).toHaveLength(RECIPE_LIMITS.items);
    expect(recipe.ingredients[0]).toMatchObject({ quantity: 2, unit: 'cup' });
    // The emoji is not split in half: the step ends after the last whole character.
    expect(recipe.steps[1]).toEqual({ kind: 'step', text: `${'s'.repeat(3998)}…` });
    expect(warnings).toEqual([
      'An ingredient was too long and has been shortened',
      'An ingredient note was too long and has been shortened',
      'A section title was too long and has been shortened',
      'A step was too long and has been shortened',
      'The name was too long and has been shortened',
      'The description was too long and has been shortened',
      'Only the first 200 ingredient lines were kept',
      'The cuisine was too long and has been shortened',
    ]);
  });

  it('names a recipe the page left nameless', () => {
    const { recipe, warnings } = draft({ name: '  ' });
    expect(recipe.name).toBe('Untitled recipe');
    expect(warnings).toEqual(['The page gave no name: one is needed']);
  });

  it('keeps only an http(s) source, preferring the page it was read from', () => {
    const source = (sourceUrl: string | undefined, url: string | undefined) =>
      recipeFromExtracted(page({ url }), { now: NOW, sourceUrl }).recipe.sourceUrl;
    expect(source('https://a.example/r', 'https://b.example/r')).toBe('https://a.example/r');
    expect(source('javascript:alert(1)', 'https://b.example/r')).toBe('https://b.example/r');
    expect(source(undefined, 'ftp://b.example/r')).toBeUndefined();
    expect(source(`https://a.example/${'x'.repeat(3000)}`, undefined)).toBeUndefined();
  });

  it('keeps ingredient lines as lines and steps with their sections', () => {
    const { recipe } = draft({
      ingredients: ['2–3 cloves garlic, minced', '', 'salt, to taste'],
      instructions: [
        { kind: 'section', title: 'Sauce' },
        { kind: 'step', text: 'Stir.' },
      ],
      cuisines: ['Italian', 'French'],
    });
    expect(recipe.ingredients).toEqual([
      {
        kind: 'ingredient',
        quantity: 2,
        quantityMax: 3,
        unit: 'clove',
        name: 'garlic',
        note: 'minced',
      },
      { kind: 'ingredient', name: 'salt', note: 'to taste' },
    ]);
    expect(recipe.steps).toEqual([
      { kind: 'section', title: 'Sauce' },
      { kind: 'step', text: 'Stir.' },
    ]);
    expect(recipe.cuisine).toBe('Italian');
  });
});
