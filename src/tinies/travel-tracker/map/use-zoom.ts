import { useCallback, useMemo, useState } from 'react';

/** How the map is zoomed and moved: `translate(x y) scale(k)` in the map's own units. */
export interface MapView {
  k: number;
  x: number;
  y: number;
}

export const MAX_ZOOM = 16;
const HOME: MapView = { k: 1, x: 0, y: 0 };

export interface Zoom {
  view: MapView;
  /** Zooms by a factor about a point of the map (its middle unless given). */
  zoomBy(factor: number, about?: readonly [number, number]): void;
  /** Moves the map by so many of its own units. */
  panBy(dx: number, dy: number): void;
  /** Brings a point into view when it is not (the focused place), keeping the zoom. */
  reveal(point: readonly [number, number]): void;
  reset(): void;
}

/** The map's zoom and position, never moved further than its edges. */
export function useZoom(width: number, height: number): Zoom {
  const [view, setView] = useState<MapView>(HOME);

  const clamp = useCallback(
    ({ k, x, y }: MapView): MapView => {
      const scale = Math.min(Math.max(k, 1), MAX_ZOOM);
      return {
        k: scale,
        x: Math.min(0, Math.max(width * (1 - scale), x)),
        y: Math.min(0, Math.max(height * (1 - scale), y)),
      };
    },
    [width, height],
  );

  const zoomBy = useCallback(
    (factor: number, about: readonly [number, number] = [width / 2, height / 2]) =>
      setView((current) => {
        const k = Math.min(Math.max(current.k * factor, 1), MAX_ZOOM);
        const [ax, ay] = about;
        // The point under `about` stays where it is.
        return clamp({
          k,
          x: ax - ((ax - current.x) * k) / current.k,
          y: ay - ((ay - current.y) * k) / current.k,
        });
      }),
    [clamp, width, height],
  );

  const panBy = useCallback(
    (dx: number, dy: number) =>
      setView((current) => clamp({ ...current, x: current.x + dx, y: current.y + dy })),
    [clamp],
  );

  const reveal = useCallback(
    ([px, py]: readonly [number, number]) =>
      setView((current) => {
        const sx = current.x + px * current.k;
        const sy = current.y + py * current.k;
        const margin = 0.1;
        const inside =
          sx >= width * margin &&
          sx <= width * (1 - margin) &&
          sy >= height * margin &&
          sy <= height * (1 - margin);
        if (inside) return current;
        return clamp({ ...current, x: width / 2 - px * current.k, y: height / 2 - py * current.k });
      }),
    [clamp, width, height],
  );

  const reset = useCallback(() => setView(HOME), []);

  return useMemo(
    () => ({ view, zoomBy, panBy, reveal, reset }),
    [view, zoomBy, panBy, reveal, reset],
  );
}
