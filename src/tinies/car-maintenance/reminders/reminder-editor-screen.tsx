import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EditorActions, EditorProblem } from '@/kit/editor/editor-actions.tsx';
import { EditorFrame } from '@/kit/editor/editor-frame.tsx';
import { useEditorDraft } from '@/kit/editor/use-editor-draft.ts';
import { reminderSchema } from '@/shared/car-maintenance/car-maintenance-schema.ts';
import {
  ROUTINE_TYPE_LABELS,
  ROUTINE_TYPES,
  type Reminder,
  type RoutineType,
  type ServiceType,
} from '@/shared/car-maintenance/car-model.ts';
import { defaultInterval, reminderTitle } from '@/shared/car-maintenance/reminders.ts';
import { Button } from '@/ui/button.tsx';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { FormFieldGrid } from '@/ui/form-field.tsx';
import type { FieldConfig, RawValue } from '@/ui/form-rules.ts';
import { Loading } from '@/ui/loading.tsx';
import { BackTo, CarGate, GATE_WORDS } from '../car-gate.tsx';
import { hrefFor, type Prefill } from '../car-links.ts';
import { textDraft } from '../drafts.ts';
import { NoCars } from '../no-cars.tsx';
import {
  nowStamp,
  reminders,
  useReminder,
  useVehicles,
  type ReminderEntry,
  type VehicleEntry,
} from '../use-car-data.ts';
import { schemaErrors, useShownErrors } from './schema-errors.ts';
import { useDueList } from './use-due-list.ts';

/** A reminder's editor: a new one (perhaps for a car or type), or one to change or delete. */
export default function ReminderEditorScreen({ id, prefill }: { id?: string; prefill: Prefill }) {
  const state = useReminder(id ?? null);
  const cars = useVehicles();
  const path = state.path;
  if (cars.status === 'loading' || path === null) return <Loading label="Loading your cars" />;
  if (id === undefined) {
    if (cars.entries.length === 0) return <NoCarsYet />;
    return <ReminderEditor key="new" cars={cars.entries} path={path} prefill={prefill} />;
  }
  return (
    <CarGate
      state={state}
      words={GATE_WORDS.reminder}
      back={{ view: { kind: 'reminders' }, label: 'Back to reminders' }}
    >
      {(entry) => (
        <ReminderEditor
          key={entry.id}
          cars={cars.entries}
          path={path}
          prefill={prefill}
          held={entry}
        />
      )}
    </CarGate>
  );
}

function NoCarsYet() {
  return (
    <NoCars title="Add a car first">
      A reminder belongs to a car. Add your car, then come back to set its reminders.
    </NoCars>
  );
}

/** The form's fields, in order. */
const DRAFT_KEYS = [
  'vehicleId',
  'type',
  'title',
  'repeat',
  'intervalMonths',
  'intervalDistance',
  'dueDate',
  'dueOdometer',
  'startDate',
  'startOdometer',
  'notes',
] as const;

/** The form's text, as the fields hold it. */
type Draft = Record<(typeof DRAFT_KEYS)[number], string>;

/** A draft kept on this device, if it still has every field. */
const parseDraft = (value: unknown): Draft | null => textDraft(value, DRAFT_KEYS);

const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));
const numberOf = (raw: string) => (raw.trim() === '' ? undefined : Number(raw));
const textOf = (raw: string) => (raw.trim() === '' ? undefined : raw);

const isRoutine = (type: string): type is RoutineType =>
  (ROUTINE_TYPES as readonly string[]).includes(type);

function draftOf(reminder: Reminder): Draft {
  const repeats = reminder.intervalMonths !== undefined || reminder.intervalDistance !== undefined;
  return {
    vehicleId: reminder.vehicleId,
    type: reminder.type,
    title: text(reminder.title),
    repeat: repeats ? 'repeat' : 'once',
    intervalMonths: text(reminder.intervalMonths),
    intervalDistance: text(reminder.intervalDistance),
    dueDate: text(reminder.dueDate),
    dueOdometer: text(reminder.dueOdometer),
    startDate: reminder.startDate,
    startOdometer: text(reminder.startOdometer),
    notes: text(reminder.notes),
  };
}

