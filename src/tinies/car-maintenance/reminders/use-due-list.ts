import { useMemo } from 'react';
import { dayOf } from '@/shared/car-maintenance/calendar-days.ts';
import type { Vehicle } from '@/shared/car-maintenance/car-maintenance-schema.ts';
import { readingsOf } from '@/shared/car-maintenance/odometer.ts';
import { dueNext, type DueItem } from '@/shared/car-maintenance/reminders.ts';
import {
  useFuel,
  useIssues,
  useReminders,
  useServices,
  useVehicles,
  type VehicleEntry,
} from '../use-car-data.ts';

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

  return useMemo(() => {
    const serviceList = services.entries.map((entry) => entry.service);
    const fillList = fills.entries.map((entry) => entry.fill);
    const issueList = issues.entries.map(({ issue }) => ({
      vehicleId: issue.vehicleId,
      date: issue.noticedDate,
      odometer: issue.noticedOdometer,
    }));
    const readings = (vehicleId: string) => readingsOf(vehicleId, serviceList, fillList, issueList);
    const items = dueNext({
      today,
      vehicles: vehicles.entries,
      reminders: reminders.entries,
      services: serviceList,
      readingsOf: readings,
    });
    return {
      status,
      error,
      today,
      items,
      cars: vehicles.entries.filter((entry) => !entry.vehicle.archived),
      path: reminders.path,
      lastReading: (vehicleId: string) => readings(vehicleId).at(-1),
    };
  }, [
    status,
    error,
    today,
    vehicles.entries,
    reminders.entries,
    reminders.path,
    services.entries,
    fills.entries,
    issues.entries,
  ]);
}
