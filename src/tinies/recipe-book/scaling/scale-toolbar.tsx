import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import { cn } from '@/ui/cn.ts';
import { ServingsControl } from './servings-control.tsx';
import { UnitSystemToggle } from './unit-system-toggle.tsx';
import type { RecipeScale } from './use-recipe-scale.ts';

/** Servings and units together, above a recipe's ingredients and steps; not printed. */
export function ScaleToolbar({
  recipe,
  scale,
  className,
}: {
  recipe: Recipe;
  scale: RecipeScale;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-start gap-x-8 gap-y-4 rounded-2xl border border-border bg-card p-4 shadow-card print:hidden',
        className,
      )}
    >
      <ServingsControl value={scale.servings} base={recipe.servings} onChange={scale.setServings} />
      <UnitSystemToggle value={scale.units} onChange={scale.setUnits} />
    </div>
  );
}