/** The reminder a draft describes (checked by the schema, not here). */
function reminderOf(draft: Draft, stamps: { createdAt: string; updatedAt: string }): Reminder {
  const repeats = draft.repeat === 'repeat';
  const value = {
    vehicleId: draft.vehicleId,
    type: draft.type as ServiceType,
    title: draft.type === 'custom' ? textOf(draft.title) : undefined,
    intervalMonths: repeats ? numberOf(draft.intervalMonths) : undefined,
    intervalDistance: repeats ? numberOf(draft.intervalDistance) : undefined,
    dueDate: textOf(draft.dueDate),
    dueOdometer: numberOf(draft.dueOdometer),
    startDate: draft.startDate,
    startOdometer: numberOf(draft.startOdometer),
    notes: textOf(draft.notes),
    ...stamps,
  };
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined),
  ) as Reminder;
}

const TYPE_OPTIONS = [
  ...ROUTINE_TYPES.map((type) => ({ value: type, label: ROUTINE_TYPE_LABELS[type] })),
  { value: 'custom', label: 'Something else (your own title)' },
];

/**
 * The reminder's editor in its frame, with what is typed kept on this device as a draft
 * until it is saved, cancelled or discarded.
 */
function ReminderEditor({
  cars,
  path,
  prefill,
  held,
}: {
  cars: VehicleEntry[];
  path: string;
  prefill: Prefill;
  held?: ReminderEntry;
}) {
  const due = useDueList();
  const [start] = useState<Draft>(() => {
    if (held) return draftOf(held.reminder);
    const active = cars.filter((car) => !car.vehicle.archived);
    const car = cars.find((entry) => entry.id === prefill['for-car']) ?? active[0] ?? cars[0]!;
    const type =
      prefill['for-type'] && isRoutine(prefill['for-type']) ? prefill['for-type'] : 'oil-change';
    const interval = defaultInterval(type, car.vehicle.odometerUnit);
    return {
      vehicleId: car.id,
      type,
      title: '',
      repeat: 'repeat',
      intervalMonths: text(interval.months),
      intervalDistance: text(interval.distance),
      dueDate: '',
      dueOdometer: '',
      startDate: due.today,
      startOdometer: text(due.lastReading(car.id)?.odometer),
      notes: '',
    };
  });
  const draft = useEditorDraft({
    key: `${path}/${held?.id ?? 'new'}`,
    start,
    parse: parseDraft,
    noun: 'reminder',
  });
  return (
    <EditorFrame
      back={<BackTo view={{ kind: 'reminders' }}>Back to reminders</BackTo>}
      title={held ? 'Edit reminder' : 'New reminder'}
      draft={draft.offer}
    >
      <ReminderForm
        key={draft.formKey}
        cars={cars}
        path={path}
        held={held}
        start={start}
        from={draft.initial ?? start}
        onDraftChange={draft.track}
        onDone={draft.clear}
      />
    </EditorFrame>
  );
}

