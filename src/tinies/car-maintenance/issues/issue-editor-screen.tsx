import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EditorActions } from '@/kit/editor/editor-actions.tsx';
import { EditorFrame } from '@/kit/editor/editor-frame.tsx';
import { PhotoField } from '@/kit/editor/photo-field.tsx';
import { useEditorDraft } from '@/kit/editor/use-editor-draft.ts';
import { fileUrl } from '@/kit/file-url.ts';
import { dayOf } from '@/shared/calendar-days.ts';
import { issueSchema, partTagSchema } from '@/shared/car-maintenance/car-maintenance-schema.ts';
import { CAR_LIMITS, type CarIssue } from '@/shared/car-maintenance/car-model.ts';
import { Button } from '@/ui/button.tsx';
import { FormFieldGrid } from '@/ui/form-field.tsx';
import type { FieldConfig, RawValue } from '@/ui/form-rules.ts';
import { Loading } from '@/ui/loading.tsx';
import { BackTo, CarGate, GATE_WORDS } from '../car-gate.tsx';
import { hrefFor, type Prefill } from '../car-links.ts';
import { textDraft, textList } from '../drafts.ts';
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
  const path = state.path;
  if (cars.status === 'loading' || path === null) return <Loading label="Loading your cars" />;
  if (id === undefined) {
    if (cars.entries.length === 0) return <NoCarsYet />;
    return (
      <IssueEditor
        key="new"
        cars={cars.entries}
        path={path}
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
          key={entry.id}
          cars={cars.entries}
          path={path}
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

const FIELD_KEYS = [
  'vehicleId',
  'title',
  'description',
  'noticedDate',
  'noticedOdometer',
  'status',
] as const;

/** The form's text, as the fields hold it. */
type Draft = Record<(typeof FIELD_KEYS)[number], string>;

/** Everything the editor holds: the fields' text, the parts and the photos. */
interface IssueDraft {
  draft: Draft;
  tags: PartTagsValue;
  photoIds: string[];
}

const partTags = partTagSchema.array();

/** A draft kept on this device, if it still has that shape (the schema checks the rest). */
function parseDraft(value: unknown): IssueDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<Record<keyof IssueDraft, unknown>>;
  const draft = textDraft(stored.draft, FIELD_KEYS);
  const tags = stored.tags as Partial<Record<keyof PartTagsValue, unknown>> | undefined;
  const parts = partTags.safeParse(tags?.parts);
  const dismissedParts = textList(tags?.dismissedParts);
  const photoIds = textList(stored.photoIds);
  return draft && parts.success && dismissedParts && photoIds
    ? { draft, tags: { parts: parts.data, dismissedParts }, photoIds }
    : null;
}

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

/**
 * The issue's editor in its frame, with what is typed kept on this device as a draft until
 * it is saved or cancelled.
 */
function IssueEditor({
  cars,
  path,
  signedIn,
  prefill,
  held,
}: {
  cars: VehicleEntry[];
  path: string;
  signedIn: boolean;
  prefill: Prefill;
  held?: IssueEntry;
}) {
  const [start] = useState((): IssueDraft => {
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
      tags: { parts: [], dismissedParts: [] },
      photoIds: [],
    };
  });
  const draft = useEditorDraft({
    key: `${path}/${held?.id ?? 'new'}`,
    start,
    parse: parseDraft,
    noun: 'issue',
  });
  return (
    <EditorFrame
      back={
        <BackTo view={held ? { kind: 'issue', id: held.id } : { kind: 'issues' }}>
          {held ? 'Back to the issue' : 'Back to issues'}
        </BackTo>
      }
      title={held ? 'Edit issue' : 'New issue'}
      draft={draft.offer}
    >
      <IssueForm
        key={draft.formKey}
        cars={cars}
        path={path}
        signedIn={signedIn}
        held={held}
        start={start}
        from={draft.initial ?? start}
        onDraftChange={draft.track}
        onDone={draft.clear}
      />
    </EditorFrame>
  );
}

function IssueForm({
  cars,
  path,
  signedIn,
  held,
  start,
  from,
  onDraftChange,
  onDone,
}: {
  cars: VehicleEntry[];
  path: string;
  signedIn: boolean;
  held?: IssueEntry;
  /** Where the editor started: the issue as stored, or a new one. */
  start: IssueDraft;
  /** What the form starts from: `start`, or a draft kept on this device. */
  from: IssueDraft;
  /** Told of what the editor holds as it changes (null while it is as it started). */
  onDraftChange: (draft: IssueDraft | null) => void;
  /** Saved or cancelled: the draft is no longer needed. */
  onDone: () => void;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();

  const [draft, setDraft] = useState<Draft>(from.draft);
  const [tags, setTags] = useState<PartTagsValue>(from.tags);
  const [photoIds, setPhotoIds] = useState<string[]>(from.photoIds);
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
    JSON.stringify([start.draft, start.tags, start.photoIds]);
  useEffect(
    () => onDraftChange(changed ? { draft, tags, photoIds } : null),
    [changed, draft, tags, photoIds, onDraftChange],
  );
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
    if (!shown.tryToSave() || uploading) return;
    const now = nowStamp();
    onDone();
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
        submitDisabled={uploading}
        changed={changed}
        discardMessage="The changes you made to this issue have not been saved."
        onLeave={() => {
          onDone();
          void navigate(back, { replace: true });
        }}
      />
    </form>
  );
}
