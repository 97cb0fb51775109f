import { useCallback, useEffect, useMemo, useState } from 'react';
import { EditorActions, EditorProblem } from '@/kit/editor/editor-actions.tsx';
import {
  CAR_LIMITS,
  ROUTINE_TYPE_LABELS,
  ROUTINE_TYPES,
  type RoutineType,
  type Service,
  type ServiceType,
} from '@/shared/car-maintenance/car-model.ts';
import type { OdometerReading } from '@/shared/car-maintenance/odometer.ts';
import { retag } from '@/shared/car-maintenance/part-tagger.ts';
import { builtInPart } from '@/shared/car-maintenance/parts.ts';
import { cn } from '@/ui/cn.ts';
import { DatePicker } from '@/ui/date-picker.tsx';
import { Field } from '@/ui/form-field.tsx';
import { Input } from '@/ui/input.tsx';
import { Select } from '@/ui/select.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import { formatDay, formatOdometer } from '../history/service-format.ts';
import { PartTagsField, type PartTagsValue } from '../parts/part-tags-field.tsx';
import {
  useCustomParts,
  type IssueEntry,
  type LocationEntry,
  type VehicleEntry,
} from '../use-car-data.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { contentOf, newLine, serviceOf, wordsOf, type ServiceDraft } from './editor-model.ts';
import { LineItemsField } from './line-items-field.tsx';
import { ShopField } from './shop-field.tsx';

const TYPE_OPTIONS = [
  ...ROUTINE_TYPES.map((type) => ({ value: type, label: ROUTINE_TYPE_LABELS[type] })),
  { value: 'custom', label: 'Custom (give it a title)' },
];

/** The types a phone offers as big buttons: the most common jobs. */
export const QUICK_TYPES: readonly RoutineType[] = [
  'oil-change',
  'tire-rotation',
  'fluid-check',
  'brake-pads',
  'inspection',
  'tire-replacement',
];

/** The part a routine type is about, when the built-in list has it (suggested, removable). */
const IMPLIED_PART: Partial<Record<RoutineType, string>> = {
  'oil-change': 'oil-filter',
  'air-filter': 'air-filter',
  'cabin-air-filter': 'cabin-air-filter',
  'brake-pads': 'brake-pads',
  'spark-plugs': 'spark-plugs',
  'wiper-blades': 'wipers',
  'coolant-flush': 'coolant',
  'transmission-service': 'transmission-fluid',
};

/**
 * The words parts are suggested from: the type's name ("Tire Rotation" names the tyres) and
 * its part's, the title, notes and lines.
 */
function wordsToTag(draft: ServiceDraft): string {
  const routine = draft.type && draft.type !== 'custom' ? draft.type : undefined;
  const implied = routine ? IMPLIED_PART[routine] : undefined;
  const part = implied ? builtInPart(implied)?.name : undefined;
  const type = routine ? ROUTINE_TYPE_LABELS[routine] : undefined;
  return [type ?? '', part ?? '', wordsOf(draft)].filter(Boolean).join('\n');
}

export interface ServiceEditorFormProps {
  /** Where the editor starts: the service as stored, or a new one's. */
  start: ServiceDraft;
  /** A draft kept on this device, restored: the form starts from it instead of `start`. */
  restored?: ServiceDraft;
  /** The stored service being edited. */
  initial?: Service;
  quick: boolean;
  cars: readonly VehicleEntry[];
  shops: readonly LocationEntry[];
  issues: readonly IssueEntry[];
  lastReading: (vehicleId: string) => OdometerReading | undefined;
  canUpload: boolean;
  format: (amount: number) => string;
  submitLabel: string;
  onSubmit: (service: Service) => void;
  onCancel: () => void;
  onAddShop: (name: string) => string;
  /** Told of the form's draft as it changes (null while it is as it started). */
  onDraftChange?: (draft: ServiceDraft | null) => void;
}

/**
 * The service form, whole or (`quick`) cut down for a phone: car, big type buttons, date,
 * odometer and one amount. What is wrong is shown once Save was pressed, in the shared
 * schema's words; Cancel asks before changes are lost.
 */
