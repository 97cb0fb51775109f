import type { Feature, Geometry } from 'geojson';
import type { CodedKind } from '../travel-model.ts';

/**
 * The shapes the maps draw, keyed by place id (`country-FR`, `state-US-CA`). The world's
 * are in longitude and latitude (the screen projects them); the US map's are already
 * projected (us-atlas's Albers file: a 975 × 610 plane with Alaska and Hawaii inset).
 */
export interface MapShape {
  /** The place's id: `placeIdOf(kind, code)`. */
  id: string;
  kind: Extract<CodedKind, 'country' | 'state'>;
  code: string;
  feature: Feature<Geometry>;
}

/**
 * A place the map draws as a dot, at a point in the shapes' coordinates: one the shapes
 * lack (a micro-state, a territory) or one too small to tap (DC, Luxembourg). A place may
 * have both a shape and a dot.
 */
export interface MapDot {
  id: string;
  kind: Extract<CodedKind, 'country' | 'state'>;
  code: string;
  point: readonly [number, number];
}

export interface MapShapes {
  /** `sphere`: longitude and latitude, to project; `plane`: already in the map's pixels. */
  coordinates: 'sphere' | 'plane';
  /** The plane's size, for `plane` maps. */
  size?: { width: number; height: number };
  shapes: readonly MapShape[];
  dots: readonly MapDot[];
  /** Land the person cannot mark (no ISO code, such as Kosovo), drawn plain. */
  unmarked: readonly Feature<Geometry>[];
}

export type WorldShapes = MapShapes & { coordinates: 'sphere' };
export type UsShapes = MapShapes & {
  coordinates: 'plane';
  size: { width: number; height: number };
};
