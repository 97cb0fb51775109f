import { describe, expect, it } from 'vitest';
import { nextFrom, safeNext, verifyEmailURL } from './verify-link.ts';

describe('safeNext', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeNext('/recipe-book?q=soup#top')).toBe('/recipe-book?q=soup#top');
  });

  it.each([
    null,
    '',
    'recipe-book',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('refuses %j and falls back to /', (value) => {
    expect(safeNext(value)).toBe('/');
  });
});

describe('verifyEmailURL', () => {
  it('carries next, encoded, and the provider first for a social sign-in', () => {
    expect(verifyEmailURL('/recipe-book?q=a&b')).toBe(
      '/verify-email?next=%2Frecipe-book%3Fq%3Da%26b',
    );
    expect(verifyEmailURL('/', 'google')).toBe('/verify-email?provider=google&next=%2F');
  });

  it('never carries an unsafe next', () => {
    expect(verifyEmailURL('//evil.example')).toBe('/verify-email?next=%2F');
  });
});

describe('nextFrom', () => {
  it('is the current page, or the next the verify-email page already carries', () => {
    expect(nextFrom({ pathname: '/travel-tracker', search: '?x=1' })).toBe('/travel-tracker?x=1');
    expect(nextFrom({ pathname: '/verify-email', search: '?next=%2Frecipe-book' })).toBe(
      '/recipe-book',
    );
    expect(nextFrom({ pathname: '/verify-email', search: '?next=%2F%2Fevil.example' })).toBe('/');
  });
});
