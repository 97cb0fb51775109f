import { useEffect, useId, useState, type FormEvent } from 'react';
import { DraftOffer } from '@/kit/editor/draft-offer.tsx';
import { Button } from '@/ui/button.tsx';
import { describedBy } from '@/ui/field-styles.ts';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';
import { useInPlaceDraft, type RawValues } from '../form-drafts.ts';
import { apartments, nowStamp, type ApartmentEntry } from '../use-apartment-data.ts';
import { leaseFrom } from './cost-checks.ts';
import { leaseRaw, type LeaseRaw } from './cost-model.ts';

const FIELDS: { name: keyof LeaseRaw; label: string; hint: string; step: string }[] = [
  { name: 'leaseMonths', label: 'Lease (months)', hint: '12 when blank', step: '1' },
  { name: 'freeWeeks', label: 'Free weeks', hint: 'e.g. 6 weeks free', step: '0.5' },
  {
    name: 'concessionAmount',
    label: 'Concession',
    hint: 'Money off the whole lease',
    step: '0.01',
  },
];

interface LeaseTermsFormProps {
  entry: ApartmentEntry;
  path: string | null;
}

/**
 * The lease's length and its move-in specials, spread over the lease by the true cost.
 * Saving writes only the terms that changed, so another device's edit to the apartment stays.
 * Terms left half-written (the page left without saving) are kept on this device and
 * offered back here.
 */
export function LeaseTermsForm(props: LeaseTermsFormProps) {
  // NOTE: the draft is read once its place is known: a new key reads it again.
  return <LeaseTerms key={props.path ?? ''} {...props} />;
}

function LeaseTerms({ entry, path }: LeaseTermsFormProps) {
  const id = useId();
  const stored = leaseRaw(entry.apartment);
  const [raw, setRaw] = useState<LeaseRaw>(stored);
  const [base, setBase] = useState<LeaseRaw>(stored);
  const [shown, setShown] = useState(false);
  const [saved, setSaved] = useState(false);
  const draft = useInPlaceDraft({
    key: path && `${path}/lease-of-${entry.id}`,
    noun: 'lease',
    onRestore: ({ raw: kept }) => {
      setSaved(false);
      setRaw(leaseOfDraft(kept, stored));
    },
  });
  // Another device changed the terms: take them while nothing is being typed here.
  if (JSON.stringify(stored) !== JSON.stringify(base)) {
    setBase(stored);
    if (JSON.stringify(raw) === JSON.stringify(base)) setRaw(stored);
  }
  const { terms, problems } = leaseFrom(raw);
  const changed = JSON.stringify(raw) !== JSON.stringify(stored);
  const { track } = draft;
  useEffect(() => track(entry.id, changed ? raw : null), [track, entry.id, raw, changed]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    setShown(true);
    if (!path || Object.keys(problems).length > 0) return;
    const after = { ...entry.apartment, ...terms, updatedAt: nowStamp() };
    if (!apartments.edit(path, entry.id, entry.apartment, after)) return;
    draft.clear();
    setSaved(true);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-2xl border border-border bg-card p-4 shadow-card"
    >
      <h3 id={`${id}-heading`} className="text-xl font-semibold tracking-tight">
        Lease and specials
      </h3>
      {draft.offer ? <DraftOffer {...draft.offer} /> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {FIELDS.map((field) => {
          const problem = shown ? problems[field.name] : undefined;
          return (
            <div key={field.name} className="flex min-w-0 flex-col gap-2">
              <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
              <Input
                id={`${id}-${field.name}`}
                type="number"
                inputMode="decimal"
                min={0}
                step={field.step}
                value={raw[field.name]}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy(
                  `${id}-${field.name}-hint`,
                  problem && `${id}-${field.name}-problem`,
                )}
                onChange={(event) => {
                  setSaved(false);
                  setRaw((prev) => ({ ...prev, [field.name]: event.target.value }));
                }}
              />
              <p id={`${id}-${field.name}-hint`} className="text-xs text-muted-fg">
                {field.hint}
              </p>
              {problem ? (
                <p id={`${id}-${field.name}-problem`} className="text-sm text-destructive">
                  {problem}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!path || !changed}>
          Save lease terms
        </Button>
        <p role="status" className="text-sm text-muted-fg">
          {saved && !changed ? 'Lease terms saved' : ''}
        </p>
      </div>
    </form>
  );
}

/** A kept draft's terms; a term it lacks is the stored one. */
function leaseOfDraft(kept: RawValues, stored: LeaseRaw): LeaseRaw {
  const termOf = (name: keyof LeaseRaw) => {
    const value = kept[name];
    return typeof value === 'string' ? value : stored[name];
  };
  return {
    leaseMonths: termOf('leaseMonths'),
    freeWeeks: termOf('freeWeeks'),
    concessionAmount: termOf('concessionAmount'),
  };
}
