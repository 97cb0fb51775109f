import { useStoredState } from '@/kit/use-stored-state.ts';

/** Where a cook is in a recipe: lines ticked off (by index in the recipe) and the step at hand. */
export interface CookProgress {
  ingredients: number[];
  steps: number[];
  /** The current step, counted among steps only (0 is the first). */
  current: number;
}

const EMPTY: CookProgress = { ingredients: [], steps: [], current: 0 };

const indexes = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => Number.isInteger(item) && item >= 0);

function parseProgress(value: unknown): CookProgress | null {
  if (typeof value !== 'object' || value === null) return null;
  const { ingredients, steps, current } = value as Record<string, unknown>;
  if (!indexes(ingredients) || !indexes(steps)) return null;
  if (typeof current !== 'number' || !Number.isInteger(current) || current < 0) return null;
  return { ingredients, steps, current };
}

const toggled = (list: number[], index: number) =>
  list.includes(index) ? list.filter((item) => item !== index) : [...list, index];

export interface Ticks {
  progress: CookProgress;
  toggleIngredient: (index: number) => void;
  /** Ticks or unticks a step; ticking the current step moves on to the next one not done. */
  toggleStep: (index: number) => void;
  setCurrent: (current: number) => void;
  reset: () => void;
}

/**
 * Cook mode's ticks for one recipe, kept for the tab (sessionStorage), so a reload or a
 * look at the detail screen does not lose the place. `stepIndexes` are the positions of
 * the recipe's steps (not its section headings) in its list.
 */
export function useTicks(id: string, stepIndexes: readonly number[]): Ticks {
  const [progress, setProgress] = useStoredState<CookProgress>(
    'session',
    `recipe-book:cook:${id}`,
    EMPTY,
    parseProgress,
  );
  const last = Math.max(0, stepIndexes.length - 1);
  const current = Math.min(progress.current, last);
  const shown = { ...progress, current };

  return {
    progress: shown,
    toggleIngredient: (index) =>
      setProgress({ ...shown, ingredients: toggled(shown.ingredients, index) }),
    toggleStep: (index) => {
      const steps = toggled(shown.steps, index);
      const position = stepIndexes.indexOf(index);
      let next = current;
      if (steps.includes(index) && position === current) {
        const after = stepIndexes.findIndex((step, at) => at > current && !steps.includes(step));
        if (after >= 0) next = after;
      }
      setProgress({ ...shown, steps, current: next });
    },
    setCurrent: (value) => setProgress({ ...shown, current: Math.min(Math.max(0, value), last) }),
    reset: () => setProgress(EMPTY),
  };
}
