import { useEffect } from 'react';

interface IdleDeadline {
  timeRemaining: () => number;
}

/** A browser without requestIdleCallback gets a short turn now and then. */
const FALLBACK_TURN_MS = 5;

/**
 * Calls `warm` on every item while the page is idle, a few at a time, once per new
 * `items` or `warm`: a list's search can work out each item's text before the first
 * keystroke needs it, rather than all of it on that keystroke. Keep both stable.
 */
export function useWarmUpWhenIdle<T>(items: readonly T[], warm: (item: T) => void): void {
  useEffect(() => {
    let index = 0;
    let stopped = false;
    const later = (step: (deadline: IdleDeadline) => void) => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(step);
        return () => window.cancelIdleCallback(handle);
      }
      const handle = setTimeout(() => {
        const start = Date.now();
        step({ timeRemaining: () => FALLBACK_TURN_MS - (Date.now() - start) });
      }, 0);
      return () => clearTimeout(handle);
    };
    let cancel = () => {};
    const step = (deadline: IdleDeadline) => {
      do warm(items[index++]!);
      while (index < items.length && deadline.timeRemaining() > 1);
      if (index < items.length && !stopped) cancel = later(step);
    };
    if (items.length > 0) cancel = later(step);
    return () => {
      stopped = true;
      cancel();
    };
  }, [items, warm]);
}
