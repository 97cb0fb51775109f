import { describe, expect, it } from 'vitest';
import { changedFields, toJson } from './collection-writes.ts';

describe('changedFields', () => {
  it('gives the changed top-level fields, null for one removed, nothing when equal', () => {
    const before = { name: 'Soup', tags: ['a'], note: 'hot', servings: 2 };
    expect(changedFields(before, { ...before })).toEqual({});
    expect(changedFields(before, { name: 'Soup', tags: ['a', 'b'], servings: 2 })).toEqual({
      tags: ['a', 'b'],
      note: null,
    });
    expect(changedFields(before, { ...before, extra: 1, note: undefined })).toEqual({
      extra: 1,
      note: null,
    });
  });

  it('gives a structure held as an object by both versions field by field, under its path', () => {
    const before = { name: 'Estate', specs: { oilSpec: '5W-30', tyres: { front: '205/55' } } };
    expect(
      changedFields(before, {
        name: 'Estate',
        specs: { oilSpec: '0W-20', tyres: { front: '205/55', rear: '225/45' } },
      }),
    ).toEqual({ 'specs/oilSpec': '0W-20', 'specs/tyres/rear': '225/45' });
    expect(
      changedFields(before, { name: 'Estate', specs: { tyres: { front: '205/55' } } }),
    ).toEqual({ 'specs/oilSpec': null });
    // A structure new or gone as a whole is one field; an array is always one field.
    expect(changedFields({ name: 'Estate' }, before)).toEqual({ specs: before.specs });
    expect(changedFields(before, { name: 'Estate' })).toEqual({ specs: null });
    expect(changedFields({ steps: [{ text: 'a' }] }, { steps: [{ text: 'b' }] })).toEqual({
      steps: [{ text: 'b' }],
    });
  });

  it('stores no undefined', () => {
    expect(toJson({ a: 1, b: undefined })).toEqual({ a: 1 });
  });
});
