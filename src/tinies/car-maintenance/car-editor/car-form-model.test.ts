import { describe, expect, it } from 'vitest';
import { changedFields } from '@/kit/collection-writes.ts';
import { ALL_FIELDS, checkVehicle, draftVehicle, startRaw } from './car-form-model.ts';

const NOW = '2026-03-01T10:00:00.000Z';

describe('car form', () => {
  it('starts a new car in miles or kilometres by the language, petrol', () => {
    expect(startRaw(undefined, 'en-US')).toMatchObject({ odometerUnit: 'mi', fuelType: 'petrol' });
    expect(startRaw(undefined, 'en-GB').odometerUnit).toBe('mi');
    expect(startRaw(undefined, 'de-DE').odometerUnit).toBe('km');
    expect(Object.keys(startRaw(undefined))).toEqual(ALL_FIELDS.map((field) => field.name));
  });

  it('makes a new car: not archived, stamped, empty parts left out', () => {
    const raw = { ...startRaw(undefined, 'en-US'), name: '  Accord ', vin: '1hgcm826-33a004352' };
    const draft = draftVehicle(raw, undefined, undefined, NOW);
    expect(draft).toEqual({
      name: 'Accord',
      vin: '1HGCM82633A004352',
      odometerUnit: 'mi',
      fuelType: 'petrol',
      archived: false,
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(checkVehicle(draft)).toEqual({ vehicle: draft });
  });

  it('keeps the specs and glovebox that were filled in, as numbers where numbers go', () => {
    const raw = {
      ...startRaw(undefined, 'de-DE'),
      name: 'Golf',
      year: '2019',
      purchasePrice: '12500.5',
      'specs.oilSpec': '5W-30',
      'glovebox.roadsidePhone': '+49 89 22 22 22',
      'glovebox.insuranceExpiry': '2026-12-31',
    };
    const draft = draftVehicle(raw, 'a'.repeat(32), undefined, NOW);
    expect(draft).toMatchObject({
      year: 2019,
      purchasePrice: 12500.5,
      photoId: 'a'.repeat(32),
      specs: { oilSpec: '5W-30' },
      glovebox: { roadsidePhone: '+49 89 22 22 22', insuranceExpiry: '2026-12-31' },
    });
    expect('problem' in checkVehicle(draft)).toBe(false);
  });

  it('edits write only what changed, keeping archived and createdAt', () => {
    const before = draftVehicle(
      { ...startRaw(undefined, 'en-US'), name: 'Volvo', plate: 'ABC 1' },
      undefined,
      undefined,
      '2025-01-01T00:00:00.000Z',
    );
    const archived = { ...before, archived: true };
    const raw = { ...startRaw(archived), plate: 'XYZ 9' };
    const after = draftVehicle(raw, undefined, archived, NOW);
    expect(changedFields(archived, after)).toEqual({ plate: 'XYZ 9', updatedAt: NOW });
  });

  it('says what the schema refuses', () => {
    const draft = draftVehicle({ ...startRaw(undefined), name: '   ' }, undefined, undefined, NOW);
    expect(checkVehicle(draft)).toEqual({ problem: 'Name is required' });
    const year = draftVehicle(
      { ...startRaw(undefined), name: 'Old', year: '1850' },
      undefined,
      undefined,
      NOW,
    );
    expect(checkVehicle(year)).toEqual({ problem: 'Year must be 1886 or later' });
  });
});
