import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_EXTENSION,
  exportRecipes,
  ingredientLine,
  isoDuration,
  recipesFromExport,
  recipeToSchemaOrg,
} from './recipe-export.ts';
import type { Recipe } from './recipe-model.ts';

const NOW = '2026-12-01T08:00:00.000Z';

const pancakes: Recipe = {
  name: 'Buttermilk pancakes',
  type: 'breakfast',
  description: 'Fluffy.\nBest on a Sunday.',
  prepMinutes: 10,
  cookMinutes: 65,
  servings: 4,
  ingredients: [
    { kind: 'section', title: 'Batter' },
    { kind: 'ingredient', quantity: 1.5, unit: 'cup', name: 'flour', note: 'sifted' },
    { kind: 'ingredient', quantity: 2, quantityMax: 3, unit: 'tbsp', name: 'sugar' },
    { kind: 'ingredient', quantity: 250, unit: 'ml', name: 'buttermilk' },
    { kind: 'section', title: 'To serve' },
    { kind: 'ingredient', name: 'maple syrup', note: 'to taste' },
  ],
  steps: [
    { kind: 'step', text: 'Heat a pan.' },
    { kind: 'section', title: 'Batter' },
    { kind: 'step', text: 'Whisk the dry ingredients.' },
    { kind: 'step', text: 'Cook 3 minutes a side.' },
    { kind: 'section', title: 'Serving' },
    { kind: 'step', text: 'Stack and pour.' },
  ],
  tags: ['weekend', 'sweet, sticky'],
  photoId: '0123456789abcdef0123456789abcdef',
  sourceUrl: 'https://example.com/pancakes',
  cuisine: 'American',
  notes: 'Rest the batter 10 minutes.\n\nDouble for guests 🥞.',
  favourite: true,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-22T09:30:00.000+01:00',
};

/** A recipe with nothing but what the schema requires. */
const bare: Recipe = {
  name: 'Toast',
  type: 'snack',
  prepMinutes: 0,
  cookMinutes: 0,
  servings: 1,
  ingredients: [],
  steps: [],
  tags: [],
  favourite: false,
  createdAt: NOW,
  updatedAt: NOW,
};

const brine: Recipe = {
  ...bare,
  name: 'Brined turkey',
  type: 'dinner',
  prepMinutes: 7 * 24 * 60,
  cookMinutes: 210,
  servings: 1000,
  ingredients: [
    { kind: 'ingredient', quantity: 1 / 3, unit: 'cup', name: 'salt' },
    { kind: 'ingredient', quantity: 0.7, quantityMax: 1.25, unit: 'kg', name: 'sugar' },
    { kind: 'ingredient', quantity: 2, unit: 'handful', name: 'herbs' },
    { kind: 'ingredient', quantity: 12, name: 'peppercorns' },
  ],
  steps: [{ kind: 'section', title: 'Day one' }],
};

describe('recipeToSchemaOrg', () => {
  it('writes a schema.org Recipe other apps read, with our document beside it', () => {
    const item = recipeToSchemaOrg(pancakes, {
      id: 'abc123',
      photoUrl: 'https://tinies.example/api/files/0123456789abcdef0123456789abcdef',
    });
    expect(item).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      identifier: 'abc123',
      name: 'Buttermilk pancakes',
      description: 'Fluffy.\nBest on a Sunday.',
      recipeCategory: 'Breakfast',
      recipeCuisine: 'American',
      keywords: 'weekend, sweet, sticky',
      recipeYield: '4',
      recipeIngredient: [
        '1½ cups flour, sifted',
        '2–3 tbsp sugar',
        '250 ml buttermilk',
        'maple syrup, to taste',
      ],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Heat a pan.' },
        {
          '@type': 'HowToSection',
          name: 'Batter',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Whisk the dry ingredients.' },
            { '@type': 'HowToStep', text: 'Cook 3 minutes a side.' },
          ],
        },
        {
          '@type': 'HowToSection',
          name: 'Serving',
          itemListElement: [{ '@type': 'HowToStep', text: 'Stack and pour.' }],
        },
      ],
      prepTime: 'PT10M',
      cookTime: 'PT1H5M',
      totalTime: 'PT1H15M',
      url: 'https://example.com/pancakes',
      image: 'https://tinies.example/api/files/0123456789abcdef0123456789abcdef',
      dateCreated: '2026-11-21T10:00:00.000Z',
      dateModified: '2026-11-22T09:30:00.000+01:00',
      [EXPORT_EXTENSION]: { version: 1, recipe: pancakes },
    });
  });

  it('leaves out what a recipe does not have', () => {
    const keys = Object.keys(recipeToSchemaOrg(bare, { id: 'b' }));
    for (const absent of ['description', 'recipeCuisine', 'keywords', 'url', 'image']) {
      expect(keys).not.toContain(absent);
    }
    expect(keys).toContain('recipeIngredient');
  });

  it('writes minutes as ISO 8601 durations and ingredients as lines', () => {
    expect([0, 45, 60, 75, 10080].map(isoDuration)).toEqual([
      'PT0M',
      'PT45M',
      'PT1H',
      'PT1H15M',
      'PT168H',
    ]);
    expect(
      brine.ingredients.map((item) => item.kind === 'ingredient' && ingredientLine(item)),
    ).toEqual(['⅓ cup salt', '0.7–1.3 kg sugar', '2 handfuls herbs', '12 peppercorns']);
  });
});

