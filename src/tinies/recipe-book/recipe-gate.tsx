import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BackLink, EntryGate } from '@/kit/entry-gate.tsx';
import { hrefFor } from './recipe-links.ts';
import type { RecipeEntry, RecipeState } from './use-recipe-book.ts';

/** "Back to recipes", keeping the list's search and filters. */
export function BackToRecipes({ className }: { className?: string }) {
  const [params] = useSearchParams();
  return (
    <BackLink to={hrefFor({ kind: 'list' }, params)} className={className}>
      Back to recipes
    </BackLink>
  );
}

const WORDS = {
  loadFailed: 'Your recipes could not be loaded',
  notFound: 'Recipe not found',
  notFoundText:
    'This recipe isn’t in your collection. It may have been deleted, or the link is wrong.',
};

/** One recipe's screen, once its recipe is known (see EntryGate). */
export function RecipeGate({
  state,
  children,
}: {
  state: RecipeState;
  children: (entry: RecipeEntry) => ReactNode;
}) {
  return (
    <EntryGate state={state} words={WORDS} back={<BackToRecipes />}>
      {children}
    </EntryGate>
  );
}
