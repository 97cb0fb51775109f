import { describe, expect, it } from 'vitest';
import {
  codeOfPlaceId,
  hasBeen,
  placeIdOf,
  PLACES_COLLECTION,
  TRAVEL_LIMITS,
  VISITS_COLLECTION,
  type Place,
  type Visit,
} from './travel-model.ts';
import { collections, placeSchema, visitSchema } from './travel-tracker-schema.ts';

const stamp = '2026-03-01T10:00:00.000Z';
const fileA = 'a'.repeat(32);
const fileB = '0123456789abcdef0123456789abcdef';

function place(fields: Partial<Place> & Pick<Place, 'kind'>): Record<string, unknown> {
  return { level: 'visited', photos: [], createdAt: stamp, updatedAt: stamp, ...fields };
}

/** The messages of a failed parse, by path, or null when it passes. */
function issues(schema: typeof placeSchema | typeof visitSchema, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('placeSchema', () => {
  it('takes each kind of place with its code', () => {
    expect(issues(placeSchema, place({ kind: 'country', code: 'FR' }))).toBeNull();
    expect(issues(placeSchema, place({ kind: 'state', code: 'US-CA' }))).toBeNull();
    expect(issues(placeSchema, place({ kind: 'state', code: 'US-PR' }))).toBeNull();
    expect(
      issues(placeSchema, place({ kind: 'region', code: 'FR-IDF', country: 'FR', name: 'Paris' })),
    ).toBeNull();
    expect(issues(placeSchema, place({ kind: 'region', code: 'GB-1' }))).toBeNull();
    expect(
      issues(
        placeSchema,
        place({ kind: 'city', name: 'Kyoto', country: 'JP', latitude: 35.01, longitude: 135.77 }),
      ),
    ).toBeNull();
  });

  it('takes every level, and none other', () => {
    for (const level of ['lived', 'stayed', 'visited', 'passed', 'want']) {
      expect(
        issues(placeSchema, place({ kind: 'country', code: 'FR', level } as Place)),
      ).toBeNull();
    }
    expect(
      issues(placeSchema, { ...place({ kind: 'country', code: 'FR' }), level: 'been' }),
    ).toEqual({
      level: 'Choose how much you have been there',
    });
  });

  it('wants a coded place’s code in its own format', () => {
    const message = (kind: 'country' | 'state' | 'region') =>
      ({
        country: 'A country needs its ISO code',
        state: 'A us state or territory needs its ISO code',
        region: 'A region needs its ISO code',
      })[kind];
    expect(issues(placeSchema, place({ kind: 'country' }))).toEqual({ code: message('country') });
    expect(issues(placeSchema, place({ kind: 'country', code: 'fr' }))).toEqual({
      code: message('country'),
    });
    expect(issues(placeSchema, place({ kind: 'country', code: 'FRA' }))).toEqual({
      code: message('country'),
    });
    expect(issues(placeSchema, place({ kind: 'state', code: 'CA' }))).toEqual({
      code: message('state'),
    });
    expect(issues(placeSchema, place({ kind: 'state', code: 'FR-IDF' }))).toEqual({
      code: message('state'),
    });
    expect(issues(placeSchema, place({ kind: 'region', code: 'FR' }))).toEqual({
      code: message('region'),
    });
    expect(issues(placeSchema, place({ kind: 'region', code: 'FR-IDFX' }))).toHaveProperty('code');
  });

  it('wants a city’s name and no code', () => {
    expect(issues(placeSchema, place({ kind: 'city' }))).toEqual({ name: 'Name is required' });
    expect(issues(placeSchema, place({ kind: 'city', name: '   ' }))).toEqual({
      name: 'Name is required',
    });
    expect(issues(placeSchema, place({ kind: 'city', name: 'Lyon', code: 'FR' }))).toEqual({
      code: 'A city has no code',
    });
    expect(
      issues(placeSchema, place({ kind: 'city', name: 'x'.repeat(TRAVEL_LIMITS.name + 1) })),
    ).toEqual({ name: 'Name must be at most 200 characters' });
  });

  it('wants a country as a two-letter code, and an unknown kind refused', () => {
    expect(issues(placeSchema, place({ kind: 'city', name: 'Lyon', country: 'France' }))).toEqual({
      country: 'Country must be a two-letter code',
    });
    expect(issues(placeSchema, place({ kind: 'planet' } as unknown as Place))).toHaveProperty(
      'kind',
      'Choose what kind of place it is',
    );
  });

  it('wants latitude and longitude together and in range', () => {
    const lyon = { kind: 'city', name: 'Lyon' } as const;
    expect(issues(placeSchema, place({ ...lyon, latitude: 45.76 }))).toEqual({
      longitude: 'A position needs both latitude and longitude',
    });
    expect(issues(placeSchema, place({ ...lyon, longitude: 4.83 }))).toEqual({
      latitude: 'A position needs both latitude and longitude',
    });
    expect(issues(placeSchema, place({ ...lyon, latitude: 91, longitude: 0 }))).toEqual({
      latitude: 'Latitude must be between -90 and 90',
    });
    expect(issues(placeSchema, place({ ...lyon, latitude: 0, longitude: -180.5 }))).toEqual({
      longitude: 'Longitude must be between -180 and 180',
    });
    expect(issues(placeSchema, place({ ...lyon, latitude: -90, longitude: 180 }))).toBeNull();
  });

  it('takes photos with captions, and a cover only among them', () => {
    const photos = [
      { fileId: fileA, caption: 'The bridge', takenOn: '2024-05-02', visitId: 'v1' },
      { fileId: fileB },
    ];
    expect(
      issues(placeSchema, place({ kind: 'country', code: 'FR', photos, coverFileId: fileB })),
    ).toBeNull();
    expect(
      issues(
        placeSchema,
        place({ kind: 'country', code: 'FR', photos: [photos[1]!], coverFileId: fileA }),
      ),
    ).toEqual({ coverFileId: 'The cover must be one of the place’s photos' });
    expect(issues(placeSchema, place({ kind: 'country', code: 'FR', coverFileId: fileA }))).toEqual(
      { coverFileId: 'The cover must be one of the place’s photos' },
    );
  });

  it('refuses photos that are not uploads, bad days and too many', () => {
    const country = { kind: 'country', code: 'FR' } as const;
    expect(
      issues(placeSchema, place({ ...country, photos: [{ fileId: 'blob:http://x/1' }] })),
    ).toEqual({ 'photos.0.fileId': 'Photo must be an uploaded file' });
    expect(
      issues(
        placeSchema,
        place({ ...country, photos: [{ fileId: fileA, takenOn: '2024-02-30' }] }),
      ),
    ).toEqual({ 'photos.0.takenOn': 'Taken on must be a date (YYYY-MM-DD)' });
    const many = Array.from({ length: TRAVEL_LIMITS.photos + 1 }, () => ({ fileId: fileA }));
    expect(issues(placeSchema, place({ ...country, photos: many }))).toEqual({
      photos: 'At most 200 photos per place',
    });
    expect(
      issues(placeSchema, place({ ...country, photos: [{ fileId: fileA, url: 'x' }] } as never)),
    ).toHaveProperty(['photos.0']);
  });

  it('refuses unknown fields and missing stamps', () => {
    expect(
      issues(placeSchema, { ...place({ kind: 'country', code: 'FR' }), rating: 5 }),
    ).toHaveProperty(['']);
    const unstamped = place({ kind: 'country', code: 'FR' });
    delete unstamped.createdAt;
    expect(issues(placeSchema, unstamped)).toHaveProperty(['createdAt']);
  });
});

describe('visitSchema', () => {
  const visit = (fields: Partial<Visit>) => ({
    placeId: 'country-FR',
    from: '2024-05-01',
    createdAt: stamp,
    updatedAt: stamp,
    ...fields,
  });

  it('takes a day or a range of days with a note', () => {
    expect(issues(visitSchema, visit({}))).toBeNull();
    expect(issues(visitSchema, visit({ to: '2024-05-01' }))).toBeNull();
    expect(issues(visitSchema, visit({ to: '2024-05-09', note: 'Rain every day' }))).toBeNull();
  });

  it('refuses a range that ends before it starts, and days that do not exist', () => {
    expect(issues(visitSchema, visit({ to: '2024-04-30' }))).toEqual({
      to: 'A visit cannot end before it starts',
    });
    expect(issues(visitSchema, visit({ from: '2023-02-29' }))).toEqual({
      from: 'From must be a date (YYYY-MM-DD)',
    });
    expect(issues(visitSchema, visit({ to: '2024-13-01' }))).toEqual({
      to: 'To must be a date (YYYY-MM-DD)',
    });
  });

  it('wants the place it belongs to and a short enough note', () => {
    expect(issues(visitSchema, visit({ placeId: '' }))).toHaveProperty(['placeId']);
    expect(issues(visitSchema, visit({ note: 'x'.repeat(TRAVEL_LIMITS.note + 1) }))).toEqual({
      note: 'Note must be at most 2000 characters',
    });
  });
});

describe('place ids', () => {
  it('makes one id per coded place and reads it back', () => {
    expect(placeIdOf('country', 'FR')).toBe('country-FR');
    expect(placeIdOf('state', 'US-CA')).toBe('state-US-CA');
    expect(codeOfPlaceId('state-US-CA')).toEqual({ kind: 'state', code: 'US-CA' });
    expect(codeOfPlaceId('region-FR-IDF')).toEqual({ kind: 'region', code: 'FR-IDF' });
    expect(codeOfPlaceId('country-FRA')).toBeNull();
    expect(codeOfPlaceId('k3j4h5')).toBeNull();
  });

  it('counts every level but want as been', () => {
    expect(hasBeen('passed')).toBe(true);
    expect(hasBeen('want')).toBe(false);
  });

  it('checks both collections', () => {
    expect(collections[PLACES_COLLECTION]).toBe(placeSchema);
    expect(collections[VISITS_COLLECTION]).toBe(visitSchema);
  });
});
