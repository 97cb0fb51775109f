import { describe, expect, it } from 'vitest';
import {
  APARTMENT_QUERY,
  filterApartments,
  parseFilters,
  writeFilters,
  type ApartmentRow,
} from './apartment-filters.ts';

const row = (id: string, fields: Partial<ApartmentRow>): ApartmentRow => ({
  id,
  name: id,
  address: '',
  status: 'to-tour',
  rent: undefined,
  tourAt: undefined,
  ...fields,
});
const ROWS = [
  row('Élan', { status: 'passed', rent: 1200, address: 'Rue de Paris' }),
  row('Birch', { status: 'toured', rent: 1500, tourAt: '2026-03-14T10:30' }),
  row('Acorn', { status: 'to-tour', tourAt: '2026-03-02T18:00' }),
];
const ids = (rows: ApartmentRow[]) => rows.map((r) => r.id);

describe('the apartments list’s filters', () => {
  it('round-trips through the address, ignoring what it does not know', () => {
    const params = new URLSearchParams('q=birch&status=passed&status=nope&status=toured&sort=rent');
    const filters = parseFilters(params);
    expect(filters).toEqual({ search: 'birch', statuses: ['toured', 'passed'], sort: 'rent' });
    expect(writeFilters(filters).toString()).toBe('q=birch&status=toured&status=passed&sort=rent');
    expect(parseFilters(new URLSearchParams('sort=size')).sort).toBe('status');
    expect(APARTMENT_QUERY.cleared(filters)).toEqual({ search: '', statuses: [], sort: 'rent' });
  });

  it('searches names and addresses without minding accents, filters by status, sorts', () => {
    const all = { search: '', statuses: [], sort: 'status' } as const;
    expect(ids(filterApartments(ROWS, all))).toEqual(['Acorn', 'Birch', 'Élan']);
    expect(ids(filterApartments(ROWS, { ...all, search: 'elan' }))).toEqual(['Élan']);
    expect(ids(filterApartments(ROWS, { ...all, search: 'paris' }))).toEqual(['Élan']);
    expect(ids(filterApartments(ROWS, { ...all, statuses: ['toured', 'passed'] }))).toEqual([
      'Birch',
      'Élan',
    ]);
    // No rent or no tour: last.
    expect(ids(filterApartments(ROWS, { ...all, sort: 'rent' }))).toEqual([
      'Élan',
      'Birch',
      'Acorn',
    ]);
    expect(ids(filterApartments(ROWS, { ...all, sort: 'tour' }))).toEqual([
      'Acorn',
      'Birch',
      'Élan',
    ]);
    expect(ids(filterApartments(ROWS, { ...all, sort: 'name' }))).toEqual([
      'Acorn',
      'Birch',
      'Élan',
    ]);
  });
});
