import { describe, expect, it } from 'vitest';
import type { Apartment } from '@/shared/apartment-tour-questions/apartment-model.ts';
import {
  checkApartment,
  draftApartment,
  draftRaw,
  linksOf,
  listOf,
  startRaw,
  tourProblem,
} from './apartment-form-model.ts';

const STAMP = '2026-03-01T00:00:00.000Z';
const NOW = '2026-03-02T00:00:00.000Z';

describe('the apartment form', () => {
  it('reads lists and links as typed', () => {
    expect(listOf(' Gym, ,Balcony ,')).toEqual(['Gym', 'Balcony']);
    expect(
      linksOf('https://a.example.com\nFloor plan: https://b.example.com/plan\n\nno address'),
    ).toEqual([
      { url: 'https://a.example.com' },
      { label: 'Floor plan', url: 'https://b.example.com/plan' },
      { url: 'no address' },
    ]);
  });

  it('needs the tour’s date and time together', () => {
    expect(tourProblem({ tourDay: '', tourTime: '' })).toBeNull();
    expect(tourProblem({ tourDay: '2026-03-14', tourTime: '10:30' })).toBeNull();
    expect(tourProblem({ tourDay: '', tourTime: '10:30' })).toBe('Choose the tour’s date too');
    expect(tourProblem({ tourDay: '2026-03-14', tourTime: '' })).toBe('Choose the tour’s time too');
  });

  it('gives back the apartment it was given, keeping what the form does not show', () => {
    const apartment: Apartment = {
      name: 'Maple Court',
      status: 'toured',
      address: '12 Maple Street',
      rent: 1900,
      beds: 0,
      airConditioning: false,
      amenities: ['Gym', 'Balcony'],
      links: [{ label: 'Floor plan', url: 'https://maple.example.com/plan' }],
      tourAt: '2026-03-14T10:30',
      chosenUnitId: 'u2',
      leaseMonths: 13,
      notes: 'Quiet street',
      createdAt: STAMP,
      updatedAt: STAMP,
    };
    const again = draftApartment(startRaw(apartment), apartment, NOW);
    expect(again).toEqual({ ...apartment, updatedAt: NOW });
    expect(checkApartment(again)).toEqual({ apartment: again });
  });

  it('leaves out what is emptied, and the schema says what is wrong', () => {
    const raw = { ...startRaw(undefined), name: 'Loft', rent: '', website: 'loft.example.com' };
    const draft = draftApartment(raw, undefined, NOW);
    expect(draft).toEqual({
      name: 'Loft',
      status: 'to-tour',
      website: 'loft.example.com',
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(checkApartment(draft)).toEqual({ problem: 'Website must start with http(s)://' });
  });
});

describe('a listing’s draft in the form', () => {
  it('fills the fields the listing tells, and keeps the page it came from', () => {
    const raw = draftRaw({
      apartment: {
        name: 'Harbor View Lofts',
        address: '200 Pier Way, Bayside',
        rent: 2450,
        beds: 1.5,
        baths: 1,
        area: 850,
        amenities: ['Gym', 'Pool'],
        website: 'https://harbor.example/',
        pets: 'cats',
      },
      units: [],
      sourceUrl: 'https://listings.example/harbor',
    });
    expect(raw).toEqual({
      name: 'Harbor View Lofts',
      address: '200 Pier Way, Bayside',
      rent: '2450',
      beds: '1.5',
      baths: '1',
      area: '850',
      amenities: 'Gym, Pool',
      website: 'https://harbor.example/',
      pets: 'cats',
      sourceUrl: 'https://listings.example/harbor',
    });
    // What it fills, merged into a form, saves as the shared schema wants it.
    const saved = checkApartment(
      draftApartment({ ...startRaw(undefined), ...raw }, undefined, NOW),
    );
    expect(saved).toEqual({
      apartment: expect.objectContaining({
        name: 'Harbor View Lofts',
        rent: 2450,
        beds: 1.5,
        amenities: ['Gym', 'Pool'],
        sourceUrl: 'https://listings.example/harbor',
        status: 'to-tour',
      }),
    });
  });

  it('leaves what the listing does not tell as it was typed', () => {
    expect(draftRaw({ apartment: {}, units: [], sourceUrl: 'https://a.example/' })).toEqual({
      sourceUrl: 'https://a.example/',
    });
  });
});
