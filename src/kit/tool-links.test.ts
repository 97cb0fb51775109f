import { describe, expect, it } from 'vitest';
import { defineToolLinks, type ToolScreen } from './tool-links.ts';

const links = defineToolLinks({
  path: '/garage',
  entryParam: 'car',
  entryScreens: ['edit', 'service'],
  toolScreens: ['new'],
});

type Screen = ToolScreen<'edit' | 'service', 'new'>;

describe('defineToolLinks', () => {
  it('takes every screen to a link and back, keeping the list parameters', () => {
    const list = new URLSearchParams('q=van&sort=name');
    const screens: Screen[] = [
      { kind: 'list' },
      { kind: 'detail', id: 'c1' },
      { kind: 'edit', id: 'c1' },
      { kind: 'service', id: 'c2' },
      { kind: 'new' },
    ];
    for (const screen of screens) {
      const href = links.hrefFor(screen, list);
      const params = new URL(href, 'http://x').searchParams;
      expect(links.screenOf(params)).toEqual(screen);
      expect(links.listParams(params).toString()).toBe('q=van&sort=name');
    }
    expect(links.hrefFor({ kind: 'edit', id: 'c1' }, list)).toBe(
      '/garage?q=van&sort=name&car=c1&view=edit',
    );
  });

  it('drops the screen parameters of the current address, and has no bare "?"', () => {
    const current = new URLSearchParams('car=c1&view=edit');
    expect(links.hrefFor({ kind: 'list' }, current)).toBe('/garage');
    expect(links.hrefFor({ kind: 'new' })).toBe('/garage?view=new');
  });

  it('reads an unknown view as the list, or as the entry itself', () => {
    expect(links.screenOf(new URLSearchParams('view=nope'))).toEqual({ kind: 'list' });
    expect(links.screenOf(new URLSearchParams('car=c1&view=new'))).toEqual({
      kind: 'detail',
      id: 'c1',
    });
  });
});
