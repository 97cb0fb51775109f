import { BEEN_LEVEL_LABELS } from '../travel-model.ts';
import type { LatLon, PlaceSummary } from './place-summary.ts';

/**
 * The places as GeoJSON (RFC 7946): a FeatureCollection with one Feature per place, a
 * Point at `[longitude, latitude]` (WGS 84, the order the RFC fixes), or a null geometry
 * for a place with no known position (the RFC allows an unlocated Feature).
 */

export interface GeoJsonPoint {
  type: 'Point';
  coordinates: [number, number];
}

export interface PlaceFeature {
  type: 'Feature';
  id: string;
  geometry: GeoJsonPoint | null;
  properties: {
    name: string;
    kind: PlaceSummary['kind'];
    code: string | null;
    country: string | null;
    level: PlaceSummary['level'];
    levelLabel: string;
    description: string | null;
    firstVisit: string | null;
    lastVisit: string | null;
    visits: number;
  };
}

export interface PlacesFeatureCollection {
  type: 'FeatureCollection';
  features: PlaceFeature[];
}

/** Six decimals: about 10 cm, more than any pin needs. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function placesGeoJson(
  summaries: readonly PlaceSummary[],
  points: readonly (LatLon | null)[],
): PlacesFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: summaries.map((summary, index) => {
      const point = points[index] ?? null;
      return {
        type: 'Feature',
        id: summary.id,
        geometry: point
          ? { type: 'Point', coordinates: [round(point.longitude), round(point.latitude)] }
          : null,
        properties: {
          name: summary.name,
          kind: summary.kind,
          code: summary.code ?? null,
          country: summary.country ?? null,
          level: summary.level,
          levelLabel: BEEN_LEVEL_LABELS[summary.level],
          description: summary.description ?? null,
          firstVisit: summary.firstVisit ?? null,
          lastVisit: summary.lastVisit ?? null,
          visits: summary.visits,
        },
      };
    }),
  };
}

/** The file's text (`application/geo+json`). */
export function placesGeoJsonText(
  summaries: readonly PlaceSummary[],
  points: readonly (LatLon | null)[],
): string {
  return `${JSON.stringify(placesGeoJson(summaries, points), null, 2)}\n`;
}
