import type { BeenLevel } from '@/shared/travel-tracker/travel-tracker-schema.ts';

/**
 * The five levels' colours on the maps and in their legend, as CSS variables set on the
 * map's root: deep shades on the light theme, light ones on the dark, each far from the
 * unmarked land's grey and from the others (purple, blue, teal, amber, pink keep apart
 * for the common colour blindnesses too). Print keeps the light theme's.
 */
export const LEVEL_COLOURS = [
  '[--level-lived:#7e22ce] dark:[--level-lived:#d8b4fe]',
  '[--level-stayed:#1d4ed8] dark:[--level-stayed:#93c5fd]',
  '[--level-visited:#0f766e] dark:[--level-visited:#5eead4]',
  '[--level-passed:#d97706] dark:[--level-passed:#fcd34d]',
  '[--level-want:#db2777] dark:[--level-want:#f9a8d4]',
  '[--level-none:#d6d3d1] dark:[--level-none:#57534e]',
  '[--map-sea:#eff6ff] dark:[--map-sea:#172033]',
  'print:[--level-lived:#7e22ce] print:[--level-stayed:#1d4ed8] print:[--level-visited:#0f766e]',
  'print:[--level-passed:#d97706] print:[--level-want:#db2777] print:[--level-none:#d6d3d1]',
  'print:[--map-sea:#fff]',
].join(' ');

/** A level's colour, or the unmarked land's. */
export const levelFill = (level: BeenLevel | undefined): string =>
  `var(--level-${level ?? 'none'})`;
