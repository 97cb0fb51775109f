import { Plus, Trash2 } from 'lucide-react';
import {
  LINE_ITEM_KIND_LABELS,
  LINE_ITEM_KINDS,
  type LineItemKind,
} from '@/shared/car-maintenance/car-model.ts';
import { Button } from '@/ui/button.tsx';
import { Input } from '@/ui/input.tsx';
import { Select } from '@/ui/select.tsx';
import { draftTotal, newLine, type LineDraft, type ServiceErrors } from './editor-model.ts';

const KIND_OPTIONS = LINE_ITEM_KINDS.map((kind) => ({
  value: kind,
  label: LINE_ITEM_KIND_LABELS[kind],
}));

export interface LineItemsFieldProps {
  lines: LineDraft[];
  onLinesChange: (lines: LineDraft[]) => void;
  errors: ServiceErrors;
  format: (amount: number) => string;
}

/** The bill: one row a line (what for, description, amount), and the total. */
export function LineItemsField({ lines, onLinesChange, errors, format }: LineItemsFieldProps) {
  const change = (key: string, patch: Partial<LineDraft>) =>
    onLinesChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const add = () => {
    const line = newLine(lines.at(-1)?.kind === 'parts' ? 'labour' : 'parts');
    onLinesChange([...lines, line]);
    requestAnimationFrame(() => document.getElementById(`${line.key}-description`)?.focus());
  };

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium">Cost</legend>
      {lines.length > 0 ? (
        <ol className="space-y-3">
          {lines.map((line, index) => {
            const n = index + 1;
            const amountError = errors[`line.${line.key}.amount`];
            const descriptionError = errors[`line.${line.key}.description`];
            return (
              <li
                key={line.key}
                className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[9rem_minmax(0,1fr)_8rem_auto]"
              >
                <Select
                  aria-label={`Line ${n}: what for`}
                  options={KIND_OPTIONS}
                  value={line.kind}
                  onValueChange={(kind) => kind && change(line.key, { kind: kind as LineItemKind })}
                  className="col-span-2 sm:col-span-1"
                />
                <div className="col-span-2 min-w-0 sm:col-span-1">
                  <Input
                    id={`${line.key}-description`}
                    aria-label={`Line ${n}: description`}
                    placeholder="Oil and filter, 1 h labour…"
                    value={line.description}
                    maxLength={200}
                    aria-invalid={descriptionError ? true : undefined}
                    onChange={(event) => change(line.key, { description: event.target.value })}
                  />
                  {descriptionError ? (
                    <p className="mt-1 text-sm text-destructive">{descriptionError}</p>
                  ) : null}
                </div>
                <div className="min-w-0">
                  <Input
                    aria-label={`Line ${n}: amount`}
                    inputMode="decimal"
                    placeholder="0.00"
                    value={line.amount}
                    aria-invalid={amountError ? true : undefined}
                    aria-describedby={amountError ? `${line.key}-amount-error` : undefined}
                    onChange={(event) => change(line.key, { amount: event.target.value })}
                  />
                  {amountError ? (
                    <p id={`${line.key}-amount-error`} className="mt-1 text-sm text-destructive">
                      {amountError}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="tertiary"
                  size="icon"
                  aria-label={`Remove line ${n}`}
                  onClick={() => onLinesChange(lines.filter((other) => other.key !== line.key))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" size="sm" onClick={add}>
          <Plus aria-hidden="true" />
          Add a line
        </Button>
        <p className="text-sm">
          Total: <strong className="tabular-nums">{format(draftTotal(lines))}</strong>
        </p>
      </div>
    </fieldset>
  );
}
