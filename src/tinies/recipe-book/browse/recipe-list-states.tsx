import { BookOpen, CloudOff } from 'lucide-react';
import type { DataError } from '@/shared/data/errors.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { ImportRecipeLink, NewRecipeLink } from './recipe-list-toolbar.tsx';

/** The collection is empty: say how to start. */
export function NoRecipesYet() {
  return (
    <EmptyState
      icon={<BookOpen />}
      title="No recipes yet"
      actions={
        <>
          <NewRecipeLink />
          <ImportRecipeLink>Import a recipe</ImportRecipeLink>
        </>
      }
    >
      Start your recipe book: write down a favourite, or import one from a recipe website or an
      exported file.
    </EmptyState>
  );
}

/** The collection could not be read. */
export function RecipesUnavailable({ error }: { error: DataError | null }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-border bg-card px-6 py-14 text-center"
    >
      <CloudOff aria-hidden="true" className="mb-4 size-8 text-muted-fg" />
      <h2 className="text-lg font-semibold">Your recipes could not be loaded</h2>
      <p className="mt-2 max-w-md text-muted-fg">
        {error?.message ?? 'Something went wrong.'} Check your connection and try again.
      </p>
      <Button variant="outline" className="mt-6" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </div>
  );
}
