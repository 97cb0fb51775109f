import {
  BEEN_LEVEL_HINTS,
  BEEN_LEVEL_LABELS,
  BEEN_LEVELS,
  type BeenLevel,
} from '@/shared/travel-tracker/travel-model.ts';
import { LevelSwatch } from '../level-legend.tsx';
import { levelFill } from './level-colours.ts';

/**
 * The levels' colours, each with how many places on this map have it, and, when there are
 * any, the countries been to through a place in them.
 */
export function MapLegend({
  counts,
  implied = 0,
}: {
  counts: ReadonlyMap<BeenLevel, number>;
  implied?: number;
}) {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {BEEN_LEVELS.map((level) => (
        <li key={level} className="flex items-center gap-2" title={BEEN_LEVEL_HINTS[level]}>
          <LevelSwatch level={level} />
          <span>
            {BEEN_LEVEL_LABELS[level]}{' '}
            <span className="text-muted-fg tabular-nums">({counts.get(level) ?? 0})</span>
          </span>
        </li>
      ))}
      {implied > 0 ? (
        <li className="flex items-center gap-2">
          <Swatch fill={levelFill(undefined, true)} />
          <span>
            Been to through a place in it{' '}
            <span className="text-muted-fg tabular-nums">({implied})</span>
          </span>
        </li>
      ) : null}
      <li className="flex items-center gap-2">
        <Swatch fill={levelFill(undefined)} />
        <span>Not marked</span>
      </li>
    </ul>
  );
}

function Swatch({ fill }: { fill: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3.5 shrink-0 rounded-sm border border-border"
      style={{ backgroundColor: fill }}
    />
  );
}
