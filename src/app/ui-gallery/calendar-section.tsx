import { useState } from 'react';
import { shortDayLabel } from '@/ui/calendar-grid.ts';
import { Calendar, type CalendarRange } from '@/ui/calendar.tsx';
import { DatePicker } from '@/ui/date-picker.tsx';
import { Label } from '@/ui/label.tsx';
import { GalleryRow, GallerySection } from './gallery-section.tsx';

// Fixed days, so the demos (and the end-to-end tests on them) show the same months on
// any date; "today" still comes from the reader's clock.
const FEB_4 = '2025-02-04';

const show = (day: string | null) => (day === null ? 'none' : shortDayLabel(day));

function SingleDemo() {
  const [day, setDay] = useState<string | null>(FEB_4);
  return (
    <div className="w-full max-w-80 space-y-2">
      <Calendar aria-label="Single-day calendar" value={day} onValueChange={setDay} />
      <p className="text-sm text-muted-fg">Chosen day: {show(day)}</p>
    </div>
  );
}

function RangeDemo() {
  const [range, setRange] = useState<CalendarRange>({ start: null, end: null });
  return (
    <div className="w-full max-w-80 space-y-2">
      <Calendar
        mode="range"
        aria-label="Range calendar"
        defaultFocusedDay="2025-02-10"
        value={range}
        onValueChange={setRange}
      />
      <p className="text-sm text-muted-fg">
        Range:{' '}
        {range.start === null
          ? 'none'
          : `${show(range.start)} – ${range.end === null ? '…' : show(range.end)}`}
      </p>
    </div>
  );
}

function LimitedDemo() {
  const [day, setDay] = useState<string | null>(null);
  return (
    <div className="w-full max-w-80 space-y-2">
      <Calendar
        aria-label="Limited calendar"
        min="2025-02-05"
        max="2025-02-20"
        defaultFocusedDay="2025-02-10"
        views={['month', 'week']}
        value={day}
        onValueChange={setDay}
      />
      <p className="text-sm text-muted-fg">Limited day: {show(day)}</p>
    </div>
  );
}

function WeekDemo() {
  const [day, setDay] = useState<string | null>(FEB_4);
  return (
    <div className="w-full max-w-80 space-y-2">
      <Calendar aria-label="Week calendar" defaultView="week" value={day} onValueChange={setDay} />
      <p className="text-sm text-muted-fg">Week day: {show(day)}</p>
    </div>
  );
}

function DatePickerDemo() {
  const [due, setDue] = useState<string | null>(null);
  return (
    <div className="w-full max-w-xs space-y-2">
      <Label htmlFor="calendar-demo-due">Due date</Label>
      <DatePicker
        id="calendar-demo-due"
        value={due}
        onValueChange={setDue}
        min="2025-01-01"
        max="2025-12-31"
      />
      <p className="text-sm text-muted-fg">Due: {show(due)}</p>
    </div>
  );
}

export function CalendarSection() {
  return (
    <GallerySection
      id="calendar"
      title="Calendar"
      description="Month, week and day views; single days or ranges. In the grid, arrows move by a day or a week, Home/End to the week's ends, PageUp/PageDown by a month (with Shift, a year); Enter or Space chooses."
    >
      <GalleryRow label="Single day">
        <SingleDemo />
      </GalleryRow>
      <GalleryRow label="Range">
        <RangeDemo />
      </GalleryRow>
      <GalleryRow label="Minimum Feb 5 and maximum Feb 20, 2025">
        <LimitedDemo />
      </GalleryRow>
      <GalleryRow label="Week view">
        <WeekDemo />
      </GalleryRow>
      <GalleryRow label="Date picker">
        <div className="grid w-full items-start gap-4 sm:grid-cols-2">
          <DatePickerDemo />
          <div className="w-full max-w-xs space-y-2">
            <Label htmlFor="calendar-demo-locked">Locked date</Label>
            <DatePicker id="calendar-demo-locked" value={FEB_4} onValueChange={() => {}} disabled />
          </div>
        </div>
      </GalleryRow>
    </GallerySection>
  );
}
