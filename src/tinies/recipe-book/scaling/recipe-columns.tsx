import type { ReactNode } from 'react';
import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import { cn } from '@/ui/cn.ts';
import { IngredientList, ServingsNote, type IngredientTicks } from './ingredient-list.tsx';
import type { RecipeScale } from './use-recipe-scale.ts';

export interface RecipeColumnsProps {
  /** The recipe's heading id: each column is labelled by `{titleId}-ingredients` / `-steps`. */
  titleId: string;
  recipe: Recipe;
  scale: RecipeScale;
  /** Cook mode's large type, with ticks; the detail screen's print layout otherwise. */
  cook?: { ticks: IngredientTicks; stepsHint: ReactNode };
  /** The steps column's list. */
  steps: ReactNode;
}

/** Ingredients beside the steps (one above the other on narrow screens and on paper). */
export function RecipeColumns({ titleId, recipe, scale, cook, steps }: RecipeColumnsProps) {
  const heading = cn('font-semibold tracking-tight', cook ? 'text-2xl' : 'text-xl');
  return (
    <div
      className={cn(
        'grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]',
        !cook && 'print:grid-cols-1 print:gap-5',
      )}
    >
      <section aria-labelledby={`${titleId}-ingredients`} className="min-w-0">
        <h3 id={`${titleId}-ingredients`} className={heading}>
          Ingredients
        </h3>
        <ServingsNote recipe={recipe} servings={scale.servings} />
        <IngredientList
          ingredients={recipe.ingredients}
          factor={scale.factor}
          units={scale.units}
          ticks={cook?.ticks}
          className={cook ? 'mt-3' : 'mt-4 print:mt-2'}
        />
      </section>
      <section aria-labelledby={`${titleId}-steps`} className="min-w-0">
        <h3 id={`${titleId}-steps`} className={cn(heading, cook ? 'mb-1' : 'mb-4')}>
          Steps
        </h3>
        {cook?.stepsHint}
        {steps}
      </section>
    </div>
  );
}
