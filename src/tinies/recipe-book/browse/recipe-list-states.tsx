import { BookOpen, CloudOff, Import, Plus, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataError } from '../../../shared/data/errors.ts';
import { Button, buttonVariants } from '../../../ui/button.tsx';
import { hrefFor } from '../recipe-links.ts';

function EmptyState({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
      <div
        aria-hidden="true"
        className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-fg"
      >
        {icon}
      </div>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/** The collection is empty: say how to start. */
export function NoRecipesYet() {
  return (
    <EmptyState icon={<BookOpen className="size-6" />} title="No recipes yet">
      <p className="mt-2 max-w-md text-muted-fg">
        Start your recipe book: write down a favourite, or import one from a recipe website or an
        exported file.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={hrefFor({ kind: 'new' })} className={buttonVariants()}>
          <Plus aria-hidden="true" />
          New recipe
        </Link>
        <Link to={hrefFor({ kind: 'import' })} className={buttonVariants({ variant: 'outline' })}>
          <Import aria-hidden="true" />
          Import a recipe
        </Link>
      </div>
    </EmptyState>
  );
}

/** Recipes exist, but the search and filters leave none. */
export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState icon={<SearchX className="size-6" />} title="Nothing found">
      <p className="mt-2 text-muted-fg">No recipes match your filters.</p>
      <Button variant="outline" className="mt-6" onClick={onClear}>
        Clear filters
      </Button>
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
