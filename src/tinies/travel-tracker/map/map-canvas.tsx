import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Minus, Plus, RotateCcw } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import type { BeenLevel } from '@/shared/travel-tracker/travel-model.ts';
import { Button } from '@/ui/button.tsx';
import type { DrawnMap, DrawnPlace } from './map-drawing.ts';
import { MapPlace } from './map-place.tsx';
import { useZoom, type Zoom } from './use-zoom.ts';

export interface MapCanvasProps {
  map: DrawnMap;
  /** What the map is, for screen readers: "World map". */
  label: string;
  names: ReadonlyMap<string, string>;
  levels: ReadonlyMap<string, BeenLevel>;
  /** Places not marked but been to through a place in them (countries, by id). */
  implied?: ReadonlySet<string>;
  /** The place whose panel is open, outlined. */
  selectedId: string | null;
  onActivate(place: DrawnPlace): void;
  /** Writes codes beside dots (the US map). */
  labelDots?: boolean;
  /** A poster: no controls, nothing to focus. */
  still?: boolean;
}

const NONE: ReadonlySet<string> = new Set();

/** A pointer that moved further than this (in pixels) was a drag, not a tap. */
const DRAG_PX = 6;
const PAN_STEP = 0.15;
/** How long after a letter the next one still adds to the name being typed (ms). */
const TYPE_AHEAD_MS = 800;

/**
 * A map that can be zoomed and moved (buttons, wheel, pinch, drag, keys) and whose places
 * are buttons: Tab reaches the map, the arrow keys go from place to place in the order of
 * their names, a letter jumps to the next name starting with it, Enter or Space marks.
 */
