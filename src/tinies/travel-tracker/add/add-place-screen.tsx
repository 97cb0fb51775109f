import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CancelButton, EditorProblem } from '@/kit/editor/editor-actions.tsx';
import { EditorFrame } from '@/kit/editor/editor-frame.tsx';
import { useEditorDraft } from '@/kit/editor/use-editor-draft.ts';
import {
  BEEN_LEVELS,
  type BeenLevel,
  type PlaceKind,
} from '@/shared/travel-tracker/travel-model.ts';
import { cn } from '@/ui/cn.ts';
import { Form, type FormValues } from '@/ui/form.tsx';
import { Loading } from '@/ui/loading.tsx';
import { cityFields, cityFrom, LEVEL_FIELD } from '../place-editor/place-form.ts';
import { BackTo } from '../travel-gate.tsx';
import { hrefFor } from '../travel-links.ts';
import { places, usePlaces, type Places } from '../use-travel-data.ts';
import { AddCoded } from './add-coded.tsx';
import { DEFAULT_LEVEL, hasContent, parseAddDraft, START, type AddDraft } from './add-draft.ts';
import { addPlace } from './add-place.ts';

const KINDS = [
  { kind: 'country', label: 'A country' },
  { kind: 'state', label: 'A US state or territory' },
  { kind: 'region', label: 'A region of a country' },
  { kind: 'city', label: 'A city or place' },
] as const satisfies readonly { kind: PlaceKind; label: string }[];

/**
 * Adding a place: a country, a US state, DC or territory, a region of any country (its
 * list loaded when the country is chosen) or a city or point of interest. A country,
 * state or region already in the list is opened instead of added twice. What is chosen or
 * typed is kept on this device until it is added or cancelled (`useEditorDraft`): leaving
 * by the back gesture or a link says "Draft kept", and the screen offers it back.
 */
export default function AddPlaceScreen() {
  const all = usePlaces();
  if (all.path === null || all.status === 'loading') return <Loading label="Loading your places" />;
  return <AddPlace all={all} path={all.path} />;
}

function AddPlace({ all, path }: { all: Places; path: string }) {
  const draft = useEditorDraft<AddDraft>({
    key: `${path}/new`,
    start: START,
    parse: parseAddDraft,
    noun: 'place',
  });
  return (
    <EditorFrame
      back={<BackTo view={{ kind: 'list' }}>Back to places</BackTo>}
      title="Add a place"
      subtitle="Or tap it in on the map."
      draft={draft.offer}
    >
      <AddPlaceForm
        key={draft.formKey}
        all={all}
        path={path}
        from={draft.initial ?? START}
        onDraftChange={draft.track}
        onDone={draft.clear}
      />
    </EditorFrame>
  );
}

interface AddPlaceFormProps {
  all: Places;
  path: string;
  /** What the screen starts from: nothing chosen, or a draft kept on this device. */
  from: AddDraft;
  /** Told of what is chosen and typed as it changes (null while nothing is). */
  onDraftChange: (draft: AddDraft | null) => void;
  /** Added, opened instead, or cancelled: the draft is no longer needed. */
  onDone: () => void;
}

function AddPlaceForm({ all, path, from, onDraftChange, onDone }: AddPlaceFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<AddDraft>(from);
  const changed = hasContent(values);
  useEffect(() => onDraftChange(changed ? values : null), [changed, values, onDraftChange]);
  const update = (next: Partial<AddDraft>) => setValues((current) => ({ ...current, ...next }));
  const leaveTo = (href: string) => {
    onDone();
    void navigate(href, { replace: true });
  };
  const cancel = (
    <CancelButton
      changed={changed}
      discardMessage="The place you started adding has not been added."
      onLeave={() => leaveTo(hrefFor({ kind: 'list' }, params))}
    />
  );
  return (
    <>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-medium">What do you want to add?</legend>
        <div className="flex flex-wrap gap-2">
          {KINDS.map((option) => (
            <label
              key={option.kind}
              className={cn(
                'flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-border bg-card px-4 text-sm has-checked:border-primary has-checked:bg-primary has-checked:text-primary-fg has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              )}
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={option.kind}
                checked={values.kind === option.kind}
                onChange={() => update({ kind: option.kind, country: null, code: null })}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {values.kind === 'city' ? (
        <AddCity
          path={path}
          values={values.city}
          onChange={(city) => update({ city })}
          onAdded={leaveTo}
          cancel={cancel}
        />
      ) : (
        <AddCoded
          key={values.kind}
          kind={values.kind}
          all={all}
          path={path}
          values={values}
          onChange={update}
          onAdded={leaveTo}
          cancel={cancel}
        />
      )}
    </>
  );
}

/** A city or point of interest: its name, country and position, with its level. */
function AddCity({
  path,
  values,
  onChange,
  onAdded,
  cancel,
}: {
  path: string;
  values: FormValues;
  onChange: (values: FormValues) => void;
  onAdded: (href: string) => void;
  cancel: ReactNode;
}) {
  const [params] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(null);
  const fields = useMemo(() => [...cityFields(), LEVEL_FIELD], []);
  // The form starts from what was typed before (a kind chosen in between, a draft restored).
  const [start] = useState(values);

  function save(submitted: FormValues) {
    const level = (BEEN_LEVELS as readonly unknown[]).includes(submitted.level)
      ? (submitted.level as BeenLevel)
      : DEFAULT_LEVEL;
    const added = addPlace(path, { kind: 'city', ...cityFrom(submitted), level }, () =>
      places.newId(),
    );
    if ('problem' in added) setProblem(added.problem);
    else onAdded(hrefFor({ kind: 'detail', id: added.id }, params));
  }

  return (
    <Form
      aria-label="Add a city or place"
      stickyActions
      fields={fields}
      defaultValues={start}
      columns={2}
      submitLabel="Add place"
      onSubmit={save}
      onValuesChange={(next) => {
        onChange(next);
        setProblem(null);
      }}
      actions={cancel}
      className="max-w-3xl"
    >
      <EditorProblem>{problem}</EditorProblem>
    </Form>
  );
}
