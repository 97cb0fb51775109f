import { useId } from 'react';
import { PRINT_INK } from '@/kit/print/print-ink.ts';
import { RECIPE_TYPE_LABELS } from '@/shared/recipe-book/recipe-model.ts';
import { Badge } from '@/ui/badge.tsx';
import { cn } from '@/ui/cn.ts';
import { FavouriteButton, RecipeActions } from './recipe-actions.tsx';
import { RecipeDates, RecipeTagsAndSource, RecipeTimes } from './recipe-facts.tsx';
import { BackToRecipes, RecipeGate } from '../recipe-gate.tsx';
import { RecipePhoto } from '../recipe-photo.tsx';
import { RecipeTitle } from '../recipe-title.tsx';
import { RecipeColumns } from '../scaling/recipe-columns.tsx';
import { ScaleToolbar } from '../scaling/scale-toolbar.tsx';
import { StepList } from '../scaling/step-list.tsx';
import { useRecipeScale } from '../scaling/use-recipe-scale.ts';
import type { RecipeEntry, RecipeState } from '../use-recipe-book.ts';

/** One recipe: its facts, ingredients at any servings and units, steps, and actions. */
export function RecipeDetailView({ state }: { state: RecipeState }) {
  return (
    <RecipeGate state={state}>
      {(entry) => <RecipeDetail key={entry.id} entry={entry} path={state.path} />}
    </RecipeGate>
  );
}

function RecipeDetail({ entry, path }: { entry: RecipeEntry; path: string | null }) {
  const { recipe } = entry;
  const scale = useRecipeScale(entry.id, recipe);
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={cn('space-y-8 print:space-y-5', PRINT_INK)}>
      <BackToRecipes className="-mt-4 -ml-3 print:hidden" />
      <header className="grid gap-6 md:grid-cols-5 md:items-start">
        <RecipePhoto recipe={recipe} className="md:col-span-2" />
        <div className="flex min-w-0 flex-col gap-4 md:col-span-3">
          <div className="flex flex-wrap gap-2">
            <Badge tone="accent">{RECIPE_TYPE_LABELS[recipe.type]}</Badge>
            {recipe.cuisine ? <Badge tone="base">{recipe.cuisine}</Badge> : null}
          </div>
          <RecipeTitle id={titleId} name={recipe.name}>
            <FavouriteButton entry={entry} path={path} />
          </RecipeTitle>
          {recipe.description ? (
            <p className="leading-relaxed whitespace-pre-line text-muted-fg">
              {recipe.description}
            </p>
          ) : null}
          <RecipeTimes recipe={recipe} />
          <RecipeTagsAndSource recipe={recipe} />
          <RecipeActions entry={entry} path={path} />
        </div>
      </header>

      <ScaleToolbar recipe={recipe} scale={scale} />

      <RecipeColumns
        titleId={titleId}
        recipe={recipe}
        scale={scale}
        steps={<StepList steps={recipe.steps} units={scale.units} />}
      />

      {recipe.notes ? (
        <section aria-labelledby={`${titleId}-notes`} className="break-inside-avoid">
          <h3 id={`${titleId}-notes`} className="mb-2 text-xl font-semibold tracking-tight">
            Notes
          </h3>
          <p className="leading-relaxed whitespace-pre-line">{recipe.notes}</p>
        </section>
      ) : null}

      <RecipeDates recipe={recipe} />
    </article>
  );
}
