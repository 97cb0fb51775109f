import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BackLink, EntryGate, type EntryGateWords } from '@/kit/entry-gate.tsx';
import type { EntryState } from '@/kit/use-collection.ts';
import { hrefFor, type CarView } from './car-links.ts';

/** A link back to one of the tool's screens, keeping the history's filters. */
export function BackTo({
  view,
  children,
  className,
}: {
  view: CarView;
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
  car: {
    loadFailed: 'Your cars could not be loaded',
    notFound: 'Car not found',
    notFoundText: 'This car isn’t in your garage. It may have been deleted, or the link is wrong.',
  },
  service: {
    loadFailed: 'Your service history could not be loaded',
    notFound: 'Service not found',
    notFoundText:
      'This service isn’t in your history. It may have been deleted, or the link is wrong.',
  },
  issue: {
    loadFailed: 'Your issues could not be loaded',
    notFound: 'Issue not found',
    notFoundText: 'This issue isn’t in your list. It may have been deleted, or the link is wrong.',
  },
  shop: {
    loadFailed: 'Your shops could not be loaded',
    notFound: 'Shop not found',
    notFoundText: 'This shop isn’t in your book. It may have been deleted, or the link is wrong.',
  },
  reminder: {
    loadFailed: 'Your reminders could not be loaded',
    notFound: 'Reminder not found',
    notFoundText:
      'This reminder isn’t in your list. It may have been deleted, or the link is wrong.',
  },
  fill: {
    loadFailed: 'Your fuel log could not be loaded',
    notFound: 'Fill-up not found',
    notFoundText: 'This fill-up isn’t in your log. It may have been deleted, or the link is wrong.',
  },
  part: {
    loadFailed: 'Your parts could not be loaded',
    notFound: 'Part not found',
    notFoundText: 'This part isn’t in your list. It may have been deleted, or the link is wrong.',
  },
} satisfies Record<string, EntryGateWords>;

/** One record's screen, once its record is known (see EntryGate), with the way back. */
export function CarGate<E>({
  state,
  words,
  back,
  children,
}: {
  state: EntryState<E>;
  words: EntryGateWords;
  back: { view: CarView; label: string };
  children: (entry: E) => ReactNode;
}) {
  return (
    <EntryGate state={state} words={words} back={<BackTo view={back.view}>{back.label}</BackTo>}>
      {children}
    </EntryGate>
  );
}
