import { describe, expect, it } from 'vitest';
import { chosenYear, countText, listText, nameOfPlaceId, percentText } from './stats-text.ts';

describe('percentText', () => {
  it('writes a share with one decimal', () => {
    expect(percentText(0.123)).toBe('12.3%');
    expect(percentText(0.0449)).toBe('4.5%');
    expect(percentText(1)).toBe('100.0%');
  });

  it('says none for nothing and never rounds a sliver down to none', () => {
    expect(percentText(0)).toBe('0%');
    expect(percentText(Number.NaN)).toBe('0%');
    expect(percentText(0.0000004)).toBe('less than 0.1%');
    expect(percentText(0.0005)).toBe('0.1%');
  });
});

describe('chosenYear', () => {
  const years = [2019, 2023, 2021];

  it('keeps the year asked for when it has visits', () => {
    expect(chosenYear('2021', years)).toBe(2021);
  });

  it('falls back on the latest year for a year without visits or nonsense', () => {
    expect(chosenYear(null, years)).toBe(2023);
    expect(chosenYear('2020', years)).toBe(2023);
    expect(chosenYear('20x1', years)).toBe(2023);
    expect(chosenYear('202', years)).toBe(2023);
  });

  it('has none without years', () => {
    expect(chosenYear('2021', [])).toBeUndefined();
  });
});

describe('nameOfPlaceId', () => {
  it('names states and countries from their ids', () => {
    expect(nameOfPlaceId('state-US-NV')).toBe('Nevada');
    expect(nameOfPlaceId('country-FR', 'en')).toBe('France');
    expect(nameOfPlaceId('country-FR', 'fr')).toBe('France');
    expect(nameOfPlaceId('country-DE', 'de')).toBe('Deutschland');
  });

  it('answers the id for an id that names no coded place', () => {
    expect(nameOfPlaceId('lisbon')).toBe('lisbon');
  });
});

describe('listText', () => {
  it('joins names as a sentence does', () => {
    expect(listText([])).toBe('');
    expect(listText(['Nevada'])).toBe('Nevada');
    expect(listText(['Nevada', 'Oregon'])).toBe('Nevada and Oregon');
    expect(listText(['Nevada', 'Oregon', 'Arizona'])).toBe('Nevada, Oregon and Arizona');
  });
});

describe('countText', () => {
  it('puts the noun in the singular only for one', () => {
    expect(countText(1, 'day', 'days')).toBe('1 day');
    expect(countText(0, 'day', 'days')).toBe('0 days');
    expect(countText(15, 'day', 'days')).toBe('15 days');
  });
});
