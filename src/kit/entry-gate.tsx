import { ArrowLeft, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Loading } from '@/ui/loading.tsx';
import { loadFailedText } from './load-failed.tsx';
import type { EntryState } from './use-collection.ts';

/** A link back to the list ("Back to recipes"), drawn as a quiet button. */
export function BackLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link to={to} className={cn(buttonVariants({ variant: 'tertiary' }), className)}>
      <ArrowLeft aria-hidden="true" />
      {children}
    </Link>
  );
}

/** What the gate says, in the tool's words. */
export interface EntryGateWords {
  /** "Your recipes could not be loaded". */
  loadFailed: string;
  /** "Recipe not found". */
  notFound: string;
  /** Why it may be missing: "This recipe isn’t in your collection. It may have…". */
  notFoundText: string;
}

/**
 * One entry's screen, once its entry is known: a loading state first, and a friendly dead
 * end (with the way back) when the collection cannot be loaded or the id names nothing (a
 * wrong link, or an entry deleted, perhaps on another device while this one showed it).
 */
export function EntryGate<E>({
  state,
  words,
  back,
  children,
}: {
  state: EntryState<E>;
  words: EntryGateWords;
  /** The way back, shown under a dead end. */
  back: ReactNode;
  children: (entry: E) => ReactNode;
}) {
  if (state.entry !== undefined) return children(state.entry);
  if (state.status === 'loading') return <Loading />;
  const failed = state.status === 'error';
  return (
    <EmptyState
      tone="muted"
      icon={failed ? <TriangleAlert /> : <SearchX />}
      title={failed ? words.loadFailed : words.notFound}
      actions={back}
    >
      {failed ? loadFailedText(state.error?.message) : words.notFoundText}
    </EmptyState>
  );
}
