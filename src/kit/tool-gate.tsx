import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BackLink, EntryGate, type EntryGateWords } from './entry-gate.tsx';
import type { EntryState } from './use-collection.ts';

/**
 * A tool's way back and its gate for one record's screen, bound to the tool's links: the
 * way back keeps the list's search and filters from the current address.
 */
export function defineToolGate<V>(hrefFor: (view: V, current?: URLSearchParams) => string) {
  /** A link back to one of the tool's screens, keeping the list's search and filters. */
  function BackTo({
    view,
    children,
    className,
  }: {
    view: V;
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

  /** One record's screen, once its record is known (see EntryGate), with the way back. */
  function ToolGate<E>({
    state,
    words,
    back,
    children,
  }: {
    state: EntryState<E>;
    words: EntryGateWords;
    back: { view: V; label: string };
    children: (entry: E) => ReactNode;
  }) {
    return (
      <EntryGate state={state} words={words} back={<BackTo view={back.view}>{back.label}</BackTo>}>
        {children}
      </EntryGate>
    );
  }

  return { BackTo, ToolGate };
}
