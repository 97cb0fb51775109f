import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EditorActions, EditorProblem } from '@/kit/editor/editor-actions.tsx';
import type { Unit } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { FormFieldGrid } from '@/ui/form-field.tsx';
import { validateField, type RawValue } from '@/ui/form-rules.ts';
import { unitFields, unitFrom, unitRaw, type UnitRaw } from './unit-form-model.ts';

/** A unit's form, in place in the units list: Save checks it with the shared schema. */
export function UnitForm({
  apartmentId,
  initial,
  areaLabel,
  onSubmit,
  onCancel,
  draft,
  onDraftChange,
}: {
  apartmentId: string;
  initial?: Unit;
  areaLabel: string;
  onSubmit: (unit: Unit) => void;
  onCancel: () => void;
  /** Values to start from instead of the unit's: a draft restored. */
  draft?: UnitRaw;
  /** Told of the values as they change (null while as they started), to keep as a draft. */
  onDraftChange?: (raw: UnitRaw | null) => void;
}) {
  const fields = unitFields(areaLabel);
  const formRef = useRef<HTMLFormElement>(null);
  // The form takes the place of a button that opened it: the focus moves into it.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);
  const [start] = useState(() => unitRaw(initial));
  const [raw, setRaw] = useState<UnitRaw>(draft ?? start);
  const changed = JSON.stringify(raw) !== JSON.stringify(start);
  useEffect(() => onDraftChange?.(changed ? raw : null), [raw, changed, onDraftChange]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const fieldOf = (name: string) => fields.find((field) => field.name === name)!;
  const errorOf = (name: string) => validateField(fieldOf(name), raw[name] ?? '');
  const touch = (name: string) =>
    setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // NOTE: a form inside the apartment's page: its submit must not reach any other form.
    event.stopPropagation();
    setTouched(new Set(fields.map((field) => field.name)));
    const invalid = fields.find((field) => errorOf(field.name) !== null);
    if (invalid) {
      setProblem(`Check the unit: ${errorOf(invalid.name)}`);
      return;
    }
    const made = unitFrom(raw, apartmentId, initial, new Date().toISOString());
    if ('problem' in made) {
      setProblem(made.problem);
      return;
    }
    onSubmit(made.unit);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={initial ? `Unit: ${initial.name}` : 'New unit'}
      className="w-full space-y-5 rounded-xl border border-border bg-card p-4 shadow-card"
    >
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
        submitLabel={initial ? 'Save unit' : 'Add unit'}
        changed={changed}
        discardMessage="The changes you made to this unit have not been saved."
        onLeave={onCancel}
      />
    </form>
  );
}
