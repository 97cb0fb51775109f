import { describe, expect, it } from 'vitest';
import minimalBlog from '@/shared/recipe-book/fixtures/minimal-blog.html?raw';
import exportFixture from '@/shared/recipe-book/fixtures/recipe-export.json?raw';
import twoRecipePage from '@/shared/recipe-book/fixtures/schema-org-prefixed.html?raw';
import { EXPORT_EXTENSION, recipesFromExport } from '@/shared/recipe-book/recipe-export.ts';
import { TYPE_GUESSED } from '@/shared/recipe-book/recipe-import.ts';
import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import {
  candidatesFromFile,
  draftsFromText,
  fileSummary,
  findDuplicate,
  importedMessage,
  withOwnPhoto,
} from './import-sources.ts';
import type { RecipeEntry } from '../use-recipe-book.ts';
import { exportFileName, exportText } from './export-file.ts';

const NOW = '2025-03-09T12:00:00.000Z';
const PHOTO_MINE = 'a'.repeat(32);
const PHOTO_OTHER = 'b'.repeat(32);

function recipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    name: 'Weeknight tomato pasta',
    type: 'dinner',
    prepMinutes: 10,
    cookMinutes: 20,
    servings: 4,
    ingredients: [
      { kind: 'section', title: 'For the sauce' },
      { kind: 'ingredient', quantity: 2, quantityMax: 3, name: 'garlic cloves', note: 'sliced' },
    ],
    steps: [
      { kind: 'section', title: 'Sauce' },
      { kind: 'step', text: 'Simmer 8 minutes.' },
    ],
    tags: ['pasta'],
    favourite: true,
    notes: 'Kids love it.',
    createdAt: '2024-01-02T03:04:05.000Z',
    updatedAt: '2024-05-06T07:08:09.000Z',
    ...overrides,
  };
}

const book: RecipeEntry[] = [
  { id: 'r1', recipe: recipe({ photoId: PHOTO_MINE }) },
  {
    id: 'r2',
    recipe: recipe({ name: 'Lemon Orzo', sourceUrl: 'https://www.example.org/orzo/' }),
  },
];

describe('findDuplicate', () => {
  it('matches a name whatever its case and spacing', () => {
    expect(findDuplicate({ name: '  weeknight   TOMATO pasta ' }, book)?.id).toBe('r1');
  });

  it('matches the same source page, trailing slash and fragment aside', () => {
    const found = findDuplicate(
      { name: 'Orzo with peas', sourceUrl: 'https://www.example.org/orzo#recipe' },
      book,
    );
    expect(found?.id).toBe('r2');
  });

  it('finds nothing for a new recipe', () => {
    expect(
      findDuplicate({ name: 'Tomato pasta', sourceUrl: 'https://www.example.org/pasta' }, book),
    ).toBeUndefined();
  });
});

describe('withOwnPhoto', () => {
  it('keeps a photo one of the book’s recipes already uses', () => {
    expect(withOwnPhoto(recipe({ photoId: PHOTO_MINE }), book).photoId).toBe(PHOTO_MINE);
  });

  it('drops any other photo and nothing else', () => {
    const kept = withOwnPhoto(recipe({ photoId: PHOTO_OTHER }), book);
    expect(kept).toEqual(recipe());
    expect('photoId' in kept).toBe(false);
  });
});

