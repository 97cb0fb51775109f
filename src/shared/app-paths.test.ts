import { describe, expect, it } from 'vitest';
import { APP_PATHS, TOOL_PATHS, isAppPath } from './app-paths.ts';

describe('isAppPath', () => {
  it('knows the home page, every tool and the account pages', () => {
    expect(APP_PATHS).toEqual([
      '/',
      ...TOOL_PATHS,
      '/verify-email',
      '/reset-password',
      '/account',
      '/ui',
    ]);
    for (const path of APP_PATHS) expect(isAppPath(path)).toBe(true);
  });

  it('accepts a trailing slash', () => {
    expect(isAppPath('/recipe-book/')).toBe(true);
    expect(isAppPath('/verify-email//')).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isAppPath('/does-not-exist')).toBe(false);
    expect(isAppPath('/recipe-book/extra')).toBe(false);
    expect(isAppPath('/Recipe-Book')).toBe(false);
    expect(isAppPath('/index.html')).toBe(false);
    expect(isAppPath('')).toBe(false);
  });
});
