import type { BeenLevel } from '@/shared/travel-tracker/travel-tracker-schema.ts';
import { LEVEL_COLOURS } from '../levels.ts';

/**
 * The map's colours as CSS variables on its root: the levels' own (the same in both themes
 * and on paper, from ../levels.ts), the unmarked land's grey and the sea, which follow
 * the theme (paper gets the light ones).
 */
export const MAP_COLOURS = [
  '[--level-none:#d6d3d1] dark:[--level-none:#57534e] print:[--level-none:#d6d3d1]',
  '[--map-sea:#eff6ff] dark:[--map-sea:#172033] print:[--map-sea:#fff]',
  'print:[print-color-adjust:exact]',
].join(' ');

/** A level's colour, or the unmarked land's. */
export const levelFill = (level: BeenLevel | undefined): string =>
  level ? LEVEL_COLOURS[level].fill : 'var(--level-none)';
