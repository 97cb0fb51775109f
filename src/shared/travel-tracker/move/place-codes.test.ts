import { describe, expect, it } from 'vitest';
import { normalName } from './place-codes.ts';
import { CODES } from './test-data.ts';

describe('placeCodes', () => {
  it('reads countries however they are written', () => {
    for (const text of ['France', ' france ', 'FR', 'fr', 'FRA', 'Frankreich']) {
      expect(CODES.country(text), text).toBe('FR');
    }
    expect(CODES.country('United Kingdom')).toBe('GB');
    expect(CODES.country('UK')).toBe('GB');
    expect(CODES.country('The United States')).toBe('US');
    expect(CODES.country('Côte d’Ivoire')).toBe('CI');
    expect(CODES.country('Cote dIvoire')).toBe('CI');
    // Known codes only: Spain is not in this list.
    expect(CODES.country('ES')).toBeUndefined();
    expect(CODES.country('Narnia')).toBeUndefined();
  });

  it('reads US states however they are written', () => {
    for (const text of ['California', 'CA', 'us-ca']) expect(CODES.state(text), text).toBe('US-CA');
    expect(CODES.state('Washington, D.C.')).toBeUndefined();
    expect(CODES.state('district of columbia')).toBe('US-DC');
    expect(CODES.state('Ontario')).toBeUndefined();
  });

  it('compares names without accents, case or punctuation', () => {
    expect(normalName('Île-de-France')).toBe('iledefrance');
    expect(normalName('Trinidad & Tobago')).toBe('trinidadandtobago');
  });
});
