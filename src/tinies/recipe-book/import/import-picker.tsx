import { ArrowLeft, ChevronRight } from 'lucide-react';
import { StageHeading } from '@/kit/io/stage-heading.tsx';
import { formatMinutes } from '@/shared/recipe-book/durations.ts';
import { RECIPE_TYPE_LABELS, totalMinutes } from '@/shared/recipe-book/recipe-model.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { findDuplicate } from './import-sources.ts';
import type { FoundRecipes } from './import-stages.ts';
import type { RecipeEntry } from '../use-recipe-book.ts';

export interface ImportPickerProps {
  found: FoundRecipes;
  entries: readonly RecipeEntry[];
  onPick: (index: number) => void;
  onBack: () => void;
}

/** A page with several recipes: the person picks the one to import. */
export function ImportPicker({ found, entries, onPick, onBack }: ImportPickerProps) {
  return (
    <div className="space-y-4">
      <StageHeading>Choose a recipe</StageHeading>
      <p className="text-sm break-words text-muted-fg">
        {found.drafts.length} recipes found in {found.from}. Pick one to check and save; you can
        come back for the others.
      </p>
      <ul aria-label="Recipes found" className="space-y-2">
        {found.drafts.map(({ recipe }, index) => {
          const duplicate = findDuplicate(recipe, entries);
          const ingredients = recipe.ingredients.filter((item) => item.kind === 'ingredient');
          const total = totalMinutes(recipe);
          return (
            <li key={index}>
              <button
                type="button"
                onClick={() => onPick(index)}
                className="flex w-full cursor-pointer items-center gap-3 rounded-xl border border-border bg-card p-4 text-left shadow-card transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="min-w-0 flex-1 space-y-1">
                  <span className="block font-semibold break-words">{recipe.name}</span>
                  <span className="block text-sm text-muted-fg">
                    {[
                      RECIPE_TYPE_LABELS[recipe.type],
                      `${ingredients.length} ${ingredients.length === 1 ? 'ingredient' : 'ingredients'}`,
                      total > 0 ? formatMinutes(total) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  {duplicate ? (
                    <Badge tone="warning" className="mt-1">
                      Already in your book
                    </Badge>
                  ) : null}
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-fg" />
              </button>
            </li>
          );
        })}
      </ul>
      <Button variant="tertiary" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
    </div>
  );
}
