import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterOptions, filterTinies, NO_FILTERS } from './filter.ts';
import type { Tiny } from './tinies.ts';
import { TINIES } from './tinies.ts';

const tiny = (id: string, fields: Partial<Tiny>): Tiny => ({
  id,
  title: id,
  description: '',
  startDate: '2025-01-01',
  tags: [],
  categories: [],
  status: 'active',
  ...fields,
});

const soup = tiny('soup', {
  title: 'Soup Planner',
  description: 'Plan weekly soups',
  tags: ['food', 'cooking'],
  categories: ['lifestyle'],
});
const garage = tiny('garage', {
  title: 'Garage Log',
  description: 'Oil changes and tyres',
  tags: ['automotive', 'tracking'],
  categories: ['utility'],
});
const trips = tiny('trips', {
  title: 'Trips',
  description: 'Where I have been',
  tags: ['travel', 'tracking'],
  categories: ['lifestyle', 'utility'],
});
const ALL = [soup, garage, trips];
const ids = (list: Tiny[]) => list.map((t) => t.id);

describe('filterTinies', () => {
  it('returns everything without filters', () => {
    expect(ids(filterTinies(ALL, NO_FILTERS))).toEqual(['soup', 'garage', 'trips']);
  });

  it('trims the search and ignores case', () => {
    expect(ids(filterTinies(ALL, { ...NO_FILTERS, search: '   sOUp  ' }))).toEqual(['soup']);
    expect(ids(filterTinies(ALL, { ...NO_FILTERS, search: '   ' }))).toEqual([
      'soup',
      'garage',
      'trips',
    ]);
  });

  it('matches a substring of the title, the description, a tag or a category', () => {
    expect(ids(filterTinies(ALL, { ...NO_FILTERS, search: 'arage l' }))).toEqual(['garage']);
    expect(ids(filterTinies(ALL, { ...NO_FILTERS, search: 'have been' }))).toEqual(['trips']);
    expect(ids(filterTinies(ALL, { ...NO_FILTERS, search: 'automot' }))).toEqual(['garage']);
    expect(ids(filterTinies(ALL, { ...NO_FILTERS, search: 'utilit' }))).toEqual([
      'garage',
      'trips',
    ]);
    expect(ids(filterTinies(ALL, { ...NO_FILTERS, search: 'nothing like this' }))).toEqual([]);
  });

  it('matches the whole text within one field, never words spread over several', () => {
    const search = (text: string) => ids(filterTinies(ALL, { ...NO_FILTERS, search: text }));
    expect(search('weekly soups')).toEqual(['soup']);
    expect(search('soups weekly')).toEqual([]);
    // "soup" is in the title and "food" a tag, but no single field holds "soup food".
    expect(search('soup food')).toEqual([]);
    expect(search('planner lifestyle')).toEqual([]);
    // Both words are in the Recipe Book's entry (title and a tag), never together.
    expect(filterTinies(TINIES, { ...NO_FILTERS, search: 'book cooking' })).toEqual([]);
    expect(filterTinies(TINIES, { ...NO_FILTERS, search: ' RECIPE BOOK ' })).toEqual([
      TINIES.find((entry) => entry.title === 'Recipe Book'),
    ]);
  });

  it('keeps a tiny carrying at least one selected tag (OR within tags)', () => {
    expect(ids(filterTinies(ALL, { ...NO_FILTERS, tags: ['food', 'travel'] }))).toEqual([
      'soup',
      'trips',
    ]);
    expect(ids(filterTinies(ALL, { ...NO_FILTERS, tags: ['tracking'] }))).toEqual([
      'garage',
      'trips',
    ]);
  });

  it('keeps a tiny carrying at least one selected category (OR within categories)', () => {
    expect(ids(filterTinies(ALL, { ...NO_FILTERS, categories: ['lifestyle'] }))).toEqual([
      'soup',
      'trips',
    ]);
    expect(ids(filterTinies(ALL, { ...NO_FILTERS, categories: ['lifestyle', 'utility'] }))).toEqual(
      ['soup', 'garage', 'trips'],
    );
  });

  it('combines search, tags and categories with AND', () => {
    expect(
      ids(filterTinies(ALL, { search: '', tags: ['tracking'], categories: ['lifestyle'] })),
    ).toEqual(['trips']);
    expect(
      ids(filterTinies(ALL, { search: 'oil', tags: ['tracking'], categories: ['lifestyle'] })),
    ).toEqual([]);
    expect(
      ids(filterTinies(ALL, { search: 'oil', tags: ['tracking'], categories: ['utility'] })),
    ).toEqual(['garage']);
  });
});

describe('filterOptions', () => {
  it('lists unique tags and categories, each sorted alphabetically', () => {
    expect(filterOptions(ALL)).toEqual({
      tags: ['automotive', 'cooking', 'food', 'tracking', 'travel'],
      categories: ['lifestyle', 'utility'],
    });
  });

  it('covers every tag and category value of the catalogue', () => {
    expect(filterOptions(TINIES)).toEqual({
      tags: [
        'automotive',
        'checklist',
        'cooking',
        'food',
        'lifestyle',
        'maintenance',
        'organization',
        'tools',
        'tracking',
        'travel',
      ],
      categories: ['lifestyle', 'productivity', 'utility'],
    });
  });
});

it('counts selected tags plus selected categories', () => {
  expect(activeFilterCount({ search: 'x', tags: ['a', 'b'], categories: ['c'] })).toBe(3);
  expect(activeFilterCount(NO_FILTERS)).toBe(0);
});
