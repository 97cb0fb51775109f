import { describe, expect, it } from 'vitest';
import { visitSchema } from '../travel-tracker-schema.ts';
import { visit } from './fixtures.ts';
import { daysOf, firstAndLastVisit, tripsOf, visitsOfPlace } from './visits.ts';

describe('visitsOfPlace', () => {
  it('keeps one place’s visits, ordered by first day, then last day', () => {
    const visits = [
      visit('country-FR', '2024-05-01', '2024-05-09'),
      visit('country-IT', '2020-01-01'),
      visit('country-FR', '2019-07-14'),
      visit('country-FR', '2024-05-01'),
    ];
    for (const item of visits) expect(visitSchema.safeParse(item.visit).success).toBe(true);
    expect(visitsOfPlace('country-FR', visits).map((item) => item.id)).toEqual([
      visits[2]?.id,
      visits[3]?.id,
      visits[0]?.id,
    ]);
    expect(visitsOfPlace('country-ES', visits)).toEqual([]);
  });

  it('takes bare visits too, and leaves its input as it was', () => {
    const bare = [visit('city-1', '2023-03-02').visit, visit('city-1', '2023-03-01').visit];
    expect(visitsOfPlace('city-1', bare).map((item) => item.from)).toEqual([
      '2023-03-01',
      '2023-03-02',
    ]);
    expect(bare[0]?.from).toBe('2023-03-02');
  });
});

describe('firstAndLastVisit', () => {
  it('gives the earliest first day and the latest last day', () => {
    expect(
      firstAndLastVisit([
        visit('x', '2021-06-01', '2021-06-20'),
        visit('x', '2021-06-10'),
        visit('x', '2019-02-03'),
      ]),
    ).toEqual({ first: '2019-02-03', last: '2021-06-20' });
  });

  it('gives nothing without visits', () => {
    expect(firstAndLastVisit([])).toEqual({});
  });
});

describe('trips', () => {
  it('counts both ends of a visit', () => {
    expect(daysOf(visit('x', '2024-02-28', '2024-03-01').visit)).toBe(3);
    expect(daysOf(visit('x', '2024-02-28').visit)).toBe(1);
  });

  it('joins visits that overlap or follow on the next day into one trip', () => {
    const trips = tripsOf([
      visit('lyon', '2024-05-06', '2024-05-08'),
      visit('paris', '2024-05-01', '2024-05-05'),
      visit('paris', '2024-05-08', '2024-05-09'),
      visit('rome', '2024-05-11'),
    ]);
    expect(trips).toEqual([
      { from: '2024-05-01', to: '2024-05-09', days: 9, placeIds: ['paris', 'lyon'] },
      { from: '2024-05-11', to: '2024-05-11', days: 1, placeIds: ['rome'] },
    ]);
  });

  it('keeps a trip’s end when a shorter visit inside it starts later', () => {
    const [trip] = tripsOf([visit('a', '2024-01-01', '2024-01-10'), visit('b', '2024-01-03')]);
    expect(trip?.to).toBe('2024-01-10');
  });
});
