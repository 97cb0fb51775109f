import { useCallback, useState } from 'react';
import type { DraftOfferProps } from '@/kit/editor/draft-offer.tsx';
import { useEditorDraft } from '@/kit/editor/use-editor-draft.ts';
import { isJsonObject } from '@/shared/data/values.ts';
import type { RawValue } from '@/ui/form-rules.ts';

/** What a hand-laid form holds while editing: each field's text, or its ticked values. */
export type RawValues = Record<string, RawValue>;

const isRawValue = (value: unknown): value is RawValue =>
  typeof value === 'string' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** A stored draft of a hand-laid form, or null for one that does not fit. */
export function parseRawValues(value: unknown): RawValues | null {
  if (!isJsonObject(value)) return null;
  return Object.values(value).every(isRawValue) ? (value as RawValues) : null;
}

/** An in-place form's draft: which form it was (a new entry's, or the entry's id) and its values. */
export interface InPlaceDraft {
  target: string;
  raw: RawValues;
}

/** The form of a new entry, as an in-place draft's target. */
export const NEW_TARGET = 'new';

function parseInPlace(value: unknown): InPlaceDraft | null {
  if (!isJsonObject(value) || typeof value.target !== 'string') return null;
  const raw = parseRawValues(value.raw);
  return raw === null ? null : { target: value.target, raw };
}

export interface InPlaceDraftControls {
  /** The draft this device kept, offered back (`DraftOffer`), or null. */
  offer: DraftOfferProps | null;
  /** The open form's values as they change; null while they are where the form started. */
  track: (target: string, raw: RawValues | null) => void;
  /** Forgets the draft: on Save and Cancel. */
  clear: () => void;
}

/**
 * `useEditorDraft` for the forms a screen opens in place (a unit, a question): one draft
 * for the screen's forms, kept under `key`, offered back by the screen (not by a form that
 * is not open yet); restoring it hands it to `onRestore`, which opens its form with it.
 * Leaving the screen with a form half-written says "Draft kept", as any editor does.
 */
export function useInPlaceDraft({
  key,
  noun,
  onRestore,
}: {
  key: string | null;
  noun: string;
  onRestore: (draft: InPlaceDraft) => void;
}): InPlaceDraftControls {
  const draft = useEditorDraft<InPlaceDraft>({
    key,
    start: undefined,
    parse: parseInPlace,
    noun,
  });
  // NOTE: the restored draft is the hook's `initial` from the next render on: handed to
  // `onRestore` then, in that render (its state set as the render goes, as React allows).
  const [restoring, setRestoring] = useState(false);
  if (restoring && draft.initial) {
    setRestoring(false);
    onRestore(draft.initial);
  }

  const { track: keep } = draft;
  const track = useCallback(
    (target: string, raw: RawValues | null) => keep(raw === null ? null : { target, raw }),
    [keep],
  );
  return {
    offer: draft.offer && {
      ...draft.offer,
      onRestore: () => {
        draft.offer?.onRestore();
        setRestoring(true);
      },
    },
    track,
    clear: draft.clear,
  };
}
