import { useState } from 'react';
import type { FormValues } from '@/ui/form-rules.ts';
import type { DraftOfferProps } from './draft-offer.tsx';
import { sameDraft, useEditorDraft } from './use-editor-draft.ts';

/** A stored draft of a Form: field names to text, numbers, lists of text or nothing. */
function parseFormValues(value: unknown): FormValues | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fits = Object.values(value).every(
    (field) =>
      field === null ||
      typeof field === 'string' ||
      typeof field === 'number' ||
      (Array.isArray(field) && field.every((item) => typeof item === 'string')),
  );
  return fits ? (value as FormValues) : null;
}

export interface FormDraft {
  /** The draft this device kept, offered back (EditorFrame's `draft`), or null. */
  offer: DraftOfferProps | null;
  /** The form's values now. */
  values: FormValues;
  /** Whether they differ from where the editor started (Cancel asks first). */
  changed: boolean;
  /** The `Form`'s key: a restored draft starts it again. */
  formKey: string;
  /** Spread on the `Form`: where it starts, and the draft kept as it changes. */
  form: {
    defaultValues: FormValues;
    onValuesChange: (values: FormValues) => void;
  };
  /** Forgets the draft: call on Save and on Cancel. */
  clear: () => void;
}

/**
 * `useEditorDraft` for an editor made of the `Form` component: the values it holds are the
 * draft. `key` is the collection and the entry (or "new"); `start` where the editor starts.
 */
export function useFormDraft({
  key,
  start,
  noun,
}: {
  key: string | null;
  start: FormValues;
  noun: string;
}): FormDraft {
  const draft = useEditorDraft<FormValues>({ key, start, parse: parseFormValues, noun });
  const initial = draft.initial ?? start;
  // The values typed into the form as it stands now (a restored draft starts a new one).
  const [typed, setTyped] = useState<{ form: string; values: FormValues } | null>(null);
  const values = typed?.form === draft.formKey ? typed.values : initial;
  return {
    offer: draft.offer,
    values,
    changed: !sameDraft(values, start),
    formKey: draft.formKey,
    form: {
      defaultValues: initial,
      onValuesChange: (next) => {
        setTyped({ form: draft.formKey, values: next });
        draft.track(next);
      },
    },
    clear: draft.clear,
  };
}
