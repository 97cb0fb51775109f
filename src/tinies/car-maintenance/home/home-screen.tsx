import { Car } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '@/kit/load-failed.tsx';
import { UntilLoaded } from '@/kit/until-loaded.tsx';
import { buttonVariants } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { hrefFor } from '../car-links.ts';
import { HistoryList } from '../history/history-list.tsx';
import { DueNext } from '../reminders/due-next.tsx';
import { useVehicles } from '../use-car-data.ts';

/**
 * The tool's first screen: what is due next across every car, then the whole service
 * history. With no car yet, it says how to start.
 */
export default function HomeScreen() {
  const cars = useVehicles();
  if (cars.status === 'loading') {
    return <UntilLoaded label="Loading your cars" empty={<NoCarsYet />} />;
  }
  if (cars.status === 'error') {
    return <LoadFailed title="Your cars could not be loaded" message={cars.error?.message} />;
  }
  if (cars.entries.length === 0) return <NoCarsYet />;
  return (
    <div className="space-y-10">
      <DueNext />
      <HistoryList />
    </div>
  );
}

/** No car yet: add one, or bring a history in from another app. */
function NoCarsYet() {
  const [params] = useSearchParams();
  return (
    <EmptyState
      icon={<Car />}
      title="No cars yet"
      actions={
        <>
          <Link to={hrefFor({ kind: 'new-car' }, params)} className={buttonVariants()}>
            Add a car
          </Link>
          <Link
            to={hrefFor({ kind: 'move' }, params)}
            className={buttonVariants({ variant: 'outline' })}
          >
            Import from another app
          </Link>
        </>
      }
    >
      Add your first car to log its services, see what is due next and keep its fuel log. Coming
      from LubeLogger or Fuelly? Import their CSV exports.
    </EmptyState>
  );
}
