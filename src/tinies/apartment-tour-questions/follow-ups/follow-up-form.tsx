import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FollowUp } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { Button } from '@/ui/button.tsx';
import { describedBy } from '@/ui/field-styles.ts';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';
import type { RawValues } from '../form-drafts.ts';
import { loadTourSchemas, SCHEMAS_NOT_LOADED } from '../tour-schemas.ts';

/**
 * A follow-up's text and due day, checked with the shared schema's messages. The schema
 * loads on the first Add or Save: the form shows on the apartment's page without it.
 */
export function FollowUpForm({
  apartmentId,
  initial,
  onSubmit,
  onCancel,
  draft,
  onDraftChange,
}: {
  apartmentId: string;
  initial?: FollowUp;
  onSubmit: (followUp: FollowUp) => void;
  onCancel?: () => void;
  /** Values to start from instead of the follow-up's: a draft restored. */
  draft?: RawValues;
  /** Told of the values as they change (null while as they started), to keep as a draft. */
  onDraftChange?: (raw: RawValues | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState(textOf(draft?.text) ?? initial?.text ?? '');
  const [dueOn, setDueOn] = useState(textOf(draft?.dueOn) ?? initial?.dueOn ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const changed = text !== (initial?.text ?? '') || dueOn !== (initial?.dueOn ?? '');
  useEffect(
    () => onDraftChange?.(changed ? { text, dueOn } : null),
    [text, dueOn, changed, onDraftChange],
  );

  /** Set while a submit waits for the schema: a second press must not add it twice. */
  const saving = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (saving.current) return;
    const form = event.currentTarget;
    const now = new Date().toISOString();
    const next: FollowUp = {
      ...(initial ?? { apartmentId, done: false, createdAt: now }),
      text: text.trim(),
      updatedAt: now,
    };
    if (dueOn) next.dueOn = dueOn;
    else delete next.dueOn;
    saving.current = true;
    const parsed = await loadTourSchemas().then(
      ({ followUpSchema }) => followUpSchema.safeParse(next),
      () => null,
    );
    saving.current = false;
    if (!parsed?.success) {
      setProblem(
        parsed ? (parsed.error.issues[0]?.message ?? 'Check the follow-up') : SCHEMAS_NOT_LOADED,
      );
      return;
    }
    setProblem(null);
    onSubmit(next);
    if (!initial) {
      setText('');
      setDueOn('');
      form.querySelector('input')?.focus();
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={initial ? `Edit follow-up: ${initial.text}` : 'New follow-up'}
      className="grid grid-cols-1 items-end gap-3 rounded-xl border border-dashed border-border p-3 sm:grid-cols-[minmax(0,1fr)_auto_auto]"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-text`}>Follow-up</Label>
        <Input
          id={`${id}-text`}
          value={text}
          maxLength={500}
          placeholder="e.g. Send the pay slips"
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(problem && `${id}-problem`)}
          onChange={(event) => setText(event.target.value)}
          autoFocus={initial !== undefined}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-due`}>Due</Label>
        <Input
          id={`${id}-due`}
          type="date"
          value={dueOn}
          onChange={(event) => setDueOn(event.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit">{initial ? 'Save' : 'Add follow-up'}</Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="text-sm text-destructive sm:col-span-3">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/** A draft's field as text, or undefined where it has none. */
const textOf = (value: RawValues[string] | undefined) =>
  typeof value === 'string' ? value : undefined;
