import { Popover } from '@base-ui/react/popover';
import { CalendarDays } from 'lucide-react';
import { useId, useRef, useState, type FocusEvent } from 'react';
import { Button } from './button.tsx';
import { shortDayLabel, toDay } from './calendar-grid.ts';
import { Calendar } from './calendar.tsx';
import { cn } from './cn.ts';
import { describedBy, fieldControlClass } from './field-styles.ts';

export interface DatePickerProps {
  id?: string;
  /** The chosen day, 'YYYY-MM-DD', or `null`. */
  value: string | null;
  onValueChange: (value: string | null) => void;
  min?: string;
  max?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** Called when focus leaves the field, not when it moves into the open calendar. */
  onBlur?: () => void;
  className?: string;
}

export const DATE_PLACEHOLDER = 'Pick a date';

/**
 * A field showing the chosen day ("Feb 4, 2025") that opens a Calendar in a popover.
 * Choosing a day closes it and returns focus to the field. The field's name stays the
 * label the form gives it; the chosen day is read as its description.
 */
export function DatePicker({
  id,
  value,
  onValueChange,
  min,
  max,
  disabled,
  placeholder = DATE_PLACEHOLDER,
  onBlur,
  className,
  ...aria
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  // Read when the popover opens, in a handler: the page may have been prerendered.
  const [today, setToday] = useState<string | undefined>(undefined);
  const popupRef = useRef<HTMLDivElement>(null);
  const valueId = useId();

  const onOpenChange = (next: boolean) => {
    if (next) setToday(toDay(new Date()));
    setOpen(next);
  };
  const choose = (day: string | null) => {
    onValueChange(day);
    setOpen(false);
  };
  const handleBlur = (event: FocusEvent<HTMLButtonElement>) => {
    const next = event.relatedTarget;
    if (open || (next instanceof Node && popupRef.current?.contains(next))) return;
    onBlur?.();
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        id={id}
        disabled={disabled}
        aria-label={aria['aria-label']}
        aria-labelledby={aria['aria-labelledby']}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={describedBy(valueId, aria['aria-describedby'])}
        onBlur={handleBlur}
        className={cn(
          fieldControlClass,
          'flex h-10 cursor-pointer items-center gap-2 text-left data-popup-open:border-ring',
          className,
        )}
      >
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-fg" />
        <span id={valueId} className={cn('truncate', value === null && 'text-muted-fg')}>
          {value === null ? placeholder : shortDayLabel(value)}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Positioner className="z-50" sideOffset={8} align="start">
          <Popover.Popup
            ref={popupRef}
            aria-label="Choose a date"
            initialFocus={() =>
              popupRef.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]') ??
              true
            }
            className="origin-(--transform-origin) outline-none transition-[opacity,scale] duration-150 data-ending-style:scale-95 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0"
          >
            <Calendar
              value={value}
              onValueChange={choose}
              min={min}
              max={max}
              today={today}
              views={['month']}
              className="shadow-lg"
              footer={
                value === null ? null : (
                  <div className="flex justify-end">
                    <Button variant="tertiary" size="sm" onClick={() => choose(null)}>
                      Clear
                    </Button>
                  </div>
                )
              }
            />
          </Popover.Popup>
        </Popover.Positioner>
      </Popover.Portal>
    </Popover.Root>
  );
}