describe('export and import', () => {
  const recipes = [pancakes, bare, brine];
  const exported = exportRecipes(recipes.map((recipe, i) => ({ id: `r${i}`, recipe })));

  it('gives back exactly the recipes exported', () => {
    expect(JSON.parse(exported)).toHaveLength(3);
    expect(recipesFromExport(exported, { now: NOW })).toEqual(recipes);
  });

  it('reads the schema.org fields alone when the extension is missing or not ours', () => {
    const items = JSON.parse(exported) as Array<Record<string, unknown>>;
    const stripped = items.map((item, i) => {
      const { [EXPORT_EXTENSION]: extension, ...rest } = item;
      if (i === 0) return rest;
      if (i === 1) return { ...rest, [EXPORT_EXTENSION]: { version: 2, recipe: bare } };
      return {
        ...rest,
        [EXPORT_EXTENSION]: { ...(extension as object), recipe: { ...brine, servings: 0 } },
      };
    });
    const [first, second, third] = recipesFromExport(JSON.stringify(stripped), { now: NOW });
    // Without the extension: no sections among the ingredients, no notes, photo or
    // favourite mark, today's dates; the rest survives schema.org.
    expect(first).toEqual({
      ...pancakes,
      ingredients: pancakes.ingredients.filter((item) => item.kind === 'ingredient'),
      tags: ['weekend', 'sweet', 'sticky'],
      photoId: undefined,
      notes: undefined,
      favourite: false,
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(second).toEqual(bare);
    expect(third).toMatchObject({ name: 'Brined turkey', servings: 1000, prepMinutes: 10080 });
  });

  it('imports a file another app exported, through the schema.org reader', () => {
    const text = readFileSync(new URL('./fixtures/recipe-export.json', import.meta.url), 'utf8');
    const [noodles, lemonade, ...rest] = recipesFromExport(text, { now: NOW });
    expect(rest).toEqual([]);
    expect(noodles).toEqual({
      name: 'Miso Mushroom Noodles',
      type: 'dinner',
      description: 'Savoury, glossy noodles for a quick supper.',
      prepMinutes: 10,
      cookMinutes: 15,
      servings: 2,
      ingredients: [
        { kind: 'ingredient', quantity: 200, unit: 'g', name: 'udon noodles' },
        {
          kind: 'ingredient',
          quantity: 250,
          unit: 'g',
          name: 'chestnut mushrooms',
          note: 'sliced',
        },
        { kind: 'ingredient', quantity: 1, unit: 'tbsp', name: 'white miso' },
        { kind: 'ingredient', quantity: 1, unit: 'tbsp', name: 'soy sauce' },
        { kind: 'ingredient', quantity: 2, name: 'spring onions', note: 'sliced' },
      ],
      steps: [
        { kind: 'section', title: 'Sauce' },
        { kind: 'step', text: 'Whisk the miso and soy sauce with 3 tbsp hot water.' },
        { kind: 'section', title: 'Noodles' },
        { kind: 'step', text: 'Fry the mushrooms in a hot pan until browned, about 6 minutes.' },
        {
          kind: 'step',
          text: 'Add the noodles and sauce and toss for 2 minutes. Top with the spring onions.',
        },
      ],
      tags: ['quick', 'noodles'],
      sourceUrl: 'https://www.example.org/miso-noodles',
      cuisine: 'Japanese',
      favourite: false,
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(lemonade).toMatchObject({
      name: 'Iced Ginger Lemonade',
      type: 'beverage',
      prepMinutes: 5,
      cookMinutes: 0,
      servings: 1,
      tags: [],
    });
    expect(lemonade!.ingredients[0]).toEqual({
      kind: 'ingredient',
      name: 'thumb of ginger',
      note: 'grated',
    });
  });

  it('reads one object as well as a list, and nothing from text that is no JSON', () => {
    const one = JSON.stringify(recipeToSchemaOrg(bare, { id: 'x' }));
    expect(recipesFromExport(one, { now: NOW })).toEqual([bare]);
    expect(recipesFromExport('not json at all', { now: NOW })).toEqual([]);
    expect(recipesFromExport('[1, null, "Recipe"]', { now: NOW })).toEqual([]);
  });
});
