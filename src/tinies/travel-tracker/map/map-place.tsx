import { memo, type KeyboardEvent } from 'react';
import { BEEN_LEVEL_LABELS, type BeenLevel } from '@/shared/travel-tracker/travel-model.ts';
import { levelFill } from './level-colours.ts';
import type { DrawnPlace } from './map-drawing.ts';

export interface MapPlaceProps {
  place: DrawnPlace;
  name: string;
  level: BeenLevel | undefined;
  /** Not marked itself, but been to through a state, region or city in it. */
  implied: boolean;
  /** The one place the Tab key reaches (the others by the arrow keys). */
  tabbable: boolean;
  onActivate(place: DrawnPlace): void;
  onFocusPlace(place: DrawnPlace): void;
}

/** How a place is announced: its name and level. */
export function placeLabel(name: string, level: BeenLevel | undefined, implied = false): string {
  if (level) return `${name}: ${BEEN_LEVEL_LABELS[level].toLowerCase()}`;
  return `${name}: not marked${implied ? ', been to through a place in it' : ''}`;
}

/**
 * One place on the map: its shape and its dot, as one button. Memoised: a mark re-renders
 * only the place marked (its fill), never the paths of the others.
 */
export const MapPlace = memo(function MapPlace({
  place,
  name,
  level,
  implied,
  tabbable,
  onActivate,
  onFocusPlace,
}: MapPlaceProps) {
  const fill = levelFill(level, implied);
  const label = placeLabel(name, level, implied);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onActivate(place);
    }
  };
  return (
    <g
      role="button"
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      data-place={place.id}
      data-level={level ?? (implied ? 'implied' : 'none')}
      className="cursor-pointer outline-none"
      onClick={() => onActivate(place)}
      onKeyDown={onKeyDown}
      onFocus={() => onFocusPlace(place)}
    >
      <title>{label}</title>
      {place.d && (
        <path
          d={place.d}
          style={{ fill }}
          className="stroke-(--map-sea) [stroke-width:0.6] hover:opacity-80"
          vectorEffect="non-scaling-stroke"
        />
      )}
      {place.dot && (
        <>
          <circle
            cx={place.dot[0]}
            cy={place.dot[1]}
            style={{ fill, r: 'calc(4.5px / var(--map-zoom))' }}
            className="stroke-fg [stroke-width:1]"
            vectorEffect="non-scaling-stroke"
          />
          {/* A larger target around the small dot, kept small enough not to cover its neighbours at full view. */}
          <circle
            cx={place.dot[0]}
            cy={place.dot[1]}
            style={{ r: 'calc(7px / var(--map-zoom))' }}
            className="fill-transparent"
          />
        </>
      )}
    </g>
  );
});
