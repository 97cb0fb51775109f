import { Heart, Zap } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { UrlFilters } from '@/kit/list/use-url-filters.ts';
import { formatMinutes } from '@/shared/recipe-book/durations.ts';
import { RECIPE_TYPE_LABELS, RECIPE_TYPES } from '@/shared/recipe-book/recipe-model.ts';
import { Chip } from '@/ui/chip.tsx';
import { cn } from '@/ui/cn.ts';
import { Select, type SelectOption } from '@/ui/select.tsx';
import { TIME_PRESETS, toggleType, type RecipeFilters } from './recipe-filters.ts';

const ANY = 'any';

/** "Any" and the presets, plus a limit from a hand-edited address that is not among them. */
export function timeOptions(current: number | null): SelectOption[] {
  const minutes = new Set<number>(TIME_PRESETS);
  if (current !== null) minutes.add(current);
  return [
    { value: ANY, label: 'Any' },
    ...[...minutes]
      .sort((a, b) => a - b)
      .map((limit) => ({ value: String(limit), label: formatMinutes(limit) })),
  ];
}

interface FilterGroupProps {
  label: string;
  children: ReactNode;
  className?: string;
}

function FilterGroup({ label, children, className }: FilterGroupProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={cn('space-y-2', className)}>
      <h2 id={labelId} className="text-xs font-semibold tracking-wide text-muted-fg uppercase">
        {label}
      </h2>
      <div className="flex flex-wrap items-center gap-2 lg:min-h-10">{children}</div>
    </div>
  );
}

interface TimeSelectProps {
  label: string;
  value: number | null;
  onChange: (minutes: number | null) => void;
}

function TimeSelect({ label, value, onChange }: TimeSelectProps) {
  const labelId = useId();
  return (
    <div className="min-w-0 space-y-2">
      <span
        id={labelId}
        className="block text-xs font-semibold tracking-wide text-muted-fg uppercase"
      >
        {label}
      </span>
      <Select
        aria-labelledby={labelId}
        options={timeOptions(value)}
        value={value === null ? ANY : String(value)}
        onValueChange={(next) => onChange(next === null || next === ANY ? null : Number(next))}
      />
    </div>
  );
}

/** Every filter of the browse screen; shown inline on wide screens and in a modal on narrow ones. */
export function RecipeFilterPanel({ controls }: { controls: UrlFilters<RecipeFilters> }) {
  const { filters, change } = controls;
  return (
    <div className="space-y-5">
      <FilterGroup label="Recipe type">
        {RECIPE_TYPES.map((type) => (
          <Chip
            key={type}
            pressed={filters.types.includes(type)}
            onPressedChange={() =>
              change((current) => ({ types: toggleType(current.types, type) }))
            }
          >
            {RECIPE_TYPE_LABELS[type]}
          </Chip>
        ))}
      </FilterGroup>
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]">
        <TimeSelect
          label="Max prep time"
          value={filters.maxPrep}
          onChange={(maxPrep) => change({ maxPrep })}
        />
        <TimeSelect
          label="Max cook time"
          value={filters.maxCook}
          onChange={(maxCook) => change({ maxCook })}
        />
        <TimeSelect
          label="Max total time"
          value={filters.maxTotal}
          onChange={(maxTotal) => change({ maxTotal })}
        />
        <FilterGroup label="Show only" className="sm:col-span-3 lg:col-span-1">
          <Chip
            pressed={filters.noPrep}
            onPressedChange={(noPrep) => change({ noPrep })}
            className="gap-1.5"
          >
            <Zap aria-hidden="true" className="size-4" />
            No prep time
          </Chip>
          <Chip
            pressed={filters.favourites}
            onPressedChange={(favourites) => change({ favourites })}
            className="gap-1.5"
          >
            <Heart aria-hidden="true" className="size-4" />
            Favourites
          </Chip>
        </FilterGroup>
      </div>
    </div>
  );
}
