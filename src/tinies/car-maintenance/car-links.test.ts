import { describe, expect, it } from 'vitest';
import { hrefFor, recordHrefs } from './car-links.ts';

describe('recordHrefs', () => {
  it('gives each record the link hrefFor gives it, with the history filters', () => {
    const current = new URLSearchParams('q=brake pads&cars=a,b&view=cars&service=old&for-car=x');
    const hrefs = recordHrefs('service', current);
    for (const id of ['01J9ZX', 'a b&c=d', 'é']) {
      expect(hrefs(id)).toBe(hrefFor({ kind: 'service', id }, current));
    }
    expect(recordHrefs('car-edit', current)('c1')).toBe(
      hrefFor({ kind: 'car-edit', id: 'c1' }, current),
    );
    expect(recordHrefs('service')('s1')).toBe(hrefFor({ kind: 'service', id: 's1' }));
  });
});
