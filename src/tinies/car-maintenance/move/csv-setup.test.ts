import { describe, expect, it } from 'vitest';
import { likelyFuelUnit } from './csv-setup.ts';

describe('likelyFuelUnit', () => {
  it('reads a car in miles in the US in US gallons, elsewhere in litres', () => {
    const car = { odometerUnit: 'mi', fuelType: 'petrol' } as const;
    expect(likelyFuelUnit(car, 'en-US')).toBe('gal');
    expect(likelyFuelUnit(car, 'es-US')).toBe('gal');
    // British pumps sell litres; LubeLogger set to UK mpg logs litres too.
    expect(likelyFuelUnit(car, 'en-GB')).toBe('L');
  });

  it('reads a car in kilometres in litres, wherever the person is', () => {
    expect(likelyFuelUnit({ odometerUnit: 'km', fuelType: 'diesel' }, 'en-US')).toBe('L');
    expect(likelyFuelUnit({ odometerUnit: 'km', fuelType: 'petrol' }, 'de-DE')).toBe('L');
  });

  it('reads an electric car’s amounts in kWh', () => {
    expect(likelyFuelUnit({ odometerUnit: 'mi', fuelType: 'electric' }, 'en-US')).toBe('kWh');
  });

  it('follows the person’s language alone until a car is chosen', () => {
    expect(likelyFuelUnit(undefined, 'en-US')).toBe('gal');
    expect(likelyFuelUnit(undefined, 'fr-FR')).toBe('L');
  });
});
