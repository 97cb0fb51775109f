import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  browseEntries,
  isFiltering,
  NO_FILTERS,
  parseFilters,
  sortEntries,
  writeFilters,
  type RecipeFilters,
} from './recipe-filters.ts';
import type { RecipeEntry } from '../use-recipe-book.ts';
import { plainRecipe as recipe } from './testing/plain-recipe.ts';

const ENTRIES: RecipeEntry[] = [
  {
    id: 'r1',
    recipe: recipe({
      name: 'Shakshuka',
      type: 'breakfast',
      prepMinutes: 10,
      cookMinutes: 25,
      ingredients: [
        { kind: 'ingredient', quantity: 4, name: 'eggs' },
        { kind: 'section', title: 'For the sauce' },
        { kind: 'ingredient', quantity: 1, unit: 'can', name: 'tomatoes', note: 'San Marzano' },
      ],
      tags: ['eggs', 'one-pan'],
      createdAt: '2025-03-01T08:00:00.000Z',
    }),
  },
  {
    id: 'r2',
    recipe: recipe({
      name: 'Crème brûlée',
      type: 'dessert',
      prepMinutes: 20,
      cookMinutes: 40,
      tags: ['french', 'make-ahead'],
      favourite: true,
      createdAt: '2025-05-01T08:00:00.000Z',
    }),
  },
  {
    id: 'r3',
    recipe: recipe({
      name: 'Iced coffee',
      type: 'beverage',
      prepMinutes: 0,
      cookMinutes: 0,
      ingredients: [{ kind: 'ingredient', name: 'cold brew' }],
      tags: ['summer'],
      createdAt: '2025-02-01T08:00:00.000Z',
    }),
  },
  {
    id: 'r4',
    recipe: recipe({
      name: 'beef stew',
      type: 'dinner',
      description: 'Slow and rich.',
      cuisine: 'Irish',
      prepMinutes: 30,
      cookMinutes: 150,
      ingredients: [{ kind: 'ingredient', quantity: 1, unit: 'kg', name: 'beef chuck' }],
      tags: ['winter'],
      favourite: true,
      createdAt: '2025-04-01T08:00:00.000Z',
    }),
  },
  {
    id: 'r5',
    recipe: recipe({
      name: 'Guacamole',
      type: 'appetizer',
      prepMinutes: 0,
      cookMinutes: 5,
      ingredients: [{ kind: 'ingredient', quantity: 3, name: 'avocados', note: 'ripe' }],
      tags: ['dip', 'summer'],
      createdAt: '2025-01-15T08:00:00.000Z',
    }),
  },
];

const names = (filters: Partial<RecipeFilters>) =>
  browseEntries(ENTRIES, { ...NO_FILTERS, ...filters }).map((entry) => entry.recipe.name);
const query = (text: string) => parseFilters(new URLSearchParams(text));

describe('the URL query', () => {
  it('round-trips every part of the state', () => {
    const filters: RecipeFilters = {
      search: ' tomato  sauce',
      types: ['breakfast', 'dessert'],
      maxPrep: 15,
      maxCook: 45,
      maxTotal: 60,
      noPrep: true,
      favourites: true,
      sort: 'quickest',
    };
    const written = writeFilters(filters);
    expect(written.toString()).toBe(
      'q=+tomato++sauce&type=breakfast&type=dessert&prep=15&cook=45&total=60&noprep=1&fav=1&sort=quickest',
    );
    expect(parseFilters(written)).toEqual(filters);
  });

  it('writes nothing for the defaults, and keeps parameters that are not filters', () => {
    expect(writeFilters(NO_FILTERS).toString()).toBe('');
    expect(parseFilters(new URLSearchParams())).toEqual(NO_FILTERS);
    const base = new URLSearchParams('recipe=abc&q=old&type=lunch&sort=name');
    expect(writeFilters({ ...NO_FILTERS, types: ['side'] }, base).toString()).toBe(
      'recipe=abc&type=side',
    );
  });

  it('ignores unknown and invalid values', () => {
    expect(
      query(
        'type=dinner&type=brunch&type=DINNER&type=dinner&cook=abc&prep=-5&total=1.5&noprep=yes&fav=0&sort=oldest&colour=red',
      ),
    ).toEqual({ ...NO_FILTERS, types: ['dinner'] });
    // Beyond the longest recipe a schema allows (a week).
    expect(query('cook=10081').maxCook).toBeNull();
    expect(query('cook=10080').maxCook).toBe(10080);
    expect(query('cook=0&noprep=true&fav=1').maxCook).toBe(0);
  });

  it('puts the types in their usual order, each once', () => {
    expect(query('type=dessert&type=breakfast&type=dessert').types).toEqual([
      'breakfast',
      'dessert',
    ]);
  });

  it('counts filters but not the search or sort', () => {
    const filters = query('q=egg&type=lunch&type=side&cook=30&noprep=1&fav=1&sort=name');
    expect(activeFilterCount(filters)).toBe(5);
    expect(activeFilterCount(query('q=egg&sort=name'))).toBe(0);
    expect(isFiltering(query('q=egg'))).toBe(true);
    expect(isFiltering(query('q=%20%20&sort=name'))).toBe(false);
  });
});

