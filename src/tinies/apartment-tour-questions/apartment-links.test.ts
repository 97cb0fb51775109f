import { describe, expect, it } from 'vitest';
import { hrefFor, viewOf } from './apartment-links.ts';

const at = (query: string) => viewOf(new URLSearchParams(query));

describe('apartment links', () => {
  it('reads each screen from the query', () => {
    expect(at('')).toEqual({ kind: 'list' });
    expect(at('apartment=a1')).toEqual({ kind: 'detail', id: 'a1' });
    expect(at('apartment=a1&view=edit')).toEqual({ kind: 'edit', id: 'a1' });
    expect(at('view=new')).toEqual({ kind: 'new' });
    expect(at('view=compare')).toEqual({ kind: 'compare' });
    expect(at('view=questions')).toEqual({ kind: 'questions' });
    expect(at('view=move')).toEqual({ kind: 'move' });
    expect(at('view=nothing')).toEqual({ kind: 'list' });
  });

  it('keeps the list’s search and filters on every link', () => {
    const list = new URLSearchParams('q=loft&status=toured&apartment=old&view=edit');
    expect(hrefFor({ kind: 'detail', id: 'a1' }, list)).toBe(
      '/apartment-tour-questions?q=loft&status=toured&apartment=a1',
    );
    expect(hrefFor({ kind: 'edit', id: 'a1' })).toBe(
      '/apartment-tour-questions?apartment=a1&view=edit',
    );
    expect(hrefFor({ kind: 'new' }, list)).toBe(
      '/apartment-tour-questions?q=loft&status=toured&view=new',
    );
    expect(hrefFor({ kind: 'list' }, list)).toBe('/apartment-tour-questions?q=loft&status=toured');
  });
});
