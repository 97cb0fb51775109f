import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collections } from '../car-maintenance-schema.ts';
import {
  carSettings,
  customPart,
  fill,
  issue,
  location,
  reminder,
  service,
  vehicle,
} from './car-arbitraries.ts';

const ids = { vehicles: ['c1'], services: ['s1'], issues: ['i1'], parts: ['p1'] };

describe('car document generators', () => {
  it.each([
    ['vehicles', vehicle],
    ['services', service(ids)],
    ['locations', location],
    ['issues', issue(ids)],
    ['reminders', reminder(ids)],
    ['fuel', fill(ids)],
    ['parts', customPart],
    ['settings', carSettings],
  ] as const)('%s: only documents the schema accepts', (collection, arbitrary) => {
    const schema = collections[collection]!;
    fc.assert(
      fc.property(arbitrary as fc.Arbitrary<unknown>, (document) => {
        const result = schema.safeParse(document);
        expect(result.success ? 'valid' : result.error.issues[0]?.message).toBe('valid');
      }),
      { numRuns: 200 },
    );
  });
});
