import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '@/ui/use-toast.ts';
import type { DraftOfferProps } from './draft-offer.tsx';
import { useDeviceDraft } from './use-device-draft.ts';

/** What an editor gets from `useEditorDraft`. */
export interface EditorDraft<T> {
  /** What the form starts from: the entry's values, or the draft once it is restored. */
  initial: T | undefined;
  /** Changes when a draft is restored: the form's `key`, so that it starts from `initial`. */
  formKey: string;
  /** The draft this device kept, offered back (EditorFrame's `draft`), or null. */
  offer: DraftOfferProps | null;
  /**
   * The form's values as they change; null, or values equal to where the editor started,
   * mean nothing is changed. While something is, it is kept as the draft; a restored draft
   * stays kept until it is saved or thrown away, changed or not.
   */
  track: (values: T | null) => void;
  /** Forgets the draft: call on Save, on Cancel and when changes are discarded. */
  clear: () => void;
}

export interface EditorDraftOptions<T> {
  /** Where the draft is kept: the collection (so the account) and the entry, or "new". */
  key: string | null;
  /** Where the editor starts: the entry's values, or a new one's defaults (if any). */
  start: T | undefined;
  /** Accepts a stored draft, or answers null for one that no longer fits. */
  parse: (value: unknown) => T | null;
  /** What the draft is of, for the note on leaving: "recipe", "shop". */
  noun: string;
}

/** Whether two drafts hold the same values (drafts are JSON: they are stored as JSON). */
export const sameDraft = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every editor's answer to being left without Save or Cancel — the back button, a link,
 * the tool's tabs, a closed tab, a crash: nothing typed is lost. What is changed is kept on
 * this device as it is typed (`useDeviceDraft`); leaving with a draft kept says so, with a
 * way back to it; the next time the editor opens, the draft is offered back (`DraftOffer`).
 * Cancel still asks before throwing changes away (`CancelButton`).
 */
export function useEditorDraft<T>({
  key,
  start,
  parse,
  noun,
}: EditorDraftOptions<T>): EditorDraft<T> {
  const draft = useDeviceDraft(key, parse);
  const [restored, setRestored] = useState<T | null>(null);
  /** Whether a draft is kept now: said on leaving. */
  const kept = useRef(false);
  /**
   * Whether the restored draft is still kept when nothing differs from the start. NOTE: no
   * longer once saved or thrown away, for an editor that stays open after (an in-place form).
   */
  const keepRestored = useRef(false);
  const { keep, clear: forget } = draft;

  const track = useCallback(
    (values: T | null) => {
      const changed = values !== null && !sameDraft(values, start) ? values : null;
      const value = changed ?? (keepRestored.current ? restored : null);
      kept.current = value !== null && draft.offered === null;
      keep(value);
    },
    [keep, restored, start, draft.offered],
  );
  const clear = useCallback(() => {
    kept.current = false;
    keepRestored.current = false;
    forget();
  }, [forget]);

  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  // NOTE: read when the editor goes, not when they change: `navigate` changes with the
  // address, and an effect keyed on it would say "Draft kept" while the editor stays.
  const leaving = useRef({ toast, navigate, noun, back: `${location.pathname}${location.search}` });
  useEffect(() => {
    Object.assign(leaving.current, { toast, navigate, noun });
  });
  useEffect(
    () => () => {
      if (!kept.current) return;
      kept.current = false;
      const { toast, navigate, noun, back } = leaving.current;
      toast({
        title: 'Draft kept',
        description: `Your unsaved ${noun} is kept on this device: open it again to go on.`,
        action: { label: 'Back to the draft', onClick: () => void navigate(back) },
      });
    },
    [],
  );

  return {
    initial: restored ?? start,
    formKey: restored ? 'restored' : 'start',
    offer: draft.offered && {
      savedAt: draft.offered.savedAt,
      onRestore: () => {
        const value = draft.restore();
        setRestored(value);
        kept.current = value !== null;
        keepRestored.current = value !== null;
      },
      onDiscard: clear,
    },
    track,
    clear,
  };
}
