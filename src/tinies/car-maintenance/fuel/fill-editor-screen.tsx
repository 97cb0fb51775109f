import { Car, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CancelButton, EditorProblem } from '@/kit/editor/editor-actions.tsx';
import { deletedSaveLabel, EditorFrame } from '@/kit/editor/editor-frame.tsx';
import { sameDraft, useEditorDraft } from '@/kit/editor/use-editor-draft.ts';
import { useHeldEntry } from '@/kit/editor/use-held-entry.ts';
import { fuelSchema } from '@/shared/car-maintenance/car-maintenance-schema.ts';
import type { FuelEntry } from '@/shared/car-maintenance/car-model.ts';
import { defaultFuelUnit } from '@/shared/car-maintenance/fuel-economy.ts';
import { latestReading, readingsOf } from '@/shared/car-maintenance/odometer.ts';
import { Button } from '@/ui/button.tsx';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Form, type FormValues } from '@/ui/form.tsx';
import { Loading } from '@/ui/loading.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { BackTo, CarGate, GATE_WORDS } from '../car-gate.tsx';
import { hrefFor, type Prefill } from '../car-links.ts';
import { formValuesDraft } from '../drafts.ts';
import { NoCars } from '../no-cars.tsx';
import {
  fuel,
  nowStamp,
  useFill,
  useFuel,
  useIssues,
  useServices,
  useVehicles,
  type FuelEntryItem,
  type VehicleEntry,
} from '../use-car-data.ts';
import { CarSwitcher, useChosenCar } from './car-switcher.tsx';
import { fillFields, fillFrom, fillValues } from './fill-form.ts';
import { formatDay, formatReading, todayDay } from './fuel-format.ts';

/** How long "Undo" stays offered after a delete. */
const UNDO_MS = 10_000;

/**
 * A new fill-up (`id` absent; the car from `for-car` or the one chosen last) or a
 * fill-up's edit screen. A new one starts today, at the car's last odometer reading, in
 * kWh for an electric car and otherwise in the unit of the person's region.
 */
export default function FillEditorScreen({ id, prefill }: { id?: string; prefill: Prefill }) {
  const state = useFill(id ?? null);
  const cars = useVehicles();
  const fills = useFuel();
  const { entry, deleted } = useHeldEntry(state.entry, id);

  if (id !== undefined && !entry) {
    return (
      <CarGate
        state={state}
        words={GATE_WORDS.fill}
        back={{ view: { kind: 'fuel' }, label: 'Back to the fuel log' }}
      >
        {() => null}
      </CarGate>
    );
  }
  if (state.path === null || cars.status === 'loading' || fills.status === 'loading') {
    return <Loading label="Loading your fuel log" />;
  }
  if (cars.entries.length === 0) {
    return <NoCars>Add a car first, then log its fill-ups here.</NoCars>;
  }
  return (
    <FillEditorFor
      id={id}
      entry={entry}
      path={state.path}
      deleted={deleted}
      cars={cars.entries}
      prefill={prefill}
    />
  );
}

/**
 * What the fill-up editor keeps as a draft: the form's values and the car they were typed
 * for (a new fill-up's car can be switched while typing).
 */
interface FillDraft {
  vehicleId: string;
  values: FormValues;
}

function parseFillDraft(value: unknown): FillDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { vehicleId, values } = value as Partial<Record<keyof FillDraft, unknown>>;
  const fields = formValuesDraft(values);
  return typeof vehicleId === 'string' && fields ? { vehicleId, values: fields } : null;
}

/** Values typed for `car` into the form as it stands (`form`: the draft's form key). */
interface Typed {
  form: string;
  car: string;
  values: FormValues;
}

