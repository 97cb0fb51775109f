import type { KeyboardEventHandler, Ref } from 'react';
import {
  dayLabel,
  isInRange,
  isOutsideLimits,
  parseDay,
  visibleDays,
  WEEKDAY_LABELS,
  type CalendarRange,
  type CalendarView,
} from './calendar-grid.ts';
import { cn } from './cn.ts';

export interface CalendarDayGridProps {
  ref?: Ref<HTMLTableElement>;
  view: CalendarView;
  /** The focused day: the grid's only tab stop. */
  activeDay: string;
  /** The month (0–11) the month view shows; other days in its grid are dimmed. */
  month: number;
  today: string | null;
  range: CalendarRange;
  multiselectable: boolean;
  min?: string;
  max?: string;
  labelledBy: string;
  onChoose: (day: string) => void;
  onKeyDown: KeyboardEventHandler<HTMLTableElement>;
}

const cellHeight: Record<CalendarView, string> = { month: 'h-10', week: 'h-14', day: 'h-24' };

function dayClass(state: {
  edge: boolean;
  between: boolean;
  disabled: boolean;
  today: boolean;
  dimmed: boolean;
}): string {
  if (state.disabled) return 'cursor-not-allowed rounded-lg text-muted-fg line-through';
  if (state.edge)
    return 'rounded-lg bg-primary font-semibold text-primary-fg hover:bg-primary-hover';
  // Days inside a range join into one band.
  if (state.between) return 'bg-accent text-accent-fg';
  return cn(
    'rounded-lg hover:bg-muted',
    state.today ? 'font-bold text-primary' : state.dimmed ? 'text-muted-fg' : 'text-fg',
  );
}

/**
 * The Calendar's grid of days (the ARIA date-grid pattern): each gridcell is itself the
 * focusable, clickable day, named by its full date and carrying aria-selected; the
 * caller's key handler moves focus and chooses with Enter or Space. Disabled days keep
 * their place in the keyboard path but cannot be chosen.
 */
export function CalendarDayGrid({
  ref,
  view,
  activeDay,
  month,
  today,
  range,
  multiselectable,
  min,
  max,
  labelledBy,
  onChoose,
  onKeyDown,
}: CalendarDayGridProps) {
  const days = visibleDays(activeDay, view);
  const rows: string[][] = [];
  for (let i = 0; i < days.length; i += 7) rows.push(days.slice(i, i + 7));
  const headers =
    view === 'day' ? [WEEKDAY_LABELS[parseDay(activeDay).getDay()]!] : [...WEEKDAY_LABELS];

  return (
    <table
      ref={ref}
      role="grid"
      aria-labelledby={labelledBy}
      aria-multiselectable={multiselectable || undefined}
      onKeyDown={onKeyDown}
      className="w-full table-fixed border-collapse"
    >
      <thead>
        <tr>
          {headers.map((label) => (
            <th key={label} scope="col" className="pb-1 text-xs font-medium text-muted-fg">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            {row.map((day) => {
              const disabled = isOutsideLimits(day, min, max);
              const selected = isInRange(day, range);
              const edge = selected && (day === range.start || day === (range.end ?? range.start));
              return (
                <td
                  key={day}
                  role="gridcell"
                  tabIndex={day === activeDay ? 0 : -1}
                  aria-label={dayLabel(day)}
                  aria-selected={selected}
                  aria-disabled={disabled || undefined}
                  aria-current={day === today ? 'date' : undefined}
                  onClick={() => onChoose(day)}
                  className="group px-0 py-0.5 outline-none"
                >
                  <span
                    className={cn(
                      'flex cursor-pointer items-center justify-center tabular-nums transition-colors select-none group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-ring',
                      cellHeight[view],
                      view === 'day' ? 'text-4xl font-semibold' : 'text-sm',
                      dayClass({
                        edge,
                        between: selected && !edge,
                        disabled,
                        today: day === today,
                        dimmed: view === 'month' && parseDay(day).getMonth() !== month,
                      }),
                    )}
                  >
                    {Number(day.slice(8))}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
