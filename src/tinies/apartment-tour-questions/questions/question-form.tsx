import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EditorActions, EditorProblem } from '@/kit/editor/editor-actions.tsx';
import type { Question } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { FormFieldGrid } from '@/ui/form-field.tsx';
import { validateField, type RawValue } from '@/ui/form-rules.ts';
import {
  questionFields,
  questionFrom,
  questionRaw,
  type ApartmentChoice,
  type QuestionDefaults,
  type QuestionRaw,
} from './question-form-model.ts';
import { SCHEMAS_NOT_LOADED } from '../tour-schemas.ts';

export interface QuestionFormProps {
  /** A built-in question: only how it is answered can change. */
  builtIn?: { text: string; before: Question | undefined };
  /** The custom question being edited; none for a new one. */
  initial?: Question;
  /** What a new question starts with: answer type, category, how, apartments. */
  defaults?: QuestionDefaults;
  /** The apartments a custom question may be asked of. */
  apartments: readonly ApartmentChoice[];
  onSubmit: (question: Question) => void;
  onCancel: () => void;
  /** Values to start from instead of the question's: a draft restored. */
  draft?: QuestionRaw;
  /** Told of the values as they change (null while as they started), to keep as a draft. */
  onDraftChange?: (raw: QuestionRaw | null) => void;
}

/** A question's form, in place: Save checks it with the shared schema. */
export function QuestionForm({
  builtIn,
  initial,
  defaults = { answerType: 'yes-no' },
  apartments,
  onSubmit,
  onCancel,
  draft,
  onDraftChange,
}: QuestionFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // The form takes the place of the button that opened it: the focus moves into it.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('textarea, button')?.focus(), []);
  const [start] = useState(() => questionRaw(builtIn ? builtIn.before : initial, defaults));
  const [raw, setRaw] = useState<QuestionRaw>(draft ?? start);
  const changed = JSON.stringify(raw) !== JSON.stringify(start);
  useEffect(() => onDraftChange?.(changed ? raw : null), [raw, changed, onDraftChange]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const fields = questionFields(raw, builtIn !== undefined, apartments);
  const errorOf = (name: string) => {
    const field = fields.find((candidate) => candidate.name === name);
    return field ? validateField(field, raw[name] ?? '') : null;
  };
  const touch = (name: string) =>
    setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));

  /** Set while a Save waits for the schema: a second press must not add the question twice. */
  const saving = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    setTouched(new Set(fields.map((field) => field.name)));
    const invalid = fields.find((field) => errorOf(field.name) !== null);
    if (invalid) {
      setProblem(`Check the question: ${errorOf(invalid.name)}`);
      return;
    }
    if (saving.current) return;
    saving.current = true;
    const now = new Date().toISOString();
    const made = await questionFrom(
      raw,
      builtIn ? { builtIn: true, before: builtIn.before } : { builtIn: false, before: initial },
      now,
    )
      .catch(() => ({ problem: SCHEMAS_NOT_LOADED }))
      .finally(() => (saving.current = false));
    if ('problem' in made) {
      setProblem(made.problem);
      return;
    }
    onSubmit(made.question);
  }

  const label = builtIn
    ? `How “${builtIn.text}” is answered`
    : initial
      ? `Question: ${initial.text}`
      : 'New question';
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={label}
      className="w-full space-y-5 rounded-xl border border-border bg-card p-4 shadow-card"
    >
      {builtIn ? <p className="font-medium">{builtIn.text}</p> : null}
      <FormFieldGrid
        fields={fields}
        valueOf={(name) => raw[name] ?? ''}
        errorOf={(name) => (touched.has(name) ? errorOf(name) : null)}
        onValueChange={(name, value: RawValue) => {
          setRaw((prev) => ({ ...prev, [name]: value }));
          touch(name);
        }}
        onBlur={touch}
      />
      <EditorProblem>{problem}</EditorProblem>
      <EditorActions
        submitLabel={initial || builtIn ? 'Save question' : 'Add question'}
        changed={changed}
        discardMessage="The changes you made to this question have not been saved."
        onLeave={onCancel}
      />
    </form>
  );
}
