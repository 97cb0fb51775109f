import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { CalendarDayGrid } from './calendar-day-grid.tsx';
import {
  clampDay,
  dayForKey,
  isOutsideLimits,
  nextRange,
  parseDay,
  periodBounds,
  shiftPeriod,
  toDay,
  withMonth,
  withYear,
  yearBounds,
  type CalendarRange,
  type CalendarView,
} from './calendar-grid.ts';
import { CalendarHeader } from './calendar-header.tsx';
import { cn } from './cn.ts';

export type { CalendarRange, CalendarView } from './calendar-grid.ts';

const ALL_VIEWS: readonly CalendarView[] = ['month', 'week', 'day'];

interface CalendarBaseProps {
  id?: string;
  /** The first day that can be chosen ('YYYY-MM-DD'); earlier days are disabled. */
  min?: string;
  /** The last day that can be chosen; later days are disabled. */
  max?: string;
  /**
   * Today ('YYYY-MM-DD'). When left out it is read from the clock after the first render,
   * so a prerendered page and its hydration agree.
   */
  today?: string;
  /** The day to show and focus first when nothing is chosen yet (else today). */
  defaultFocusedDay?: string;
  view?: CalendarView;
  defaultView?: CalendarView;
  onViewChange?: (view: CalendarView) => void;
  /** The views the switcher offers; with one, no switcher is shown. */
  views?: readonly CalendarView[];
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  /** Shown under the grid, such as a clear button. */
  footer?: ReactNode;
}

export interface CalendarSingleProps extends CalendarBaseProps {
  mode?: 'single';
  value: string | null;
  onValueChange: (value: string) => void;
}

export interface CalendarRangeProps extends CalendarBaseProps {
  mode: 'range';
  value: CalendarRange;
  onValueChange: (value: CalendarRange) => void;
}

export type CalendarProps = CalendarSingleProps | CalendarRangeProps;

const rangeOf = (props: CalendarProps): CalendarRange =>
  props.mode === 'range' ? props.value : { start: props.value, end: props.value };
const keyOf = (range: CalendarRange) => `${range.start ?? ''}/${range.end ?? ''}`;

/** Calls back at the next local midnight, and every midnight after, so "today" moves on. */
function subscribeToMidnight(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    timer = setTimeout(() => {
      onChange();
      schedule();
    }, midnight.getTime() - now.getTime());
  };
  schedule();
  return () => clearTimeout(timer);
}

const readToday = () => toDay(new Date());
const unknownOnServer = () => null;

/**
 * Today, unless the caller says which day it is. NOTE: the server snapshot is `null`, so
 * a prerendered page and its hydration render the same; the clock is read only after.
 */
function useToday(todayProp: string | undefined): string | null {
  const measured = useSyncExternalStore(subscribeToMidnight, readToday, unknownOnServer);
  return todayProp ?? measured;
}

/**
 * A calendar of calendar days ('YYYY-MM-DD'): month, week and day views, single or range
 * selection, and a grid driven by the keyboard with one tab stop (arrows, Home/End,
 * PageUp/PageDown, Shift+PageUp/PageDown for a year, Enter or Space to choose). Days
 * outside `min`/`max` are disabled. Controlled: pass `value` and `onValueChange`.
 */
export function Calendar(props: CalendarProps) {
  const { min, max, views = ALL_VIEWS, onViewChange } = props;
  const today = useToday(props.today);
  const range = rangeOf(props);
  const valueKey = keyOf(range);

  const [innerView, setInnerView] = useState<CalendarView>(
    props.defaultView && views.includes(props.defaultView) ? props.defaultView : views[0]!,
  );
  const view = props.view ?? innerView;
  const [focusedDay, setFocusedDay] = useState<string | null>(
    range.start ?? props.defaultFocusedDay ?? null,
  );
  // Follow a value changed from outside (a form reset, say) to its month; our own
  // choices keep focus on the day that was clicked.
  const [seen, setSeen] = useState({ key: valueKey, ours: valueKey });
  if (seen.key !== valueKey) {
    setSeen({ key: valueKey, ours: seen.ours });
    if (valueKey !== seen.ours && range.start !== null) setFocusedDay(range.start);
  }

  const shownDay = focusedDay ?? today;
  const currentYear = Number((today ?? shownDay ?? '2000').slice(0, 4));
  const [yearFirst, yearLast] = yearBounds(currentYear);
  const first = min !== undefined && min > yearFirst ? min : yearFirst;
  const last = max !== undefined && max < yearLast ? max : yearLast;
  // Never show a period that cannot be reached: today past the maximum shows the maximum.
  const activeDay = shownDay === null ? null : clampDay(shownDay, first, last);

  const gridRef = useRef<HTMLTableElement>(null);
  const focusAfterMove = useRef(false);
  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    gridRef.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
  }, [activeDay, view]);

  const captionId = useId();

  const moveTo = (day: string) => setFocusedDay(clampDay(day, first, last));

  const choose = (day: string) => {
    setFocusedDay(day);
    if (isOutsideLimits(day, min, max)) return;
    if (props.mode === 'range') {
      const next = nextRange(props.value, day);
      setSeen((s) => ({ ...s, ours: keyOf(next) }));
      props.onValueChange(next);
    } else {
      setSeen((s) => ({ ...s, ours: keyOf({ start: day, end: day }) }));
      props.onValueChange(day);
    }
  };

  const changeView = (next: CalendarView) => {
    if (props.view === undefined) setInnerView(next);
    onViewChange?.(next);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (activeDay === null || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(activeDay);
      return;
    }
    const next = dayForKey(activeDay, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    focusAfterMove.current = true;
    moveTo(next);
  };

  let periodFirst = '';
  let periodLast = '';
  if (activeDay !== null) [periodFirst, periodLast] = periodBounds(activeDay, view);

  return (
    <div
      id={props.id}
      role="group"
      aria-label={props['aria-labelledby'] ? undefined : (props['aria-label'] ?? 'Calendar')}
      aria-labelledby={props['aria-labelledby']}
      className={cn(
        'w-full max-w-80 space-y-3 rounded-xl border border-border bg-card p-3 text-fg shadow-card',
        props.className,
      )}
    >
      <CalendarHeader
        view={view}
        views={views}
        onViewChange={changeView}
        day={activeDay}
        currentYear={currentYear}
        first={first}
        last={last}
        canGoBack={activeDay !== null && periodFirst > first}
        canGoForward={activeDay !== null && periodLast < last}
        onShift={(direction) => activeDay && moveTo(shiftPeriod(activeDay, view, direction))}
        onMonthChange={(month) => activeDay && moveTo(withMonth(activeDay, month))}
        onYearChange={(year) => activeDay && moveTo(withYear(activeDay, year))}
        captionId={captionId}
      />
      {activeDay === null ? (
        // Today is not known until the clock is read after mounting.
        <div className="h-72" aria-hidden="true" />
      ) : (
        <CalendarDayGrid
          ref={gridRef}
          view={view}
          activeDay={activeDay}
          month={parseDay(activeDay).getMonth()}
          today={today}
          range={range}
          multiselectable={props.mode === 'range'}
          min={min}
          max={max}
          labelledBy={captionId}
          onChoose={choose}
          onKeyDown={onGridKeyDown}
        />
      )}
      {props.footer}
    </div>
  );
}
