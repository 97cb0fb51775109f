import { memo } from 'react';
import { Chip } from '@/ui/chip.tsx';
import type { ApartmentEntry } from '../use-apartment-data.ts';
import { MAX_COMPARED, MIN_COMPARED } from './compare-model.ts';

/**
 * Which apartments are compared: a toggle per apartment, two at least and four at most
 * (a chosen one cannot be left out below two, another cannot join above four).
 */
export const ComparePicker = memo(function ComparePicker({
  entries,
  chosen,
  onChange,
}: {
  entries: readonly ApartmentEntry[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const full = chosen.length >= MAX_COMPARED;
  const least = chosen.length <= MIN_COMPARED;
  return (
    <section aria-labelledby="compare-pick-heading" className="space-y-2 print:hidden">
      <h3 id="compare-pick-heading" className="text-sm font-medium">
        Apartments compared ({chosen.length} of {MAX_COMPARED} at most)
      </h3>
      <div className="flex flex-wrap gap-2">
        {entries.map(({ id, apartment }) => {
          const pressed = chosen.includes(id);
          return (
            <Chip
              key={id}
              pressed={pressed}
              disabled={pressed ? least : full}
              className="disabled:cursor-not-allowed disabled:opacity-60"
              onPressedChange={(on) =>
                onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id))
              }
            >
              {apartment.name}
            </Chip>
          );
        })}
      </div>
      <p className="text-sm text-muted-fg">
        {full
          ? `Four at most: leave one out to compare another.`
          : least
            ? 'Two at least: choose another before leaving one out.'
            : 'Choose up to four.'}
      </p>
    </section>
  );
});
