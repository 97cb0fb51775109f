import type { Reminder, Vehicle } from '@/shared/car-maintenance/car-model.ts';
import type { OdometerReading } from '@/shared/car-maintenance/odometer.ts';
import { compareStatus, dueNext, type DueItem } from '@/shared/car-maintenance/reminders.ts';

/**
 * The reminders' maths over every car at once, free of React, in one pass over the
 * records: with 5,000 services, looking each car's records up in all of them (per car,
 * per reminder, per render) is what made the tool's first screen slow.
 */

interface Readable {
  vehicleId: string;
  date?: string;
  odometer?: number;
}

/** Each car's records, by car id, in the order given. */
export function byCar<T extends { vehicleId: string }>(records: readonly T[]): Map<string, T[]> {
  const cars = new Map<string, T[]>();
  for (const record of records) {
    const list = cars.get(record.vehicleId);
    if (list) list.push(record);
    else cars.set(record.vehicleId, [record]);
  }
  return cars;
}

const NO_READINGS: readonly OdometerReading[] = [];

/**
 * Every car's odometer readings from its services, fill-ups and issues, oldest first
 * (as odometer.ts `readingsOf` gives one car's).
 */
export function readingsByCar(
  ...records: readonly (readonly Readable[])[]
): (vehicleId: string) => readonly OdometerReading[] {
  const cars = new Map<string, OdometerReading[]>();
  for (const list of records) {
    for (const record of list) {
      if (record.date === undefined || record.odometer === undefined) continue;
      const reading = { date: record.date, odometer: record.odometer };
      const readings = cars.get(record.vehicleId);
      if (readings) readings.push(reading);
      else cars.set(record.vehicleId, [reading]);
    }
  }
  for (const readings of cars.values()) {
    readings.sort((a, b) =>
      a.date === b.date ? a.odometer - b.odometer : a.date < b.date ? -1 : 1,
    );
  }
  return (vehicleId) => cars.get(vehicleId) ?? NO_READINGS;
}

/**
 * What `dueNext` tells, worked out car by car so that each reminder reads only its own
 * car's services: every reminder of every car still on the road, soonest first.
 */
export function dueAcrossCars<V extends Pick<Vehicle, 'archived' | 'odometerUnit'>>(
  input: Parameters<typeof dueNext<V>>[0],
): DueItem<V>[] {
  const servicesOf = byCar(input.services);
  const remindersOf = new Map<string, { id: string; reminder: Reminder }[]>();
  for (const entry of input.reminders) {
    const list = remindersOf.get(entry.reminder.vehicleId);
    if (list) list.push(entry);
    else remindersOf.set(entry.reminder.vehicleId, [entry]);
  }
  const items: DueItem<V>[] = [];
  for (const car of input.vehicles) {
    const reminders = remindersOf.get(car.id);
    if (!reminders) continue;
    items.push(
      ...dueNext({
        today: input.today,
        vehicles: [car],
        reminders,
        services: servicesOf.get(car.id) ?? [],
        readingsOf: input.readingsOf,
      }),
    );
  }
  // Ties keep the reminders' own order, as one `dueNext` over every car would.
  const order = new Map(input.reminders.map((entry, index) => [entry.id, index]));
  return items.sort(
    (a, b) => compareStatus(a.status, b.status) || order.get(a.id)! - order.get(b.id)!,
  );
}
