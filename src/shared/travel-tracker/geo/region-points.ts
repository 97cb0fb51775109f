import { REGION_POINTS_TABLE } from './region-points-table.ts';

/** A position on the globe. */
export interface RegionPoint {
  latitude: number;
  longitude: number;
}

let points: Map<string, RegionPoint> | undefined;

/** The table's lines: a country's code, then its subdivisions' codes, longitudes and latitudes. */
function parse(): Map<string, RegionPoint> {
  const parsed = new Map<string, RegionPoint>();
  for (const line of REGION_POINTS_TABLE.trim().split('\n')) {
    const [country, ...rest] = line.split(' ');
    for (let index = 0; index + 2 < rest.length; index += 3) {
      parsed.set(`${country}-${rest[index]}`, {
        longitude: Number(rest[index + 1]),
        latitude: Number(rest[index + 2]),
      });
    }
  }
  return parsed;
}

/**
 * A point inside the region with this ISO 3166-2 code (`AU-NSW`), from Natural Earth's
 * admin-1 shapes, or undefined for a region Natural Earth does not know.
 */
export function regionPoint(code: string): RegionPoint | undefined {
  points ??= parse();
  return points.get(code.toUpperCase());
}
