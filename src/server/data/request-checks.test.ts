import { describe, expect, it } from 'vitest';
import { dataPathOfTarget } from './request-path.ts';
import { authorise } from './rules.ts';
import { createWriteLimiter } from './write-rate.ts';

describe('dataPathOfTarget', () => {
  it('decodes each segment exactly once', () => {
    expect(dataPathOfTarget('/api/data/users/u1/t/c/caf%C3%A9%20au%20lait?x=1')).toMatchObject({
      text: 'users/u1/t/c/café au lait',
      uid: 'u1',
    });
    expect(dataPathOfTarget('/api/data/users/u1/t/c/100%2525')).toMatchObject({
      text: 'users/u1/t/c/100%25',
    });
    expect(dataPathOfTarget('http://host:1/api/data/users/u1')).toMatchObject({ text: 'users/u1' });
  });

  it('refuses encoded slashes, backslashes and dots, empty segments and bad escapes', () => {
    for (const target of [
      '/api/data/users/u1%2Fx',
      '/api/data/users/u1%2fx',
      '/api/data/users/u1%5Cx',
      '/api/data/users/u1/%2e%2e/u2',
      '/api/data/users/u1/%2E',
      '/api/data/users/u1/../u2',
      '/api/data/users/u1/./x',
      '/api/data/users//u1',
      '/api/data/users/u1/',
      '/api/data/users/u1\\x',
      '/api/data/users/u1/%zz',
      '/api/data/users/u1/%C0%AF',
      '/api/data/users/u1/%00',
    ]) {
      expect(dataPathOfTarget(target), target).toMatchObject({ code: 'INVALID_DATA' });
    }
    for (const target of ['/api/data', '/api/data/', '/api/data/users', '/api/data/other/u1']) {
      expect(dataPathOfTarget(target), target).toMatchObject({ code: 'PERMISSION_DENIED' });
    }
  });
});

describe('authorise', () => {
  const path = dataPathOfTarget('/api/data/users/u1/t') as Exclude<
    ReturnType<typeof dataPathOfTarget>,
    { code: string }
  >;
  it('lets a verified user reach their own root only', () => {
    expect(authorise({ user: { id: 'u1', emailVerified: true } }, path)).toBeNull();
    expect(authorise({ user: { id: 'u10', emailVerified: true } }, path)).toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    expect(authorise({ user: { id: 'u', emailVerified: true } }, path)).toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    expect(authorise({ user: { id: 'u1', emailVerified: false } }, path)).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(authorise(null, path)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('createWriteLimiter', () => {
  it('allows a burst, then refills at the rate, per key', () => {
    let now = 0;
    const limiter = createWriteLimiter({ perSecond: 2, burst: 3 }, () => now);
    expect([1, 2, 3].map(() => limiter.take('a'))).toEqual([0, 0, 0]);
    expect(limiter.take('a')).toBe(1);
    expect(limiter.take('b')).toBe(0);
    now += 500;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBeGreaterThan(0);
    now += 10_000;
    expect([1, 2, 3].map(() => limiter.take('a'))).toEqual([0, 0, 0]);
    expect(limiter.take('a')).toBeGreaterThan(0);
  });
});
