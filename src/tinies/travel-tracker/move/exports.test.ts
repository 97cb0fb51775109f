import { describe, expect, it } from 'vitest';
import type { Place } from '@/shared/travel-tracker/travel-model.ts';
import { exportFile } from './exports.ts';
import type { MoveData } from './move-data.ts';

const STAMP = '2025-01-01T00:00:00.000Z';
const place = (fields: Partial<Place> & Pick<Place, 'kind'>): Place => ({
  level: 'visited',
  photos: [],
  createdAt: STAMP,
  updatedAt: STAMP,
  ...fields,
});

const data = (places: MoveData['places']): MoveData => ({
  places,
  visits: [],
  placesPath: 'places',
  visitsPath: 'visits',
});

/** Each Placemark's name and its Point's coordinates (null without a Point). */
async function pinsOf(places: MoveData['places']) {
  const { text } = await exportFile('kml', data(places));
  const document = new DOMParser().parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return new Map(
    [...document.getElementsByTagName('Placemark')].map((mark) => {
      const coordinates = mark.querySelector('Point > coordinates')?.textContent ?? null;
      const [longitude, latitude] = coordinates?.split(',').map(Number) ?? [];
      return [
        mark.querySelector('name')!.textContent,
        coordinates === null ? null : { longitude: longitude!, latitude: latitude! },
      ];
    }),
  );
}

describe('the KML export', () => {
  it('pins a region inside it: New South Wales in New South Wales', async () => {
    const pins = await pinsOf([
      {
        id: 'region-AU-NSW',
        place: place({ kind: 'region', code: 'AU-NSW', name: 'New South Wales', country: 'AU' }),
      },
    ]);
    const nsw = pins.get('New South Wales');
    expect(nsw).toBeTruthy();
    expect(nsw!.longitude).toBeGreaterThan(141);
    expect(nsw!.longitude).toBeLessThan(154);
    expect(nsw!.latitude).toBeGreaterThan(-37.5);
    expect(nsw!.latitude).toBeLessThan(-28);
  }, 20_000);

  it('gives every Placemark a Point: a region Natural Earth lacks and a city without a position at their country', async () => {
    const pins = await pinsOf([
      { id: 'country-AU', place: place({ kind: 'country', code: 'AU' }) },
      { id: 'state-US-RI', place: place({ kind: 'state', code: 'US-RI' }) },
      { id: 'region-FR-IDF', place: place({ kind: 'region', code: 'FR-IDF', name: 'Paris area' }) },
      // Not in Natural Earth's admin-1 (Iceland's municipalities): pinned in Iceland.
      { id: 'region-IS-RKV', place: place({ kind: 'region', code: 'IS-RKV', name: 'Reykjavík' }) },
      { id: 'city1', place: place({ kind: 'city', name: 'Kyoto', country: 'JP' }) },
    ]);
    expect([...pins.values()].every(Boolean)).toBe(true);
    expect(pins.get('Rhode Island')!.longitude).toBeCloseTo(-71.5, 0);
    const paris = pins.get('Paris area')!;
    expect(paris.latitude).toBeGreaterThan(48.1);
    expect(paris.latitude).toBeLessThan(49.3);
    const reykjavik = pins.get('Reykjavík')!;
    expect(reykjavik.latitude).toBeGreaterThan(63.3);
    expect(reykjavik.latitude).toBeLessThan(66.6);
    const kyoto = pins.get('Kyoto')!;
    expect(kyoto.longitude).toBeGreaterThan(129);
    expect(kyoto.longitude).toBeLessThan(146);
  }, 20_000);
});
