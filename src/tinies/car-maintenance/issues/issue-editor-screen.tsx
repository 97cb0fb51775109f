import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EditorActions } from '@/kit/editor/editor-actions.tsx';
import { EditorFrame } from '@/kit/editor/editor-frame.tsx';
import { PhotoField } from '@/kit/editor/photo-field.tsx';
import { fileUrl } from '@/kit/file-url.ts';
import { dayOf } from '@/shared/calendar-days.ts';
import {
  CAR_LIMITS,
  issueSchema,
  type CarIssue,
} from '@/shared/car-maintenance/car-maintenance-schema.ts';
import { Button } from '@/ui/button.tsx';
import { FormFieldGrid } from '@/ui/form-field.tsx';
import type { FieldConfig, RawValue } from '@/ui/form-rules.ts';
import { Loading } from '@/ui/loading.tsx';
import { BackTo, CarGate, GATE_WORDS } from '../car-gate.tsx';
import { hrefFor, type Prefill } from '../car-links.ts';
import { NoCars } from '../no-cars.tsx';
import { PartTagsField, type PartTagsValue } from '../parts/part-tags-field.tsx';
import { schemaErrors, useShownErrors } from '../reminders/schema-errors.ts';
import {
  issues,
  nowStamp,
  useIssue,
  useVehicles,
  type IssueEntry,
  type VehicleEntry,
} from '../use-car-data.ts';

/** An issue's editor: a new one (perhaps for a car), or one to change. */
export default function IssueEditorScreen({ id, prefill }: { id?: string; prefill: Prefill }) {
  const state = useIssue(id ?? null);
  const cars = useVehicles();
  if (cars.status === 'loading') return <Loading label="Loading your cars" />;
  if (id === undefined) {
    if (cars.entries.length === 0) return <NoCarsYet />;
    return (
      <IssueEditor
        cars={cars.entries}
        path={state.path}
        signedIn={state.signedIn}
        prefill={prefill}
      />
    );
  }
  return (
    <CarGate
      state={state}
      words={GATE_WORDS.issue}
      back={{ view: { kind: 'issues' }, label: 'Back to issues' }}
    >
      {(entry) => (
        <IssueEditor
          cars={cars.entries}
          path={state.path}
          signedIn={state.signedIn}
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
      An issue belongs to a car. Add your car, then note what needs fixing.
    </NoCars>
  );
}

type Draft = Record<
  'vehicleId' | 'title' | 'description' | 'noticedDate' | 'noticedOdometer' | 'status',
  string
>;

const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));

function issueOf(
  draft: Draft,
  tags: PartTagsValue,
  photoIds: string[],
  base: Pick<CarIssue, 'createdAt' | 'updatedAt' | 'resolvedBy'>,
): CarIssue {
  const value = {
    vehicleId: draft.vehicleId,
    title: draft.title,
    description: draft.description.trim() === '' ? undefined : draft.description,
    parts: tags.parts,
    dismissedParts: tags.dismissedParts,
    noticedDate: draft.noticedDate === '' ? undefined : draft.noticedDate,
    noticedOdometer:
      draft.noticedOdometer.trim() === '' ? undefined : Number(draft.noticedOdometer),
    photoIds,
    status: draft.status as CarIssue['status'],
    resolvedBy: draft.status === 'open' ? undefined : base.resolvedBy,
    createdAt: base.createdAt,
    updatedAt: base.updatedAt,
  };
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined),
  ) as CarIssue;
}

