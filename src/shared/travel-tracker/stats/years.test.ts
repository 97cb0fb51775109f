import { describe, expect, it } from 'vitest';
import { city, coded, visit } from './fixtures.ts';
import { yearInTravel } from './travel-stats.ts';

describe('yearInTravel', () => {
  const places = [
    coded('country', 'FR', 'stayed'),
    coded('country', 'IT', 'visited'),
    coded('state', 'US-CA', 'visited'),
    coded('state', 'US-NV', 'passed'),
    coded('country', 'DE', 'lived'),
    coded('country', 'JP', 'want'),
    city('kyoto', 'Kyoto', 'JP', 'want'),
    city('nairobi', 'Nairobi', 'KE', 'stayed'),
  ];
  const visits = [
    visit('country-FR', '2022-08-01', '2022-08-03'),
    // A New Year trip: France then Italy the day after.
    visit('country-FR', '2023-12-28', '2023-12-31'),
    visit('country-IT', '2024-01-01', '2024-01-04'),
    visit('state-US-CA', '2024-03-10', '2024-03-12'),
    visit('state-US-NV', '2024-03-12'),
    visit('nairobi', '2024-07-01', '2024-07-15'),
    // Home is not away; plans are not visits.
    visit('country-DE', '2015-01-01', '2030-12-31'),
    visit('country-JP', '2024-04-01', '2024-04-10'),
    visit('kyoto', '2024-04-02'),
  ];

  it('sums up a year: places, new places, countries, states, continents', () => {
    const year = yearInTravel(2024, places, visits);
    expect(year.year).toBe(2024);
    expect(year.visits).toBe(5);
    expect(year.places).toEqual([
      'country-DE',
      'country-IT',
      'state-US-CA',
      'state-US-NV',
      'nairobi',
    ]);
    expect(year.newPlaces).toEqual(['country-IT', 'state-US-CA', 'state-US-NV', 'nairobi']);
    expect(year.countries).toEqual(['DE', 'IT', 'KE', 'US']);
    expect(year.newCountries).toEqual(['IT', 'KE', 'US']);
    expect(year.usStates).toEqual(['US-CA', 'US-NV']);
    expect(year.newUsStates).toEqual(['US-CA', 'US-NV']);
    expect(year.continents).toEqual(['africa', 'europe', 'north-america']);
    expect(year.newContinents).toEqual(['africa', 'north-america']);
  });

  it('counts days and nights away and the longest trip, home left out', () => {
    const year = yearInTravel(2024, places, visits);
    // 4 days in Italy, 3 in California (Nevada on the last), 15 in Nairobi.
    expect(year.daysAway).toBe(4 + 3 + 15);
    expect(year.nightsAway).toBe(3 + 2 + 14);
    expect(year.trips).toBe(3);
    expect(year.longestTrip).toEqual({
      from: '2024-07-01',
      to: '2024-07-15',
      days: 15,
      placeIds: ['nairobi'],
    });
  });

  it('keeps a trip across New Year whole, its days in each year', () => {
    const visitsAcross = visits.slice(1, 3);
    const before = yearInTravel(2023, places, visitsAcross);
    expect(before.daysAway).toBe(4);
    expect(before.nightsAway).toBe(4);
    expect(before.newCountries).toEqual(['FR']);
    expect(before.longestTrip).toEqual({
      from: '2023-12-28',
      to: '2024-01-04',
      days: 8,
      placeIds: ['country-FR', 'country-IT'],
    });
    const after = yearInTravel(2024, places, visitsAcross);
    expect(after.daysAway).toBe(4);
    expect(after.nightsAway).toBe(3);
    expect(after.trips).toBe(1);
    expect(after.longestTrip?.days).toBe(8);
  });

  it('does not call a country new that was visited in an earlier year', () => {
    const year = yearInTravel(2023, places, visits);
    expect(year.countries).toEqual(['DE', 'FR']);
    expect(year.newCountries).toEqual([]);
    expect(year.newPlaces).toEqual([]);
  });

  it('is empty for a year without travel', () => {
    expect(yearInTravel(1999, places, visits)).toEqual({
      year: 1999,
      visits: 0,
      places: [],
      newPlaces: [],
      countries: [],
      newCountries: [],
      usStates: [],
      newUsStates: [],
      continents: [],
      newContinents: [],
      daysAway: 0,
      nightsAway: 0,
      trips: 0,
    });
  });
});
