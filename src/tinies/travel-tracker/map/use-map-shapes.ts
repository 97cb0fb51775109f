import { useCallback, useEffect, useState } from 'react';
import { loadUsShapes } from '@/shared/travel-tracker/geo/us-shapes.ts';
import { loadWorldShapes } from '@/shared/travel-tracker/geo/world-shapes.ts';
import { drawMap, type DrawnMap } from './map-drawing.ts';

export type WhichMap = 'world' | 'us';

export type MapShapesState =
  { status: 'loading' } | { status: 'ready'; map: DrawnMap } | { status: 'error'; retry(): void };

const loaders: Record<WhichMap, () => Promise<Parameters<typeof drawMap>[0]>> = {
  world: loadWorldShapes,
  us: loadUsShapes,
};

/** One map's shapes, loaded on demand (each atlas is a chunk of its own) and drawn once. */
export function useMapShapes(which: WhichMap): MapShapesState {
  const [state, setState] = useState<{ which: WhichMap; map?: DrawnMap; failed?: boolean }>({
    which,
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    loaders[which]().then(
      (shapes) => current && setState({ which, map: drawMap(shapes) }),
      () => current && setState({ which, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [which, attempt]);

  if (state.which !== which) return { status: 'loading' };
  if (state.map) return { status: 'ready', map: state.map };
  if (state.failed) return { status: 'error', retry };
  return { status: 'loading' };
}
