import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { EditorActions, EditorProblem } from '@/kit/editor/editor-actions.tsx';
import { PhotoField } from '@/kit/editor/photo-field.tsx';
import type { Vehicle } from '@/shared/car-maintenance/car-model.ts';
import {
  suggestMakes,
  suggestModels,
  type MakesModels,
} from '@/shared/car-maintenance/make-suggestions.ts';
import { FormField } from '@/ui/form-field.tsx';
import { validateField, type FieldConfig, type RawValue } from '@/ui/form-rules.ts';
import {
  ALL_FIELDS,
  BASIC_FIELDS,
  checkVehicle,
  draftVehicle,
  GLOVEBOX_FIELDS,
  MAKE_FIELD,
  MODEL_FIELD,
  PURCHASE_FIELDS,
  SPEC_FIELDS,
  startRaw,
  VIN_FIELD,
  type RawValues,
} from './car-form-model.ts';
import { SuggestField } from './suggest-field.tsx';
import { VinDecode } from './vin-decode.tsx';

/** What the car form holds while a person types: each field's text, and the photo. */
export interface CarDraft {
  raw: RawValues;
  photoId: string | null;
}

/** A car draft kept on this device, if it still has that shape (the schema checks the rest). */
export function parseCarDraft(value: unknown): CarDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { raw, photoId } = value as Partial<Record<keyof CarDraft, unknown>>;
  const fieldsFit =
    typeof raw === 'object' &&
    raw !== null &&
    Object.values(raw).every(
      (field) =>
        typeof field === 'string' ||
        (Array.isArray(field) && field.every((item) => typeof item === 'string')),
    );
  return fieldsFit && (photoId === null || typeof photoId === 'string')
    ? { raw: raw as RawValues, photoId }
    : null;
}

export interface CarEditorProps {
  initial?: Vehicle;
  /** A draft kept on this device, restored: the form starts from it instead of `initial`. */
  restored?: CarDraft;
  canUploadPhoto: boolean;
  submitLabel: string;
  /** The finished car, valid by the shared schema. */
  onSubmit: (vehicle: Vehicle) => void;
  onCancel: () => void;
  /** Told of what the form holds as it changes (null while it is as it started). */
  onDraftChange?: (draft: CarDraft | null) => void;
}

/**
 * The car form, in sections: the car, what it cost, its specs sheet and its glovebox card.
 * Each field is checked with the shared schema's message once touched; Save checks every
 * field, then the whole car once more with the schema.
 */