export function MapCanvas({
  map,
  label,
  names,
  levels,
  implied = NONE,
  selectedId,
  onActivate,
  labelDots = false,
  still = false,
}: MapCanvasProps) {
  const { width, height } = map;
  const zoom = useZoom(width, height);
  const { view } = zoom;
  const svgRef = useRef<SVGSVGElement>(null);
  const helpId = useId();

  const order = useMemo(
    () =>
      [...map.places].sort((a, b) =>
        (names.get(a.id) ?? a.code).localeCompare(names.get(b.id) ?? b.code),
      ),
    [map.places, names],
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const tabbableId = activeId ?? order[0]?.id ?? null;

  // Taps that end a drag are not marks.
  const dragged = useRef(false);
  const activate = useRef(onActivate);
  useLayoutEffect(() => {
    activate.current = onActivate;
  });
  const onPlaceActivate = useCallback((place: DrawnPlace) => {
    if (dragged.current) return;
    activate.current(place);
  }, []);
  const reveal = zoom.reveal;
  const onFocusPlace = useCallback(
    (place: DrawnPlace) => {
      setActiveId(place.id);
      setFocusedId(place.id);
      reveal(place.centre);
    },
    [reveal],
  );

  const focusPlace = (place: DrawnPlace | undefined) => {
    if (!place) return;
    const element = svgRef.current?.querySelector<SVGGElement>(`[data-place="${place.id}"]`);
    element?.focus();
  };

  const typed = useRef({ text: '', at: 0 });
  /** Whether a name is being typed: a letter came less than TYPE_AHEAD_MS ago. */
  const typing = () => typed.current.text !== '' && Date.now() - typed.current.at < TYPE_AHEAD_MS;
  /** Adds `key` to the name being typed and moves to the first place it starts. */
  const typeAhead = (key: string, index: number) => {
    const now = Date.now();
    const text = (typing() ? typed.current.text : '') + key.toLowerCase();
    typed.current = { text, at: now };
    const starts = (place: DrawnPlace) =>
      (names.get(place.id) ?? place.code).toLowerCase().startsWith(text);
    // A new first letter looks from the next place on, so pressing it again cycles.
    const from = text.length === 1 ? index + 1 : index;
    const found = order.slice(from).find(starts) ?? order.slice(0, Math.max(from, 0)).find(starts);
    focusPlace(found);
  };
  /**
   * NOTE: in the capture phase, before the place's own handler: while a name is being
   * typed ("new y" for New York), Space belongs to the name rather than marking a place.
   */
  const onKeyDownCapture = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.key !== ' ' || !typing()) return;
    event.preventDefault();
    event.stopPropagation();
    typeAhead(
      ' ',
      order.findIndex((place) => place.id === tabbableId),
    );
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const index = order.findIndex((place) => place.id === tabbableId);
    const step = (by: number) => order[(index + by + order.length) % order.length];
    const pan = (dx: number, dy: number) =>
      zoom.panBy(dx * width * PAN_STEP, dy * height * PAN_STEP);
    const keys: Record<string, () => void> = event.shiftKey
      ? {
          ArrowLeft: () => pan(1, 0),
          ArrowRight: () => pan(-1, 0),
          ArrowUp: () => pan(0, 1),
          ArrowDown: () => pan(0, -1),
        }
      : {
          ArrowRight: () => focusPlace(step(1)),
          ArrowDown: () => focusPlace(step(1)),
          ArrowLeft: () => focusPlace(step(-1)),
          ArrowUp: () => focusPlace(step(-1)),
          Home: () => focusPlace(order[0]),
          End: () => focusPlace(order.at(-1)),
          '+': () => zoom.zoomBy(1.5),
          '=': () => zoom.zoomBy(1.5),
          '-': () => zoom.zoomBy(1 / 1.5),
          '0': () => zoom.reset(),
        };
    const letter =
      event.key.length === 1 && /\p{L}/u.test(event.key) && !event.ctrlKey && !event.metaKey;
    // Any other key (Enter, an arrow; Space once no name is being typed) ends a name being
    // typed: the next letters start anew.
    if (!letter) typed.current = { text: '', at: 0 };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
      return;
    }
    if (letter) typeAhead(event.key, index);
  };

  // Wheel zooms about the pointer; React's wheel listener is passive and cannot stop the page scrolling.
  const zoomBy = zoom.zoomBy;
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || still) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomBy(Math.exp(-event.deltaY / 300), pointIn(svg, event.clientX, event.clientY));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [zoomBy, still]);

  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const travel = useRef(0);
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      travel.current = 0;
      dragged.current = false;
    }
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const svg = svgRef.current;
    const before = pointers.current.get(event.pointerId);
    if (!svg || !before) return;
    const now = { x: event.clientX, y: event.clientY };
    const units = width / (svg.getBoundingClientRect().width || width);
    if (pointers.current.size === 1) {
      travel.current += Math.hypot(now.x - before.x, now.y - before.y);
      if (travel.current > DRAG_PX) {
        if (!dragged.current) svg.setPointerCapture?.(event.pointerId);
        dragged.current = true;
        zoom.panBy((now.x - before.x) * units, (now.y - before.y) * units);
      }
    } else if (pointers.current.size === 2) {
      const other = [...pointers.current].find(([id]) => id !== event.pointerId)?.[1];
      if (other) {
        const apart = Math.hypot(before.x - other.x, before.y - other.y);
        const nowApart = Math.hypot(now.x - other.x, now.y - other.y);
        dragged.current = true;
        if (apart > 0) {
          zoom.zoomBy(nowApart / apart, pointIn(svg, (now.x + other.x) / 2, (now.y + other.y) / 2));
        }
      }
    }
    pointers.current.set(event.pointerId, now);
  };
  const onPointerEnd = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
    // The click that ends a drag comes after pointerup: let it see `dragged`, then forget it.
    if (pointers.current.size === 0) setTimeout(() => (dragged.current = false), 0);
  };

  const focused = map.places.find((place) => place.id === (focusedId ?? selectedId));
  const selected =
    selectedId && selectedId !== focused?.id
      ? map.places.find((place) => place.id === selectedId)
      : undefined;

  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-hidden rounded-lg border border-border bg-(--map-sea) print:border-0">
        <p id={helpId} className="sr-only">
          Use the arrow keys to go from place to place in alphabetical order, or type a name’s first
          letters. Enter or Space marks a place. Plus and minus zoom; Shift and an arrow key moves
          the map.
        </p>
        <svg
          ref={svgRef}
          role="group"
          aria-label={label}
          aria-describedby={still ? undefined : helpId}
          viewBox={`0 0 ${width} ${height}`}
          className="block h-auto w-full touch-none select-none"
          onKeyDown={still ? undefined : onKeyDown}
          onKeyDownCapture={still ? undefined : onKeyDownCapture}
          onPointerDown={still ? undefined : onPointerDown}
          onPointerMove={still ? undefined : onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onBlur={() => setFocusedId(null)}
        >
          <g
            transform={`translate(${view.x} ${view.y}) scale(${view.k})`}
            style={{ '--map-zoom': view.k } as CSSProperties}
          >
            {map.outline && <path d={map.outline} className="fill-(--map-sea)" />}
            {map.unmarked.map((d, index) => (
              <path key={index} d={d} aria-hidden="true" style={{ fill: 'var(--level-none)' }} />
            ))}
            {map.places.map((place) => (
              <MapPlace
                key={place.id}
                place={place}
                name={names.get(place.id) ?? place.code}
                level={levels.get(place.id)}
                implied={implied.has(place.id)}
                tabbable={!still && place.id === tabbableId}
                onActivate={onPlaceActivate}
                onFocusPlace={onFocusPlace}
              />
            ))}
            {labelDots && <DotLabels places={map.places} />}
            {[selected, focused].map(
              (place, index) => place && <Outline key={index} place={place} strong={index === 1} />,
            )}
          </g>
        </svg>
      </div>
      {/* NOTE: under the map, not over it: over it, they hid places a phone could not then
          tap (Rhode Island's dot, under Zoom out at 390 px). */}
      {!still && <MapControls zoom={zoom} width={width} height={height} />}
    </div>
  );
}