function FillEditorFor({
  id,
  entry,
  path,
  deleted,
  cars,
  prefill,
}: {
  id: string | undefined;
  entry: FuelEntryItem | undefined;
  path: string;
  deleted: boolean;
  cars: VehicleEntry[];
  prefill: Prefill;
}) {
  const [remembered, remember] = useChosenCar(cars);
  // NOTE: the draft is kept here, not in the form: the form starts again for each car
  // chosen, and what was typed goes along to the next car.
  const draft = useEditorDraft({
    key: `${path}/${id ?? 'new'}`,
    start: undefined,
    parse: parseFillDraft,
    noun: 'fill-up',
  });
  const restored = cars.some((car) => car.id === draft.initial?.vehicleId)
    ? draft.initial
    : undefined;
  const [firstCar] = useState(() => {
    const asked = cars.find((car) => car.id === (entry?.fill.vehicleId ?? prefill['for-car']));
    return (asked ?? remembered)?.id ?? '';
  });
  // The car switched to, in the form as it stands; a restored draft starts from its own.
  const [switched, setSwitched] = useState<{ form: string; car: string } | null>(null);
  const carId =
    (switched?.form === draft.formKey ? switched.car : undefined) ??
    restored?.vehicleId ??
    firstCar;
  const car = cars.find((candidate) => candidate.id === carId);
  const services = useServices();
  const fills = useFuel();
  const issues = useIssues();
  const last = useMemo(
    () =>
      latestReading(
        readingsOf(
          carId,
          services.entries.map((item) => item.service),
          fills.entries.filter((item) => item.id !== id).map((item) => item.fill),
          issues.entries.map(({ issue }) => ({
            vehicleId: issue.vehicleId,
            date: issue.noticedDate,
            odometer: issue.noticedOdometer,
          })),
        ),
      ),
    [carId, services.entries, fills.entries, issues.entries, id],
  );
  const lastUnit = useMemo(
    () =>
      fills.entries
        .filter((item) => item.fill.vehicleId === carId && item.id !== id)
        .reduce<FuelEntryItem | undefined>(
          (latest, item) =>
            !latest ||
            item.fill.date > latest.fill.date ||
            (item.fill.date === latest.fill.date && item.fill.odometer > latest.fill.odometer)
              ? item
              : latest,
          undefined,
        )?.fill.unit,
    [fills.entries, carId, id],
  );
  // What the person typed so far, carried over when they switch cars.
  const [typed, setTyped] = useState<Typed | null>(null);
  const carried: Omit<Typed, 'form'> | null =
    (typed?.form === draft.formKey ? typed : null) ??
    (restored ? { car: restored.vehicleId, values: restored.values } : null);

  const fresh = car
    ? fillValues(entry?.fill, {
        date: todayDay(),
        odometer: last?.odometer,
        // The unit this car was last filled in; for its first fill-up, the region's.
        unit: lastUnit ?? defaultFuelUnit(car.vehicle.fuelType, navigator.language),
      })
    : null;
  // The form's values now: as typed for this car, or carried over from another car, whose
  // reading and unit are not this car's.
  const values =
    fresh && carried && carried.car !== carId
      ? { ...carried.values, odometer: fresh.odometer ?? null, unit: fresh.unit ?? null }
      : (carried?.values ?? fresh);
  const changed = fresh !== null && values !== null && !sameDraft(values, fresh);
  const kept = changed ? JSON.stringify({ vehicleId: carId, values }) : null;
  const { track } = draft;
  useEffect(() => track(kept === null ? null : (JSON.parse(kept) as FillDraft)), [kept, track]);

  if (!car || !values) {
    return (
      <EmptyState tone="muted" icon={<Car />} title="This fill-up’s car is gone">
        The car it was logged for is no longer in your garage.
      </EmptyState>
    );
  }
  const readingHint = last
    ? `Last reading: ${formatReading(last.odometer, car.vehicle.odometerUnit)} on ${formatDay(last.date)}.`
    : `In ${car.vehicle.odometerUnit === 'km' ? 'kilometres' : car.vehicle.odometerUnit === 'mi' ? 'miles' : 'engine hours'}.`;

  function switchCar(next: string) {
    if (next === carId) return;
    remember(next);
    setSwitched({ form: draft.formKey, car: next });
  }

  return (
    <EditorFrame
      back={<BackTo view={{ kind: 'fuel' }}>Back to the fuel log</BackTo>}
      title={entry ? 'Edit fill-up' : 'Log a fill-up'}
      subtitle={entry ? `${car.vehicle.name}, ${formatDay(entry.fill.date)}` : car.vehicle.name}
      draft={draft.offer}
      deleted={deleted}
    >
      {!entry && cars.length > 1 ? (
        <div className="max-w-sm">
          <CarSwitcher cars={cars} value={carId} onChange={switchCar} />
        </div>
      ) : null}
      <FillForm
        key={`${carId}/${draft.formKey}`}
        id={id}
        entry={entry}
        deleted={deleted}
        path={path}
        car={car}
        initial={values}
        changed={changed}
        onValuesChange={(next) => setTyped({ form: draft.formKey, car: carId, values: next })}
        onDone={draft.clear}
        readingHint={readingHint}
      />
    </EditorFrame>
  );
}

