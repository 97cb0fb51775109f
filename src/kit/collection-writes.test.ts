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

  it('stores no undefined', () => {
    expect(toJson({ a: 1, b: undefined })).toEqual({ a: 1 });
  });
});
