import { useEffect, useRef, useState } from 'react';

/**
 * The width a chart is shown at, so it is drawn at that size (its text stays readable on
 * a phone instead of shrinking with the drawing); `fallback` until measured.
 */
export function useChartWidth<E extends Element>(fallback = 600) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