function FillForm({
  id,
  entry,
  deleted,
  path,
  car,
  initial,
  changed,
  onValuesChange,
  onDone,
  readingHint,
}: {
  id: string | undefined;
  entry: FuelEntryItem | undefined;
  deleted: boolean;
  path: string;
  car: VehicleEntry;
  /** What the form starts from (it starts again for each car chosen). */
  initial: FormValues;
  /** Whether the values differ from where the editor started (Cancel asks first). */
  changed: boolean;
  onValuesChange: (values: FormValues) => void;
  /** Saved, cancelled or deleted: the draft is no longer needed. */
  onDone: () => void;
  readingHint: string;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { confirm } = useDialogs();
  const toast = useToast();
  const [defaultValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const back = hrefFor({ kind: 'fuel' }, params);

  function save(submitted: FormValues) {
    const fill = fillFrom(submitted, car.id, entry?.fill, nowStamp());
    const checked = fuelSchema.safeParse(fill);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'This fill-up could not be saved.');
      return;
    }
    // Only the fields changed here; a fill-up deleted meanwhile stays deleted and this one
    // is a new copy.
    fuel.saveEditor(path, id, entry?.fill, fill, deleted);
    onDone();
    void navigate(back, { replace: true });
  }

  async function remove(doomed: FuelEntryItem) {
    const confirmed = await confirm({
      title: 'Delete fill-up?',
      message: `The fill-up of ${formatDay(doomed.fill.date)} will be removed from ${car.vehicle.name}’s log on all your devices.`,
      confirmText: 'Delete fill-up',
      destructive: true,
    });
    if (!confirmed) return;
    onDone();
    void navigate(back, { replace: true });
    fuel.remove(path, doomed.id);
    const kept: FuelEntry = doomed.fill;
    toast({
      title: 'Fill-up deleted',
      description: formatDay(kept.date),
      duration: UNDO_MS,
      action: { label: 'Undo', onClick: () => fuel.save(path, doomed.id, kept) },
    });
  }

  return (
    <Form
      aria-label={entry ? 'Edit fill-up' : 'New fill-up'}
      stickyActions
      fields={fillFields(readingHint)}
      defaultValues={defaultValues}
      columns={2}
      submitLabel={deleted ? deletedSaveLabel : entry ? 'Save changes' : 'Save fill-up'}
      onSubmit={save}
      onValuesChange={onValuesChange}
      className="max-w-3xl"
      actions={
        <>
          <CancelButton
            changed={changed}
            discardMessage="The fill-up you were logging has not been saved."
            onLeave={() => {
              onDone();
              void navigate(back, { replace: true });
            }}
          />
          {entry && !deleted ? (
            <Button
              variant="outline"
              className="text-destructive sm:ml-auto"
              onClick={() => void remove(entry)}
            >
              <Trash2 aria-hidden="true" />
              Delete fill-up
            </Button>
          ) : null}
        </>
      }
    >
      <EditorProblem>{problem}</EditorProblem>
    </Form>
  );
}
