import { describe, expect, it } from 'vitest';
import { describeDocuments, TOOLS } from './tools.ts';

describe('describeDocuments', () => {
  it('names what the documents are, singular for one', () => {
    expect(describeDocuments(['recipe-book/recipes/a'])).toBe('1 recipe');
    expect(describeDocuments(['recipe-book/recipes/a', 'recipe-book/recipes/b'])).toBe('2 recipes');
    expect(
      describeDocuments([
        'recipe-book/recipes/a',
        'car-maintenance/vehicles/c',
        'recipe-book/recipes/b',
        'travel-tracker/places/p',
      ]),
    ).toBe('2 recipes, 1 car, and 1 place');
  });

  it('calls what no tool names an item', () => {
    expect(describeDocuments(['gallery/notes/n1', 'gallery/notes/n2'])).toBe('2 items');
    expect(describeDocuments(['recipe-book/recipes/a', 'gallery/notes/n1'])).toBe(
      '1 recipe and 1 item',
    );
  });

  it('has words for every collection of every tool', async () => {
    for (const tool of TOOLS) {
      const collections = Object.keys(await tool.collections());
      expect(Object.keys(tool.items).sort(), tool.id).toEqual(collections.sort());
    }
  });
});
