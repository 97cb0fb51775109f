import { CircleCheck, CircleDot } from 'lucide-react';
import type { CarIssue } from '@/shared/car-maintenance/car-model.ts';
import { Badge } from '@/ui/badge.tsx';

/** An issue's status in colour, icon and words. */
export function IssueStatusBadge({ status }: { status: CarIssue['status'] }) {
  return status === 'open' ? (
    <Badge tone="warning" className="gap-1">
      <CircleDot aria-hidden="true" className="size-3.5" />
      Open
    </Badge>
  ) : (
    <Badge tone="success" className="gap-1">
      <CircleCheck aria-hidden="true" className="size-3.5" />
      Resolved
    </Badge>
  );
}

/** "12 Mar 2025" for a calendar day, the same in every time zone. */
export function formatCalendarDay(day: string): string {
  return new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
