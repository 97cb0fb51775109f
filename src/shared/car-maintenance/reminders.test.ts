import { describe, expect, it } from 'vitest';
import { reminderSchema } from './car-maintenance-schema.ts';
import { ROUTINE_TYPES, type Reminder, type Vehicle } from './car-model.ts';
import { readingsOf, type OdometerReading } from './odometer.ts';
import {
  DEFAULT_INTERVALS,
  defaultInterval,
  describeDue,
  drivingRate,
  DUE_SOON_DISTANCE,
  dueNext,
  lastMatchingService,
  projectedDate,
  reminderStatus,
  spanWords,
  usualReminders,
  type ServiceLike,
} from './reminders.ts';

const NOW = '2025-01-01T00:00:00.000Z';
const stamps = { createdAt: NOW, updatedAt: NOW };

const reminder = (fields: Partial<Reminder>): Reminder => ({
  vehicleId: 'a',
  type: 'oil-change',
  startDate: '2024-01-01',
  ...stamps,
  ...fields,
});

const service = (fields: Partial<ServiceLike>): ServiceLike => ({
  vehicleId: 'a',
  type: 'oil-change',
  date: '2024-06-01',
  ...fields,
});

/** A car driven a steady `perDay` from `start`, read on the first of each month. */
function steadyReadings(start: string, months: number, first: number, perDay: number) {
  const readings: OdometerReading[] = [];
  const origin = Date.parse(`${start}T00:00:00Z`);
  for (let index = 0; index < months; index++) {
    const date = new Date(origin);
    date.setUTCMonth(date.getUTCMonth() + index);
    const days = Math.round((date.getTime() - origin) / 86_400_000);
    readings.push({ date: date.toISOString().slice(0, 10), odometer: first + days * perDay });
  }
  return readings;
}

describe('default intervals', () => {
  it('has a sensible interval for every routine type', () => {
    for (const type of ROUTINE_TYPES) {
      const interval = DEFAULT_INTERVALS[type];
      expect(interval.months ?? interval.mi, type).toBeDefined();
      if (interval.mi !== undefined) {
        // The km figure is the miles, rounded: within 10 %.
        expect(interval.km! / (interval.mi * 1.609344), type).toBeGreaterThan(0.9);
        expect(interval.km! / (interval.mi * 1.609344), type).toBeLessThan(1.1);
      }
    }
    expect(DEFAULT_INTERVALS['oil-change']).toEqual({ months: 6, mi: 5_000, km: 8_000 });
    expect(DEFAULT_INTERVALS['tire-rotation']).toMatchObject({ months: 6, mi: 6_000 });
    for (const type of ['inspection', 'registration', 'insurance-renewal'] as const) {
      expect(DEFAULT_INTERVALS[type]).toEqual({ months: 12 });
    }
  });

  it('gives the distance in the car’s unit, and only months for engine hours', () => {
    expect(defaultInterval('oil-change', 'mi')).toEqual({ months: 6, distance: 5_000 });
    expect(defaultInterval('oil-change', 'km')).toEqual({ months: 6, distance: 8_000 });
    expect(defaultInterval('oil-change', 'h')).toEqual({ months: 6, distance: undefined });
  });

  it('sets up the usual reminders per fuel type, valid by the schema', () => {
    const petrol = usualReminders(
      'a',
      { fuelType: 'petrol', odometerUnit: 'km' },
      { date: '2025-05-01', odometer: 12_000 },
      NOW,
    );
    expect(petrol.map((r) => r.type)).toContain('oil-change');
    expect(petrol.find((r) => r.type === 'oil-change')).toMatchObject({
      intervalMonths: 6,
      intervalDistance: 8_000,
      startDate: '2025-05-01',
      startOdometer: 12_000,
    });
    for (const made of petrol) expect(reminderSchema.safeParse(made).success).toBe(true);

    const electric = usualReminders(
      'b',
      { fuelType: 'electric', odometerUnit: 'mi' },
      { date: '2025-05-01' },
      NOW,
    );
    const types = electric.map((r) => r.type);
    expect(types).not.toContain('oil-change');
    expect(types).not.toContain('spark-plugs');
    expect(types).not.toContain('air-filter');
    expect(types).toContain('tire-rotation');
    for (const made of electric) {
      expect(made).not.toHaveProperty('startOdometer');
      expect(reminderSchema.safeParse(made).success).toBe(true);
    }
  });
});

