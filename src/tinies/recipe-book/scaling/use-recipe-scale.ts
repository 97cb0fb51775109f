import { useStoredState } from '@/kit/use-stored-state.ts';
import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import { isUnitChoice, scaleFactor, servingsFrom, type UnitChoice } from './scaled-ingredients.ts';

/** The units a cook reads in: one choice for every recipe, kept on the device. */
const UNITS_KEY = 'recipe-book:units';
/** Servings chosen for one recipe, kept for the tab, so detail, cook mode and a reload agree. */
const servingsKey = (id: string) => `recipe-book:servings:${id}`;

export interface RecipeScale {
  servings: number;
  setServings: (servings: number) => void;
  units: UnitChoice;
  setUnits: (units: UnitChoice) => void;
  /** What the recipe's amounts are multiplied by. */
  factor: number;
}

/**
 * The servings and units a recipe is shown at. NOTE: only a servings count the cook chose
 * is stored; until then the recipe's own count is used, so an edit of it shows at once.
 */
export function useRecipeScale(id: string, recipe: Recipe): RecipeScale {
  const [chosen, setChosen] = useStoredState<number | null>(
    'session',
    servingsKey(id),
    null,
    servingsFrom,
  );
  const [units, setUnits] = useStoredState<UnitChoice>('local', UNITS_KEY, 'as-written', (value) =>
    isUnitChoice(value) ? value : null,
  );
  const servings = chosen ?? recipe.servings;
  return {
    servings,
    setServings: (next) => setChosen(next === recipe.servings ? null : next),
    units,
    setUnits,
    factor: scaleFactor(recipe.servings, servings),
  };
}
