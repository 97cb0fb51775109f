import { BEEN_LEVELS, type BeenLevel } from '@/shared/travel-tracker/travel-model.ts';

/**
 * The one source of the levels' colours, for the legend, the list, the place page and the
 * map alike. `fill` is the level's colour (a shape, a swatch, a badge); `ink` is text drawn
 * on it, at least 4.5:1 against `fill`. The same in both themes, so a level looks the same
 * wherever it is seen (and on a printed poster).
 */
export interface LevelColour {
  fill: string;
  ink: string;
}

export const LEVEL_COLOURS: Readonly<Record<BeenLevel, LevelColour>> = {
  lived: { fill: '#6d28d9', ink: '#ffffff' },
  stayed: { fill: '#1d4ed8', ink: '#ffffff' },
  visited: { fill: '#047857', ink: '#ffffff' },
  passed: { fill: '#f59e0b', ink: '#111827' },
  want: { fill: '#be185d', ink: '#ffffff' },
};

/** The levels in the legend's order: most been first, then where the person wants to go. */
export const LEGEND_LEVELS: readonly BeenLevel[] = BEEN_LEVELS;
