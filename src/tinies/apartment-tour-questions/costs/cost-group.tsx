import { Plus } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { DraftOffer } from '@/kit/editor/draft-offer.tsx';
import type { Money } from '@/kit/money.ts';
import type { Cost, CostFrequency } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { Button } from '@/ui/button.tsx';
import { describedBy } from '@/ui/field-styles.ts';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';
import { NEW_TARGET, useInPlaceDraft, type RawValues } from '../form-drafts.ts';
import type { CostEntry } from '../use-apartment-data.ts';
import { checkedCost } from './cost-checks.ts';
import { amountOf } from './cost-model.ts';
import { CostRow } from './cost-row.tsx';

const WORDS: Record<CostFrequency, { heading: string; none: string; add: string }> = {
  monthly: {
    heading: 'Monthly costs',
    none: 'No monthly costs yet: utilities, parking, pet rent…',
    add: 'Add a monthly cost',
  },
  'one-time': {
    heading: 'One-time costs',
    none: 'No one-time costs yet: deposits, application and admin fees…',
    add: 'Add a one-time cost',
  },
};

/**
 * The apartment's monthly or one-time costs, with their sum and a form to add one. A cost
 * half-written there (the page left without adding it) is kept on this device and offered
 * back above the form.
 */
export function CostGroup({
  frequency,
  apartmentId,
  costsPath,
  costs,
  money,
  onSave,
  onUpdate,
  onDelete,
}: {
  frequency: CostFrequency;
  apartmentId: string;
  /** The costs' collection: where the form's draft is kept (null until it is known). */
  costsPath: string | null;
  costs: readonly CostEntry[];
  money: Money;
  onSave: (cost: Cost) => void;
  onUpdate: (entry: CostEntry, next: Cost) => void;
  onDelete: (entry: CostEntry) => void;
}) {
  const id = useId();
  const words = WORDS[frequency];
  const sum = costs.reduce((total, entry) => total + Math.round(entry.cost.amount * 100), 0) / 100;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-xl font-semibold tracking-tight">
          {words.heading}
        </h3>
        <p className="text-sm text-muted-fg">
          {frequency === 'monthly' ? 'A month: ' : 'In all: '}
          <span className="font-semibold text-fg">{money.formatWhole(sum)}</span>
        </p>
      </div>
      {costs.length === 0 ? (
        <p className="text-sm text-muted-fg">{words.none}</p>
      ) : (
        <ul aria-label={words.heading} className="space-y-2">
          {costs.map((entry) => (
            <CostRow
              key={entry.id}
              cost={entry.cost}
              onChange={(next) => onUpdate(entry, next)}
              onDelete={() => onDelete(entry)}
            />
          ))}
        </ul>
      )}
      <AddCost
        // NOTE: the draft is read once its place is known: a new key reads it again.
        key={costsPath ?? ''}
        frequency={frequency}
        apartmentId={apartmentId}
        draftKey={costsPath && `${costsPath}/new-${frequency}-of-${apartmentId}`}
        label={words.add}
        onSave={onSave}
      />
    </section>
  );
}

function AddCost({
  frequency,
  apartmentId,
  draftKey,
  label,
  onSave,
}: {
  frequency: CostFrequency;
  apartmentId: string;
  draftKey: string | null;
  label: string;
  onSave: (cost: Cost) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [refundable, setRefundable] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const draft = useInPlaceDraft({
    key: draftKey,
    noun: 'cost',
    onRestore: ({ raw }) => {
      setName(textOf(raw.name));
      setAmount(textOf(raw.amount));
      setRefundable(raw.refundable === REFUNDABLE);
    },
  });
  const changed = name !== '' || amount !== '' || refundable;
  const { track } = draft;
  useEffect(
    () =>
      track(
        NEW_TARGET,
        changed ? { name, amount, refundable: refundable ? REFUNDABLE : '' } : null,
      ),
    [track, name, amount, refundable, changed],
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const now = new Date().toISOString();
    const checked = checkedCost(undefined, {
      apartmentId,
      name,
      amount: amountOf(amount),
      frequency,
      ...(refundable ? { refundable: true } : {}),
      createdAt: now,
      updatedAt: now,
    });
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    draft.clear();
    onSave(checked.value);
    setName('');
    setAmount('');
    setRefundable(false);
    setProblem(null);
    event.currentTarget.querySelector('input')?.focus();
  }

  return (
    <>
      {draft.offer ? <DraftOffer {...draft.offer} /> : null}
      <form
        noValidate
        onSubmit={submit}
        aria-label={label}
        className="grid grid-cols-1 items-end gap-3 rounded-xl border border-dashed border-border p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto]"
      >
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={100}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy(problem && `${id}-problem`)}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={`${id}-amount`}>Amount</Label>
          <Input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            placeholder="0"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        {frequency === 'one-time' ? (
          <label className="inline-flex h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={refundable}
              onChange={(event) => setRefundable(event.target.checked)}
            />
            Refundable
          </label>
        ) : (
          <span className="hidden sm:block" />
        )}
        <Button type="submit" variant="outline">
          <Plus aria-hidden="true" />
          Add
        </Button>
        {problem ? (
          <p id={`${id}-problem`} className="text-sm text-destructive sm:col-span-4">
            {problem}
          </p>
        ) : null}
      </form>
    </>
  );
}

/** How a kept draft says the cost is refundable. */
const REFUNDABLE = 'refundable';

/** A draft's field as text ('' where it has none). */
const textOf = (value: RawValues[string] | undefined) => (typeof value === 'string' ? value : '');
