import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';
import {
  monthName,
  parseDay,
  periodLabel,
  toDay,
  yearOptions,
  type CalendarView,
} from './calendar-grid.ts';
import { cn } from './cn.ts';

const VIEW_NAMES: Record<CalendarView, string> = { month: 'Month', week: 'Week', day: 'Day' };
const MONTHS = Array.from({ length: 12 }, (_, index) => ({ index, name: monthName(index) }));

const selectClass =
  'h-9 min-w-0 cursor-pointer rounded-lg border border-border bg-card px-2 text-sm font-medium text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed';

export interface CalendarHeaderProps {
  view: CalendarView;
  views: readonly CalendarView[];
  onViewChange: (view: CalendarView) => void;
  /** The focused day; `null` until today is known. */
  day: string | null;
  currentYear: number;
  /** The first and last day the calendar can reach. */
  first: string;
  last: string;
  canGoBack: boolean;
  canGoForward: boolean;
  onShift: (direction: -1 | 1) => void;
  onMonthChange: (monthIndex: number) => void;
  onYearChange: (year: number) => void;
  /** Id for the name of the shown period, which labels the grid. */
  captionId: string;
}

/** The Calendar's view switcher, previous/next buttons, month and year selectors. */
export function CalendarHeader({
  view,
  views,
  onViewChange,
  day,
  currentYear,
  first,
  last,
  canGoBack,
  canGoForward,
  onShift,
  onMonthChange,
  onYearChange,
  captionId,
}: CalendarHeaderProps) {
  const shown = day === null ? null : parseDay(day);
  const year = shown?.getFullYear();
  const [firstYear, lastYear] = [Number(first.slice(0, 4)), Number(last.slice(0, 4))];
  const years =
    shown === null ? [] : yearOptions(currentYear).filter((y) => y >= firstYear && y <= lastYear);
  const months = shown === null ? [] : MONTHS;
  const monthOutside = (index: number) =>
    year !== undefined &&
    (toDay(new Date(year, index + 1, 0)) < first || toDay(new Date(year, index, 1)) > last);

  return (
    <div className="space-y-3">
      {views.length > 1 ? (
        <div
          role="group"
          aria-label="Calendar view"
          className="grid grid-flow-col gap-1 rounded-lg bg-muted p-1"
        >
          {views.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === view}
              onClick={() => onViewChange(option)}
              className={cn(
                'h-8 cursor-pointer rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                option === view ? 'bg-card text-fg shadow-sm' : 'text-muted-fg hover:text-fg',
              )}
            >
              {VIEW_NAMES[option]}
            </button>
          ))}
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-1">
        <Button
          variant="tertiary"
          size="icon"
          className="size-9!"
          disabled={!canGoBack}
          onClick={() => onShift(-1)}
        >
          <ChevronLeft aria-hidden="true" />
          <span className="sr-only">Previous {view}</span>
        </Button>
        <div className="flex min-w-0 gap-1">
          <select
            aria-label="Month"
            className={selectClass}
            disabled={shown === null}
            value={shown?.getMonth() ?? ''}
            onChange={(event) => onMonthChange(Number(event.target.value))}
          >
            {shown === null ? <option value="" /> : null}
            {months.map(({ index, name }) => (
              <option key={index} value={index} disabled={monthOutside(index)}>
                {name}
              </option>
            ))}
          </select>
          <select
            aria-label="Year"
            className={selectClass}
            disabled={shown === null}
            value={year ?? ''}
            onChange={(event) => onYearChange(Number(event.target.value))}
          >
            {shown === null ? <option value="" /> : null}
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="tertiary"
          size="icon"
          className="size-9!"
          disabled={!canGoForward}
          onClick={() => onShift(1)}
        >
          <ChevronRight aria-hidden="true" />
          <span className="sr-only">Next {view}</span>
        </Button>
      </div>
      {/* Announces the period as it changes; the month view shows it in the selectors. */}
      <p
        id={captionId}
        aria-live="polite"
        className={cn('text-center text-sm font-medium', view === 'month' && 'sr-only')}
      >
        {day === null ? '' : periodLabel(day, view)}
      </p>
    </div>
  );
}