function ReminderForm({
  cars,
  path,
  held,
  start,
  from,
  onDraftChange,
  onDone,
}: {
  cars: VehicleEntry[];
  path: string;
  held?: ReminderEntry;
  /** Where the editor started: the reminder's fields, or a new one's. */
  start: Draft;
  /** What the form starts from: `start`, or a draft kept on this device. */
  from: Draft;
  /** Told of the fields as they change (null while they are as they started). */
  onDraftChange: (draft: Draft | null) => void;
  /** Saved, cancelled or deleted: the draft is no longer needed. */
  onDone: () => void;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const due = useDueList();
  const back = hrefFor({ kind: 'reminders' }, params);

  const [draft, setDraft] = useState<Draft>(from);
  const stamps = held
    ? { createdAt: held.reminder.createdAt, updatedAt: held.reminder.updatedAt }
    : { createdAt: nowStamp(), updatedAt: nowStamp() };
  const value = reminderOf(draft, stamps);
  const errors = schemaErrors(reminderSchema, value);
  const shown = useShownErrors(errors);
  const changed = JSON.stringify(draft) !== JSON.stringify(start);
  useEffect(() => onDraftChange(changed ? draft : null), [changed, draft, onDraftChange]);

  const car = cars.find((entry) => entry.id === draft.vehicleId);
  const unit = car?.vehicle.odometerUnit ?? 'mi';
  const repeats = draft.repeat === 'repeat';

  function change(field: keyof Draft, raw: RawValue) {
    const next = { ...draft, [field]: String(raw) };
    // A new type or car starts from that type's usual interval in that car's unit.
    if ((field === 'type' || field === 'vehicleId') && isRoutine(next.type)) {
      const nextCar = cars.find((entry) => entry.id === next.vehicleId);
      const interval = defaultInterval(next.type, nextCar?.vehicle.odometerUnit ?? 'mi');
      next.intervalMonths = text(interval.months);
      next.intervalDistance = text(interval.distance);
    }
    if (field === 'vehicleId' && !held) {
      next.startOdometer = text(due.lastReading(next.vehicleId)?.odometer);
    }
    setDraft(next);
    shown.touch(field);
  }

  const carOptions = cars
    .filter((entry) => !entry.vehicle.archived || entry.id === draft.vehicleId)
    .map((entry) => ({ value: entry.id, label: entry.vehicle.name }));

  const fields: FieldConfig[] = [
    { name: 'vehicleId', label: 'Car', type: 'select', options: carOptions, required: true },
    { name: 'type', label: 'What', type: 'select', options: TYPE_OPTIONS, required: true },
    ...(draft.type === 'custom'
      ? [{ name: 'title', label: 'Title', type: 'text', required: true } as const]
      : []),
    {
      name: 'repeat',
      label: 'How often',
      type: 'select',
      options: [
        { value: 'repeat', label: 'Again and again, every so often' },
        { value: 'once', label: 'Once' },
      ],
      required: true,
    },
    ...(repeats
      ? ([
          {
            name: 'intervalMonths',
            label: 'Every (months)',
            type: 'number',
            min: 1,
            step: 1,
            description: 'Leave empty to go by the odometer only.',
          },
          {
            name: 'intervalDistance',
            label: `Every (${unit})`,
            type: 'number',
            min: 0,
            description: 'Leave empty to go by the date only. Whichever comes first counts.',
          },
        ] as const)
      : []),
    {
      name: 'dueDate',
      label: repeats ? 'First due on (optional)' : 'Due on',
      type: 'date',
    },
    {
      name: 'dueOdometer',
      label: repeats ? `First due at (${unit}, optional)` : `Due at (${unit})`,
      type: 'number',
      min: 0,
    },
    {
      name: 'startDate',
      label: 'Counting from',
      type: 'date',
      required: true,
      description: 'Until a matching service is logged, the interval counts from this day.',
    },
    { name: 'startOdometer', label: `Odometer then (${unit})`, type: 'number', min: 0 },
    { name: 'notes', label: 'Notes', type: 'textarea', rows: 3, fullWidth: true },
  ];

  // A message for no field shown (a one-off with neither date nor reading).
  const formError = shown.errorOf('') ?? (repeats ? null : shown.errorOf('intervalMonths'));

  async function submit() {
    if (!shown.tryToSave()) return;
    const now = nowStamp();
    onDone();
    if (held) {
      reminders.edit(path, held.id, held.reminder, { ...value, updatedAt: now });
    } else {
      reminders.save(path, reminders.newId(), { ...value, createdAt: now, updatedAt: now });
    }
    void navigate(back, { replace: true });
  }

  async function remove() {
    if (!held) return;
    const ok = await confirm({
      title: 'Delete this reminder?',
      message: `“${reminderTitle(held.reminder)}” will no longer remind you. The services you logged stay.`,
      confirmText: 'Delete reminder',
      destructive: true,
    });
    if (!ok) return;
    onDone();
    reminders.remove(path, held.id);
    void navigate(back, { replace: true });
  }

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormFieldGrid
        fields={fields}
        valueOf={(name) => draft[name as keyof Draft]}
        errorOf={(name) => shown.errorOf(name)}
        onValueChange={(name, raw) => change(name as keyof Draft, raw)}
        onBlur={(name) => shown.touch(name)}
      />
      <EditorProblem>{formError}</EditorProblem>
      <EditorActions
        submitLabel={held ? 'Save changes' : 'Add reminder'}
        changed={changed}
        discardMessage="The changes you made to this reminder have not been saved."
        onLeave={() => {
          onDone();
          void navigate(back, { replace: true });
        }}
      >
        {held ? (
          <Button variant="destructive" className="sm:ml-auto" onClick={() => void remove()}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        ) : null}
      </EditorActions>
    </form>
  );
}