/** Zoom in and out, the whole map, and (zoomed in) the buttons that move it. */
function MapControls({ zoom, width, height }: { zoom: Zoom; width: number; height: number }) {
  const zoomed = zoom.view.k > 1;
  return (
    <div className="flex min-h-10 flex-wrap items-center gap-2 print:hidden">
      {zoomed && (
        <div role="group" aria-label="Move the map" className="flex gap-1">
          <PanButton label="Move the map left" onClick={() => zoom.panBy(width * PAN_STEP, 0)}>
            <ArrowLeft aria-hidden="true" />
          </PanButton>
          <PanButton label="Move the map up" onClick={() => zoom.panBy(0, height * PAN_STEP)}>
            <ArrowUp aria-hidden="true" />
          </PanButton>
          <PanButton label="Move the map down" onClick={() => zoom.panBy(0, -height * PAN_STEP)}>
            <ArrowDown aria-hidden="true" />
          </PanButton>
          <PanButton label="Move the map right" onClick={() => zoom.panBy(-width * PAN_STEP, 0)}>
            <ArrowRight aria-hidden="true" />
          </PanButton>
        </div>
      )}
      <div role="group" aria-label="Zoom" className="ml-auto flex gap-1">
        <Button variant="outline" size="icon" onClick={() => zoom.zoomBy(1.5)} aria-label="Zoom in">
          <Plus aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={() => zoom.zoomBy(1 / 1.5)}
          aria-label="Zoom out"
          disabled={!zoomed}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={zoom.reset}
          aria-label="Show the whole map"
          disabled={!zoomed}
        >
          <RotateCcw aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

function PanButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <Button variant="outline" size="icon" onClick={onClick} aria-label={label}>
      {children}
    </Button>
  );
}

/**
 * The codes beside the dots (DC, PR…), outside the places' buttons: a button's visible
 * text must be part of its name, and the name is the place's full name.
 */
function DotLabels({ places }: { places: readonly DrawnPlace[] }) {
  return (
    <g aria-hidden="true" className="pointer-events-none fill-fg select-none">
      {places.map(
        (place) =>
          place.dot && (
            <text
              key={place.id}
              x={place.dot[0]}
              y={place.dot[1]}
              dy="1.6em"
              textAnchor="middle"
              style={{ fontSize: 'calc(11px / var(--map-zoom))' }}
            >
              {place.code.replace(/^US-/, '')}
            </text>
          ),
      )}
    </g>
  );
}

/** The focused or selected place's outline, drawn above its neighbours. */
function Outline({ place, strong }: { place: DrawnPlace; strong: boolean }) {
  const width = strong ? 2.5 : 1.5;
  return (
    <g
      aria-hidden="true"
      className="pointer-events-none fill-none stroke-ring"
      style={{ strokeWidth: width }}
    >
      {place.d && <path d={place.d} vectorEffect="non-scaling-stroke" />}
      {place.dot && (
        <circle
          cx={place.dot[0]}
          cy={place.dot[1]}
          style={{ r: 'calc(8px / var(--map-zoom))' }}
          vectorEffect="non-scaling-stroke"
        />
      )}
    </g>
  );
}

/** A point on the screen in the map's own units. */
function pointIn(svg: SVGSVGElement, x: number, y: number): [number, number] | undefined {
  const matrix = svg.getScreenCTM?.();
  if (!matrix) return undefined;
  const point = new DOMPoint(x, y).matrixTransform(matrix.inverse());
  return [point.x, point.y];
}
