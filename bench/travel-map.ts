import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CLIENT_DIR } from './project.ts';
import { withThrottledPage } from './throttled-page.ts';
import type { VerifiedUser } from '../src/server/testing/verified-user.ts';
import { COUNTRIES, US_STATES } from '../src/shared/travel-tracker/places/catalogue.ts';
import { BEEN_LEVELS } from '../src/shared/travel-tracker/travel-model.ts';

/**
 * The Travel Tracker's map: the gzip bytes of the map screen's chunks (its code, the world
 * and the US shapes; the shapes' budget is 80 KB), then in the system Chromium at a 4×
 * slower CPU (a phone), with 2,000 places stored (every country and state the maps draw
 * but a few, the rest cities), the time from navigation to the world map's first paint
 * and from a tap on an unmarked country to its new colour painted.
 */
export const SHAPES_BUDGET_GZIP = 80_000;
const PLACES = 2_000;
const CPU_SLOWDOWN = 4;
/** Countries left unmarked, to be tapped. */
const TAPPED = ['FR', 'BR', 'IN', 'AU', 'CA'];

export interface TravelMapRun {
  bytes: { file: string; gzip: number }[];
  shapesGzip: number;
  shapesBudgetGzip: number;
  places: number;
  cpuSlowdown: number;
  firstPaintMs: number;
  recolourMs: number[];
}

function chunkBytes() {
  const assets = join(CLIENT_DIR, 'assets');
  return readdirSync(assets)
    .filter((file) => /^(map-screen|countries-110m|states-albers-10m)-.*\.js$/.test(file))
    .map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
    }));
}

function generatePlaces(): [string, object][] {
  const stamp = new Date().toISOString();
  const coded = [
    ...COUNTRIES.filter((country) => !TAPPED.includes(country.code)).map((country) => ({
      id: `country-${country.code}`,
      kind: 'country',
      code: country.code,
    })),
    ...US_STATES.map((state) => ({ id: `state-${state.code}`, kind: 'state', code: state.code })),
  ];
  const places: [string, object][] = coded.map(({ id, kind, code }, index) => [
    id,
    {
      kind,
      code,
      level: BEEN_LEVELS[index % BEEN_LEVELS.length],
      photos: [],
      createdAt: stamp,
      updatedAt: stamp,
    },
  ]);
  for (let index = places.length; index < PLACES; index++) {
    places.push([
      `city-${String(index).padStart(5, '0')}`,
      {
        kind: 'city',
        name: `Town ${index}`,
        country: 'FR',
        level: 'visited',
        photos: [],
        createdAt: stamp,
        updatedAt: stamp,
      },
    ]);
  }
  return places;
}

async function storePlaces(user: VerifiedUser, origin: string, places: [string, object][]) {
  const url = new URL(`/api/data/users/${user.uid}/travel-tracker/places`, origin);
  for (let from = 0; from < places.length; from += 500) {
    const response = await fetch(url, {
      method: 'PATCH',
      headers: { Cookie: user.cookie, Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(places.slice(from, from + 500))),
    });
    if (!response.ok)
      throw new Error(`Storing places answered ${response.status}: ${await response.text()}`);
  }
}

/** In the page, before its scripts: when the world map first shows its countries. */
function watchMap() {
  const bench = { shownAt: null as number | null };
  (window as unknown as { benchMap: typeof bench }).benchMap = bench;
  const observer = new MutationObserver(() => {
    const map = document.querySelector('svg[aria-label="World map"]');
    // Drawn, with the stored levels on it (the tapped countries stay unmarked).
    if (map && map.querySelectorAll('[data-place]:not([data-level="none"])').length > 150) {
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (bench.shownAt = performance.now()), 0));
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true, attributes: true }),
  );
}

/** In the page: taps a country and resolves with the time to its new colour's frame. */
function tapAndTime(id: string) {
  return new Promise<number>((resolve) => {
    const target = document.querySelector<SVGGElement>(`[data-place="${id}"]`)!;
    const observer = new MutationObserver(() => {
      if (target.getAttribute('data-level') !== 'visited') return;
      observer.disconnect();
      // The frame that paints it: after the next animation frame's work.
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    });
    observer.observe(target, { attributes: true });
    const start = performance.now();
    target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

export async function measureTravelMap(): Promise<TravelMapRun> {
  const bytes = chunkBytes();
  const shapesGzip = bytes
    .filter((chunk) => !chunk.file.startsWith('map-screen'))
    .reduce((sum, chunk) => sum + chunk.gzip, 0);
  return withThrottledPage(
    {
      fill: (user, origin) => storePlaces(user, origin, generatePlaces()),
      cpuSlowdown: CPU_SLOWDOWN,
      initScript: watchMap,
    },
    async (page, origin) => {
      await page.goto(new URL('/travel-tracker?view=map', origin).href);
      await page.waitForFunction(
        () =>
          (window as unknown as { benchMap: { shownAt: number | null } }).benchMap.shownAt !== null,
        undefined,
        { timeout: 120_000 },
      );
      const firstPaintMs = await page.evaluate(
        () => (window as unknown as { benchMap: { shownAt: number } }).benchMap.shownAt,
      );
      const recolourMs: number[] = [];
      for (const code of TAPPED) {
        recolourMs.push(await page.evaluate(tapAndTime, `country-${code}`));
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return {
        bytes,
        shapesGzip,
        shapesBudgetGzip: SHAPES_BUDGET_GZIP,
        places: PLACES,
        cpuSlowdown: CPU_SLOWDOWN,
        firstPaintMs: Math.round(firstPaintMs),
        recolourMs: recolourMs.map((ms) => Math.round(ms)),
      };
    },
  );
}

export function printTravelMap(run: TravelMapRun): void {
  console.log('\nTravel Tracker map');
  for (const chunk of run.bytes)
    console.log(`  ${chunk.file}: ${(chunk.gzip / 1000).toFixed(1)} KB gzip`);
  console.log(
    `  Shapes (world + US): ${(run.shapesGzip / 1000).toFixed(1)} KB gzip, budget ` +
      `${run.shapesBudgetGzip / 1000} KB: ${run.shapesGzip <= run.shapesBudgetGzip ? 'within' : 'OVER'}.`,
  );
  const sorted = [...run.recolourMs].sort((a, b) => a - b);
  console.log(
    `  ${run.places} places, CPU ${run.cpuSlowdown}× slower: first map paint ${run.firstPaintMs} ms ` +
      `from navigation; re-colour after a tap ${sorted[Math.floor(sorted.length / 2)]} ms median ` +
      `(${run.recolourMs.join(', ')} ms).`,
  );
}
