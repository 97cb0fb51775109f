import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../places/catalogue.ts';
import { placeSchema } from '../travel-tracker-schema.ts';
import { city, coded, visit } from './fixtures.ts';
import { landShare, nextSuggestions, travelStats } from './travel-stats.ts';

describe('travelStats', () => {
  const places = [
    coded('state', 'US-CA', 'lived'),
    coded('state', 'US-NV', 'passed'),
    coded('state', 'US-DC', 'visited'),
    coded('state', 'US-PR', 'stayed'),
    coded('state', 'US-TX', 'want'),
    coded('country', 'FR', 'stayed'),
    coded('country', 'VA', 'visited'),
    coded('country', 'GL', 'visited'),
    coded('country', 'JP', 'want'),
    coded('region', 'FR-75', 'visited'),
    coded('region', 'DE-BY', 'visited'),
    coded('region', 'US-OR', 'visited'),
    city('c1', 'Kyoto', 'JP', 'want'),
    city('c2', 'Nairobi', 'KE', 'visited'),
    city('c3', 'Somewhere', undefined, 'visited'),
  ];

  it('builds on valid places', () => {
    for (const { place } of places) expect(placeSchema.safeParse(place).success).toBe(true);
  });

  it('counts the 50 states apart from DC and the territories', () => {
    const stats = travelStats(places, []);
    expect(stats.states).toEqual({ been: 3, total: 50, codes: ['US-CA', 'US-NV', 'US-OR'] });
    expect(stats.usOther).toEqual({ been: 2, total: 7, codes: ['US-DC', 'US-PR'] });
  });

  it('counts UN members and observers out of 195, other countries apart', () => {
    const stats = travelStats(places, []);
    // The US through its states, Germany through a region, Kenya through a city.
    expect(stats.countries).toEqual({
      been: 5,
      total: 195,
      codes: ['DE', 'FR', 'KE', 'US', 'VA'],
    });
    expect(stats.otherCountries).toEqual({ been: 2, total: 54, codes: ['GL', 'PR'] });
    expect(stats.impliedCountries).toEqual(['DE', 'KE', 'PR', 'US']);
  });

  it('never counts a place on the want list as been to', () => {
    const stats = travelStats(places, []);
    expect(stats.countries.codes).not.toContain('JP');
    expect(stats.states.codes).not.toContain('US-TX');
    expect(stats.continents).not.toContain('asia');
    expect(stats.levels).toEqual({ lived: 1, stayed: 2, visited: 8, passed: 1, want: 3 });
    expect(travelStats([coded('country', 'JP', 'want')], []).countries.been).toBe(0);
  });

  it('lists continents, regions and cities been to', () => {
    const stats = travelStats(places, []);
    expect(stats.continents).toEqual(['africa', 'europe', 'north-america']);
    expect(stats.regions).toBe(2);
    expect(stats.cities).toBe(2);
  });

  it('is empty without places', () => {
    const stats = travelStats([], []);
    expect(stats.states.been).toBe(0);
    expect(stats.countries).toEqual({ been: 0, total: 195, codes: [] });
    expect(stats.continents).toEqual([]);
    expect(Object.values(stats.countriesByContinent)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(stats.years).toEqual([]);
  });

  it('counts countries per continent as the summary does, those a state or city implies too', () => {
    const stats = travelStats(
      [
        coded('country', 'FR'),
        coded('country', 'DE', 'lived'),
        coded('country', 'JP', 'want'),
        coded('state', 'US-CA'),
        city('city-lisbon', 'Lisbon', 'PT'),
      ],
      [],
    );
    expect(stats.countriesByContinent.europe).toBe(3);
    expect(stats.countriesByContinent['north-america']).toBe(1);
    expect(stats.countriesByContinent.asia).toBe(0);
    const sum = Object.values(stats.countriesByContinent).reduce((a, b) => a + b, 0);
    expect(sum).toBe(stats.countries.been + stats.otherCountries.been);
  });

  it('counts places and visits per year', () => {
    const stats = travelStats(places, [
      visit('country-FR', '2022-12-30', '2023-01-02'),
      visit('country-FR', '2023-06-01'),
      visit('state-US-NV', '2023-07-01'),
      visit('country-JP', '2023-08-01'),
      visit('gone', '2023-09-01'),
    ]);
    expect(stats.years).toEqual([
      { year: 2022, places: 1, newPlaces: 1, visits: 1 },
      { year: 2023, places: 2, newPlaces: 1, visits: 3 },
    ]);
  });
});

describe('landShare', () => {
  const area = (code: string) => ({ RU: 17, CA: 10, US: 9, VA: 0.0001 })[code] ?? 1;
  const total = COUNTRIES.reduce((sum, country) => sum + area(country.code), 0);

  it('is the share of every country’s area in the countries been to', () => {
    expect(landShare([coded('country', 'RU')], area)).toBeCloseTo(17 / total);
    expect(landShare([coded('country', 'RU'), coded('state', 'US-CA')], area)).toBeCloseTo(
      26 / total,
    );
    expect(landShare([coded('country', 'RU', 'want')], area)).toBe(0);
  });

  it('takes bare places and copes with unknown areas', () => {
    expect(landShare([coded('country', 'CA').place], area)).toBeCloseTo(10 / total);
    expect(landShare([coded('country', 'FR')], () => undefined)).toBe(0);
    expect(landShare([coded('country', 'FR')], (code) => (code === 'FR' ? NaN : 1))).toBe(0);
    expect(
      landShare(
        COUNTRIES.map((c) => coded('country', c.code)),
        area,
      ),
    ).toBeCloseTo(1);
  });
});

describe('nextSuggestions', () => {
  const neighbours = new Map<string, readonly string[]>([
    ['state-US-CA', ['state-US-OR', 'state-US-NV', 'state-US-AZ']],
    ['state-US-OR', ['state-US-CA', 'state-US-WA', 'state-US-ID', 'state-US-NV']],
    ['state-US-NV', ['state-US-CA', 'state-US-OR', 'state-US-ID', 'state-US-AZ']],
    ['country-US', ['country-CA', 'country-MX']],
    ['country-FR', ['country-ES', 'country-DE']],
  ]);

  it('ranks neighbours not yet been to by how many places been to they touch', () => {
    const suggestions = nextSuggestions(
      [coded('state', 'US-CA'), coded('state', 'US-OR'), coded('state', 'US-WA', 'want')],
      neighbours,
    );
    expect(suggestions).toEqual([
      { id: 'state-US-NV', touching: ['state-US-CA', 'state-US-OR'], wanted: false },
      { id: 'state-US-WA', touching: ['state-US-OR'], wanted: true },
      // The US is been to through its states: its neighbours count too.
      { id: 'country-CA', touching: ['country-US'], wanted: false },
      { id: 'country-MX', touching: ['country-US'], wanted: false },
      { id: 'state-US-AZ', touching: ['state-US-CA'], wanted: false },
      { id: 'state-US-ID', touching: ['state-US-OR'], wanted: false },
    ]);
    expect(
      nextSuggestions([coded('state', 'US-CA')], neighbours, { kind: 'state' }).map((s) => s.id),
    ).toEqual(['state-US-AZ', 'state-US-NV', 'state-US-OR']);
  });

  it('leaves out places been to, and stops at the limit', () => {
    const suggestions = nextSuggestions(
      [coded('country', 'FR'), coded('country', 'ES', 'passed')],
      neighbours,
      { limit: 1 },
    );
    expect(suggestions).toEqual([{ id: 'country-DE', touching: ['country-FR'], wanted: false }]);
    expect(nextSuggestions([], neighbours)).toEqual([]);
    expect(nextSuggestions([coded('country', 'FR', 'want')], neighbours)).toEqual([]);
  });
});