export function CarEditor({
  initial,
  restored,
  canUploadPhoto,
  submitLabel,
  onSubmit,
  onCancel,
  onDraftChange,
}: CarEditorProps) {
  const [start] = useState(() => {
    const raw = startRaw(initial, navigator.language);
    return { raw, content: JSON.stringify([raw, initial?.photoId ?? null]) };
  });
  // A draft kept by an older version of the form may lack a field: it starts empty.
  const [raw, setRaw] = useState<RawValues>(() =>
    restored ? { ...start.raw, ...restored.raw } : start.raw,
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [photoId, setPhotoId] = useState(
    restored ? (restored.photoId ?? undefined) : initial?.photoId,
  );
  const [photoBusy, setPhotoBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The make and model table, loaded when one of those fields is first used.
  const [makes, setMakes] = useState<MakesModels | null>(null);
  const [makesAsked, setMakesAsked] = useState(false);

  function loadMakes() {
    if (makesAsked) return;
    setMakesAsked(true);
    // Offline the module may be missing from the cache: the fields stay plain text.
    void import('@/shared/car-maintenance/makes-models.ts')
      .then((module) => setMakes(module.MAKES_MODELS))
      .catch(() => setMakesAsked(false));
  }

  const valueOf = (field: FieldConfig): RawValue => raw[field.name] ?? '';
  const errorOf = (field: FieldConfig) => validateField(field, valueOf(field));
  const shownError = (field: FieldConfig) => (touched.has(field.name) ? errorOf(field) : null);
  const touch = (name: string) =>
    setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
  const change = (name: string, value: RawValue) => {
    setRaw((prev) => ({ ...prev, [name]: value }));
    touch(name);
  };
  const changed = JSON.stringify([raw, photoId ?? null]) !== start.content;
  useEffect(
    () => onDraftChange?.(changed ? { raw, photoId: photoId ?? null } : null),
    [changed, raw, photoId, onDraftChange],
  );

  const fieldsOf = (fields: FieldConfig[]) =>
    fields.map((field) => (
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
    setTouched(new Set(ALL_FIELDS.map((field) => field.name)));
    const invalid = ALL_FIELDS.find((field) => errorOf(field) !== null);
    if (invalid) {
      setProblem(`Check the form: ${errorOf(invalid)}`);
      return;
    }
    if (photoBusy) {
      setProblem('Wait for the photo to finish uploading.');
      return;
    }
    const checked = checkVehicle(draftVehicle(raw, photoId, initial, new Date().toISOString()));
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    onSubmit(checked.vehicle);
  }

  const vinText = typeof raw.vin === 'string' ? raw.vin : '';
  const makeText = typeof raw.make === 'string' ? raw.make : '';
  const modelText = typeof raw.model === 'string' ? raw.model : '';

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={initial ? `Car: ${initial.name}` : 'New car'}
      className="space-y-8"
    >
      <Section title="The car">
        {fieldsOf(BASIC_FIELDS.slice(0, 1))}
        <SuggestField
          field={MAKE_FIELD}
          value={makeText}
          error={shownError(MAKE_FIELD)}
          onValueChange={(value) => change(MAKE_FIELD.name, value)}
          onBlur={() => touch(MAKE_FIELD.name)}
          onFocus={loadMakes}
          suggestions={makes ? suggestMakes(makes, makeText) : []}
        />
        <SuggestField
          field={MODEL_FIELD}
          value={modelText}
          error={shownError(MODEL_FIELD)}
          onValueChange={(value) => change(MODEL_FIELD.name, value)}
          onBlur={() => touch(MODEL_FIELD.name)}
          onFocus={loadMakes}
          suggestions={makes ? suggestModels(makes, makeText, modelText) : []}
        />
        {fieldsOf(BASIC_FIELDS.slice(1))}
        <div className="col-span-full flex min-w-0 flex-col gap-3">
          <FormField
            field={VIN_FIELD}
            value={vinText}
            error={shownError(VIN_FIELD)}
            onValueChange={(value) =>
              change(VIN_FIELD.name, typeof value === 'string' ? value.toUpperCase() : value)
            }
            onBlur={() => touch(VIN_FIELD.name)}
          />
          <VinDecode
            text={vinText}
            year={typeof raw.year === 'string' ? raw.year : ''}
            make={makeText}
            onUseYear={(year) => change('year', String(year))}
            onUseMake={(make) => change(MAKE_FIELD.name, make)}
          />
        </div>
      </Section>
      <PhotoField
        photoId={photoId}
        onPhotoChange={setPhotoId}
        canUpload={canUploadPhoto}
        onBusyChange={setPhotoBusy}
        alt="The car's photo"
      />
      <Section title="Purchase and notes">{fieldsOf(PURCHASE_FIELDS)}</Section>
      <Section
        title="Specs sheet"
        hint="What to ask for at the parts counter: oil, filters, tyres, wipers, battery."
      >
        {fieldsOf(SPEC_FIELDS)}
      </Section>
      <Section
        title="Glovebox card"
        hint="Kept on this device too, so it opens at the roadside without a signal."
      >
        {fieldsOf(GLOVEBOX_FIELDS)}
      </Section>
      <EditorProblem>{problem}</EditorProblem>
      <EditorActions
        submitLabel={submitLabel}
        submitDisabled={photoBusy}
        changed={changed}
        discardMessage="The changes you made to this car have not been saved."
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