describe('the last matching service', () => {
  it('matches the same car and routine type, or the reminder’s own "Done"', () => {
    const oil = reminder({});
    const services = [
      service({ date: '2024-03-01' }),
      service({ date: '2024-09-01', vehicleId: 'b' }),
      service({ date: '2024-08-01', type: 'tire-rotation' }),
      service({ date: '2024-07-01', type: 'custom', title: 'Oil top-up', reminderId: 'r1' }),
      service({ date: '2024-05-01' }),
    ];
    expect(lastMatchingService('r1', oil, services)?.date).toBe('2024-07-01');
    expect(lastMatchingService('r2', oil, services)?.date).toBe('2024-05-01');
  });

  it('matches a custom reminder by its title, whatever the case and spaces', () => {
    const custom = reminder({ type: 'custom', title: 'Fuel filter' });
    const services = [
      service({ type: 'custom', title: '  fuel FILTER ', date: '2024-02-01' }),
      service({ type: 'custom', title: 'Fuel filter housing', date: '2024-04-01' }),
      service({ type: 'oil-change', date: '2024-05-01' }),
    ];
    expect(lastMatchingService('r', custom, services)?.date).toBe('2024-02-01');
  });

  it('takes the higher reading of two on the same day', () => {
    const services = [
      service({ date: '2024-05-01', odometer: 10_000 }),
      service({ date: '2024-05-01', odometer: 10_400 }),
      service({ date: '2024-05-01' }),
    ];
    expect(lastMatchingService('r', reminder({}), services)?.odometer).toBe(10_400);
  });
});

describe('the driving rate', () => {
  it('is the distance per day over the last year', () => {
    const readings = steadyReadings('2024-01-01', 13, 10_000, 30);
    expect(drivingRate(readings)).toBeCloseTo(30, 6);
  });

  it('has no rate with one reading, readings days apart, or an odometer going down', () => {
    expect(drivingRate([])).toBeUndefined();
    expect(drivingRate([{ date: '2025-01-01', odometer: 100 }])).toBeUndefined();
    expect(
      drivingRate([
        { date: '2025-01-01', odometer: 100 },
        { date: '2025-01-03', odometer: 300 },
      ]),
    ).toBeUndefined();
    expect(
      drivingRate([
        { date: '2025-01-01', odometer: 5_000 },
        { date: '2025-03-01', odometer: 4_000 },
      ]),
    ).toBeUndefined();
  });

  it('looks at the last twelve months only, so older driving does not count', () => {
    const old = steadyReadings('2022-01-01', 12, 0, 100);
    const recent = steadyReadings('2024-01-01', 13, 200_000, 20);
    expect(drivingRate([...old, ...recent])).toBeCloseTo(20, 6);
  });

  it('reaches back past a long gap to the reading before it', () => {
    const readings = [
      { date: '2022-06-01', odometer: 10_000 },
      { date: '2025-06-01', odometer: 10_000 + 1_096 * 10 },
    ];
    expect(drivingRate(readings)).toBeCloseTo(10, 6);
  });

  it('is moved little by one mistyped reading', () => {
    const readings = steadyReadings('2024-01-01', 13, 10_000, 30);
    readings[6] = { ...readings[6]!, odometer: readings[6]!.odometer + 3_000 };
    const rate = drivingRate(readings)!;
    expect(rate).toBeGreaterThan(27);
    expect(rate).toBeLessThan(33);
  });

  it('projects the day an odometer reading is reached', () => {
    const last = { date: '2025-03-01', odometer: 44_000 };
    expect(projectedDate(45_000, last, 40)).toBe('2025-03-26');
    expect(projectedDate(45_001, last, 40)).toBe('2025-03-27');
    expect(projectedDate(45_000, last, undefined)).toBeUndefined();
    expect(projectedDate(45_000, undefined, 40)).toBeUndefined();
    // Already past it: the day it was (probably) reached.
    expect(projectedDate(43_600, last, 40)).toBe('2025-02-19');
  });
});

