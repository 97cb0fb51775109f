import { describe, expect, it } from 'vitest';
import { latestReading, readingsOf } from './odometer.ts';

describe('odometer readings', () => {
  const services = [
    { vehicleId: 'a', date: '2025-03-01', odometer: 41_000 },
    { vehicleId: 'b', date: '2025-04-01', odometer: 9_000 },
    { vehicleId: 'a', date: '2024-11-20', odometer: 38_500 },
    { vehicleId: 'a', date: '2025-05-01' },
  ];
  const fills = [
    { vehicleId: 'a', date: '2025-03-01', odometer: 40_800 },
    { vehicleId: 'a', date: '2025-06-12', odometer: 43_210 },
  ];

  it('gathers one car’s readings from every kind of record, oldest first', () => {
    expect(readingsOf('a', services, fills)).toEqual([
      { date: '2024-11-20', odometer: 38_500 },
      { date: '2025-03-01', odometer: 40_800 },
      { date: '2025-03-01', odometer: 41_000 },
      { date: '2025-06-12', odometer: 43_210 },
    ]);
  });

  it('takes the latest day’s highest reading as the last one', () => {
    expect(latestReading(readingsOf('a', services, fills))).toEqual({
      date: '2025-06-12',
      odometer: 43_210,
    });
    expect(latestReading(readingsOf('c', services, fills))).toBeUndefined();
  });
});
