import { AlarmClock, CalendarCheck, CalendarClock, CircleAlert } from 'lucide-react';
import { REMINDER_STATE_LABELS, type ReminderState } from '@/shared/car-maintenance/reminders.ts';
import { Badge } from '@/ui/badge.tsx';

/** A reminder's state in colour, icon and words: "Overdue", "Due soon", "Later". */
export function ReminderStateBadge({ state }: { state: ReminderState }) {
  const label = REMINDER_STATE_LABELS[state];
  switch (state) {
    case 'overdue':
      // No tone: the badge's own colours would fight the destructive ones.
      return (
        <Badge tone={null} className="gap-1 bg-destructive text-destructive-fg">
          <CircleAlert aria-hidden="true" className="size-3.5" />
          {label}
        </Badge>
      );
    case 'due-soon':
      return (
        <Badge tone="warning" className="gap-1">
          <AlarmClock aria-hidden="true" className="size-3.5" />
          {label}
        </Badge>
      );
    case 'later':
      return (
        <Badge tone="muted" className="gap-1">
          <CalendarClock aria-hidden="true" className="size-3.5" />
          {label}
        </Badge>
      );
    case 'done':
      return (
        <Badge tone="success" className="gap-1">
          <CalendarCheck aria-hidden="true" className="size-3.5" />
          {label}
        </Badge>
      );
  }
}
