import { totalMinutes, type Recipe } from '@/shared/recipe-book/recipe-model.ts';

/**
 * The times a recipe shows, on its card and its page alike: a time that is zero (no prep,
 * nothing to cook) is left out rather than read as "0 min" in one place and "None" in
 * another. Total is shown whenever there is any time at all.
 */
export function recipeTimes(recipe: Pick<Recipe, 'prepMinutes' | 'cookMinutes'>) {
  const times = [
    { label: 'Prep', minutes: recipe.prepMinutes },
    { label: 'Cook', minutes: recipe.cookMinutes },
    { label: 'Total', minutes: totalMinutes(recipe) },
  ];
  return times.filter((time) => time.minutes > 0);
}
