import type { ReactNode } from 'react';
import { DELETED_ELSEWHERE, KEEP_AS_COPY } from '../edit-notices.ts';
import { DraftOffer, type DraftOfferProps } from './draft-offer.tsx';
import { ImportNotice } from '../io/import-notice.tsx';

export interface EditorFrameProps {
  /** The way back, above the heading (a tool's own back link). */
  back?: ReactNode;
  /** "New issue", "Edit recipe". */
  title: ReactNode;
  /** A line under the heading: what is being edited ("Accord"). */
  subtitle?: ReactNode;
  /** A draft this device kept of unsaved work (see `useDeviceDraft`), offered back. */
  draft?: DraftOfferProps | null;
  /**
   * The document was deleted on another device while the editor was open (`useHeldEntry`):
   * the frame says so, and the editor's Save reads `deletedSaveLabel` and keeps a copy.
   */
  deleted?: boolean;
  children: ReactNode;
}

/** What an editor's Save reads once its document was deleted elsewhere: "Keep as a copy". */
export const deletedSaveLabel = KEEP_AS_COPY;

/**
 * The frame of every editor screen: the way back, the heading and an optional line under
 * it, the offer of a draft left unsaved on this device, then the form. One frame, so that every tool's editors look and read alike.
 */
export function EditorFrame({ back, title, subtitle, draft, deleted, children }: EditorFrameProps) {
  return (
    <div className="space-y-6">
      {back}
      <header className="space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
        {subtitle ? <p className="text-muted-fg">{subtitle}</p> : null}
      </header>
      {draft ? <DraftOffer {...draft} /> : null}
      {deleted ? (
        <ImportNotice tone="warning" role="alert" title={DELETED_ELSEWHERE} className="max-w-3xl">
          <p>
            This was deleted on another device while you were editing it. Nothing you typed is lost:
            “{KEEP_AS_COPY}” saves your version as a new one.
          </p>
        </ImportNotice>
      ) : null}
      {children}
    </div>
  );
}
