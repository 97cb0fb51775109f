import { ArrowLeft, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Loading } from '../../ui/loading.tsx';
import { hrefFor } from './recipe-links.ts';
import { findEntry, type RecipeBook, type RecipeEntry } from './recipe-store.ts';

/** "Back to recipes", keeping the list's search and filters. */
export function BackToRecipes({ className }: { className?: string }) {
  const [params] = useSearchParams();
  return (
    <Link
      to={hrefFor({ kind: 'list' }, params)}
      className={cn(buttonVariants({ variant: 'tertiary' }), className)}
    >
      <ArrowLeft aria-hidden="true" />
      Back to recipes
    </Link>
  );
}

function Problem({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-border px-6 py-14 text-center">
      <div
        aria-hidden="true"
        className="mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl bg-muted text-muted-fg [&_svg]:size-6"
      >
        {icon}
      </div>
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-muted-fg">{children}</p>
      <div className="mt-6 flex justify-center">
        <BackToRecipes />
      </div>
    </div>
  );
}

/**
 * One recipe's screen, once its recipe is known: a loading state first, and a friendly
 * dead end when the id names no recipe (a wrong link, or a recipe deleted, perhaps on
 * another device while this one showed it).
 */
export function RecipeGate({
  book,
  id,
  children,
}: {
  book: RecipeBook;
  id: string;
  children: (entry: RecipeEntry) => ReactNode;
}) {
  const entry = findEntry(book, id);
  if (entry) return children(entry);
  if (book.status === 'loading') return <Loading />;
  if (book.status === 'error') {
    return (
      <Problem icon={<TriangleAlert />} title="Your recipes could not be loaded">
        {book.error?.message ?? 'Something went wrong.'} Check your connection and try again.
      </Problem>
    );
  }
  return (
    <Problem icon={<SearchX />} title="Recipe not found">
      This recipe isn’t in your collection. It may have been deleted, or the link is wrong.
    </Problem>
  );
}
