import type { Place, Visit } from '../travel-model.ts';
import { placeCodes } from './place-codes.ts';
import type { PlaceEntryOf, VisitEntryOf } from './place-summary.ts';

/** Places, visits and codes the tests of this folder share. */

export const STAMP = '2025-01-01T00:00:00.000Z';

export const place = (fields: Partial<Place> & Pick<Place, 'kind'>): Place => ({
  level: 'visited',
  photos: [],
  createdAt: STAMP,
  updatedAt: STAMP,
  ...fields,
});

export const visit = (placeId: string, from: string, to?: string, note?: string): Visit => ({
  placeId,
  from,
  ...(to ? { to } : {}),
  ...(note ? { note } : {}),
  createdAt: STAMP,
  updatedAt: STAMP,
});

export const PLACES: PlaceEntryOf[] = [
  { id: 'country-FR', place: place({ kind: 'country', code: 'FR', level: 'lived' }) },
  { id: 'state-US-CA', place: place({ kind: 'state', code: 'US-CA', level: 'stayed' }) },
  {
    id: 'city1',
    place: place({
      kind: 'city',
      name: 'Tom & Jerry’s <"Café">, Paris',
      country: 'FR',
      latitude: 48.8566,
      longitude: 2.3522,
      description: 'Line one\nline two, with "quotes" and =SUM(A1)',
    }),
  },
  { id: 'city2', place: place({ kind: 'city', name: 'Nowhere', level: 'want' }) },
  { id: 'region-FR-IDF', place: place({ kind: 'region', code: 'FR-IDF', country: 'FR' }) },
];

export const VISITS: VisitEntryOf[] = [
  { id: 'v1', visit: visit('country-FR', '2019-05-01', '2019-05-10', 'Spring') },
  { id: 'v2', visit: visit('country-FR', '2023-08-02') },
  { id: 'v3', visit: visit('city1', '2019-05-03', '2019-05-04') },
  { id: 'v4', visit: visit('gone', '2020-01-01') },
];

const NAMES: Record<string, string> = {
  FR: 'France',
  'US-CA': 'California',
  'FR-IDF': 'Île-de-France',
};
export const nameOf = (p: Place) => p.name ?? NAMES[p.code ?? ''] ?? p.code ?? '';

export const CODES = placeCodes({
  countries: ['FR', 'DE', 'US', 'GB', 'GE', 'JP', 'CI'],
  states: [
    { code: 'US-CA', name: 'California' },
    { code: 'US-GA', name: 'Georgia' },
    { code: 'US-DC', name: 'District of Columbia' },
  ],
  alpha3: { FRA: 'FR', DEU: 'DE', USA: 'US', GBR: 'GB', GEO: 'GE', JPN: 'JP' },
  locales: ['fr', 'de'],
  regionsOf: (country) =>
    country === 'FR'
      ? [
          { code: 'FR-IDF', name: 'Île-de-France' },
          { code: 'FR-ARA', name: 'Auvergne-Rhône-Alpes' },
        ]
      : [],
});
