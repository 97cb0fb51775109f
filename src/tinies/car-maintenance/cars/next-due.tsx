import { serviceTitle, type Vehicle } from '@/shared/car-maintenance/car-model.ts';
import { describeDue, type DueItem } from '@/shared/car-maintenance/reminders.ts';
import { Badge } from '@/ui/badge.tsx';

/** A car's next reminder in a line: "Next due: Oil Change, due in 3 weeks". */
export function NextDue({ item, today }: { item: DueItem<Vehicle>; today: string }) {
  const { status, reminder, vehicle } = item;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span>
        <span className="font-medium">Next due:</span> {serviceTitle(reminder)},{' '}
        {describeDue(status, vehicle.odometerUnit, today)}
      </span>
      {status.state === 'overdue' ? <Badge tone="warning">Overdue</Badge> : null}
      {status.state === 'due-soon' ? <Badge tone="accent">Due soon</Badge> : null}
    </p>
  );
}
