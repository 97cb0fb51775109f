import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Cost } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { Button } from '@/ui/button.tsx';
import { describedBy } from '@/ui/field-styles.ts';
import { Input } from '@/ui/input.tsx';
import { checkedCost } from './cost-checks.ts';
import { amountOf, isUnpriced } from './cost-model.ts';

interface Draft {
  name: string;
  amount: string;
}

const draftOf = (cost: Cost): Draft => ({
  name: cost.name,
  amount: cost.amount === 0 ? '' : String(cost.amount),
});

/**
 * One cost, edited in place for quick filling: its name and amount are saved when the
 * focus leaves them (or on Enter), only what changed; a one-time cost can be refundable.
 */
export function CostRow({
  cost,
  onChange,
  onDelete,
}: {
  cost: Cost;
  /** Writes the changed fields of the checked cost. */
  onChange: (next: Cost) => void;
  onDelete: () => void;
}) {
  const id = useId();
  const stored = draftOf(cost);
  const [draft, setDraft] = useState<Draft>(stored);
  const [base, setBase] = useState<Draft>(stored);
  const [problem, setProblem] = useState<string | null>(null);
  // A change from elsewhere shows, unless this row is being typed in.
  if (stored.name !== base.name || stored.amount !== base.amount) {
    setBase(stored);
    if (draft.name === base.name && draft.amount === base.amount) setDraft(stored);
  }

  function commit() {
    if (draft.name === stored.name && amountOf(draft.amount) === cost.amount) {
      setProblem(null);
      return;
    }
    const checked = checkedCost(cost, { name: draft.name, amount: amountOf(draft.amount) });
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    onChange(checked.value);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
  }
  const saveOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };

  const label = cost.name;
  const unpriced = isUnpriced(cost) && draft.amount.trim() === '';
  return (
    <li className="rounded-xl border border-border bg-card p-3 shadow-card">
      <form
        noValidate
        onSubmit={submit}
        aria-label={label}
        className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-3 gap-y-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto]"
      >
        <Input
          aria-label={`Name of ${label}`}
          value={draft.name}
          maxLength={100}
          onChange={(event) => setDraft((prev) => ({ ...prev, name: event.target.value }))}
          onBlur={commit}
          onKeyDown={saveOnEnter}
          className="col-span-3 sm:col-span-1"
        />
        <Input
          aria-label={`${label} amount`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="0"
          value={draft.amount}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(problem && `${id}-problem`, unpriced && `${id}-unpriced`)}
          onChange={(event) => setDraft((prev) => ({ ...prev, amount: event.target.value }))}
          onBlur={commit}
          onKeyDown={saveOnEnter}
        />
        {cost.frequency === 'one-time' ? (
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={cost.refundable === true}
              onChange={(event) => {
                const checked = checkedCost(cost, { refundable: event.target.checked });
                if ('value' in checked) onChange(checked.value);
              }}
            />
            Refundable
            <span className="sr-only">: {label}</span>
          </label>
        ) : (
          <span className="hidden sm:block" />
        )}
        <Button
          variant="outline"
          size="icon"
          aria-label={`Delete ${label}`}
          onClick={onDelete}
          className="size-10"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </form>
      {problem ? (
        <p id={`${id}-problem`} className="mt-2 text-sm text-destructive">
          {problem}
        </p>
      ) : unpriced ? (
        <p id={`${id}-unpriced`} className="mt-2 text-xs text-muted-fg">
          Not priced yet: counts as 0
        </p>
      ) : null}
    </li>
  );
}
