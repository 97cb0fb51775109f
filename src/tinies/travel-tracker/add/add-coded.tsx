import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EditorProblem } from '@/kit/editor/editor-actions.tsx';
import { US_STATES } from '@/shared/travel-tracker/places/catalogue.ts';
import {
  BEEN_LEVELS,
  placeIdOf,
  type BeenLevel,
  type CodedKind,
} from '@/shared/travel-tracker/travel-model.ts';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/form-field.tsx';
import { Loading } from '@/ui/loading.tsx';
import { Select, type SelectOption } from '@/ui/select.tsx';
import { countryOptions, LEVEL_OPTIONS } from '../place-editor/place-form.ts';
import { nameOf } from '../place-facts.ts';
import { hrefFor } from '../travel-links.ts';
import type { Places } from '../use-travel-data.ts';
import type { AddDraft } from './add-draft.ts';
import { addPlace, useRegions } from './add-place.ts';

const STATE_OPTIONS: SelectOption[] = US_STATES.map((state) => ({
  value: state.code,
  label:
    state.kind === 'state'
      ? state.name
      : `${state.name} (${state.kind === 'district' ? 'district' : 'territory'})`,
})).sort((a, b) => a.label.localeCompare(b.label));

export interface AddCodedProps {
  kind: CodedKind;
  all: Places;
  path: string;
  values: AddDraft;
  onChange: (next: Partial<AddDraft>) => void;
  /** Added (or already there): leaves for the place's page, the draft done. */
  onAdded: (href: string) => void;
  cancel: ReactNode;
}

/** A coded place: chosen from the list, with its level. */
export function AddCoded({ kind, all, path, values, onChange, onAdded, cancel }: AddCodedProps) {
  const [params] = useSearchParams();
  const { country, code, level } = values;
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
      onAdded(hrefFor({ kind: 'detail', id }, params));
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
    else onAdded(hrefFor({ kind: 'detail', id }, params));
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
                onChange({ country: value, code: null });
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
                  onChange({ code: value });
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
      {existing ? null : (
        <LevelSelect value={level} onChange={(next) => onChange({ level: next })} />
      )}
      <EditorProblem>{problem}</EditorProblem>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{existing ? `Open ${nameOf(existing.place)}` : 'Add place'}</Button>
        {cancel}
      </div>
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
