import { useMemo } from 'react';
import { Link } from 'react-router';
import type { OdometerUnit } from '@/shared/car-maintenance/car-model.ts';
import { describePartHistory, partHistory } from '@/shared/car-maintenance/part-history.ts';
import type { CustomPartEntry } from '@/shared/car-maintenance/parts.ts';
import { Loading } from '@/ui/loading.tsx';
import { hrefFor } from '../car-links.ts';
import { useCustomParts, useServices, useVehicle, type ServiceEntry } from '../use-car-data.ts';

/** Today on this device, `YYYY-MM-DD`. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Each part a car's services touched, in a sentence: "Brake pads: last replaced 14 months
 * ago at 45,120 mi, every 31,000 mi on average", the part's name leading to those services.
 */
export function PartHistoryList({ vehicleId }: { vehicleId: string }) {
  const vehicle = useVehicle(vehicleId);
  const services = useServices();
  const custom = useCustomParts();
  if (vehicle.status === 'error' || services.status === 'error') {
    return (
      <p className="text-sm text-muted-fg">
        The parts history could not be loaded. Check your connection and reload the page.
      </p>
    );
  }
  if (services.status === 'loading' || vehicle.status === 'loading') {
    return <Loading label="Loading the parts history" className="py-4" />;
  }
  if (!vehicle.entry) return null;
  return (
    <PartHistoryView
      vehicleId={vehicleId}
      unit={vehicle.entry.vehicle.odometerUnit}
      services={services.entries}
      custom={custom.entries}
      today={localToday()}
    />
  );
}

export interface PartHistoryViewProps {
  vehicleId: string;
  unit: OdometerUnit;
  services: readonly ServiceEntry[];
  custom: readonly CustomPartEntry[];
  /** `YYYY-MM-DD` */
  today: string;
}

/** PartHistoryList with its data given. */
export function PartHistoryView({
  vehicleId,
  unit,
  services,
  custom,
  today,
}: PartHistoryViewProps) {
  const histories = useMemo(
    () => partHistory(vehicleId, services, custom),
    [vehicleId, services, custom],
  );
  if (histories.length === 0) {
    return (
      <p className="text-sm text-muted-fg">
        No parts yet: the parts a service touched show here, with how often they were done.
      </p>
    );
  }
  return (
    <ul className="space-y-2 text-sm">
      {histories.map((history) => {
        const sentence = describePartHistory(history, unit, today);
        const rest = sentence.slice(history.name.length + 1);
        const href = `${hrefFor({ kind: 'home' })}?${new URLSearchParams({
          cars: vehicleId,
          parts: history.part,
        }).toString()}`;
        return (
          <li key={history.part}>
            <Link
              to={href}
              className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {history.name}
            </Link>
            :{rest}
            {history.count > 1 ? (
              <span className="text-muted-fg"> ({history.count} services)</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
