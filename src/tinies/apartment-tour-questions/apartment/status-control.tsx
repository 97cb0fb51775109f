import { useId } from 'react';
import {
  APARTMENT_STATUS_LABELS,
  APARTMENT_STATUSES,
  type ApartmentStatus,
} from '@/shared/apartment-tour-questions/apartment-model.ts';

/**
 * Where the person is with the apartment, changed in one tap: the statuses as a segmented
 * row of radio buttons (arrow keys move between them, as for any radio group).
 */
export function StatusControl({
  value,
  onChange,
}: {
  value: ApartmentStatus;
  onChange: (status: ApartmentStatus) => void;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium">Status</legend>
      <div className="grid grid-cols-5 gap-1 rounded-2xl border border-border bg-muted/40 p-1">
        {APARTMENT_STATUSES.map((status) => (
          <label
            key={status}
            className="relative inline-flex min-h-11 min-w-0 cursor-pointer items-center justify-center rounded-xl px-1 text-center text-xs font-medium sm:px-3 sm:text-sm text-muted-fg hover:bg-muted hover:text-fg has-checked:bg-primary has-checked:text-primary-fg has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={status}
              checked={value === status}
              onChange={() => onChange(status)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-xl opacity-0"
            />
            {APARTMENT_STATUS_LABELS[status]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
