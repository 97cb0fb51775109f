import { Import, Info, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../ui/button.tsx';
import { ExportRecipesButton } from '../import/recipe-export-button.tsx';
import { hrefFor } from '../recipe-links.ts';
import type { RecipeEntry } from '../recipe-store.ts';

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
        <Link to={hrefFor({ kind: 'new' })} className={buttonVariants()}>
          <Plus aria-hidden="true" />
          New recipe
        </Link>
        <Link to={hrefFor({ kind: 'import' })} className={buttonVariants({ variant: 'outline' })}>
          <Import aria-hidden="true" />
          Import
        </Link>
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
