import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  CONTINENT_LABELS,
  CONTINENTS,
  COUNTRIES,
  countryByCode,
  countryByNumeric,
  countryName,
  loadRegions,
  placeName,
  UNCODED_ATLAS_FEATURES,
  US_STATES,
  usStateByCode,
  usStateByFips,
} from './catalogue.ts';

interface AtlasFeature {
  id?: string;
  properties: { name: string };
}

const require = createRequire(import.meta.url);

function atlasFeatures(file: string, object: string): AtlasFeature[] {
  const topology = JSON.parse(readFileSync(require.resolve(file), 'utf8')) as {
    objects: Record<string, { geometries: AtlasFeature[] }>;
  };
  return topology.objects[object]?.geometries ?? [];
}

describe('countries', () => {
  it('lists every ISO 3166-1 entry once, by code and by number', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(249);
    expect(new Set(COUNTRIES.map((country) => country.numeric)).size).toBe(249);
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.numeric).toMatch(/^\d{3}$/);
      expect(CONTINENTS).toContain(country.continent);
    }
  });

  it('counts 193 UN members and the 2 observer states', () => {
    expect(COUNTRIES.filter((country) => country.un === 'member')).toHaveLength(193);
    expect(
      COUNTRIES.filter((country) => country.un === 'observer').map((country) => country.code),
    ).toEqual(['PS', 'VA']);
    for (const code of ['TW', 'HK', 'PR', 'GL', 'EH', 'AQ', 'CK', 'NU']) {
      expect(countryByCode(code)?.un).toBeNull();
    }
  });

  it('finds countries by code and by world-atlas id', () => {
    expect(countryByCode('fr')).toEqual({
      code: 'FR',
      numeric: '250',
      continent: 'europe',
      un: 'member',
    });
    expect(countryByNumeric('4')?.code).toBe('AF');
    expect(countryByNumeric('840')?.code).toBe('US');
    expect(countryByCode('XK')).toBeUndefined();
    expect(countryByNumeric('999')).toBeUndefined();
  });

  it('puts countries on their continents', () => {
    const continentOf = (code: string) => countryByCode(code)?.continent;
    expect(continentOf('BR')).toBe('south-america');
    expect(continentOf('MX')).toBe('north-america');
    expect(continentOf('AU')).toBe('oceania');
    expect(continentOf('KE')).toBe('africa');
    expect(continentOf('JP')).toBe('asia');
    expect(continentOf('AQ')).toBe('antarctica');
    expect(continentOf('RU')).toBe('europe');
    for (const continent of CONTINENTS) {
      expect(CONTINENT_LABELS[continent]).toBeTruthy();
      expect(COUNTRIES.some((country) => country.continent === continent)).toBe(true);
    }
  });

  it('knows every world-atlas country, or why it has no code', () => {
    for (const file of ['110m', '50m', '10m']) {
      for (const feature of atlasFeatures(`world-atlas/countries-${file}.json`, 'countries')) {
        if (feature.id === undefined) {
          expect(UNCODED_ATLAS_FEATURES, feature.properties.name).toHaveProperty([
            feature.properties.name,
          ]);
        } else {
          expect(countryByNumeric(feature.id), feature.properties.name).toBeDefined();
        }
      }
    }
    expect(countryByNumeric('250')).toBe(countryByCode('FR'));
    expect(countryByNumeric('275')?.code).toBe('PS');
  });

  it('names countries in the given language, and falls back to the code', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('de', 'de')).toBe('Deutschland');
    expect(countryName('DE', 'not a locale!')).toBeTruthy();
    expect(countryName('QQ', 'en')).toBe('QQ');
  });
});

