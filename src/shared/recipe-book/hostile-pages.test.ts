import { describe, expect, it } from 'vitest';
import { extractRecipes } from './json-ld.ts';
import { HOSTILE_PAGES, type HostilePageKind } from '../page-import/testing/hostile-pages.ts';

/** The largest page import fetches. */
const FIVE_MB = 5 * 1024 * 1024;
const KINDS = Object.keys(HOSTILE_PAGES) as HostilePageKind[];

describe('reading a page built to be slow', () => {
  // NOTE: linear reading takes well under a second for 5 MB even on a busy machine;
  // the quadratic reading it replaces took 8 s for 100 KB and would take hours for 5 MB.
  it.each(KINDS)('%s: 64 KB in under 100 ms', (kind) => {
    const page = HOSTILE_PAGES[kind](64 * 1024);
    const started = performance.now();
    extractRecipes(page);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it.each(KINDS)('%s: 5 MB in under two seconds', (kind) => {
    const page = HOSTILE_PAGES[kind](FIVE_MB);
    const started = performance.now();
    const recipes = extractRecipes(page);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(recipes.length).toBeLessThanOrEqual(1);
  });

  it('reads the recipe behind the hostile description all the same', () => {
    const [recipe] = extractRecipes(HOSTILE_PAGES['description-paragraphs'](1000));
    expect(recipe?.name).toBe('Hostile');
    expect(recipe?.description).toBe('<p'.repeat(500));
  });
});
