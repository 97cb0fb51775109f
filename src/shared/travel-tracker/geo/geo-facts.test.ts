import { describe, expect, it } from 'vitest';
import { countryAreas } from './areas.ts';
import { neighbours } from './neighbours.ts';
import { representativePoint } from './representative-point.ts';

describe('countryAreas', () => {
  it('gives Russia the largest area and sums to the land', async () => {
    const areas = await countryAreas();
    const sorted = [...areas].sort((a, b) => b[1] - a[1]);
    expect(sorted[0]?.[0]).toBe('RU');
    expect(areas.get('RU')).toBeGreaterThan(16_000_000);
    expect(areas.get('RU')).toBeLessThan(18_000_000);
    // Antarctica included, the land is about 148 million km².
    const total = [...areas.values()].reduce((sum, area) => sum + area, 0);
    expect(total).toBeGreaterThan(140_000_000);
    expect(total).toBeLessThan(155_000_000);
    const shares = [...areas.values()].map((area) => area / total);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9);
    expect(areas.get('FR')! / total).toBeGreaterThan(0.003);
  });
});

describe('neighbours', () => {
  it('knows which countries and states share a border', async () => {
    const all = await neighbours();
    expect(all.get('country-FR')).toEqual(
      expect.arrayContaining([
        'country-ES',
        'country-DE',
        'country-BE',
        'country-IT',
        'country-CH',
      ]),
    );
    expect(all.get('country-FR')).not.toContain('country-GB');
    expect(all.get('state-US-CA')).toEqual(['state-US-AZ', 'state-US-NV', 'state-US-OR']);
    expect(all.get('state-US-HI')).toEqual([]);
    expect(all.get('country-IS')).toEqual([]);
    // Northern Cyprus is drawn as part of Cyprus, so it is no neighbour of its own.
    expect(all.get('country-CY')).toEqual([]);
  });
});

describe('representativePoint', () => {
  it('gives a point inside the place', async () => {
    const france = await representativePoint('country-FR');
    expect(france!.latitude).toBeGreaterThan(42);
    expect(france!.latitude).toBeLessThan(51);
    expect(france!.longitude).toBeGreaterThan(-5);
    expect(france!.longitude).toBeLessThan(8);
    const california = await representativePoint('state-US-CA');
    expect(california!.latitude).toBeGreaterThan(32);
    expect(california!.latitude).toBeLessThan(42);
    const guam = await representativePoint('state-US-GU');
    expect(guam!.longitude).toBeCloseTo(144.8, 0);
    // Not in us-atlas: the minor outlying islands' dot on the world map (Wake).
    expect(await representativePoint('state-US-UM')).toEqual({
      latitude: 19.29,
      longitude: 166.63,
    });
    const monaco = await representativePoint('country-MC');
    expect(monaco).toEqual({ latitude: 43.75, longitude: 7.41 });
  });

  it('gives a region Natural Earth’s point, else its country’s; a US region its state’s', async () => {
    const nsw = await representativePoint('region-AU-NSW');
    expect(nsw!.longitude).toBeGreaterThan(141);
    expect(nsw!.longitude).toBeLessThan(154);
    expect(nsw!.latitude).toBeGreaterThan(-37.5);
    expect(nsw!.latitude).toBeLessThan(-28);
    // A group of departments in Natural Earth.
    const paris = await representativePoint('region-FR-IDF');
    expect(paris!.latitude).toBeGreaterThan(48.1);
    expect(paris!.latitude).toBeLessThan(49.3);
    // Iceland's municipalities are not in Natural Earth's admin-1.
    expect(await representativePoint('region-IS-RKV')).toEqual(
      await representativePoint('country-IS'),
    );
    expect(await representativePoint('region-US-CA')).toEqual(
      await representativePoint('state-US-CA'),
    );
  });

  it('gives nothing for a city or an unknown code', async () => {
    expect(await representativePoint('0123abc')).toBeNull();
    expect(await representativePoint('country-ZZ')).toBeNull();
    expect(await representativePoint('region-ZZ-AB')).toBeNull();
  });
});
