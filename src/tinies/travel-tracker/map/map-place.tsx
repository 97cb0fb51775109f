import { memo, type KeyboardEvent } from 'react';
import {
  BEEN_LEVEL_LABELS,
  type BeenLevel,
} from '@/shared/travel-tracker/travel-tracker-schema.ts';
import { levelFill } from './level-colours.ts';
import type { DrawnPlace } from './map-drawing.ts';

export interface MapPlaceProps {
  place: DrawnPlace;
  name: string;
  level: BeenLevel | undefined;
  /** The one place the Tab key reaches (the others by the arrow keys). */
  tabbable: boolean;
  onActivate(place: DrawnPlace): void;
  onFocusPlace(place: DrawnPlace): void;
}

/** How a place is announced: its name and level. */
export function placeLabel(name: string, level: BeenLevel | undefined): string {
  return `${name}: ${level ? BEEN_LEVEL_LABELS[level].toLowerCase() : 'not marked'}`;
}

/**
 * One place on the map: its shape and its dot, as one button. Memoised: a mark re-renders
 * only the place marked (its fill), never the paths of the others.
 */
export const MapPlace = memo(function MapPlace({
  place,
  name,
  level,
  tabbable,
  onActivate,
  onFocusPlace,
}: MapPlaceProps) {
  const fill = levelFill(level);
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
      aria-label={placeLabel(name, level)}
      data-place={place.id}
      data-level={level ?? 'none'}
      className="cursor-pointer outline-none"
      onClick={() => onActivate(place)}
      onKeyDown={onKeyDown}
      onFocus={() => onFocusPlace(place)}
    >
      <title>{placeLabel(name, level)}</title>
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
