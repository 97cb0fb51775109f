import type { BeenLevel } from '@/shared/travel-tracker/travel-model.ts';
import { LEVEL_COLOURS } from '../levels.ts';

/**
 * The map's colours as CSS variables on its root: the levels' own (the same in both themes
 * and on paper, from ../levels.ts), the unmarked land's grey, a pale green for a country
 * not marked but been to through a state, region or city in it, and the sea; all but the
 * levels' follow the theme (paper gets the light ones).
 */
export const MAP_COLOURS = [
  '[--level-none:#d6d3d1] dark:[--level-none:#57534e] print:[--level-none:#d6d3d1]',
  '[--map-sea:#eff6ff] dark:[--map-sea:#172033] print:[--map-sea:#fff]',
  '[--level-implied:#a8cfc0] dark:[--level-implied:#2f5a4b] print:[--level-implied:#a8cfc0]',
  'print:[print-color-adjust:exact]',
].join(' ');

/** A level's colour, or the unmarked land's (pale green when been to through a place in it). */
export const levelFill = (level: BeenLevel | undefined, implied = false): string =>
  level ? LEVEL_COLOURS[level].fill : implied ? 'var(--level-implied)' : 'var(--level-none)';
