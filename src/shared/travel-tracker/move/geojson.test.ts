import { describe, expect, it } from 'vitest';
import { placesGeoJsonText } from './geojson.ts';
import { pointsOf, summarisePlaces } from './place-summary.ts';
import { nameOf, PLACES, VISITS } from './test-data.ts';

const isPosition = (value: unknown): value is number[] =>
  Array.isArray(value) &&
  value.length >= 2 &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n));

/** The parts of RFC 7946 a FeatureCollection of Points must keep to, as a list of faults. */
function rfc7946Faults(json: unknown): string[] {
  const faults: string[] = [];
  const object = json as Record<string, unknown>;
  if (object.type !== 'FeatureCollection') faults.push('type is not FeatureCollection');
  if (!Array.isArray(object.features)) return [...faults, 'features is not an array'];
  if ('crs' in object) faults.push('crs is not part of RFC 7946');
  object.features.forEach((feature: Record<string, unknown>, index) => {
    if (feature.type !== 'Feature') faults.push(`${index}: type is not Feature`);
    if (!('geometry' in feature)) faults.push(`${index}: no geometry member`);
    if (!('properties' in feature)) faults.push(`${index}: no properties member`);
    const properties = feature.properties;
    if (properties !== null && (typeof properties !== 'object' || Array.isArray(properties))) {
      faults.push(`${index}: properties is not an object or null`);
    }
    if ('id' in feature && typeof feature.id !== 'string' && typeof feature.id !== 'number') {
      faults.push(`${index}: id is not a string or number`);
    }
    const geometry = feature.geometry as Record<string, unknown> | null;
    if (geometry === null) return;
    if (geometry.type !== 'Point') faults.push(`${index}: geometry is not a Point`);
    if (!isPosition(geometry.coordinates)) {
      faults.push(`${index}: coordinates are not a position`);
      return;
    }
    const [longitude, latitude] = geometry.coordinates;
    if (!(longitude! >= -180 && longitude! <= 180)) faults.push(`${index}: longitude out of range`);
    if (!(latitude! >= -90 && latitude! <= 90)) faults.push(`${index}: latitude out of range`);
  });
  return faults;
}

describe('placesGeoJson', () => {
  it('writes a FeatureCollection RFC 7946 accepts, points as [longitude, latitude]', async () => {
    const summaries = summarisePlaces(PLACES, VISITS, nameOf);
    const asked: string[] = [];
    const points = await pointsOf(summaries, async (id) => {
      asked.push(id);
      // Lyon-ish for France; California's centre; nothing known for the region.
      if (id === 'country-FR') return { latitude: 46.2, longitude: 2.2 };
      if (id === 'state-US-CA') return { latitude: 36.7783, longitude: -119.4179 };
      return null;
    });
    // Cities are never asked: they have coordinates or none.
    expect(asked).toEqual(['country-FR', 'state-US-CA', 'region-FR-IDF']);
    const json: unknown = JSON.parse(placesGeoJsonText(summaries, points));
    expect(rfc7946Faults(json)).toEqual([]);

    const features = (json as { features: { id: string; geometry: unknown; properties: object }[] })
      .features;
    expect(features).toHaveLength(5);
    const california = features.find((feature) => feature.id === 'state-US-CA')!;
    // Longitude first: a point in California has a negative first coordinate.
    expect(california.geometry).toEqual({ type: 'Point', coordinates: [-119.4179, 36.7783] });
    const paris = features.find((feature) => feature.id === 'city1')!;
    expect(paris.geometry).toEqual({ type: 'Point', coordinates: [2.3522, 48.8566] });
    expect(features.find((feature) => feature.id === 'city2')!.geometry).toBeNull();
    expect(features.find((feature) => feature.id === 'country-FR')!.properties).toEqual({
      name: 'France',
      kind: 'country',
      code: 'FR',
      country: null,
      level: 'lived',
      levelLabel: 'Lived',
      description: null,
      firstVisit: '2019-05-01',
      lastVisit: '2023-08-02',
      visits: 2,
    });
  });

  it('fails the structure check when it should', () => {
    expect(
      rfc7946Faults({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [10, 100] } },
        ],
      }),
    ).toEqual(['0: latitude out of range']);
  });
});