describe('US states', () => {
  it('has the 50 states, DC and six territories', () => {
    expect(US_STATES.filter((state) => state.kind === 'state')).toHaveLength(50);
    expect(US_STATES.filter((state) => state.kind === 'district').map((s) => s.code)).toEqual([
      'US-DC',
    ]);
    expect(
      US_STATES.filter((state) => state.kind === 'territory')
        .map((state) => state.code)
        .sort(),
    ).toEqual(['US-AS', 'US-GU', 'US-MP', 'US-PR', 'US-UM', 'US-VI']);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(US_STATES.length);
    expect(new Set(US_STATES.map((state) => state.fips)).size).toBe(US_STATES.length);
  });

  it('gives each territory the code of its own ISO 3166-1 entry', () => {
    for (const state of US_STATES.filter((s) => s.kind === 'territory')) {
      expect(countryByCode(state.code.slice(3))?.un, state.code).toBeNull();
    }
  });

  it('finds states by code and by us-atlas id', () => {
    expect(usStateByCode('us-ca')).toEqual({
      code: 'US-CA',
      fips: '06',
      name: 'California',
      kind: 'state',
    });
    expect(usStateByFips('6')?.code).toBe('US-CA');
    expect(usStateByFips('72')?.kind).toBe('territory');
    expect(usStateByCode('US-XX')).toBeUndefined();
  });

  it('maps every us-atlas state to one of them, under the same name', () => {
    const features = atlasFeatures('us-atlas/states-10m.json', 'states');
    expect(features.length).toBeGreaterThan(50);
    for (const feature of features) {
      const state = usStateByFips(feature.id ?? '');
      expect(state, feature.properties.name).toBeDefined();
      expect(feature.properties.name).toContain(state?.name.replace('U.S.', 'United States'));
    }
  });
});

describe('placeName', () => {
  it('names coded places from their codes, regions and cities from their names', () => {
    expect(placeName({ kind: 'country', code: 'JP' }, 'en')).toBe('Japan');
    expect(placeName({ kind: 'country', code: 'JP', name: 'Nippon' }, 'en')).toBe('Japan');
    expect(placeName({ kind: 'country', code: 'QQ', name: 'Imported' }, 'en')).toBe('Imported');
    expect(placeName({ kind: 'country', code: 'QQ' }, 'en')).toBe('QQ');
    expect(placeName({ kind: 'state', code: 'US-NY' })).toBe('New York');
    expect(placeName({ kind: 'state', code: 'US-QQ' })).toBe('US-QQ');
    expect(placeName({ kind: 'region', code: 'FR-75', name: 'Paris' })).toBe('Paris');
    expect(placeName({ kind: 'region', code: 'FR-75' })).toBe('FR-75');
    expect(placeName({ kind: 'city', name: 'Lyon' })).toBe('Lyon');
  });
});

describe('loadRegions', () => {
  it('loads one country’s regions, sorted by name', async () => {
    const regions = await loadRegions('se');
    expect(regions).toHaveLength(21);
    expect(regions).toContainEqual({ code: 'SE-O', name: 'Västra Götalands län' });
    const names = regions.map((region) => region.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(regions.every((region) => region.code.startsWith('SE-'))).toBe(true);
  });

  it('gives the US the same codes as its states, DC and territories', async () => {
    const codes = (await loadRegions('US')).map((region) => region.code).sort();
    expect(codes).toEqual(US_STATES.map((state) => state.code).sort());
  });

  it('gives none for a country without regions or an unknown code', async () => {
    expect(await loadRegions('AQ')).toEqual([]);
    expect(await loadRegions('QQ')).toEqual([]);
    expect(await loadRegions('constructor')).toEqual([]);
    // The nations of the UK stay; the entry naming the whole kingdom goes.
    const british = (await loadRegions('GB')).map((region) => region.code);
    expect(british).toEqual(expect.arrayContaining(['GB-ENG', 'GB-NIR', 'GB-SCT', 'GB-WLS']));
    expect(british).not.toContain('GB-UKM');
  });

  it('is up to date: France has its 13 regions of 2016 (and its overseas ones), not their departments', async () => {
    const french = await loadRegions('FR');
    const codes = french.map((region) => region.code);
    expect(codes).toEqual(
      expect.arrayContaining(['FR-IDF', 'FR-ARA', 'FR-GES', 'FR-HDF', 'FR-OCC']),
    );
    expect(french).toContainEqual({ code: 'FR-IDF', name: 'Île-de-France' });
    // The 22 regions before 2016 and the departments are not among them.
    expect(codes).not.toContain('FR-J');
    expect(codes).not.toContain('FR-75');
  });

  it('loads a country once', async () => {
    expect(loadRegions('FR')).toBe(loadRegions('fr'));
  });
});
