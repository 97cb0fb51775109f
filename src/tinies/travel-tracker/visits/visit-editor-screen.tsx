import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CancelButton, EditorProblem } from '@/kit/editor/editor-actions.tsx';
import { deletedSaveLabel, EditorFrame } from '@/kit/editor/editor-frame.tsx';
import { schemaCheck } from '@/kit/editor/schema-check.ts';
import { useFormDraft } from '@/kit/editor/use-form-draft.ts';
import { useHeldEntry } from '@/kit/editor/use-held-entry.ts';
import { TRAVEL_LIMITS, type Visit } from '@/shared/travel-tracker/travel-model.ts';
import { calendarDay } from '@/shared/travel-tracker/travel-tracker-schema.ts';
import { Button } from '@/ui/button.tsx';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { Form, type FieldConfig, type FormValues } from '@/ui/form.tsx';
import { Loading } from '@/ui/loading.tsx';
import { nameOf } from '../place-facts.ts';
import { BackTo, GATE_WORDS, TravelGate } from '../travel-gate.tsx';
import { hrefFor } from '../travel-links.ts';
import {
  nowStamp,
  usePlace,
  useVisit,
  visits,
  type PlaceEntry,
  type VisitEntry,
} from '../use-travel-data.ts';
import { visitDates } from './visit-format.ts';

const FIELDS: FieldConfig[] = [
  {
    type: 'date',
    name: 'from',
    label: 'From',
    required: true,
    description: 'The day you arrived, or the day of a day trip.',
    validate: schemaCheck(calendarDay('From')),
  },
  {
    type: 'date',
    name: 'to',
    label: 'To',
    description: 'The day you left, for a stay of more than a day.',
    validate: schemaCheck(calendarDay('To')),
  },
  {
    type: 'textarea',
    name: 'note',
    label: 'Note',
    fullWidth: true,
    rows: 4,
    maxLength: TRAVEL_LIMITS.note,
    placeholder: 'Who you went with, what you did…',
  },
];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The visit the form's values describe. */
export function visitFrom(
  values: FormValues,
  placeId: string,
  before: Visit | undefined,
  now: string,
): Visit {
  const from = text(values.from);
  const to = text(values.to);
  const note = text(values.note);
  return {
    placeId,
    from,
    ...(to && to !== from ? { to } : {}),
    ...(note ? { note } : {}),
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  };
}

/** A new visit to a place (`visitId` absent), or a visit's edit screen. */
export default function VisitEditorScreen({
  placeId,
  visitId,
}: {
  placeId: string;
  visitId?: string;
}) {
  const place = usePlace(placeId);
  const state = useVisit(visitId ?? null);
  const { entry, deleted } = useHeldEntry(state.entry, visitId);

  if (!place.entry) {
    return (
      <TravelGate
        state={place}
        words={GATE_WORDS.place}
        back={{ view: { kind: 'list' }, label: 'Back to places' }}
      >
        {() => null}
      </TravelGate>
    );
  }
  if (visitId !== undefined && (!entry || entry.visit.placeId !== placeId)) {
    return (
      <TravelGate
        state={entry ? { ...state, entry: undefined, status: 'ready' } : state}
        words={GATE_WORDS.visit}
        back={{
          view: { kind: 'detail', id: placeId },
          label: `Back to ${nameOf(place.entry.place)}`,
        }}
      >
        {() => null}
      </TravelGate>
    );
  }
  if (state.path === null) return <Loading />;
  return (
    <VisitEditor
      key={visitId ?? 'new'}
      place={place.entry}
      entry={entry}
      path={state.path}
      deleted={deleted}
    />
  );
}

function VisitEditor({
  place,
  entry,
  path,
  deleted,
}: {
  place: PlaceEntry;
  entry: VisitEntry | undefined;
  path: string;
  deleted: boolean;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { confirm } = useDialogs();
  const name = nameOf(place.place);
  const [start] = useState<FormValues>(() => ({
    from: entry?.visit.from ?? '',
    to: entry?.visit.to ?? '',
    note: entry?.visit.note ?? '',
  }));
  // A new visit's draft belongs to its place.
  const draft = useFormDraft({
    key: `${path}/${entry?.id ?? `new-for-${place.id}`}`,
    start,
    noun: 'visit',
  });
  const from = text(draft.values.from);
  const to = text(draft.values.to);
  const problem = from && to && to < from ? 'A visit cannot end before it starts.' : null;
  const back = hrefFor({ kind: 'detail', id: place.id }, params);

  function save(submitted: FormValues) {
    const visit = visitFrom(submitted, place.id, entry?.visit, nowStamp());
    // A visit deleted meanwhile stays deleted and this one is a new copy.
    visits.saveEditor(path, entry?.id, entry?.visit, visit, deleted);
    draft.clear();
    void navigate(back, { replace: true });
  }

  async function remove() {
    if (!entry) return;
    const confirmed = await confirm({
      title: 'Delete visit?',
      message: `Your visit to ${name} of ${visitDates(entry.visit)} will be removed on all your devices. Its photos stay with the place.`,
      confirmText: 'Delete visit',
      destructive: true,
    });
    if (!confirmed) return;
    draft.clear();
    void navigate(back, { replace: true });
    visits.remove(path, entry.id);
  }

  return (
    <EditorFrame
      back={<BackTo view={{ kind: 'detail', id: place.id }}>Back to {name}</BackTo>}
      title={entry ? 'Edit visit' : 'New visit'}
      subtitle={name}
      draft={draft.offer}
      deleted={deleted}
    >
      <Form
        key={draft.formKey}
        {...draft.form}
        aria-label={entry ? `Visit to ${name}` : `New visit to ${name}`}
        stickyActions
        fields={FIELDS}
        columns={2}
        submitLabel={deleted ? deletedSaveLabel : entry ? 'Save changes' : 'Save visit'}
        onSubmit={save}
        blocked={problem !== null}
        className="max-w-3xl"
        actions={
          <>
            <CancelButton
              changed={draft.changed}
              discardMessage="The changes you made to this visit have not been saved."
              onLeave={() => {
                draft.clear();
                void navigate(back, { replace: true });
              }}
            />
            {entry && !deleted ? (
              <Button
                variant="outline"
                className="text-destructive sm:ml-auto"
                onClick={() => void remove()}
              >
                <Trash2 aria-hidden="true" />
                Delete visit
              </Button>
            ) : null}
          </>
        }
      >
        <EditorProblem>{problem}</EditorProblem>
      </Form>
    </EditorFrame>
  );
}
