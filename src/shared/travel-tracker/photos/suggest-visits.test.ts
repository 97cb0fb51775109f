import { geoArea, geoContains } from 'd3-geo';
import type { Feature, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import type { DatedPhoto, Locate } from './suggest-visits.ts';
import { suggestVisits } from './suggest-visits.ts';

/** A small but real point-in-shape lookup: a few boxes drawn round places, on the sphere. */
function box(west: number, south: number, east: number, north: number): Feature<Polygon> {
  const ring = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
  const feature: Feature<Polygon> = {
    type: 'Feature',
    properties: {},
    geometry: { type: 'Polygon', coordinates: [ring] },
  };
  // d3-geo takes the smaller side of a ring as its inside only when wound clockwise.
  if (geoArea(feature) > 2 * Math.PI) feature.geometry.coordinates = [ring.reverse()];
  return feature;
}

const SHAPES: { country: string; state?: string; shape: Feature<Polygon> }[] = [
  { country: 'FR', shape: box(-4.8, 42.3, 8.2, 51.1) },
  { country: 'US', state: 'US-CA', shape: box(-124.4, 32.5, -120, 42) },
  { country: 'US', state: 'US-NV', shape: box(-120, 35, -114, 42) },
  { country: 'JP', shape: box(129, 31, 146, 45.5) },
];

const lookups: string[] = [];
const locate: Locate = (point) => {
  lookups.push(`${point.latitude},${point.longitude}`);
  const found = SHAPES.find(({ shape }) => geoContains(shape, [point.longitude, point.latitude]));
  return Promise.resolve(found ? { country: found.country, state: found.state } : {});
};

const PARIS = { latitude: 48.8584, longitude: 2.2945 };
const NICE = { latitude: 43.7, longitude: 7.27 };
const SAN_FRANCISCO = { latitude: 37.8199, longitude: -122.4783 };
const LAS_VEGAS = { latitude: 36.17, longitude: -115.14 };
const ATLANTIC = { latitude: 40, longitude: -40 };

let next = 0;
const photo = (takenOn: string, position: DatedPhoto['position']): DatedPhoto => ({
  key: `p${next++}`,
  takenOn,
  position,
});

describe('suggestVisits', () => {
  it('joins consecutive days in one place into one visit, a later trip apart', async () => {
    const photos = [
      photo('2024-05-03', PARIS),
      photo('2024-05-01', PARIS),
      photo('2024-05-02', NICE),
      photo('2024-05-02', PARIS),
      photo('2024-09-10', PARIS),
    ];
    const suggestions = await suggestVisits(photos, locate, []);
    expect(suggestions).toEqual([
      {
        key: 'country-FR:2024-05-01',
        place: { kind: 'country', code: 'FR', id: 'country-FR' },
        from: '2024-05-01',
        to: '2024-05-03',
        photoKeys: photos.slice(0, 4).map((p) => p.key),
        knownVisitId: null,
      },
      {
        key: 'country-FR:2024-09-10',
        place: { kind: 'country', code: 'FR', id: 'country-FR' },
        from: '2024-09-10',
        photoKeys: [photos[4]!.key],
        knownVisitId: null,
      },
    ]);
  });

  it('gives US photos their state, with its country, one suggestion per state', async () => {
    const photos = [
      photo('2022-08-20', SAN_FRANCISCO),
      photo('2022-08-22', LAS_VEGAS),
      photo('2022-08-21', SAN_FRANCISCO),
    ];
    const suggestions = await suggestVisits(photos, locate, []);
    expect(
      suggestions.map(({ place, from, to, photoKeys }) => ({
        place,
        from,
        to,
        n: photoKeys.length,
      })),
    ).toEqual([
      {
        place: { kind: 'state', code: 'US-CA', id: 'state-US-CA', country: 'US' },
        from: '2022-08-20',
        to: '2022-08-21',
        n: 2,
      },
      {
        place: { kind: 'state', code: 'US-NV', id: 'state-US-NV', country: 'US' },
        from: '2022-08-22',
        to: undefined,
        n: 1,
      },
    ]);
  });

  it('bridges days without photos only when asked', async () => {
    const photos = [photo('2024-01-01', PARIS), photo('2024-01-03', PARIS)];
    expect(await suggestVisits(photos, locate, [])).toHaveLength(2);
    const bridged = await suggestVisits(photos, locate, [], { bridgeDays: 1 });
    expect(bridged.map(({ from, to }) => [from, to])).toEqual([['2024-01-01', '2024-01-03']]);
  });

  it('marks a trip already recorded (same place, overlapping days) as known', async () => {
    const photos = [
      photo('2024-05-01', PARIS),
      photo('2024-05-02', PARIS),
      photo('2024-06-01', PARIS),
      photo('2024-05-01', SAN_FRANCISCO),
    ];
    const recorded = [
      { id: 'v-fr', visit: { placeId: 'country-FR', from: '2024-04-28', to: '2024-05-01' } },
      // Another place on the same days, and the same place on other days: not this trip.
      { id: 'v-ca', visit: { placeId: 'state-US-NV', from: '2024-05-01' } },
      { id: 'v-fr-late', visit: { placeId: 'country-FR', from: '2024-06-02' } },
    ];
    const suggestions = await suggestVisits(photos, locate, recorded);
    expect(suggestions.map(({ key, knownVisitId }) => [key, knownVisitId])).toEqual([
      ['country-FR:2024-05-01', 'v-fr'],
      ['state-US-CA:2024-05-01', null],
      ['country-FR:2024-06-01', null],
    ]);
  });

  it('groups photos with no position, or at sea, by their day, for the person to place', async () => {
    const photos = [
      photo('2024-03-02', null),
      photo('2024-03-01', ATLANTIC),
      photo('2024-03-02', null),
      photo('2024-03-02', PARIS),
    ];
    const suggestions = await suggestVisits(photos, locate, []);
    expect(
      suggestions.map(({ key, place, photoKeys }) => [key, place?.id ?? null, photoKeys]),
    ).toEqual([
      ['unknown:2024-03-01', null, [photos[1]!.key]],
      ['country-FR:2024-03-02', 'country-FR', [photos[3]!.key]],
      ['unknown:2024-03-02', null, [photos[0]!.key, photos[2]!.key]],
    ]);
  });

  it('looks each spot up once however many photos were taken there', async () => {
    lookups.length = 0;
    const photos = [
      photo('2024-05-01', PARIS),
      photo('2024-05-01', { latitude: 48.85841, longitude: 2.29452 }),
      photo('2024-05-02', NICE),
    ];
    await suggestVisits(photos, locate, []);
    expect(lookups).toHaveLength(2);
  });
});