describe('export files', () => {
  it('reads back what was exported, losslessly, with absolute photo addresses', () => {
    const entries: RecipeEntry[] = [
      { id: 'x1', recipe: recipe({ photoId: PHOTO_OTHER }) },
      { id: 'x2', recipe: recipe({ name: 'Iced tea', type: 'beverage', favourite: false }) },
    ];
    const text = exportText(entries, 'https://tinies.example');
    const items = JSON.parse(text) as Array<Record<string, unknown>>;
    expect(items[0]!.image).toBe(`https://tinies.example/api/files/${PHOTO_OTHER}`);
    expect(items[1]).not.toHaveProperty('image');
    expect(recipesFromExport(text)).toEqual(entries.map((entry) => entry.recipe));
  });

  it('turns a file into candidates: photos not ours dropped, repeats marked', () => {
    const text = exportText(
      [
        { id: 'x1', recipe: recipe({ photoId: PHOTO_MINE }) },
        { id: 'x2', recipe: recipe({ name: 'Iced tea', photoId: PHOTO_OTHER }) },
        {
          id: 'x3',
          recipe: recipe({ name: 'Flapjacks', sourceUrl: 'https://www.example.org/orzo' }),
        },
      ],
      'https://elsewhere.example',
    );
    const candidates = candidatesFromFile(text, book, NOW);
    expect(candidates.map((candidate) => candidate.duplicate?.id)).toEqual(['r1', undefined, 'r2']);
    expect(candidates[0]!.recipe.photoId).toBe(PHOTO_MINE);
    expect(candidates[1]!.recipe).toEqual(recipe({ name: 'Iced tea' }));
    expect(fileSummary(candidates)).toBe('3 recipes found, 2 already in your book');
  });

  it('reads another app’s schema.org file as drafts would be read', () => {
    const candidates = candidatesFromFile(exportFixture, [], NOW);
    expect(candidates.map((candidate) => candidate.recipe.name)).toEqual([
      'Miso Mushroom Noodles',
      'Iced Ginger Lemonade',
    ]);
    expect(candidates[0]!.recipe).toMatchObject({
      type: 'dinner',
      prepMinutes: 10,
      cookMinutes: 15,
      servings: 2,
      sourceUrl: 'https://www.example.org/miso-noodles',
      createdAt: NOW,
    });
    expect(candidates[0]!.recipe).not.toHaveProperty('photoId');
    expect(fileSummary(candidates)).toBe('2 recipes found');
  });

  it('finds nothing in a file that is no JSON', () => {
    expect(candidatesFromFile('not json at all', book, NOW)).toEqual([]);
  });

  it('names the file by the local day', () => {
    expect(exportFileName(new Date(2025, 2, 9, 23, 59))).toBe('tinies-recipes-2025-03-09.json');
  });
});

describe('draftsFromText', () => {
  it('reads a page’s HTML into drafts', () => {
    const drafts = draftsFromText(minimalBlog, { now: NOW, entries: book });
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.recipe.name).toBe('Brown Butter Oat Bars');
    expect(drafts[0]!.recipe.createdAt).toBe(NOW);
    expect(drafts[0]!.recipe.ingredients.length).toBeGreaterThan(3);
  });

  it('offers every recipe of a page that has several', () => {
    const drafts = draftsFromText(twoRecipePage, { now: NOW, entries: [] });
    expect(drafts.map((draft) => draft.recipe.name)).toEqual([
      'Spring Herb Frittata',
      'Quick Pickled Shallots',
    ]);
  });

  it('flags a guessed type', () => {
    const json = JSON.stringify({ '@type': 'Recipe', name: 'Mystery bake' });
    expect(draftsFromText(json, { now: NOW, entries: [] })[0]!.warnings).toContain(TYPE_GUESSED);
  });

  it('takes a pasted Tinies export exactly, photo aside', () => {
    const original = recipe({ photoId: PHOTO_OTHER });
    const text = exportText([{ id: 'x1', recipe: original }], 'https://tinies.example');
    expect(text).toContain(EXPORT_EXTENSION);
    expect(draftsFromText(text, { now: NOW, entries: book })).toEqual([
      { recipe: recipe(), warnings: [] },
    ]);
  });

  it('finds nothing in text without a recipe', () => {
    expect(draftsFromText('<html><body>Hello</body></html>', { now: NOW, entries: [] })).toEqual(
      [],
    );
  });
});

describe('messages', () => {
  it('counts what was imported', () => {
    expect(importedMessage(1)).toBe('Recipe imported');
    expect(importedMessage(3)).toBe('3 recipes imported');
  });
});
