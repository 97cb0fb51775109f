import { describe, expect, it } from 'vitest';
import { ROUTINE_TYPES, type Reminder, type Vehicle } from '@/shared/car-maintenance/car-model.ts';
import { readingsOf } from '@/shared/car-maintenance/odometer.ts';
import { dueNext, type ServiceLike } from '@/shared/car-maintenance/reminders.ts';
import { byCar, dueAcrossCars, readingsByCar } from './due-list.ts';

const STAMP = '2025-01-01T00:00:00.000Z';

/** A small seeded random, so the fleet is the same on every run. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((state / 2 ** 31) * below);
  };
}

const day = (offset: number) =>
  new Date(Date.UTC(2022, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** Cars (one archived), reminders of every kind, services, fill-ups and issues. */
function fleet() {
  const pick = random(7);
  const vehicles = Array.from({ length: 6 }, (_, index) => ({
    id: `car-${index}`,
    vehicle: {
      name: `Car ${index}`,
      odometerUnit: index === 2 ? ('km' as const) : ('mi' as const),
      fuelType: 'petrol' as const,
      archived: index === 5,
      createdAt: STAMP,
      updatedAt: STAMP,
    } as Vehicle,
  }));
  const carId = () => `car-${pick(7)}`; // car-6 does not exist
  const services: ServiceLike[] = Array.from({ length: 600 }, (_, index) => ({
    vehicleId: carId(),
    type: ROUTINE_TYPES[pick(ROUTINE_TYPES.length)]!,
    date: day(pick(1_000)),
    ...(pick(4) > 0 && { odometer: 10_000 + pick(60_000) }),
    ...(index % 50 === 0 && { reminderId: `r-${pick(40)}` }),
  }));
  const fills = Array.from({ length: 200 }, () => ({
    vehicleId: carId(),
    date: day(pick(1_000)),
    odometer: 10_000 + pick(60_000),
  }));
  const issues = Array.from({ length: 30 }, () => ({
    vehicleId: carId(),
    date: day(pick(1_000)),
    ...(pick(2) > 0 && { odometer: 10_000 + pick(60_000) }),
  }));
  const reminders = Array.from({ length: 40 }, (_, index) => {
    const kind = pick(4);
    const reminder: Reminder = {
      vehicleId: carId(),
      type: ROUTINE_TYPES[pick(6)]!,
      startDate: day(pick(600)),
      ...(kind === 0 && { dueDate: day(pick(1_200)) }),
      ...(kind === 1 && { intervalMonths: 1 + pick(12) }),
      ...(kind === 2 && { intervalDistance: 1_000 * (1 + pick(10)), startOdometer: 10_000 }),
      ...(kind === 3 && { intervalMonths: 6, intervalDistance: 5_000, startOdometer: 12_000 }),
      createdAt: STAMP,
      updatedAt: STAMP,
    };
    return { id: `r-${index}`, reminder };
  });
  return { vehicles, services, fills, issues, reminders };
}

describe('the due list over every car', () => {
  const { vehicles, services, fills, issues, reminders } = fleet();

  it('reads each car’s readings as readingsOf does, for every car and for none', () => {
    const readings = readingsByCar(services, fills, issues);
    for (const id of ['car-0', 'car-2', 'car-5', 'car-6', 'nobody']) {
      expect(readings(id)).toEqual(readingsOf(id, services, fills, issues));
    }
    expect(readings('car-0').length).toBeGreaterThan(50);
  });

  it('finds what dueNext finds over every car, in the same order', () => {
    const readings = readingsByCar(services, fills, issues);
    for (const today of ['2023-06-15', '2024-12-31', '2026-03-01']) {
      const plain = dueNext({
        today,
        vehicles,
        reminders,
        services,
        readingsOf: (id) => readingsOf(id, services, fills, issues),
      });
      const grouped = dueAcrossCars({ today, vehicles, reminders, services, readingsOf: readings });
      expect(grouped).toEqual(plain);
      expect(new Set(plain.map((item) => item.status.state)).size).toBeGreaterThan(1);
    }
  });

  it('groups records by car in their order', () => {
    const grouped = byCar([
      { vehicleId: 'a', n: 1 },
      { vehicleId: 'b', n: 2 },
      { vehicleId: 'a', n: 3 },
    ]);
    expect(grouped.get('a')).toEqual([
      { vehicleId: 'a', n: 1 },
      { vehicleId: 'a', n: 3 },
    ]);
    expect(grouped.get('b')).toEqual([{ vehicleId: 'b', n: 2 }]);
  });
});
