import type { ReactNode } from 'react';
import { DraftOffer, type DraftOfferProps } from './draft-offer.tsx';

export interface EditorFrameProps {
  /** The way back, above the heading (a tool's own back link). */
  back?: ReactNode;
  /** "New issue", "Edit recipe". */
  title: ReactNode;
  /** A line under the heading: what is being edited ("Accord"). */
  subtitle?: ReactNode;
  /** A draft this device kept of unsaved work (see `useDeviceDraft`), offered back. */
  draft?: DraftOfferProps | null;
  children: ReactNode;
}

/**
 * The frame of every editor screen: the way back, the heading and an optional line under
 * it, the offer of a draft left unsaved on this device, then the form. One frame, so that every tool's editors look and read alike.
 */
export function EditorFrame({ back, title, subtitle, draft, children }: EditorFrameProps) {
  return (
    <div className="space-y-6">
      {back}
      <header className="space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
        {subtitle ? <p className="text-muted-fg">{subtitle}</p> : null}
      </header>
      {draft ? <DraftOffer {...draft} /> : null}
      {children}
    </div>
  );
}
