import { describe, expect, it } from 'vitest';
import {
  contentOf,
  draftOf,
  draftTotal,
  mergeParts,
  newLine,
  serviceOf,
  wordsOf,
  type ServiceDraft,
} from './editor-model.ts';

const NOW = '2025-05-01T10:00:00.000Z';

function draft(patch: Partial<ServiceDraft> = {}): ServiceDraft {
  return {
    vehicleId: 'car-1',
    type: 'oil-change',
    title: '',
    date: '2025-04-30',
    odometer: '45,120',
    lines: [],
    locationId: '',
    parts: [],
    dismissedParts: [],
    notes: '',
    attachments: [],
    issueIds: [],
    ...patch,
  };
}

describe('the service a draft makes', () => {
  it('reads numbers, leaves out empty lines and unset fields, and stamps it', () => {
    const result = serviceOf(
      draft({
        lines: [newLine('parts', ' Filter ', '12.50'), newLine(), newLine('labour', '', '40')],
        notes: '  ',
      }),
      undefined,
      NOW,
    );
    expect(result).toEqual({
      service: {
        vehicleId: 'car-1',
        type: 'oil-change',
        date: '2025-04-30',
        odometer: 45120,
        lineItems: [
          { kind: 'parts', description: 'Filter', amount: 12.5 },
          { kind: 'labour', amount: 40 },
        ],
        parts: [],
        dismissedParts: [],
        attachments: [],
        issueIds: [],
        createdAt: NOW,
        updatedAt: NOW,
      },
    });
  });

  it('keeps when it was first written', () => {
    const first = serviceOf(draft(), undefined, NOW);
    if (!('service' in first)) throw new Error('expected a service');
    const again = serviceOf(draftOf(first.service), first.service, '2025-06-01T00:00:00.000Z');
    expect('service' in again && again.service.createdAt).toBe(NOW);
  });

  it('says what is wrong by field, in the schema’s words', () => {
    const bad = newLine('parts', 'Pads', 'ten');
    const result = serviceOf(
      draft({ vehicleId: '', type: 'custom', date: '', odometer: '-5', lines: [newLine(), bad] }),
      undefined,
      NOW,
    );
    expect(result).toEqual({
      errors: {
        vehicleId: 'Choose a car',
        title: 'Title is required for a custom service',
        date: 'Date must be a date (YYYY-MM-DD)',
        odometer: 'Odometer cannot be negative',
        [`line.${bad.key}.amount`]: 'Amount must be a number',
      },
    });
  });

  it('asks for a type', () => {
    const result = serviceOf(draft({ type: '' }), undefined, NOW);
    expect(result).toEqual({ errors: { type: 'Choose a service type' } });
  });
});

describe('the editor’s helpers', () => {
  it('totals the lines typed so far', () => {
    expect(draftTotal([newLine('parts', '', '10.5'), newLine('other', '', 'x'), newLine()])).toBe(
      10.5,
    );
  });

  it('tells changes from new line identities', () => {
    const stored = serviceOf(draft({ lines: [newLine('parts', 'Oil', '30')] }), undefined, NOW);
    if (!('service' in stored)) throw new Error('expected a service');
    expect(contentOf(draftOf(stored.service))).toBe(contentOf(draftOf(stored.service)));
    expect(contentOf({ ...draftOf(stored.service), notes: 'x' })).not.toBe(
      contentOf(draftOf(stored.service)),
    );
  });

  it('reads the title, notes and lines for part suggestions', () => {
    expect(
      wordsOf({ title: 'Front', notes: 'pads worn', lines: [newLine('parts', 'Rotors', '1')] }),
    ).toBe('Front\npads worn\nRotors');
  });

  it('merges an issue’s parts as hand-added tags, each part once', () => {
    expect(
      mergeParts(
        [{ part: 'brake-pads', by: 'text' }],
        [
          { part: 'brake-pads', by: 'text' },
          { part: 'brake-rotors', by: 'text' },
        ],
      ),
    ).toEqual([
      { part: 'brake-pads', by: 'text' },
      { part: 'brake-rotors', by: 'hand' },
    ]);
  });
});