describe('a reminder’s status', () => {
  const miles = (readings: OdometerReading[], services: ServiceLike[], today: string) => ({
    today,
    services,
    readings,
    unit: 'mi' as const,
  });

  it('is due its interval after the last service, by date or odometer, whichever first', () => {
    const oil = reminder({ intervalMonths: 6, intervalDistance: 5_000 });
    const services = [service({ date: '2024-08-31', odometer: 40_000 })];
    // 40 mi a day: 45,000 mi is reached on 3 January, before 28 February.
    const readings = [
      { date: '2024-08-31', odometer: 40_000 },
      { date: '2024-09-10', odometer: 40_400 },
    ];
    const status = reminderStatus('r', oil, miles(readings, services, '2024-09-15'));
    expect(status).toMatchObject({
      state: 'later',
      dueDate: '2025-02-28',
      dueOdometer: 45_000,
      projectedDate: '2025-01-03',
      expectedDate: '2025-01-03',
      distanceLeft: 4_600,
      daysLeft: 166,
      lastService: { date: '2024-08-31', odometer: 40_000 },
    });
    expect(reminderStatus('r', oil, miles(readings, services, '2024-12-03')).state).toBe('later');
    expect(reminderStatus('r', oil, miles(readings, services, '2024-12-04')).state).toBe(
      'due-soon',
    );
    expect(reminderStatus('r', oil, miles(readings, services, '2025-03-01')).state).toBe('overdue');
  });

  it('is overdue once the odometer passes the due reading, whatever the date', () => {
    const oil = reminder({ intervalMonths: 6, intervalDistance: 5_000 });
    const services = [service({ date: '2024-08-31', odometer: 40_000 })];
    const readings = [{ date: '2024-09-20', odometer: 45_010 }];
    const status = reminderStatus('r', oil, miles(readings, services, '2024-09-21'));
    expect(status.state).toBe('overdue');
    expect(status.distanceLeft).toBe(-10);
  });

  it('is due soon within the distance, even without a driving rate', () => {
    const tyres = reminder({ type: 'tire-rotation', intervalDistance: 6_000, startOdometer: 0 });
    const near = [{ date: '2024-05-01', odometer: 6_000 - DUE_SOON_DISTANCE.mi }];
    expect(reminderStatus('r', tyres, miles(near, [], '2024-05-02')).state).toBe('due-soon');
    const far = [{ date: '2024-05-01', odometer: 6_000 - DUE_SOON_DISTANCE.mi - 1 }];
    expect(reminderStatus('r', tyres, miles(far, [], '2024-05-02')).state).toBe('later');
  });

  it('is due soon within thirty days, and not a day earlier', () => {
    const inspection = reminder({ type: 'inspection', intervalMonths: 12 });
    const context = (today: string) => miles([], [], today);
    expect(reminderStatus('r', inspection, context('2024-12-02')).state).toBe('due-soon');
    expect(reminderStatus('r', inspection, context('2024-12-01')).state).toBe('later');
    expect(reminderStatus('r', inspection, context('2025-01-01')).state).toBe('due-soon');
    expect(reminderStatus('r', inspection, context('2025-01-02')).state).toBe('overdue');
  });

  it('counts from its start until a matching service is logged, then from the service', () => {
    const oil = reminder({ intervalMonths: 6, startDate: '2025-01-31' });
    expect(reminderStatus('r', oil, miles([], [], '2025-02-01')).dueDate).toBe('2025-07-31');
    const done = [service({ date: '2025-03-31', reminderId: 'r', type: 'custom', title: 'x' })];
    expect(reminderStatus('r', oil, miles([], done, '2025-04-01')).dueDate).toBe('2025-09-30');
  });

  it('restarts the interval after "Done" on an overdue reminder', () => {
    const oil = reminder({ intervalMonths: 6, intervalDistance: 5_000, startOdometer: 30_000 });
    const readings = [{ date: '2024-12-01', odometer: 36_000 }];
    expect(reminderStatus('r', oil, miles(readings, [], '2024-12-02')).state).toBe('overdue');
    const done = [service({ date: '2024-12-02', odometer: 36_010, reminderId: 'r' })];
    const after = [...readings, { date: '2024-12-02', odometer: 36_010 }];
    const status = reminderStatus('r', oil, miles(after, done, '2024-12-02'));
    expect(status).toMatchObject({ state: 'later', dueDate: '2025-06-02', dueOdometer: 41_010 });
  });

  it('is done once a one-off reminder’s service is logged', () => {
    const once = reminder({ type: 'registration', dueDate: '2025-05-01', startDate: '2025-01-01' });
    expect(reminderStatus('r', once, miles([], [], '2025-05-02')).state).toBe('overdue');
    const old = [service({ type: 'registration', date: '2024-05-01' })];
    expect(reminderStatus('r', once, miles([], old, '2025-04-20')).state).toBe('due-soon');
    const done = [service({ type: 'registration', date: '2025-04-28' })];
    expect(reminderStatus('r', once, miles([], done, '2025-05-02')).state).toBe('done');
  });

  it('takes a one-off date as the first of a recurring reminder', () => {
    const insurance = reminder({
      type: 'insurance-renewal',
      intervalMonths: 12,
      dueDate: '2025-03-15',
      startDate: '2025-01-01',
    });
    expect(reminderStatus('r', insurance, miles([], [], '2025-01-02')).dueDate).toBe('2025-03-15');
    const renewed = [service({ type: 'insurance-renewal', date: '2025-03-10' })];
    expect(reminderStatus('r', insurance, miles([], renewed, '2025-03-11')).dueDate).toBe(
      '2026-03-10',
    );
  });

  it('is the same whatever the time zone', () => {
    const originalZone = process.env.TZ;
    const oil = reminder({ intervalMonths: 6, intervalDistance: 5_000 });
    const services = [service({ date: '2024-09-30', odometer: 40_000 })];
    const readings = steadyReadings('2024-03-01', 9, 34_000, 27.5);
    const results = new Set<string>();
    try {
      for (const zone of [
        'UTC',
        'America/New_York',
        'Europe/Berlin',
        'Asia/Kolkata',
        'Pacific/Chatham',
        'America/St_Johns',
      ]) {
        process.env.TZ = zone;
        // Around the clocks going back in Europe and the United States.
        for (const today of ['2024-10-27', '2024-11-03', '2025-03-09', '2025-03-30']) {
          results.add(JSON.stringify(reminderStatus('r', oil, miles(readings, services, today))));
        }
      }
    } finally {
      process.env.TZ = originalZone;
    }
    expect(results.size).toBe(4);
  });
});

