import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  followUpSchema,
  type FollowUp,
} from '@/shared/apartment-tour-questions/apartment-tour-questions-schema.ts';
import { Button } from '@/ui/button.tsx';
import { describedBy } from '@/ui/field-styles.ts';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';
import type { RawValues } from '../form-drafts.ts';

/** A follow-up's text and due day, checked with the shared schema's messages. */
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const now = new Date().toISOString();
    const next: FollowUp = {
      ...(initial ?? { apartmentId, done: false, createdAt: now }),
      text: text.trim(),
      updatedAt: now,
    };
    if (dueOn) next.dueOn = dueOn;
    else delete next.dueOn;
    const parsed = followUpSchema.safeParse(next);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the follow-up');
      return;
    }
    setProblem(null);
    onSubmit(next);
    if (!initial) {
      setText('');
      setDueOn('');
      event.currentTarget.querySelector('input')?.focus();
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
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
