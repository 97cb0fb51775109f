import { Import, Info, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/ui/button.tsx';
import { ExportRecipesButton } from '../import/recipe-export-button.tsx';
import { hrefFor } from '../recipe-links.ts';
import type { RecipeEntry } from '../use-recipe-book.ts';

export function NewRecipeLink() {
  return (
    <Link to={hrefFor({ kind: 'new' })} className={buttonVariants()}>
      <Plus aria-hidden="true" />
      New recipe
    </Link>
  );
}

export function ImportRecipeLink({ children }: { children: ReactNode }) {
  return (
    <Link to={hrefFor({ kind: 'import' })} className={buttonVariants({ variant: 'outline' })}>
      <Import aria-hidden="true" />
      {children}
    </Link>
  );
}

/** New, import and export, and where a visitor's recipes are kept. */
export function RecipeListToolbar({
  entries,
  signedIn,
}: {
  entries: RecipeEntry[];
  signedIn: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <NewRecipeLink />
        <ImportRecipeLink>Import</ImportRecipeLink>
        <ExportRecipesButton entries={entries} />
      </div>
      {signedIn ? null : (
        <p className="flex items-center gap-2 text-sm text-muted-fg">
          <Info aria-hidden="true" className="size-4 shrink-0" />
          Your recipes are kept on this device until you log in.
        </p>
      )}
    </div>
  );
}