describe('due next', () => {
  const car = (name: string, fields: Partial<Vehicle> = {}) => ({
    name,
    odometerUnit: 'mi' as const,
    archived: false,
    ...fields,
  });

  it('lists every car’s reminders, overdue first, then by the expected day; archived cars out', () => {
    const vehicles = [
      { id: 'a', vehicle: car('Golf') },
      { id: 'b', vehicle: car('Zoe') },
      { id: 'c', vehicle: car('Sold', { archived: true }) },
    ];
    const reminders = [
      {
        id: 'r1',
        reminder: reminder({
          vehicleId: 'a',
          type: 'inspection',
          intervalMonths: 12,
          startDate: '2024-03-01',
        }),
      },
      {
        id: 'r2',
        reminder: reminder({ vehicleId: 'b', type: 'registration', dueDate: '2025-01-05' }),
      },
      {
        id: 'r3',
        reminder: reminder({ vehicleId: 'c', type: 'inspection', dueDate: '2024-01-05' }),
      },
      {
        id: 'r4',
        reminder: reminder({ vehicleId: 'b', type: 'wiper-blades', dueDate: '2024-12-20' }),
      },
      {
        id: 'r5',
        reminder: reminder({ vehicleId: 'a', intervalDistance: 5_000, startOdometer: 1_000 }),
      },
      {
        id: 'r6',
        reminder: reminder({ vehicleId: 'a', type: 'battery-check', dueDate: '2024-12-01' }),
      },
      {
        id: 'r7',
        reminder: reminder({ vehicleId: 'x', type: 'battery-check', dueDate: '2024-12-01' }),
      },
    ];
    const services = [service({ vehicleId: 'a', type: 'battery-check', date: '2024-11-01' })];
    const fills = [
      { vehicleId: 'a', date: '2024-06-01', odometer: 2_000 },
      { vehicleId: 'a', date: '2024-12-01', odometer: 5_660 },
    ];
    const list = dueNext({
      today: '2024-12-10',
      vehicles,
      reminders,
      services,
      readingsOf: (id) => readingsOf(id, services as never[], fills),
    });
    expect(list.map((item) => [item.id, item.status.state])).toEqual([
      ['r5', 'due-soon'],
      ['r4', 'due-soon'],
      ['r2', 'due-soon'],
      ['r1', 'later'],
    ]);
    expect(list[0]!.vehicle.name).toBe('Golf');
    expect(list[0]!.status.projectedDate).toBe('2024-12-18');
  });
});