describe('search', () => {
  it('is trimmed and case-insensitive over the name', () => {
    expect(names({ search: '  SHAKSHUKA ' })).toEqual(['Shakshuka']);
    expect(names({ search: 'Beef' })).toEqual(['beef stew']);
  });

  it('finds ingredient names and their notes', () => {
    expect(names({ search: 'avocado' })).toEqual(['Guacamole']);
    expect(names({ search: 'marzano' })).toEqual(['Shakshuka']);
    expect(names({ search: 'cold brew' })).toEqual(['Iced coffee']);
    // A section title is not an ingredient.
    expect(names({ search: 'for the sauce' })).toEqual([]);
  });

  it('finds tags, cuisine and description', () => {
    expect(names({ search: 'summer' })).toEqual(['Iced coffee', 'Guacamole']);
    expect(names({ search: 'make-ahead' })).toEqual(['Crème brûlée']);
    expect(names({ search: 'irish' })).toEqual(['beef stew']);
    expect(names({ search: 'rich' })).toEqual(['beef stew']);
  });

  it('needs every word, in any field, and ignores accents', () => {
    expect(names({ search: 'summer dip' })).toEqual(['Guacamole']);
    expect(names({ search: 'summer stew' })).toEqual([]);
    expect(names({ search: 'creme brulee' })).toEqual(['Crème brûlée']);
  });
});

describe('filters', () => {
  it('keeps any of the chosen types', () => {
    expect(names({ types: ['dessert'] })).toEqual(['Crème brûlée']);
    expect(names({ types: ['breakfast', 'beverage'] })).toEqual(['Shakshuka', 'Iced coffee']);
  });

  it('limits cook, prep and total time, each inclusive', () => {
    expect(names({ maxCook: 25 })).toEqual(['Shakshuka', 'Iced coffee', 'Guacamole']);
    expect(names({ maxPrep: 10 })).toEqual(['Shakshuka', 'Iced coffee', 'Guacamole']);
    expect(names({ maxPrep: 0 })).toEqual(['Iced coffee', 'Guacamole']);
    expect(names({ maxTotal: 35 })).toEqual(['Shakshuka', 'Iced coffee', 'Guacamole']);
    expect(names({ maxTotal: 60 })).toEqual([
      'Crème brûlée',
      'Shakshuka',
      'Iced coffee',
      'Guacamole',
    ]);
  });

  it('keeps recipes without prep time', () => {
    expect(names({ noPrep: true })).toEqual(['Iced coffee', 'Guacamole']);
    const toast = { id: 't', recipe: recipe({ name: 'Toast', prepMinutes: 1, cookMinutes: 3 }) };
    expect(browseEntries([toast], { ...NO_FILTERS, noPrep: true })).toEqual([]);
  });

  it('keeps favourites', () => {
    expect(names({ favourites: true })).toEqual(['Crème brûlée', 'beef stew']);
  });

  it('combines the filters and the search', () => {
    expect(names({ noPrep: true, maxCook: 0 })).toEqual(['Iced coffee']);
    expect(names({ favourites: true, types: ['dinner', 'breakfast'] })).toEqual(['beef stew']);
    expect(names({ search: 'summer', types: ['appetizer'] })).toEqual(['Guacamole']);
  });
});

describe('sort', () => {
  const sorted = (sort: RecipeFilters['sort'], entries = ENTRIES) =>
    sortEntries(entries, sort).map((entry) => entry.recipe.name);

  it('puts the newest first by default', () => {
    expect(names({})).toEqual([
      'Crème brûlée',
      'beef stew',
      'Shakshuka',
      'Iced coffee',
      'Guacamole',
    ]);
  });

  it('sorts by name, ignoring case and accents', () => {
    expect(sorted('name')).toEqual([
      'beef stew',
      'Crème brûlée',
      'Guacamole',
      'Iced coffee',
      'Shakshuka',
    ]);
  });

  it('puts the quickest first, equal totals by name', () => {
    expect(sorted('quickest')).toEqual([
      'Iced coffee',
      'Guacamole',
      'Shakshuka',
      'Crème brûlée',
      'beef stew',
    ]);
    const twins = [
      { id: 'a', recipe: recipe({ name: 'Zucchini fritters' }) },
      { id: 'b', recipe: recipe({ name: 'Apple crumble' }) },
    ];
    expect(sorted('quickest', twins)).toEqual(['Apple crumble', 'Zucchini fritters']);
  });

  it('leaves the given list alone', () => {
    const before = ENTRIES.map((entry) => entry.id);
    sortEntries(ENTRIES, 'name');
    expect(ENTRIES.map((entry) => entry.id)).toEqual(before);
  });
});
