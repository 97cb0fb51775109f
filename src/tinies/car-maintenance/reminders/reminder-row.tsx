import { Check } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { Vehicle } from '@/shared/car-maintenance/car-model.ts';
import { describeDue, reminderTitle, type DueItem } from '@/shared/car-maintenance/reminders.ts';
import { buttonVariants } from '@/ui/button.tsx';
import { hrefFor } from '../car-links.ts';
import { ReminderStateBadge } from './reminder-state-badge.tsx';

/**
 * One reminder: what, for which car, its state and when, and "Done" (a new service made
 * from it, which restarts the interval).
 */
export function ReminderRow({
  item,
  today,
  showCar = true,
}: {
  item: DueItem<Vehicle>;
  today: string;
  showCar?: boolean;
}) {
  const [params] = useSearchParams();
  const title = reminderTitle(item.reminder);
  const when = describeDue(item.status, item.vehicle.odometerUnit, today);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={hrefFor({ kind: 'reminder-edit', id: item.id }, params)}
            className="font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {title}
            {showCar ? (
              <>
                {' '}
                <span className="text-muted-fg">· {item.vehicle.name}</span>
              </>
            ) : null}
          </Link>
          <ReminderStateBadge state={item.status.state} />
        </div>
        <p className="mt-1 text-sm text-muted-fg">{when.charAt(0).toUpperCase() + when.slice(1)}</p>
      </div>
      <Link
        to={hrefFor({ kind: 'new-service' }, params, { 'from-reminder': item.id })}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        aria-label={`Done: log ${title} for ${item.vehicle.name}`}
      >
        <Check aria-hidden="true" />
        Done
      </Link>
    </li>
  );
}
