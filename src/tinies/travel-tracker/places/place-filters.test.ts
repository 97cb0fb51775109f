import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filterPlaces,
  NO_FILTERS,
  parseFilters,
  writeFilters,
  type PlaceRow,
} from './place-filters.ts';

const row = (overrides: Partial<PlaceRow> & Pick<PlaceRow, 'id' | 'name'>): PlaceRow => ({
  line: 'Country',
  kind: 'country',
  level: 'visited',
  continent: 'europe',
  ...overrides,
});

const ROWS: PlaceRow[] = [
  row({ id: 'country-FR', name: 'France' }),
  row({ id: 'country-JP', name: 'Japan', continent: 'asia', level: 'want' }),
  row({
    id: 'state-US-CA',
    name: 'California',
    line: 'US state',
    kind: 'state',
    continent: 'north-america',
    level: 'lived',
  }),
  row({
    id: 'city-1',
    name: 'Kyoto',
    line: 'City or place in Japan',
    kind: 'city',
    continent: 'asia',
  }),
  row({ id: 'city-2', name: 'Ålesund', line: 'City or place', kind: 'city', continent: undefined }),
];

const names = (rows: readonly PlaceRow[]) => rows.map((one) => one.name);

describe('the places list filters', () => {
  it('read and write the same address, in the usual order, ignoring unknown values', () => {
    const params = new URLSearchParams(
      'q=ja&level=want&level=lived&level=bogus&kind=city&continent=asia&status=been&view=add',
    );
    const filters = parseFilters(params);
    expect(filters).toEqual({
      search: 'ja',
      levels: ['lived', 'want'],
      kinds: ['city'],
      continents: ['asia'],
      status: 'been',
    });
    expect(activeFilterCount(filters)).toBe(5);
    // Other parameters stay; the list's are written in their usual order.
    expect(writeFilters(filters, params).toString()).toBe(
      'view=add&q=ja&level=lived&level=want&kind=city&continent=asia&status=been',
    );
    expect(parseFilters(new URLSearchParams('status=maybe')).status).toBeNull();
  });

  it('leave every place, by name, when nothing is chosen', () => {
    expect(names(filterPlaces(ROWS, NO_FILTERS))).toEqual([
      'Ålesund',
      'California',
      'France',
      'Japan',
      'Kyoto',
    ]);
  });

  it('search the name and the line under it, without case or accents', () => {
    expect(names(filterPlaces(ROWS, { ...NO_FILTERS, search: 'JAPAN' }))).toEqual([
      'Japan',
      'Kyoto',
    ]);
    expect(names(filterPlaces(ROWS, { ...NO_FILTERS, search: 'ales' }))).toEqual(['Ålesund']);
  });

  it('filter by level, kind, continent and been or want to go, each an OR within', () => {
    expect(names(filterPlaces(ROWS, { ...NO_FILTERS, levels: ['lived', 'want'] }))).toEqual([
      'California',
      'Japan',
    ]);
    expect(names(filterPlaces(ROWS, { ...NO_FILTERS, kinds: ['city'] }))).toEqual([
      'Ålesund',
      'Kyoto',
    ]);
    expect(names(filterPlaces(ROWS, { ...NO_FILTERS, continents: ['asia'] }))).toEqual([
      'Japan',
      'Kyoto',
    ]);
    expect(names(filterPlaces(ROWS, { ...NO_FILTERS, status: 'want' }))).toEqual(['Japan']);
    expect(
      names(filterPlaces(ROWS, { ...NO_FILTERS, status: 'been', continents: ['asia'] })),
    ).toEqual(['Kyoto']);
  });
});