export function ServiceEditorForm({
  start,
  restored,
  initial,
  quick,
  cars,
  shops,
  issues,
  lastReading,
  canUpload,
  format,
  submitLabel,
  onSubmit,
  onCancel,
  onAddShop,
  onDraftChange,
}: ServiceEditorFormProps) {
  const [startContent] = useState(() => contentOf(start));
  const [draft, setDraft] = useState(restored ?? start);
  const [tried, setTried] = useState(false);
  const customParts = useCustomParts();
  // A restored draft's reading was the person's: it no longer follows the car.
  const [odometerTyped, setOdometerTyped] = useState(
    initial !== undefined || restored !== undefined,
  );
  const [busy, setBusy] = useState(false);
  const [otherType, setOtherType] = useState(
    () => draft.type !== '' && !QUICK_TYPES.includes(draft.type as RoutineType),
  );

  const result = useMemo(
    () => serviceOf(draft, initial, new Date().toISOString()),
    [draft, initial],
  );
  const errors = tried && 'errors' in result ? result.errors : {};
  const changed = contentOf(draft) !== startContent;
  useEffect(() => onDraftChange?.(changed ? draft : null), [changed, draft, onDraftChange]);
  const car = cars.find((entry) => entry.id === draft.vehicleId)?.vehicle;
  const unit = car?.odometerUnit ?? 'mi';
  const reading = draft.vehicleId ? lastReading(draft.vehicleId) : undefined;

  const patch = (next: Partial<ServiceDraft>) => setDraft((current) => ({ ...current, ...next }));
  const onParts = useCallback(
    (next: PartTagsValue) => setDraft((current) => ({ ...current, ...next })),
    [],
  );

  function chooseCar(vehicleId: string) {
    setDraft((current) => ({
      ...current,
      vehicleId,
      // Issues belong to one car; the reading follows the car until one is typed.
      issueIds: vehicleId === current.vehicleId ? current.issueIds : [],
      odometer: odometerTyped ? current.odometer : String(lastReading(vehicleId)?.odometer ?? ''),
    }));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (busy) return;
    if ('errors' in result) {
      const form = event.currentTarget;
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    // Quick add has no parts field: the parts its type and words name are tagged as the
    // whole form would suggest them.
    onSubmit(
      quick
        ? {
            ...result.service,
            parts: retag(
              result.service.parts,
              result.service.dismissedParts,
              wordsToTag(draft),
              customParts.entries,
            ),
          }
        : result.service,
    );
  }

  const carOptions = cars.map((entry) => ({ value: entry.id, label: entry.vehicle.name }));
  const carIssues = issues.filter(
    (entry) =>
      entry.issue.vehicleId === draft.vehicleId &&
      (entry.issue.status === 'open' || draft.issueIds.includes(entry.id)),
  );
  const quickAmount = draft.lines[0]?.amount ?? '';

  const carField = (
    <Field label="Car" error={errors.vehicleId}>
      {(aria, labelId) => (
        <Select
          id={aria.id}
          aria-labelledby={labelId}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={aria['aria-describedby']}
          options={carOptions}
          value={draft.vehicleId || null}
          placeholder="Choose a car"
          onValueChange={(next) => next && chooseCar(next)}
        />
      )}
    </Field>
  );

  const typeSelect = (
    <Field label={quick ? 'Other service type' : 'Service type'} error={errors.type}>
      {(aria, labelId) => (
        <Select
          id={aria.id}
          aria-labelledby={labelId}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={aria['aria-describedby']}
          options={TYPE_OPTIONS}
          value={draft.type || null}
          placeholder="Choose a type"
          searchable
          onValueChange={(next) => next && patch({ type: next as ServiceType })}
        />
      )}
    </Field>
  );

  const titleField =
    draft.type === 'custom' || !quick ? (
      <Field label={draft.type === 'custom' ? 'Title' : 'Subtitle (optional)'} error={errors.title}>
        {(aria) => (
          <Input
            {...aria}
            value={draft.title}
            maxLength={CAR_LIMITS.text}
            placeholder={draft.type === 'custom' ? 'Roof rack fitted' : 'Front and rear'}
            onChange={(event) => patch({ title: event.target.value })}
          />
        )}
      </Field>
    ) : null;

  const dateField = (
    <Field label="Date" error={errors.date}>
      {(aria) => (
        // Named by the <label> pointing at its id: the button shows the chosen day.
        <DatePicker
          id={aria.id}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={aria['aria-describedby']}
          value={draft.date || null}
          onValueChange={(date) => patch({ date: date ?? '' })}
        />
      )}
    </Field>
  );

  const odometerField = (
    <Field
      label={`Odometer (${unit})`}
      error={errors.odometer}
      hint={
        reading
          ? `Last reading ${formatOdometer(reading.odometer, unit)} on ${formatDay(reading.date)}`
          : undefined
      }
    >
      {(aria) => (
        <Input
          {...aria}
          inputMode="decimal"
          value={draft.odometer}
          onChange={(event) => {
            setOdometerTyped(true);
            patch({ odometer: event.target.value });
          }}
        />
      )}
    </Field>
  );

  const actions = (
    <EditorActions
      submitLabel={submitLabel}
      submitDisabled={busy}
      size={quick ? 'lg' : 'md'}
      fillWidth={quick}
      changed={changed}
      discardMessage="The changes you made to this service have not been saved."
      onLeave={onCancel}
    />
  );

  const summary = (
    <EditorProblem>
      {tried && 'errors' in result
        ? Object.keys(result.errors).length === 1
          ? 'One field needs your attention.'
          : `${Object.keys(result.errors).length} fields need your attention.`
        : null}
    </EditorProblem>
  );

  if (quick) {
    return (
      <form
        noValidate
        onSubmit={submit}
        aria-label="Quick add"
        className="mx-auto max-w-md space-y-5"
      >
        {cars.length > 1 ? (
          carField
        ) : car ? (
          <p className="text-sm text-muted-fg">
            For <strong className="text-fg">{car.name}</strong>
          </p>
        ) : null}
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">What was done?</legend>
          <div className="grid grid-cols-2 gap-2">
            {QUICK_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={draft.type === type}
                onClick={() => {
                  setOtherType(false);
                  patch({ type });
                }}
                className={cn(
                  'min-h-14 cursor-pointer rounded-xl border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  draft.type === type
                    ? 'border-primary bg-primary text-primary-fg'
                    : 'border-border bg-card hover:bg-muted',
                )}
              >
                {ROUTINE_TYPE_LABELS[type]}
              </button>
            ))}
            <button
              type="button"
              aria-pressed={otherType}
              onClick={() => {
                setOtherType(true);
                if (QUICK_TYPES.includes(draft.type as RoutineType)) patch({ type: '' });
              }}
              className={cn(
                'col-span-2 min-h-12 cursor-pointer rounded-xl border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                otherType
                  ? 'border-primary bg-primary text-primary-fg'
                  : 'border-border bg-card hover:bg-muted',
              )}
            >
              Something else
            </button>
          </div>
          {!otherType && errors.type ? (
            <p className="text-sm font-medium text-destructive">{errors.type}</p>
          ) : null}
        </fieldset>
        {otherType ? typeSelect : null}
        {titleField}
        <div className="grid grid-cols-2 gap-4">
          {dateField}
          {odometerField}
        </div>
        <Field
          label="Cost"
          error={draft.lines[0] ? errors[`line.${draft.lines[0].key}.amount`] : undefined}
        >
          {(aria) => (
            <Input
              {...aria}
              inputMode="decimal"
              placeholder="0.00"
              value={quickAmount}
              onChange={(event) => {
                const line = draft.lines[0] ?? newLine('other');
                patch({ lines: [{ ...line, amount: event.target.value }] });
              }}
            />
          )}
        </Field>
        {summary}
        {actions}
      </form>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={initial ? 'Edit service' : 'New service'}
      className="space-y-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {carField}
        {typeSelect}
        {titleField}
        {dateField}
        {odometerField}
        <ShopField
          shops={shops}
          value={draft.locationId}
          onValueChange={(locationId) => patch({ locationId })}
          onAddShop={onAddShop}
        />
      </div>
      <LineItemsField
        lines={draft.lines}
        onLinesChange={(lines) => patch({ lines })}
        errors={errors}
        format={format}
      />
      <PartTagsField
        text={wordsToTag(draft)}
        value={{ parts: draft.parts, dismissedParts: draft.dismissedParts }}
        onChange={onParts}
      />
      <Field label="Notes" error={errors.notes}>
        {(aria) => (
          <Textarea
            {...aria}
            rows={4}
            maxLength={CAR_LIMITS.notes}
            value={draft.notes}
            onChange={(event) => patch({ notes: event.target.value })}
          />
        )}
      </Field>
      <AttachmentsField
        value={draft.attachments}
        onChange={(next) =>
          setDraft((current) => ({ ...current, attachments: next(current.attachments) }))
        }
        canUpload={canUpload}
        onBusyChange={setBusy}
      />
      {carIssues.length > 0 ? (
        <fieldset className="min-w-0 space-y-2">
          <legend className="mb-2 text-sm font-medium">Issues this service fixed</legend>
          {carIssues.map((entry) => (
            <label key={entry.id} className="flex items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={draft.issueIds.includes(entry.id)}
                onChange={(event) =>
                  patch({
                    issueIds: event.target.checked
                      ? [...draft.issueIds, entry.id]
                      : draft.issueIds.filter((id) => id !== entry.id),
                  })
                }
              />
              {entry.issue.title}
            </label>
          ))}
          <p className="text-sm text-muted-fg">
            Ticked issues are marked resolved by this service, and their parts are added to it.
          </p>
        </fieldset>
      ) : null}
      {summary}
      {actions}
    </form>
  );
}
