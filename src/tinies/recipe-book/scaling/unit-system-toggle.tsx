import { useId } from 'react';
import { cn } from '@/ui/cn.ts';
import { UNIT_CHOICES, type UnitChoice } from './scaled-ingredients.ts';

export interface UnitSystemToggleProps {
  value: UnitChoice;
  onChange: (units: UnitChoice) => void;
  className?: string;
}

/** "As written" / "Metric" / "US": a radio group drawn as a segmented control. */
export function UnitSystemToggle({ value, onChange, className }: UnitSystemToggleProps) {
  const name = useId();
  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-2', className)}>
      <legend className="mb-2 text-sm leading-none font-medium">Units</legend>
      <div className="inline-flex w-fit rounded-lg border border-border bg-card p-0.5">
        {UNIT_CHOICES.map((choice) => (
          <label key={choice.value} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="peer sr-only"
            />
            <span className="flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-fg transition-colors select-none peer-checked:bg-primary peer-checked:text-primary-fg peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:text-fg peer-checked:hover:text-primary-fg">
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
