import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { machineLine, table, type MachineLoad } from './format.ts';
import {
  RECIPE_TYPES,
  type Ingredient,
  type Recipe,
} from '../src/shared/recipe-book/recipe-model.ts';
import { browseEntries, NO_FILTERS } from '../src/tinies/recipe-book/browse/recipe-filters.ts';
import type { RecipeEntry } from '../src/tinies/recipe-book/use-recipe-book.ts';

/**
 * The Recipe Book's search and filters, as each keystroke runs them: a collection of
 * generated recipes (12 ingredients, 6 steps, 3 tags each), a query typed letter by letter,
 * and the time to search, filter and sort the whole collection per keystroke.
 */
const SIZES = [500, 2_000, 10_000];
const QUERY = 'chicken thyme';
const ROUNDS = 15;

const WORDS = [
  'chicken',
  'garlic',
  'lemon',
  'thyme',
  'butter',
  'flour',
  'sugar',
  'onion',
  'tomato',
  'basil',
  'rice',
  'ginger',
  'miso',
  'carrot',
  'potato',
  'cumin',
  'yoghurt',
  'spinach',
  'mushroom',
  'parsley',
  'chilli',
  'honey',
  'oats',
  'almond',
  'salmon',
  'beans',
  'leek',
];

function word(seed: number): string {
  return WORDS[seed % WORDS.length]!;
}

function generated(count: number): RecipeEntry[] {
  const start = Date.parse('2020-01-01T00:00:00Z');
  return Array.from({ length: count }, (_, i) => {
    const ingredients: Ingredient[] = Array.from({ length: 12 }, (_, j) => ({
      kind: 'ingredient',
      quantity: 1 + (j % 4),
      unit: j % 2 ? 'cup' : 'g',
      name: `${word(i * 7 + j)} ${word(i + j * 3)}`,
      ...(j % 5 === 0 ? { note: 'finely chopped' } : {}),
    }));
    const at = new Date(start + i * 3_600_000).toISOString();
    const recipe: Recipe = {
      name: `${word(i)} and ${word(i * 3 + 1)} ${i}`,
      type: RECIPE_TYPES[i % RECIPE_TYPES.length]!,
      description: `A ${word(i + 5)} dish with ${word(i + 9)}.`,
      prepMinutes: (i * 7) % 60,
      cookMinutes: (i * 13) % 120,
      servings: 2 + (i % 6),
      ingredients,
      steps: Array.from({ length: 6 }, (_, j) => ({
        kind: 'step' as const,
        text: `Cook the ${word(i + j)} for ${5 + j} minutes.`,
      })),
      tags: [word(i + 2), word(i + 11), 'weeknight'],
      favourite: i % 9 === 0,
      createdAt: at,
      updatedAt: at,
    };
    return { id: String(i).padStart(8, '0'), recipe };
  });
}

export interface RecipeSearchFigure {
  recipes: number;
  /** Per keystroke, over every prefix of the query and every round. */
  p50Ms: number;
  p95Ms: number;
}

export interface RecipeSearchBench {
  figures: RecipeSearchFigure[];
  machine: MachineLoad;
}

export function benchRecipeSearch(): RecipeSearchBench {
  const loadBefore = loadavg()[0]!;
  const figures = SIZES.map((size) => {
    const entries = generated(size);
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let length = 1; length <= QUERY.length; length += 1) {
        const filters = { ...NO_FILTERS, search: QUERY.slice(0, length), sort: 'name' as const };
        const started = performance.now();
        browseEntries(entries, filters);
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    return { recipes: size, p50Ms: at(0.5), p95Ms: at(0.95) };
  });
  return {
    figures,
    machine: { cores: availableParallelism(), loadBefore, loadAfter: loadavg()[0]! },
  };
}

export function printRecipeSearch({ figures, machine }: RecipeSearchBench): void {
  console.log(
    `\nRecipe Book search per keystroke ("${QUERY}" typed letter by letter, sorted by name; ` +
      'the list renders from a deferred value, so typing never waits for it)\n',
  );
  console.log(
    table(
      ['recipes', 'p50 ms', 'p95 ms'],
      figures.map((f) => [String(f.recipes), f.p50Ms.toFixed(2), f.p95Ms.toFixed(2)]),
    ),
  );
  console.log(machineLine(machine));
}