describe('words', () => {
  it('says when, by date and odometer, with the projected day', () => {
    expect(
      describeDue(
        {
          state: 'later',
          dueDate: '2025-03-31',
          daysLeft: 21,
          dueOdometer: 45_000,
          distanceLeft: 1_000,
          projectedDate: '2025-03-12',
          expectedDate: '2025-03-12',
        },
        'mi',
        '2025-03-10',
        'en-GB',
      ),
    ).toBe('due in 3 weeks or at 45,000 mi (expected around 12 Mar)');
    expect(
      describeDue(
        { state: 'overdue', dueDate: '2025-02-24', daysLeft: -14 },
        'km',
        '2025-03-10',
        'en-GB',
      ),
    ).toBe('2 weeks overdue');
    expect(
      describeDue(
        { state: 'overdue', dueOdometer: 80_000, distanceLeft: -250 },
        'km',
        '2025-03-10',
        'en-GB',
      ),
    ).toBe('80,000 km passed (last reading 80,250 km)');
    expect(
      describeDue(
        { state: 'later', dueOdometer: 80_000, projectedDate: '2026-01-04' },
        'km',
        '2025-03-10',
        'en-GB',
      ),
    ).toBe('due at 80,000 km (expected around 4 Jan 2026)');
    expect(describeDue({ state: 'due-soon', daysLeft: 0, dueDate: 'x' }, 'mi', '2025-03-10')).toBe(
      'due today',
    );
  });

  it('puts first what makes it overdue, and the other measure as what it is', () => {
    const both = { state: 'overdue' as const, dueDate: '2025-09-10', dueOdometer: 29_000 };
    expect(
      describeDue({ ...both, daysLeft: 184, distanceLeft: -400 }, 'mi', '2025-03-10', 'en-US'),
    ).toBe('29,000 mi passed (last reading 29,400 mi); by date, due in 6 months');
    expect(
      describeDue(
        { ...both, daysLeft: -14, distanceLeft: 300, projectedDate: '2025-03-20' },
        'mi',
        '2025-03-10',
        'en-US',
      ),
    ).toBe('2 weeks overdue; by reading, due at 29,000 mi (expected around Mar 20)');
    expect(
      describeDue({ ...both, daysLeft: -14, distanceLeft: -400 }, 'mi', '2025-03-10', 'en-US'),
    ).toBe('2 weeks overdue and 29,000 mi passed (last reading 29,400 mi)');
  });

  it('speaks of days, weeks, months and years', () => {
    expect(spanWords(1)).toBe('1 day');
    expect(spanWords(-13)).toBe('13 days');
    expect(spanWords(21)).toBe('3 weeks');
    expect(spanWords(120)).toBe('4 months');
    expect(spanWords(800)).toBe('2 years');
  });
});
