import { useMemo } from 'react';
import { dayOf } from '@/shared/calendar-days.ts';
import type { Vehicle } from '@/shared/car-maintenance/car-model.ts';
import type { DueItem } from '@/shared/car-maintenance/reminders.ts';
import {
  useFuel,
  useIssues,
  useReminders,
  useServices,
  useVehicles,
  type VehicleEntry,
} from '../use-car-data.ts';
import { dueAcrossCars, readingsByCar } from './due-list.ts';

export interface DueList {
  status: 'loading' | 'ready' | 'error';
  /** What went wrong loading, or null. */
  error: string | null;
  /** Today, where the person is. */
  today: string;
  /** Every reminder of every car still on the road, soonest first (one-offs done left out). */
  items: DueItem<Vehicle>[];
  /** The cars still on the road. */
  cars: VehicleEntry[];
  /** Where reminders are written. */
  path: string | null;
  /** The last reading of each car, by car id. */
  lastReading: (vehicleId: string) => { date: string; odometer: number } | undefined;
}

/** Every reminder with where it stands today, from the cars' services, fill-ups and issues. */
export function useDueList(): DueList {
  const vehicles = useVehicles();
  const reminders = useReminders();
  const services = useServices();
  const fills = useFuel();
  const issues = useIssues();
  const today = dayOf(new Date());
  const states = [vehicles, reminders, services, fills, issues];
  const status = states.some((state) => state.status === 'error')
    ? 'error'
    : states.some((state) => state.status === 'loading')
      ? 'loading'
      : 'ready';
  const error = states.find((state) => state.error)?.error?.message ?? null;

  // The records' readings change only with the records: neither with the day nor with
  // the reminders.
  const serviceList = useMemo(
    () => services.entries.map((entry) => entry.service),
    [services.entries],
  );
  const readings = useMemo(
    () =>
      readingsByCar(
        serviceList,
        fills.entries.map((entry) => entry.fill),
        issues.entries.map(({ issue }) => ({
          vehicleId: issue.vehicleId,
          date: issue.noticedDate,
          odometer: issue.noticedOdometer,
        })),
      ),
    [serviceList, fills.entries, issues.entries],
  );
  const items = useMemo(
    () =>
      dueAcrossCars({
        today,
        vehicles: vehicles.entries,
        reminders: reminders.entries,
        services: serviceList,
        readingsOf: readings,
      }),
    [today, vehicles.entries, reminders.entries, serviceList, readings],
  );
  const cars = useMemo(
    () => vehicles.entries.filter((entry) => !entry.vehicle.archived),
    [vehicles.entries],
  );

  return useMemo(
    () => ({
      status,
      error,
      today,
      items,
      cars,
      path: reminders.path,
      lastReading: (vehicleId: string) => readings(vehicleId).at(-1),
    }),
    [status, error, today, items, cars, reminders.path, readings],
  );
}