function IssueEditor({
  cars,
  path,
  signedIn,
  prefill,
  held,
}: {
  cars: VehicleEntry[];
  path: string | null;
  signedIn: boolean;
  prefill: Prefill;
  held?: IssueEntry;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();

  const [initial] = useState(() => {
    if (held) {
      const { issue } = held;
      return {
        draft: {
          vehicleId: issue.vehicleId,
          title: issue.title,
          description: text(issue.description),
          noticedDate: text(issue.noticedDate),
          noticedOdometer: text(issue.noticedOdometer),
          status: issue.status,
        },
        tags: { parts: issue.parts, dismissedParts: issue.dismissedParts },
        photoIds: issue.photoIds,
      };
    }
    const active = cars.filter((car) => !car.vehicle.archived);
    const car = cars.find((entry) => entry.id === prefill['for-car']) ?? active[0] ?? cars[0]!;
    return {
      draft: {
        vehicleId: car.id,
        title: '',
        description: '',
        noticedDate: dayOf(new Date()),
        noticedOdometer: '',
        status: 'open',
      },
      tags: { parts: [], dismissedParts: [] } as PartTagsValue,
      photoIds: [] as string[],
    };
  });
  const [draft, setDraft] = useState<Draft>(initial.draft);
  const [tags, setTags] = useState<PartTagsValue>(initial.tags);
  const [photoIds, setPhotoIds] = useState<string[]>(initial.photoIds);
  const [uploading, setUploading] = useState(false);
  // A fresh photo field after each photo added.
  const [photoSlot, setPhotoSlot] = useState(0);

  const base = held
    ? held.issue
    : { createdAt: nowStamp(), updatedAt: nowStamp(), resolvedBy: undefined };
  const value = issueOf(draft, tags, photoIds, base);
  const errors = schemaErrors(issueSchema, value);
  const shown = useShownErrors(errors);
  const changed =
    JSON.stringify([draft, tags, photoIds]) !==
    JSON.stringify([initial.draft, initial.tags, initial.photoIds]);
  const unit = cars.find((entry) => entry.id === draft.vehicleId)?.vehicle.odometerUnit ?? 'mi';
  const back = held
    ? hrefFor({ kind: 'issue', id: held.id }, params)
    : hrefFor({ kind: 'issues' }, params);

  function change(field: keyof Draft, raw: RawValue) {
    setDraft({ ...draft, [field]: String(raw) });
    shown.touch(field);
  }

  const carOptions = cars
    .filter((entry) => !entry.vehicle.archived || entry.id === draft.vehicleId)
    .map((entry) => ({ value: entry.id, label: entry.vehicle.name }));
  const fields: FieldConfig[] = [
    {
      name: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      placeholder: 'Squeak from the front left wheel',
    },
    { name: 'vehicleId', label: 'Car', type: 'select', options: carOptions, required: true },
    {
      name: 'description',
      label: 'Description',
      type: 'textarea',
      rows: 4,
      maxLength: CAR_LIMITS.notes,
      fullWidth: true,
    },
    { name: 'noticedDate', label: 'First noticed', type: 'date' },
    { name: 'noticedOdometer', label: `Odometer when noticed (${unit})`, type: 'number', min: 0 },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      options: [
        { value: 'open', label: 'Open' },
        { value: 'resolved', label: 'Resolved' },
      ],
      required: true,
    },
  ];

  function submit() {
    if (!shown.tryToSave() || path === null || uploading) return;
    const now = nowStamp();
    let target: string;
    if (held) {
      target = held.id;
      issues.edit(path, held.id, held.issue, { ...value, updatedAt: now });
    } else {
      target = issues.newId();
      issues.save(path, target, { ...value, createdAt: now, updatedAt: now });
    }
    void navigate(hrefFor({ kind: 'issue', id: target }, params), { replace: true });
  }

  return (
    <EditorFrame
      back={
        <BackTo view={held ? { kind: 'issue', id: held.id } : { kind: 'issues' }}>
          {held ? 'Back to the issue' : 'Back to issues'}
        </BackTo>
      }
      title={held ? 'Edit issue' : 'New issue'}
    >
      <form
        noValidate
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormFieldGrid
          fields={fields}
          valueOf={(name) => draft[name as keyof Draft]}
          errorOf={(name) => shown.errorOf(name)}
          onValueChange={(name, raw) => change(name as keyof Draft, raw)}
          onBlur={(name) => shown.touch(name)}
        />
        <PartTagsField
          text={`${draft.title}\n${draft.description}`}
          value={tags}
          onChange={setTags}
        />
        {shown.errorOf('parts') ? (
          <p className="text-sm font-medium text-destructive">{shown.errorOf('parts')}</p>
        ) : null}
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">Photos</legend>
          {photoIds.length > 0 ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {photoIds.map((photoId, index) => (
                <li key={photoId} className="space-y-2">
                  <img
                    src={fileUrl(photoId)}
                    alt={`Photo ${index + 1}`}
                    className="aspect-square w-full rounded-lg border border-border object-cover"
                  />
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setPhotoIds(photoIds.filter((other) => other !== photoId))}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove<span className="sr-only"> photo {index + 1}</span>
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {photoIds.length < CAR_LIMITS.attachments ? (
            <PhotoField
              key={photoSlot}
              photoId={undefined}
              canUpload={signedIn}
              alt="The photo being added"
              onBusyChange={setUploading}
              onPhotoChange={(photoId) => {
                if (photoId === undefined) return;
                setPhotoIds((before) => [...before, photoId]);
                setPhotoSlot((slot) => slot + 1);
              }}
            />
          ) : null}
          {shown.errorOf('photoIds') ? (
            <p className="text-sm font-medium text-destructive">{shown.errorOf('photoIds')}</p>
          ) : null}
        </fieldset>
        <EditorActions
          submitLabel={held ? 'Save changes' : 'Add issue'}
          submitDisabled={path === null || uploading}
          changed={changed}
          discardMessage="The changes you made to this issue have not been saved."
          onLeave={() => void navigate(back, { replace: true })}
        />
      </form>
    </EditorFrame>
  );
}
