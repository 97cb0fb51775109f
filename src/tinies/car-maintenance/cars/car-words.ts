import type { OdometerUnit, Service, Vehicle } from '@/shared/car-maintenance/car-model.ts';
import {
  latestReading,
  readingsOf,
  type OdometerReading,
} from '@/shared/car-maintenance/odometer.ts';
import type { FuelEntryItem, IssueEntry, ServiceEntry } from '../use-car-data.ts';

/** "2019 Toyota Corolla": the parts that are known, or an empty string. */
export function carLine(vehicle: Pick<Vehicle, 'year' | 'make' | 'model'>): string {
  return [vehicle.year, vehicle.make, vehicle.model]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
}

const UNIT_WORDS: Readonly<Record<OdometerUnit, string>> = { mi: 'mi', km: 'km', h: 'h' };

/** "45,120 mi". */
export function odometerText(value: number, unit: OdometerUnit): string {
  return `${value.toLocaleString()} ${UNIT_WORDS[unit]}`;
}

/** "14 Mar 2025" for a calendar day, in the person's language, with no time zone shift. */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date)).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A car's latest odometer reading from its services, fill-ups and issues. */
export function lastReading(
  vehicleId: string,
  services: readonly ServiceEntry[],
  fills: readonly FuelEntryItem[],
  issues: readonly IssueEntry[],
): OdometerReading | undefined {
  return latestReading(
    readingsOf(
      vehicleId,
      services.map((entry) => entry.service),
      fills.map((entry) => entry.fill),
      issues.map(({ issue }) => ({
        vehicleId: issue.vehicleId,
        date: issue.noticedDate,
        odometer: issue.noticedOdometer,
      })),
    ),
  );
}

/** Services newest first: by date, then by when they were written. */
export function newestFirst<E extends { id: string; service: Service }>(
  entries: readonly E[],
): E[] {
  return [...entries].sort((a, b) =>
    a.service.date === b.service.date
      ? b.service.createdAt.localeCompare(a.service.createdAt)
      : b.service.date.localeCompare(a.service.date),
  );
}
