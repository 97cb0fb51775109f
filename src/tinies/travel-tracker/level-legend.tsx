import {
  BEEN_LEVEL_HINTS,
  BEEN_LEVEL_LABELS,
  type BeenLevel,
} from '@/shared/travel-tracker/travel-model.ts';
import { cn } from '@/ui/cn.ts';
import { LEGEND_LEVELS, LEVEL_COLOURS } from './levels.ts';

/** A level's colour as a small square, beside its name (never the only sign of the level). */
export function LevelSwatch({ level, className }: { level: BeenLevel; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-3.5 shrink-0 rounded-sm border border-border', className)}
      style={{ backgroundColor: LEVEL_COLOURS[level].fill }}
    />
  );
}

/** A level as a badge: its colour, its name. */
export function LevelBadge({ level }: { level: BeenLevel }) {
  const colour = LEVEL_COLOURS[level];
  return (
    <span
      className="inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap"
      style={{ backgroundColor: colour.fill, color: colour.ink }}
    >
      {BEEN_LEVEL_LABELS[level]}
    </span>
  );
}

/** The five levels with their colours and what each means. */
export function LevelLegend({ className, hints = false }: { className?: string; hints?: boolean }) {
  return (
    <ul aria-label="Levels" className={cn('flex flex-wrap gap-x-4 gap-y-2 text-sm', className)}>
      {LEGEND_LEVELS.map((level) => (
        <li key={level} className="flex items-center gap-2">
          <LevelSwatch level={level} />
          <span>
            <span className="font-medium">{BEEN_LEVEL_LABELS[level]}</span>
            {hints ? <span className="text-muted-fg"> · {BEEN_LEVEL_HINTS[level]}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
