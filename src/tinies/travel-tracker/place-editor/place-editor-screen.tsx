import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CancelButton, EditorProblem } from '@/kit/editor/editor-actions.tsx';
import { deletedSaveLabel, EditorFrame } from '@/kit/editor/editor-frame.tsx';
import { useFormDraft } from '@/kit/editor/use-form-draft.ts';
import { useHeldEntry } from '@/kit/editor/use-held-entry.ts';
import { visitsOfPlace } from '@/shared/travel-tracker/stats/visits.ts';
import { placeSchema } from '@/shared/travel-tracker/travel-tracker-schema.ts';
import { Form, type FormValues } from '@/ui/form.tsx';
import { Loading } from '@/ui/loading.tsx';
import { PlaceGallery } from '../photos/place-gallery.tsx';
import { nameOf } from '../place-facts.ts';
import { BackTo, GATE_WORDS, TravelGate } from '../travel-gate.tsx';
import { hrefFor } from '../travel-links.ts';
import { nowStamp, places, usePlace, useVisits, type PlaceEntry } from '../use-travel-data.ts';
import { placeFields, placeFrom, placeValues } from './place-form.ts';

/**
 * A place's edit screen: its level and description (and a city's name, country and
 * position); its photos below, saved as they are added.
 */
export default function PlaceEditorScreen({ id }: { id: string }) {
  const state = usePlace(id);
  const { entry, deleted } = useHeldEntry(state.entry, id);
  if (!entry) {
    return (
      <TravelGate
        state={state}
        words={GATE_WORDS.place}
        back={{ view: { kind: 'list' }, label: 'Back to places' }}
      >
        {() => null}
      </TravelGate>
    );
  }
  if (state.path === null) return <Loading />;
  return (
    <PlaceEditor
      key={id}
      entry={entry}
      current={state.entry}
      deleted={deleted}
      path={state.path}
      signedIn={state.signedIn}
    />
  );
}

function PlaceEditor({
  entry,
  current,
  deleted,
  path,
  signedIn,
}: {
  entry: PlaceEntry;
  /** The place as it is now: undefined once deleted meanwhile. */
  current: PlaceEntry | undefined;
  /** Deleted on another device while open: saving keeps a copy. */
  deleted: boolean;
  path: string;
  signedIn: boolean;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const all = useVisits();
  const [start] = useState(() => placeValues(entry.place));
  const draft = useFormDraft({ key: `${path}/${entry.id}`, start, noun: 'place' });
  const [problem, setProblem] = useState<string | null>(null);
  const name = nameOf(entry.place);
  const back = hrefFor({ kind: 'detail', id: entry.id }, params);
  const fields = placeFields(entry.place.kind);

  function save(submitted: FormValues) {
    // Photos may have changed meanwhile (here, or on another device): the form never writes them.
    const base = current?.place ?? entry.place;
    const place = placeFrom(submitted, base, nowStamp());
    const checked = placeSchema.safeParse(place);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'This place could not be saved.');
      return;
    }
    // A place deleted meanwhile stays deleted and this one is a new copy.
    const target = places.saveEditor(path, entry.id, current?.place, place, deleted);
    draft.clear();
    void navigate(hrefFor({ kind: 'detail', id: target }, params), { replace: true });
  }

  return (
    <EditorFrame
      back={<BackTo view={{ kind: 'detail', id: entry.id }}>Back to {name}</BackTo>}
      title="Edit place"
      subtitle={name}
      draft={draft.offer}
      deleted={deleted}
    >
      <Form
        key={draft.formKey}
        aria-label={`Place: ${name}`}
        stickyActions
        fields={fields}
        defaultValues={draft.form.defaultValues}
        columns={2}
        submitLabel={deleted ? deletedSaveLabel : 'Save changes'}
        onSubmit={save}
        onValuesChange={(next) => {
          draft.form.onValuesChange(next);
          setProblem(null);
        }}
        className="max-w-3xl"
        actions={
          <CancelButton
            changed={draft.changed}
            discardMessage="The changes you made to this place have not been saved."
            onLeave={() => {
              draft.clear();
              void navigate(back, { replace: true });
            }}
          />
        }
      >
        <EditorProblem>{problem}</EditorProblem>
      </Form>
      {current ? (
        <div className="max-w-5xl border-t border-border pt-6">
          <PlaceGallery
            entry={current}
            path={path}
            name={name}
            visits={visitsOfPlace(entry.id, all.entries)}
            canUpload={signedIn}
          />
        </div>
      ) : null}
    </EditorFrame>
  );
}
