import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EditorProblem } from '@/kit/editor/editor-actions.tsx';
import { EditorFrame } from '@/kit/editor/editor-frame.tsx';
import { US_STATES } from '@/shared/travel-tracker/places/catalogue.ts';
import {
  BEEN_LEVELS,
  placeIdOf,
  type BeenLevel,
  type CodedKind,
  type PlaceKind,
} from '@/shared/travel-tracker/travel-tracker-schema.ts';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { Field } from '@/ui/form-field.tsx';
import { Form, type FormValues } from '@/ui/form.tsx';
import { Loading } from '@/ui/loading.tsx';
import { Select, type SelectOption } from '@/ui/select.tsx';
import {
  cityFields,
  cityFrom,
  countryOptions,
  LEVEL_FIELD,
  LEVEL_OPTIONS,
} from '../place-editor/place-form.ts';
import { nameOf } from '../place-facts.ts';
import { BackTo } from '../travel-gate.tsx';
import { hrefFor } from '../travel-links.ts';
import { places, usePlaces, type Places } from '../use-travel-data.ts';
import { addPlace, useRegions } from './add-place.ts';

const KINDS = [
  { kind: 'country', label: 'A country' },
  { kind: 'state', label: 'A US state or territory' },
  { kind: 'region', label: 'A region of a country' },
  { kind: 'city', label: 'A city or place' },
] as const satisfies readonly { kind: PlaceKind; label: string }[];

const STATE_OPTIONS: SelectOption[] = US_STATES.map((state) => ({
  value: state.code,
  label:
    state.kind === 'state'
      ? state.name
      : `${state.name} (${state.kind === 'district' ? 'district' : 'territory'})`,
})).sort((a, b) => a.label.localeCompare(b.label));

const DEFAULT_LEVEL: BeenLevel = 'visited';

/**
 * Adding a place: a country, a US state, DC or territory, a region of any country (its
 * list loaded when the country is chosen) or a city or point of interest. A country,
 * state or region already in the list is opened instead of added twice.
 */
export default function AddPlaceScreen() {
  const all = usePlaces();
  const id = useId();
  const [kind, setKind] = useState<PlaceKind>('country');
  return (
    <EditorFrame
      back={<BackTo view={{ kind: 'list' }}>Back to places</BackTo>}
      title="Add a place"
      subtitle="Or tap it in on the map."
    >
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
                checked={kind === option.kind}
                onChange={() => setKind(option.kind)}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {all.path === null || all.status === 'loading' ? (
        <Loading label="Loading your places" />
      ) : kind === 'city' ? (
        <AddCity path={all.path} />
      ) : (
        <AddCoded key={kind} kind={kind} all={all} path={all.path} />
      )}
    </EditorFrame>
  );
}

/** A coded place: chosen from the list, with its level. */
function AddCoded({ kind, all, path }: { kind: CodedKind; all: Places; path: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [country, setCountry] = useState<string | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [level, setLevel] = useState<BeenLevel>(DEFAULT_LEVEL);
  const [problem, setProblem] = useState<string | null>(null);
  const regions = useRegions(kind === 'region' ? country : null);
  const countries = useMemo(() => countryOptions(), []);

  const options =
    kind === 'country'
      ? countries
      : kind === 'state'
        ? STATE_OPTIONS
        : (regions.list ?? []).map((region) => ({
            value: region.code,
            label: `${region.name} (${region.code})`,
          }));
  const id = code ? placeIdOf(kind, code) : null;
  const existing = id ? all.entries.find((entry) => entry.id === id) : undefined;
  const region = kind === 'region' ? regions.list?.find((one) => one.code === code) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code || !id) {
      setProblem('Choose a place first.');
      return;
    }
    if (existing) {
      void navigate(hrefFor({ kind: 'detail', id }, params));
      return;
    }
    const added = addPlace(
      path,
      {
        kind,
        code,
        ...(region ? { name: region.name, country: country ?? code.slice(0, 2) } : {}),
        level,
      },
      () => id,
    );
    if ('problem' in added) setProblem(added.problem);
    else void navigate(hrefFor({ kind: 'detail', id }, params), { replace: true });
  }

  const label = kind === 'country' ? 'Country' : kind === 'state' ? 'State or territory' : 'Region';
  return (
    <form noValidate onSubmit={submit} aria-label="Add a place" className="max-w-xl space-y-5">
      {kind === 'region' ? (
        <Field label="Country" required>
          {(control, labelId) => (
            <Select
              {...control}
              aria-labelledby={labelId}
              options={countries}
              value={country}
              onValueChange={(value) => {
                setCountry(value);
                setCode(null);
                setProblem(null);
              }}
              searchable
              placeholder="Choose a country"
              searchPlaceholder="Search countries…"
            />
          )}
        </Field>
      ) : null}
      {kind !== 'region' || country ? (
        regions.loading ? (
          <Loading label="Loading the country’s regions" />
        ) : regions.failed ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            The regions could not be loaded. Check your connection and try again.
          </p>
        ) : kind === 'region' && options.length === 0 ? (
          <p className="text-muted-fg">This country has no regions listed. Add a city instead.</p>
        ) : (
          <Field
            label={label}
            required
            hint={
              existing ? (
                <>
                  {nameOf(existing.place)} is already in your places.{' '}
                  <Link
                    to={hrefFor({ kind: 'detail', id: existing.id }, params)}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    Open it
                  </Link>
                </>
              ) : undefined
            }
          >
            {(control, labelId) => (
              <Select
                {...control}
                aria-labelledby={labelId}
                options={options}
                value={code}
                onValueChange={(value) => {
                  setCode(value);
                  setProblem(null);
                }}
                searchable
                placeholder={`Choose a ${label.toLowerCase()}`}
                searchPlaceholder="Search…"
              />
            )}
          </Field>
        )
      ) : null}
      {existing ? null : <LevelSelect value={level} onChange={setLevel} />}
      <EditorProblem>{problem}</EditorProblem>
      <Button type="submit">{existing ? `Open ${nameOf(existing.place)}` : 'Add place'}</Button>
    </form>
  );
}

function LevelSelect({
  value,
  onChange,
}: {
  value: BeenLevel;
  onChange: (level: BeenLevel) => void;
}) {
  return (
    <Field label="Level" required>
      {(control, labelId) => (
        <Select
          {...control}
          aria-labelledby={labelId}
          options={LEVEL_OPTIONS}
          value={value}
          onValueChange={(next) => {
            if (next && (BEEN_LEVELS as readonly string[]).includes(next))
              onChange(next as BeenLevel);
          }}
        />
      )}
    </Field>
  );
}

/** A city or point of interest: its name, country and position, with its level. */
function AddCity({ path }: { path: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(null);
  const fields = useMemo(() => [...cityFields(), LEVEL_FIELD], []);

  function save(values: FormValues) {
    const level = (BEEN_LEVELS as readonly unknown[]).includes(values.level)
      ? (values.level as BeenLevel)
      : DEFAULT_LEVEL;
    const added = addPlace(path, { kind: 'city', ...cityFrom(values), level }, () =>
      places.newId(),
    );
    if ('problem' in added) setProblem(added.problem);
    else void navigate(hrefFor({ kind: 'detail', id: added.id }, params), { replace: true });
  }

  return (
    <Form
      aria-label="Add a city or place"
      stickyActions
      fields={fields}
      defaultValues={{ level: DEFAULT_LEVEL }}
      columns={2}
      submitLabel="Add place"
      onSubmit={save}
      onValuesChange={() => setProblem(null)}
      className="max-w-3xl"
    >
      <EditorProblem>{problem}</EditorProblem>
    </Form>
  );
}
