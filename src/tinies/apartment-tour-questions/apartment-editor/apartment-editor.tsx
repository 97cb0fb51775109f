import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { EditorActions, EditorProblem } from '@/kit/editor/editor-actions.tsx';
import type { Apartment } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { Field, FormField } from '@/ui/form-field.tsx';
import { validateField, type FieldConfig, type RawValue } from '@/ui/form-rules.ts';
import { Input } from '@/ui/input.tsx';
import {
  allFields,
  checkApartment,
  draftApartment,
  homeFields,
  LEASE_FIELDS,
  LINKS_FIELD,
  listingFields,
  NOTES_FIELD,
  startRaw,
  tourProblem,
  type RawValues,
} from './apartment-form-model.ts';

export interface ApartmentEditorProps {
  initial?: Apartment;
  /** "sq ft" or "m²", from the tool's settings. */
  areaLabel: string;
  submitLabel: string;
  /** The finished apartment, valid by the shared schema. */
  onSubmit: (apartment: Apartment) => void;
  onCancel: () => void;
  /**
   * Values to put in the form (a listing's draft), over what it holds; each new `key` fills
   * it again and takes the focus to its first field, for the person to check.
   */
  filled?: { key: number; raw: RawValues };
  /** Values to start from instead of the apartment's: a draft restored. */
  draft?: RawValues;
  /** Told of the form's values as they change, to keep as a draft until saved. */
  onDraftChange?: (raw: RawValues) => void;
}

const TOUR_DAY: FieldConfig = { type: 'date', name: 'tourDay', label: 'Tour date' };

/**
 * The apartment form, in sections: the listing, the home, the tour, the lease, links and
 * notes. Each field is checked with the shared schema's message once touched; Save checks
 * every field, then the whole apartment once more with the schema.
 */
export function ApartmentEditor({
  initial,
  areaLabel,
  submitLabel,
  onSubmit,
  onCancel,
  filled,
  draft,
  onDraftChange,
}: ApartmentEditorProps) {
  const [start] = useState(() => {
    const raw = startRaw(initial);
    return { raw, content: JSON.stringify(raw) };
  });
  const [raw, setRaw] = useState<RawValues>(draft ?? start.raw);
  useEffect(() => onDraftChange?.(raw), [raw, onDraftChange]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const fields = allFields(areaLabel);
  const formRef = useRef<HTMLFormElement>(null);
  const [filledKey, setFilledKey] = useState<number | undefined>(undefined);
  if (filled && filled.key !== filledKey) {
    setFilledKey(filled.key);
    setRaw((prev) => ({ ...prev, ...filled.raw }));
    // Shown as checked, so a value the form cannot keep says so at once.
    setTouched((prev) => new Set([...prev, ...Object.keys(filled.raw)]));
  }
  useEffect(() => {
    if (filledKey !== undefined) formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [filledKey]);

  const valueOf = (field: FieldConfig): RawValue => raw[field.name] ?? '';
  const errorOf = (field: FieldConfig) => validateField(field, valueOf(field));
  const shownError = (field: FieldConfig) => (touched.has(field.name) ? errorOf(field) : null);
  const touch = (name: string) =>
    setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
  const change = (name: string, value: RawValue) => {
    setRaw((prev) => ({ ...prev, [name]: value }));
    touch(name);
  };
  const changed = JSON.stringify(raw) !== start.content;
  const tourError = touched.has('tourTime') || touched.has('tourDay') ? tourProblem(raw) : null;

  const fieldsOf = (list: readonly FieldConfig[]) =>
    list.map((field) => (
      <FormField
        key={field.name}
        field={field}
        value={valueOf(field)}
        error={shownError(field)}
        onValueChange={(value) => change(field.name, value)}
        onBlur={() => touch(field.name)}
      />
    ));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(new Set([...fields.map((field) => field.name), 'tourTime']));
    const invalid = fields.find((field) => errorOf(field) !== null);
    const message = invalid ? errorOf(invalid) : tourProblem(raw);
    if (message) {
      setProblem(`Check the form: ${message}`);
      return;
    }
    const checked = checkApartment(draftApartment(raw, initial, new Date().toISOString()));
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    onSubmit(checked.apartment);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={initial ? `Apartment: ${initial.name}` : 'New apartment'}
      className="max-w-3xl space-y-8"
    >
      <Section title="The listing">{fieldsOf(listingFields())}</Section>
      <Section title="The home">{fieldsOf(homeFields(areaLabel))}</Section>
      <Section title="The tour" hint="When you will see it; the list sorts by it.">
        {fieldsOf([TOUR_DAY])}
        <Field label="Tour time" error={tourError}>
          {(aria) => (
            <Input
              {...aria}
              type="time"
              value={typeof raw.tourTime === 'string' ? raw.tourTime : ''}
              onChange={(event) => change('tourTime', event.target.value)}
              onBlur={() => touch('tourTime')}
            />
          )}
        </Field>
      </Section>
      <Section title="The lease" hint="For what the lease truly costs, specials included.">
        {fieldsOf(LEASE_FIELDS)}
      </Section>
      <Section title="Links and notes">{fieldsOf([LINKS_FIELD, NOTES_FIELD])}</Section>
      <EditorProblem>{problem}</EditorProblem>
      <EditorActions
        submitLabel={submitLabel}
        changed={changed}
        discardMessage="The changes you made to this apartment have not been saved."
        onLeave={onCancel}
      />
    </form>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 border-t border-border pt-6">
      <legend className="float-left w-full text-lg font-semibold tracking-tight">{title}</legend>
      {hint ? <p className="clear-both text-sm text-muted-fg">{hint}</p> : null}
      <div className="clear-both grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
