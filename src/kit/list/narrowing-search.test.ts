import { describe, expect, it } from 'vitest';
import { NarrowingSearch, narrowsWords, type KeepMatches } from './narrowing-search.ts';
import { wordMatcher } from './word-match.ts';

describe('narrowsWords', () => {
  it('holds when each earlier word is within a word now typed', () => {
    expect(narrowsWords([], ['f'])).toBe(true);
    expect(narrowsWords(['f'], ['fr'])).toBe(true);
    expect(narrowsWords(['front'], ['front', 'b'])).toBe(true);
    expect(narrowsWords(['rake'], ['brake'])).toBe(true);
  });

  it('fails when a letter or word is taken away or changed', () => {
    expect(narrowsWords(['fr'], ['f'])).toBe(false);
    expect(narrowsWords(['front', 'b'], ['front'])).toBe(false);
    expect(narrowsWords(['fr'], ['fa'])).toBe(false);
    expect(narrowsWords(['f'], [])).toBe(false);
  });
});

interface Item {
  name: string;
}

const items: Item[] = ['Front brake pads', 'Front tyres', 'Oil filter', 'Rear brake pads'].map(
  (name) => ({ name }),
);
const matches = wordMatcher((item: Item) => [item.name]);

/** A keep that records what it was asked to look among. */
function countingKeep() {
  const lookedAt: number[] = [];
  const keep: KeepMatches<Item> = (among, words) => {
    lookedAt.push(among.length);
    return among.filter((item) => matches(item, words));
  };
  return { keep, lookedAt };
}

const names = (found: readonly Item[]) => found.map((item) => item.name);

describe('NarrowingSearch', () => {
  it('looks among what the last search found while the text narrows, and finds the same', () => {
    const search = new NarrowingSearch<Item>();
    const { keep, lookedAt } = countingKeep();
    expect(names(search.run(items, 'front', keep))).toEqual(['Front brake pads', 'Front tyres']);
    expect(names(search.run(items, 'front b', keep))).toEqual(['Front brake pads']);
    expect(lookedAt).toEqual([4, 2]);
  });

  it('looks among every item again when the text is taken back', () => {
    const search = new NarrowingSearch<Item>();
    const { keep, lookedAt } = countingKeep();
    search.run(items, 'front b', keep);
    expect(names(search.run(items, 'b', keep))).toEqual(['Front brake pads', 'Rear brake pads']);
    expect(names(search.run(items, '', keep))).toEqual(names(items));
    expect(lookedAt).toEqual([4, 4, 4]);
  });

  it('starts again from every item when the items or the other filters change', () => {
    const search = new NarrowingSearch<Item>();
    const { keep, lookedAt } = countingKeep();
    search.run(items, 'brake', keep);
    const more = [...items, { name: 'Brake fluid' }];
    expect(names(search.run(more, 'brake p', keep))).toEqual([
      'Front brake pads',
      'Rear brake pads',
    ]);
    const other = countingKeep();
    search.run(more, 'brake pa', other.keep);
    expect(lookedAt).toEqual([4, 5]);
    expect(other.lookedAt).toEqual([5]);
  });
});
