import { useId } from 'react';
import {
  APARTMENT_STATUS_LABELS,
  APARTMENT_STATUSES,
  type ApartmentStatus,
} from '@/shared/apartment-tour-questions/apartment-tour-questions-schema.ts';

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
      <div className="flex flex-wrap gap-1 rounded-2xl border border-border bg-muted/40 p-1">
        {APARTMENT_STATUSES.map((status) => (
          <label
            key={status}
            className="relative inline-flex min-h-10 flex-1 cursor-pointer items-center justify-center rounded-xl px-3 text-sm font-medium whitespace-nowrap text-muted-fg hover:bg-muted hover:text-fg has-checked:bg-primary has-checked:text-primary-fg has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={status}
              checked={value === status}
              onChange={() => onChange(status)}
              className="sr-only"
            />
            {APARTMENT_STATUS_LABELS[status]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
