import { describe, expect, it } from 'vitest';
import type { PartTag } from './car-model.ts';
import { describePartHistory, partHistory, timeAgo } from './part-history.ts';
import type { CustomPartEntry } from './parts.ts';

const serviceOf = (
  vehicleId: string,
  date: string,
  odometer: number | undefined,
  ...parts: string[]
) => ({
  service: {
    vehicleId,
    date,
    odometer,
    parts: parts.map((part): PartTag => ({ part, by: 'text' })),
  },
});

const custom: CustomPartEntry[] = [
  {
    id: 'tow',
    part: {
      name: 'Tow bar',
      keywords: [],
      area: 'external',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    },
  },
];

describe('partHistory', () => {
  const services = [
    serviceOf('a', '2023-11-02', 45_120, 'brake-pads'),
    serviceOf('a', '2021-03-10', 14_120, 'brake-pads', 'wipers'),
    serviceOf('b', '2024-12-01', 99_000, 'brake-pads'),
    serviceOf('a', '2024-06-01', undefined, 'tow', 'wipers'),
    serviceOf('a', '2024-12-01', 50_000, 'battery'),
  ];

  it('gathers each part one car’s services touched, the latest first', () => {
    expect(partHistory('a', services, custom)).toEqual([
      {
        part: 'battery',
        name: 'Battery',
        count: 1,
        lastDate: '2024-12-01',
        lastOdometer: 50_000,
      },
      {
        part: 'tow',
        name: 'Tow bar',
        count: 1,
        lastDate: '2024-06-01',
      },
      {
        part: 'wipers',
        name: 'Wipers',
        count: 2,
        lastDate: '2024-06-01',
        averageMonths: expect.closeTo(38.7, 1) as number,
      },
      {
        part: 'brake-pads',
        name: 'Brake pads',
        count: 2,
        lastDate: '2023-11-02',
        lastOdometer: 45_120,
        averageDistance: 31_000,
        averageMonths: expect.closeTo(31.8, 1) as number,
      },
    ]);
  });

  it('averages over every gap', () => {
    const [history] = partHistory(
      'a',
      [
        serviceOf('a', '2020-01-01', 10_000, 'battery'),
        serviceOf('a', '2022-01-01', 40_000, 'battery'),
        serviceOf('a', '2021-01-01', 25_000, 'battery'),
      ],
      [],
    );
    expect(history!.count).toBe(3);
    expect(history!.averageDistance).toBe(15_000);
    expect(history!.averageMonths).toBeCloseTo(12, 0);
  });

  it('counts a part tagged twice on one service once, and a car with none has none', () => {
    const tagged = serviceOf('a', '2024-01-01', 1, 'battery');
    tagged.service.parts.push({ part: 'battery', by: 'hand' });
    expect(partHistory('a', [tagged], [])[0]!.count).toBe(1);
    expect(partHistory('zzz', services, custom)).toEqual([]);
  });
});

describe('describePartHistory', () => {
  const today = '2025-01-05';

  it('says when, at what reading and how often', () => {
    const [pads] = partHistory(
      'a',
      [
        serviceOf('a', '2023-11-02', 45_120, 'brake-pads'),
        serviceOf('a', '2021-03-10', 14_120, 'brake-pads'),
      ],
      [],
    );
    expect(describePartHistory(pads!, 'mi', today)).toBe(
      'Brake pads: last replaced 14 months ago at 45,120 mi, every 31,000 mi on average',
    );
  });

  it('speaks the car’s unit', () => {
    const history = {
      part: 'battery',
      name: 'Battery',
      count: 3,
      lastDate: '2024-12-29',
      lastOdometer: 1_250,
      averageDistance: 412.4,
    };
    expect(describePartHistory(history, 'km', today)).toBe(
      'Battery: last replaced 7 days ago at 1,250 km, every 410 km on average',
    );
    expect(describePartHistory(history, 'h', today)).toBe(
      'Battery: last replaced 7 days ago at 1,250 hours, every 410 hours on average',
    );
  });

  it('gives no average for a single replacement, and months without readings', () => {
    expect(
      describePartHistory(
        { part: 'wipers', name: 'Wipers', count: 1, lastDate: today, lastOdometer: 900 },
        'mi',
        today,
      ),
    ).toBe('Wipers: last replaced today at 900 mi');
    expect(
      describePartHistory(
        { part: 'wipers', name: 'Wipers', count: 3, lastDate: '2022-01-05', averageMonths: 11.6 },
        'mi',
        today,
      ),
    ).toBe('Wipers: last replaced 3 years ago, every 12 months on average');
  });
});

describe('timeAgo', () => {
  it.each([
    ['2025-01-05', 'today'],
    ['2025-01-04', '1 day ago'],
    ['2024-12-10', '26 days ago'],
    ['2024-11-05', '2 months ago'],
    ['2023-02-05', '23 months ago'],
    ['2022-12-05', '2 years ago'],
    ['2025-01-08', 'in 3 days'],
  ])('%s', (day, said) => {
    expect(timeAgo(day, '2025-01-05')).toBe(said);
  });
});
