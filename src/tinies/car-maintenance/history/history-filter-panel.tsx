import { memo, useId } from 'react';
import { FilterGroup } from '@/kit/list/filter-group.tsx';
import { toggleValue } from '@/kit/list/filter-query.ts';
import type { UrlFilters } from '@/kit/list/use-url-filters.ts';
import { SERVICE_TYPE_LABELS, type ServiceType } from '@/shared/car-maintenance/car-model.ts';
import { Chip } from '@/ui/chip.tsx';
import { DatePicker } from '@/ui/date-picker.tsx';
import { orderedServiceTypes, type HistoryFilters } from './history-filters.ts';

export interface FilterChoice {
  id: string;
  label: string;
}

export interface HistoryFilterChoices {
  cars: FilterChoice[];
  /** The types the records have (and any chosen), in the usual order. */
  types: ServiceType[];
  parts: FilterChoice[];
  shops: FilterChoice[];
}

type ListName = 'cars' | 'parts' | 'shops';

export interface HistoryFilterPanelProps {
  /** The chosen filters; the search is not read, so typing leaves the panel as it is. */
  filters: HistoryFilters;
  change: UrlFilters<HistoryFilters>['change'];
  choices: HistoryFilterChoices;
}

/** Every filter of the history; inline on wide screens and in a dialog on narrow ones. */
export const HistoryFilterPanel = memo(function HistoryFilterPanel({
  filters,
  change,
  choices,
}: HistoryFilterPanelProps) {
  const fromId = useId();
  const toId = useId();
  const chips = (name: ListName, label: string, options: FilterChoice[]) =>
    options.length === 0 ? null : (
      <FilterGroup label={label}>
        {options.map((option) => (
          <Chip
            key={option.id}
            pressed={filters[name].includes(option.id)}
            onPressedChange={() =>
              change((current) => ({ [name]: toggleValue(current[name], option.id) }))
            }
          >
            {option.label}
          </Chip>
        ))}
      </FilterGroup>
    );

  return (
    <div className="space-y-5">
      {chips('cars', 'Car', choices.cars)}
      {choices.types.length > 0 ? (
        <FilterGroup label="Service type">
          {choices.types.map((type) => (
            <Chip
              key={type}
              pressed={filters.types.includes(type)}
              onPressedChange={() =>
                change((current) => ({
                  types: orderedServiceTypes(toggleValue(current.types, type)),
                }))
              }
            >
              {SERVICE_TYPE_LABELS[type]}
            </Chip>
          ))}
        </FilterGroup>
      ) : null}
      {chips('parts', 'Part', choices.parts)}
      {chips('shops', 'Shop', choices.shops)}
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
        <div className="min-w-0 space-y-2">
          <label
            htmlFor={fromId}
            className="block text-xs font-semibold tracking-wide text-muted-fg uppercase"
          >
            From
          </label>
          <DatePicker
            id={fromId}
            value={filters.from}
            max={filters.to ?? undefined}
            onValueChange={(from) => change({ from })}
            placeholder="Any date"
          />
        </div>
        <div className="min-w-0 space-y-2">
          <label
            htmlFor={toId}
            className="block text-xs font-semibold tracking-wide text-muted-fg uppercase"
          >
            To
          </label>
          <DatePicker
            id={toId}
            value={filters.to}
            min={filters.from ?? undefined}
            onValueChange={(to) => change({ to })}
            placeholder="Any date"
          />
        </div>
      </div>
    </div>
  );
});
