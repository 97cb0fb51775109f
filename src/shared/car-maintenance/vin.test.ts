import { describe, expect, it } from 'vitest';
import { VIN_PATTERN } from './car-model.ts';
import {
  checkDigitMatches,
  computeCheckDigit,
  countryOf,
  decodeModelYear,
  makerOf,
  modelYearCandidates,
  normalizeVin,
  readVin,
  regionOf,
  vinOriginText,
  vinProblem,
} from './vin.ts';

describe('VIN check digit', () => {
  it('accepts published VINs whose check digit matches', () => {
    // A 2003 Honda Accord, the check digit's textbook example.
    expect(computeCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(checkDigitMatches('1HGCM82633A004352')).toBe(true);
    // All ones: the weights sum to 89, and 89 mod 11 is 1.
    expect(checkDigitMatches('11111111111111111')).toBe(true);
    // A remainder of 10 is written X.
    expect(computeCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(checkDigitMatches('1M8GDM9AXKP042788')).toBe(true);
  });

  it('finds a mistyped character', () => {
    expect(checkDigitMatches('1HGCM82633A004353')).toBe(false);
    expect(checkDigitMatches('1HGCM82633A004252')).toBe(false);
    // Two characters swapped.
    expect(checkDigitMatches('1HGCM28633A004352')).toBe(false);
    expect(checkDigitMatches('11111111111111112')).toBe(false);
    // Any one digit repeated is valid (89 × n ≡ n mod 11), a wrong one in position 9 is not.
    expect(checkDigitMatches('22222222222222222')).toBe(true);
    expect(checkDigitMatches('22222222322222222')).toBe(false);
  });

  it('reads a mismatch as a warning: the VIN is still read', () => {
    // A European VIN, whose position 9 is no check digit.
    const reading = readVin('WVWZZZ1JZXW000001', 2026);
    expect(reading.problem).toBeNull();
    expect(reading.checkDigitOk).toBe(false);
    expect(reading.expectedCheckDigit).toBe('0');
    expect(reading.maker).toBe('Volkswagen');
    expect(reading.country).toBe('Germany');
    expect(reading.region).toBe('Europe');
  });
});

describe('VIN form', () => {
  it('takes 17 letters and digits without I, O or Q', () => {
    expect(vinProblem('1HGCM82633A004352')).toBeNull();
    expect(vinProblem('1HGCM82633A00435')).toBe('A VIN is 17 characters; this one has 16');
    expect(vinProblem('1HGCM82633A0043521')).toBe('A VIN is 17 characters; this one has 18');
    expect(vinProblem('1HGCM82633A0O4352')).toMatch(/never has O/);
    expect(vinProblem('IHGCM82633A004352')).toMatch(/never has I/);
    expect(vinProblem('1HGCM82633A00435Q')).toMatch(/never has Q/);
    expect(vinProblem('1HGCM8263#A004352')).toBe('A VIN has only letters and digits');
  });

  it('agrees with the schema on what a VIN is', () => {
    for (const vin of ['1HGCM82633A004352', '1HGCM82633A0O4352', '1HGCM82633A00435']) {
      expect(vinProblem(vin) === null).toBe(VIN_PATTERN.test(vin));
    }
  });

  it('reads a VIN as typed: lower case, spaces and dashes', () => {
    expect(normalizeVin(' 1hgcm826-33a 004352 ')).toBe('1HGCM82633A004352');
    expect(readVin('1hgcm82633a004352', 2026).checkDigitOk).toBe(true);
  });

  it('reads nothing more from a VIN that is not one', () => {
    const reading = readVin('1HGCM82633A00435', 2026);
    expect(reading.problem).not.toBeNull();
    expect(reading.modelYear).toBeUndefined();
    expect(reading.maker).toBeUndefined();
    expect(computeCheckDigit.bind(null, 'short')).toThrow();
  });
});

describe('VIN model year', () => {
  it('lists every year a code stands for', () => {
    expect(modelYearCandidates('A')).toEqual([1980, 2010, 2040, 2070, 2100]);
    expect(modelYearCandidates('Y')).toEqual([2000, 2030, 2060, 2090]);
    expect(modelYearCandidates('1')).toEqual([2001, 2031, 2061, 2091]);
    // Never a year code: 0, I, O, Q, U and Z.
    for (const code of ['0', 'I', 'O', 'Q', 'U', 'Z'])
      expect(modelYearCandidates(code)).toEqual([]);
  });

  it('uses position 7 for a North American car: a digit is 1980–2009, a letter 2010–2039', () => {
    expect(decodeModelYear('1HGCM82633A004352', 2026)).toBe(2003);
    expect(decodeModelYear('1M8GDM9AXKP042788', 2026)).toBe(1989);
    // Same code K, but a letter at position 7.
    expect(decodeModelYear('5YJ3E1EA7KF317000', 2026)).toBe(2019);
    expect(decodeModelYear('1HGCV1F30LA000000', 2026)).toBe(2020);
    // The rule holds whatever today is.
    expect(decodeModelYear('1HGCV1F30LA000000', 2045)).toBe(2020);
  });

  it('takes the latest year not more than a year ahead elsewhere', () => {
    expect(decodeModelYear('WVWZZZ1JZXW000001', 2026)).toBe(1999);
    expect(decodeModelYear('WBA3A5C50CF256551', 2026)).toBe(2012);
    expect(decodeModelYear('JHMFA16586S000000', 2026)).toBe(2006);
    // A 2027 model sold in 2026 is still 2027, not 1997.
    expect(decodeModelYear('WBA3A5C50VF256551', 2026)).toBe(2027);
    expect(decodeModelYear('WBA3A5C50VF256551', 2025)).toBe(1997);
  });

  it('has no year for a code that is none', () => {
    expect(decodeModelYear('WVWZZZ1JZZW000001', 2026)).toBeUndefined();
    expect(decodeModelYear('WVWZZZ1JZ0W000001', 2026)).toBeUndefined();
  });
});

describe('VIN maker and origin', () => {
  it('names the region from the first character', () => {
    expect(regionOf('1HG')).toBe('North America');
    expect(regionOf('5YJ')).toBe('North America');
    expect(regionOf('JHM')).toBe('Asia');
    expect(regionOf('KMH')).toBe('Asia');
    expect(regionOf('WBA')).toBe('Europe');
    expect(regionOf('AAV')).toBe('Africa');
    expect(regionOf('6FP')).toBe('Oceania');
    expect(regionOf('9BW')).toBe('South America');
  });

  it('names the country from the first two characters', () => {
    expect(countryOf('1HG')).toBe('United States');
    expect(countryOf('2HG')).toBe('Canada');
    expect(countryOf('3VW')).toBe('Mexico');
    expect(countryOf('JHM')).toBe('Japan');
    expect(countryOf('KMH')).toBe('South Korea');
    expect(countryOf('LRW')).toBe('China');
    expect(countryOf('SAJ')).toBe('United Kingdom');
    expect(countryOf('VF1')).toBe('France');
    expect(countryOf('VSS')).toBe('Spain');
    expect(countryOf('WVW')).toBe('Germany');
    expect(countryOf('ZFA')).toBe('Italy');
    expect(countryOf('YV1')).toBe('Sweden');
    expect(countryOf('YF1')).toBe('Finland');
    expect(countryOf('TMB')).toBe('Czech Republic');
    // A range no country has: the region alone is known.
    expect(countryOf('KAA')).toBeUndefined();
  });

  it('names well-known makers', () => {
    expect(makerOf('1HGCM82633A004352')).toBe('Honda');
    expect(makerOf('WBA3A5C50CF256551')).toBe('BMW');
    expect(makerOf('5YJ3E1EA7KF317000')).toBe('Tesla');
    expect(makerOf('VF1AAAAA000000000')).toBe('Renault');
    expect(makerOf('11111111111111111')).toBeUndefined();
  });

  it('says the origin in words', () => {
    expect(vinOriginText(readVin('1HGCM82633A004352', 2026))).toBe(
      'Honda, made in United States (North America)',
    );
    expect(vinOriginText(readVin('11111111111111111', 2026))).toBe(
      'Made in United States (North America)',
    );
    expect(vinOriginText(readVin('KAAAAAAAAAA000000', 2026))).toBe('Made in Asia');
  });
});
