import { describe, expect, it } from 'vitest';
import { loadPlaceCodes } from './catalogue-codes.ts';

describe('loadPlaceCodes', () => {
  it('reads every catalogue country, state and region, alpha-3 codes included', async () => {
    const codes = await loadPlaceCodes(['es']);
    expect(codes.country('France')).toBe('FR');
    expect(codes.country('FRA')).toBe('FR');
    expect(codes.country('Alemania')).toBe('DE');
    expect(codes.country('United States')).toBe('US');
    expect(codes.country('ZWE')).toBe('ZW');
    expect(codes.state('Puerto Rico')).toBe('US-PR');
    expect(codes.state('WY')).toBe('US-WY');
    expect(codes.region('DE', 'bayern')).toBe('DE-BY');
    expect(codes.region('DE', 'BY')).toBe('DE-BY');
    expect(codes.region('DE', 'Narnia')).toBeUndefined();
  });
});
