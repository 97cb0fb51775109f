import { geoContains, geoDistance } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import world50m from 'world-atlas/countries-50m.json';
import { WORLD_DOTS } from './dots.ts';
import { loadUsShapes } from './us-shapes.ts';
import { loadWorldShapes } from './world-shapes.ts';
import { COUNTRIES, US_STATES } from '../places/catalogue.ts';

describe('loadWorldShapes', () => {
  it('keys the countries by place id, joining features ISO counts as one', async () => {
    const world = await loadWorldShapes();
    const ids = world.shapes.map((shape) => shape.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('country-FR');
    expect(ids).toContain('country-RU');
    expect(world.shapes.length).toBeGreaterThan(170);
    expect(world.unmarked).toHaveLength(1); // Kosovo
    const cyprus = world.shapes.find((shape) => shape.id === 'country-CY')!;
    expect(cyprus.feature.geometry.type).toBe('MultiPolygon');
  });

  it('has a dot for every micro-state and small country, and a shape or dot for most countries', async () => {
    const world = await loadWorldShapes();
    const dots = new Set(world.dots.map((dot) => dot.id));
    for (const code of ['MC', 'VA', 'SM', 'SG', 'LU', 'TV', 'GI'])
      expect(dots).toContain(`country-${code}`);
    expect(dots).not.toContain('country-FR');
    const drawn = new Set([...dots, ...world.shapes.map((shape) => shape.id)]);
    const missing = COUNTRIES.filter((country) => !drawn.has(`country-${country.code}`));
    // Only a few uninhabited or tiny territories have no place on the map.
    expect(missing.length).toBeLessThan(10);
  });

  it('places the hand-measured dots on their 50m shapes', () => {
    const topology = world50m as unknown as Topology;
    const object = topology.objects.countries as { geometries: { id?: string }[] } & never;
    for (const [numeric, longitude, latitude] of WORLD_DOTS) {
      const geometry = object.geometries.find((candidate) => candidate.id === numeric);
      if (!geometry) continue; // placed by hand: no shape to check against
      const shape = feature(topology, geometry as never) as Feature<Geometry>;
      const inside = geoContains(shape, [longitude, latitude]);
      // Rounded to 0.01°: on the island, or within about 5 km of it.
      const near = inside || geoDistance([longitude, latitude], shapeCorner(shape)) < 0.2;
      expect(near, numeric).toBe(true);
    }
  });
});

function shapeCorner(shape: Feature<Geometry>): [number, number] {
  const geometry = shape.geometry;
  const ring =
    geometry.type === 'Polygon'
      ? geometry.coordinates[0]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates[0]?.[0]
        : undefined;
  return (ring?.[0] ?? [0, 0]) as [number, number];
}

describe('loadUsShapes', () => {
  it('has a shape for every state and DC, and dots for DC, Rhode Island and the territories', async () => {
    const us = await loadUsShapes();
    expect(us.coordinates).toBe('plane');
    expect(us.shapes).toHaveLength(51);
    const dots = us.dots.map((dot) => dot.code);
    expect(dots).toEqual(
      expect.arrayContaining([
        'US-DC',
        'US-RI',
        'US-PR',
        'US-GU',
        'US-VI',
        'US-AS',
        'US-MP',
        'US-UM',
      ]),
    );
    const drawn = new Set([...dots, ...us.shapes.map((shape) => shape.code)]);
    expect(US_STATES.every((state) => drawn.has(state.code))).toBe(true);
    for (const dot of us.dots) {
      expect(dot.point[0]).toBeGreaterThanOrEqual(0);
      expect(dot.point[0]).toBeLessThanOrEqual(us.size.width);
      expect(dot.point[1]).toBeLessThanOrEqual(us.size.height);
    }
  });
});
