import { useId } from 'react';
import { Select } from '@/ui/select.tsx';

export interface ListSortProps<S extends string> {
  options: { value: S; label: string }[];
  value: S;
  onChange: (sort: S) => void;
}

/**
 * "Sort by" and its choices, for ListScreen's `sort`. A file of its own so that a list
 * without sorting does not load the select.
 */
export function ListSort<S extends string>({ options, value, onChange }: ListSortProps<S>) {
  const labelId = useId();
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="text-sm whitespace-nowrap text-muted-fg">
        Sort by
      </span>
      <div className="w-32 sm:w-36">
        <Select
          aria-labelledby={labelId}
          options={options}
          value={value}
          onValueChange={(next) => {
            const chosen = options.find((option) => option.value === next);
            if (chosen) onChange(chosen.value);
          }}
        />
      </div>
    </div>
  );
}
