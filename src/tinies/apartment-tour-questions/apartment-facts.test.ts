import { describe, expect, it } from 'vitest';
import type { Apartment, Unit } from '@/shared/apartment-tour-questions/apartment-model.ts';
import { mapLink, phoneLink, pricedFacts, pricingUnitOf, roomsLine } from './apartment-facts.ts';
import { areaUnitForLocale } from './tour-settings.ts';

const STAMP = '2026-03-01T00:00:00.000Z';
const apartment = (fields: Partial<Apartment> = {}): Apartment => ({
  name: 'Maple Court',
  status: 'to-tour',
  rent: 1900,
  beds: 2,
  createdAt: STAMP,
  updatedAt: STAMP,
  ...fields,
});
const unit = (id: string, fields: Partial<Unit> = {}) => ({
  id,
  unit: { apartmentId: 'a1', name: id, createdAt: STAMP, updatedAt: STAMP, ...fields },
});

describe('apartment facts', () => {
  it('prices by the chosen unit, never the first of several, and falls back to the listing', () => {
    const units = [unit('u1', { rent: 2400 }), unit('u2', { rent: 1700, beds: 1 })];
    expect(pricingUnitOf(apartment(), units)).toBeUndefined();
    expect(pricedFacts(apartment(), undefined)).toMatchObject({ rent: 1900, beds: 2 });
    const chosen = pricingUnitOf(apartment({ chosenUnitId: 'u2' }), units);
    expect(chosen?.id).toBe('u2');
    expect(pricedFacts(apartment(), chosen?.unit)).toMatchObject({
      rent: 1700,
      beds: 1,
      unitName: 'u2',
    });
    // A unit with no rent of its own leaves the listing's; a unit deleted is no longer chosen.
    expect(pricedFacts(apartment(), unit('u3').unit).rent).toBe(1900);
    expect(pricingUnitOf(apartment({ chosenUnitId: 'gone' }), units)).toBeUndefined();
  });

  it('prices by the only unit, chosen or not', () => {
    const only = [unit('u1', { rent: 2400, beds: 3 })];
    expect(pricingUnitOf(apartment(), only)?.id).toBe('u1');
    expect(pricingUnitOf(apartment({ chosenUnitId: 'gone' }), only)?.id).toBe('u1');
    expect(pricedFacts(apartment(), pricingUnitOf(apartment(), only)?.unit)).toMatchObject({
      rent: 2400,
      beds: 3,
      unitName: 'u1',
    });
    expect(pricingUnitOf(apartment(), [])).toBeUndefined();
  });

  it('says the rooms and area in a line', () => {
    expect(roomsLine({ beds: 2, baths: 1.5, area: 850 }, 'sq ft')).toBe(
      '2 beds · 1.5 baths · 850 sq ft',
    );
    expect(roomsLine({ beds: 0, baths: 1 }, 'm²')).toBe('Studio · 1 bath');
    expect(roomsLine({}, 'm²')).toBe('');
  });

  it('links to the map and the phone', () => {
    expect(mapLink('12 Rue des Lilas & Co, Paris')).toBe(
      'https://www.openstreetmap.org/search?query=12%20Rue%20des%20Lilas%20%26%20Co%2C%20Paris',
    );
    expect(phoneLink('+33 (0)1 23 45-67')).toBe('tel:+3301234567');
  });

  it('measures in square feet where people do, else square metres', () => {
    expect(areaUnitForLocale('en-US')).toBe('sqft');
    expect(areaUnitForLocale('en-GB')).toBe('m2');
    expect(areaUnitForLocale('fr')).toBe('m2');
    expect(areaUnitForLocale('not a locale')).toBe('m2');
  });
});
