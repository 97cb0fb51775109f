import { useLayoutEffect, useState } from 'react';

/**
 * Records how long a screen took from its first render to its first commit (its DOM in
 * place, before the browser paints it) as a User Timing measure called `name`: it shows in
 * the browser's performance panel, and the benches read it. One entry per name is kept.
 */
export function useFirstCommitMeasure(name: string): void {
  const [started] = useState(() => performance.now());
  useLayoutEffect(() => {
    performance.clearMeasures(name);
    performance.measure(name, { start: started, end: performance.now() });
  }, [name, started]);
}
