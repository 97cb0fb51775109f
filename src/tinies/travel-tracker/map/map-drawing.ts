import { geoEqualEarth, geoPath } from 'd3-geo';
import type { MapShapes } from '@/shared/travel-tracker/geo/shapes.ts';

/**
 * A map's shapes as SVG paths, worked out once per set of shapes and kept: marking a place
 * changes only a fill, never a path (projecting the world takes tens of milliseconds on a
 * phone; re-colouring must not).
 */
export interface DrawnPlace {
  id: string;
  kind: 'country' | 'state';
  code: string;
  /** The shape's path, when the map has a shape for it. */
  d?: string;
  /** Where its dot is, when it has one (a micro-state, a territory, a tiny state). */
  dot?: readonly [number, number];
  /** Its middle, to bring it into view when it gets the focus. */
  centre: readonly [number, number];
}

export interface DrawnMap {
  width: number;
  height: number;
  places: readonly DrawnPlace[];
  /** Land that cannot be marked, drawn plain. */
  unmarked: readonly string[];
  /** The globe's outline on the world map (the sea). */
  outline?: string;
}

const WORLD_WIDTH = 960;
const WORLD_HEIGHT = 468;

const drawn = new WeakMap<MapShapes, DrawnMap>();

export function drawMap(shapes: MapShapes): DrawnMap {
  const known = drawn.get(shapes);
  if (known) return known;
  const map = shapes.coordinates === 'sphere' ? drawSphere(shapes) : drawPlane(shapes);
  drawn.set(shapes, map);
  return map;
}

function drawSphere(shapes: MapShapes): DrawnMap {
  const projection = geoEqualEarth().fitSize([WORLD_WIDTH, WORLD_HEIGHT], { type: 'Sphere' });
  const path = geoPath(projection);
  return collect(shapes, WORLD_WIDTH, WORLD_HEIGHT, path, (point) =>
    projection(point as [number, number]),
  );
}

function drawPlane(shapes: MapShapes): DrawnMap {
  const { width, height } = shapes.size ?? { width: 975, height: 610 };
  return collect(shapes, width, height, geoPath(), (point) => [point[0], point[1]]);
}

function collect(
  shapes: MapShapes,
  width: number,
  height: number,
  path: ReturnType<typeof geoPath>,
  project: (point: readonly [number, number]) => [number, number] | null,
): DrawnMap {
  const places = new Map<string, DrawnPlace>();
  for (const shape of shapes.shapes) {
    const d = path(shape.feature) ?? undefined;
    const [x, y] = path.centroid(shape.feature);
    places.set(shape.id, {
      id: shape.id,
      kind: shape.kind,
      code: shape.code,
      d,
      centre: [round(x), round(y)],
    });
  }
  for (const dot of shapes.dots) {
    const point = project(dot.point);
    if (!point) continue;
    const at = [round(point[0]), round(point[1])] as const;
    const place = places.get(dot.id);
    places.set(dot.id, place ? { ...place, dot: at } : { ...dot, dot: at, centre: at });
  }
  return {
    width,
    height,
    places: [...places.values()],
    unmarked: shapes.unmarked.map((feature) => path(feature) ?? '').filter(Boolean),
    outline: shapes.coordinates === 'sphere' ? (path({ type: 'Sphere' }) ?? undefined) : undefined,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
