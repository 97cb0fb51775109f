import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { servingsProblem } from '@/shared/recipe-book/recipe-model.ts';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';
import { MAX_SERVINGS, MIN_SERVINGS, servingsFrom } from './scaled-ingredients.ts';

export interface ServingsControlProps {
  value: number;
  /** The recipe's own servings, offered as a way back. */
  base: number;
  onChange: (servings: number) => void;
  className?: string;
}

/** Why typed servings cannot be used, in the schema's words (an empty field counts as 0). */
const draftProblem = (text: string) => servingsProblem(text.trim() === '' ? 0 : Number(text));

/**
 * A servings stepper: − and + buttons around a number field (1–1000). A typed number is
 * used as soon as it is valid; while it is not, the last good count stays in use and
 * the field says why.
 */
export function ServingsControl({ value, base, onChange, className }: ServingsControlProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The count changed from outside (a button, a reset): the field follows it.
    setShown(value);
    setDraft(String(value));
  }
  const problem = servingsFrom(draft) === null ? draftProblem(draft) : null;
  const step = (next: number) => onChange(Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, next)));

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>Servings</Label>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            disabled={value <= MIN_SERVINGS}
            onClick={() => step(value - 1)}
          >
            <Minus aria-hidden="true" />
            <span className="sr-only">Fewer servings</span>
          </Button>
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={MIN_SERVINGS}
            max={MAX_SERVINGS}
            step={1}
            value={draft}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              const next = servingsFrom(event.target.value);
              if (next !== null && next !== value) {
                setShown(next);
                onChange(next);
              }
            }}
            onBlur={() => setDraft(String(value))}
            className="w-20 text-center text-base tabular-nums"
          />
          <Button
            variant="outline"
            size="icon"
            disabled={value >= MAX_SERVINGS}
            onClick={() => step(value + 1)}
          >
            <Plus aria-hidden="true" />
            <span className="sr-only">More servings</span>
          </Button>
        </div>
        {value !== base ? (
          <Button variant="link" size="fitted" onClick={() => onChange(base)}>
            Reset to {base}
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
