import { useId } from 'react';
import {
  BEEN_LEVEL_HINTS,
  BEEN_LEVEL_LABELS,
  BEEN_LEVELS,
  type BeenLevel,
} from '@/shared/travel-tracker/travel-model.ts';
import { cn } from '@/ui/cn.ts';
import { LevelSwatch } from '../level-legend.tsx';
import { nowStamp, places, type PlaceEntry } from '../use-travel-data.ts';

/**
 * How much the person has been to a place, as five radio buttons (arrow keys move between
 * them), each with its colour and what it means; a choice is saved at once.
 */
export function LevelChooser({ entry, path }: { entry: PlaceEntry; path: string }) {
  const name = useId();
  const choose = (level: BeenLevel) => {
    if (level !== entry.place.level) {
      places.update(path, entry.id, { level, updatedAt: nowStamp() });
    }
  };
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-xl font-semibold tracking-tight">Level</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-5">
        {BEEN_LEVELS.map((level) => (
          <label
            key={level}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-border bg-card p-3 has-checked:border-primary has-checked:ring-2 has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
            )}
          >
            <input
              type="radio"
              name={name}
              value={level}
              checked={entry.place.level === level}
              onChange={() => choose(level)}
              className="mt-1 size-4 accent-primary"
            />
            <span className="space-y-0.5">
              <span className="flex items-center gap-2 font-medium">
                <LevelSwatch level={level} />
                {BEEN_LEVEL_LABELS[level]}
              </span>
              <span className="block text-sm text-muted-fg">{BEEN_LEVEL_HINTS[level]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
