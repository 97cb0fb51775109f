import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BackLink, EntryGate, type EntryGateWords } from '@/kit/entry-gate.tsx';
import type { EntryState } from '@/kit/use-collection.ts';
import { hrefFor, type TravelView } from './travel-links.ts';

/** A link back to one of the tool's screens, keeping the list's search and filters. */
export function BackTo({
  view,
  children,
  className,
}: {
  view: TravelView;
  children: ReactNode;
  className?: string;
}) {
  const [params] = useSearchParams();
  return (
    <BackLink to={hrefFor(view, params)} className={className}>
      {children}
    </BackLink>
  );
}

/** What each kind of record's gate says. */
export const GATE_WORDS = {
  place: {
    loadFailed: 'Your places could not be loaded',
    notFound: 'Place not found',
    notFoundText: 'This place isn’t in your list. It may have been deleted, or the link is wrong.',
  },
  visit: {
    loadFailed: 'Your visits could not be loaded',
    notFound: 'Visit not found',
    notFoundText: 'This visit isn’t in your list. It may have been deleted, or the link is wrong.',
  },
} satisfies Record<string, EntryGateWords>;

/** One record's screen, once its record is known (see EntryGate), with the way back. */
export function TravelGate<E>({
  state,
  words,
  back,
  children,
}: {
  state: EntryState<E>;
  words: EntryGateWords;
  back: { view: TravelView; label: string };
  children: (entry: E) => ReactNode;
}) {
  return (
    <EntryGate state={state} words={words} back={<BackTo view={back.view}>{back.label}</BackTo>}>
      {children}
    </EntryGate>
  );
}
