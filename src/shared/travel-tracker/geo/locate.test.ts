import { beforeAll, describe, expect, it } from 'vitest';
import { locate } from './locate.ts';

describe('locate', () => {
  // The first call loads and indexes the finer shapes (a few seconds on a busy machine).
  beforeAll(() => locate({ latitude: 0, longitude: 0 }), 60_000);

  it('finds a country inland', async () => {
    expect(await locate({ latitude: 48.8566, longitude: 2.3522 })).toEqual({ country: 'FR' });
    expect(await locate({ latitude: -33.87, longitude: 151.21 })).toEqual({ country: 'AU' });
  });

  it('finds the country of a point just off its coast', async () => {
    // On the water's edge of Nice's Promenade des Anglais and of Lisbon's Praia de Carcavelos,
    // just off the shapes' coast.
    expect(await locate({ latitude: 43.6935, longitude: 7.2555 })).toEqual({ country: 'FR' });
    expect(await locate({ latitude: 38.6775, longitude: -9.336 })).toEqual({ country: 'PT' });
    // A boat 5 km out in the Baie des Anges is still in France; 40 km out it is at sea.
    expect(await locate({ latitude: 43.64, longitude: 7.26 })).toEqual({ country: 'FR' });
    expect(await locate({ latitude: 43.3, longitude: 7.3 })).toEqual({});
  });

  it('finds micro-states rather than the country around them', async () => {
    expect(await locate({ latitude: 43.7384, longitude: 7.4246 })).toEqual({ country: 'MC' });
    expect(await locate({ latitude: 43.9424, longitude: 12.4578 })).toEqual({ country: 'SM' });
    expect(await locate({ latitude: 41.9029, longitude: 12.4534 })).toEqual({ country: 'VA' });
    expect(await locate({ latitude: 41.8902, longitude: 12.4922 })).toEqual({ country: 'IT' });
  });

  it('finds US states and territories', async () => {
    expect(await locate({ latitude: 40.7128, longitude: -74.006 })).toEqual({
      country: 'US',
      state: 'US-NY',
    });
    expect(await locate({ latitude: 21.3069, longitude: -157.8583 })).toEqual({
      country: 'US',
      state: 'US-HI',
    });
    expect(await locate({ latitude: 18.4655, longitude: -66.1057 })).toEqual({
      country: 'PR',
      state: 'US-PR',
    });
    expect(await locate({ latitude: 38.8977, longitude: -77.0365 })).toEqual({
      country: 'US',
      state: 'US-DC',
    });
  });

  it('finds nothing in open ocean or at impossible positions', async () => {
    expect(await locate({ latitude: 30, longitude: -40 })).toEqual({});
    expect(await locate({ latitude: -40, longitude: -120 })).toEqual({});
    expect(await locate({ latitude: 91, longitude: 0 })).toEqual({});
    expect(await locate({ latitude: Number.NaN, longitude: 0 })).toEqual({});
  });

  it('finds places across the antimeridian', async () => {
    // Taveuni, Fiji, sits on the 180th meridian.
    expect(await locate({ latitude: -16.85, longitude: 179.97 })).toEqual({ country: 'FJ' });
    expect(await locate({ latitude: -16.85, longitude: -179.97 })).toEqual({ country: 'FJ' });
  });
});
