import { describe, expect, it } from 'vitest';
import { DATA_ERROR_CODES, DATA_ERROR_STATUS, isDataError } from './errors.ts';
import { MAX_DEPTH, MAX_KEY_BYTES } from './limits.ts';
import {
  isAncestorOrSelf,
  joinPath,
  keyProblem,
  parseDataPath,
  relativePath,
  type DataPath,
} from './paths.ts';
import { createSchemaRegistry } from './registry.ts';

const parsed = (text: string) => parseDataPath(text) as DataPath;

describe('parseDataPath', () => {
  it('reads the owner and the level of each path', () => {
    expect(parsed('users/u1')).toEqual({
      text: 'users/u1',
      segments: ['users', 'u1'],
      uid: 'u1',
      level: 'user',
    });
    expect(parsed('users/u1/recipe-book').level).toBe('tiny');
    expect(parsed('users/u1/recipe-book/recipes').level).toBe('collection');
    expect(parsed('users/u1/recipe-book/recipes/r1').level).toBe('document');
    expect(parsed('users/u1/recipe-book/recipes/r1/steps/one').level).toBe('field');
  });

  it('refuses what lies outside users/{uid} as PERMISSION_DENIED', () => {
    for (const text of ['', 'users', 'Users/u1', 'other/u1', 'user/u1/x']) {
      expect(parseDataPath(text)).toMatchObject({ code: 'PERMISSION_DENIED' });
    }
  });

  it('refuses empty segments, forbidden characters and too many segments as INVALID_DATA', () => {
    for (const text of [
      'users//x',
      'users/u1/',
      '/users/u1',
      'users/u1/a.b',
      'users/u1/..',
      'users/u$1',
      'users/u1/#',
      'users/u1/[0]',
      'users/u1/\n',
      'users/u1/\u007f',
    ]) {
      expect(parseDataPath(text), JSON.stringify(text)).toMatchObject({ code: 'INVALID_DATA' });
    }
    const deepest = ['users', 'u1', ...Array.from({ length: MAX_DEPTH - 2 }, () => 'k')];
    expect(parsed(deepest.join('/')).segments).toHaveLength(MAX_DEPTH);
    expect(parseDataPath([...deepest, 'k'].join('/'))).toMatchObject({ code: 'INVALID_DATA' });
  });
});

describe('keyProblem', () => {
  it('counts UTF-8 bytes and refuses unpaired surrogates', () => {
    expect(keyProblem('a'.repeat(MAX_KEY_BYTES))).toBeNull();
    expect(keyProblem('a'.repeat(MAX_KEY_BYTES + 1))).toMatch(/longer than 768 bytes/);
    expect(keyProblem('é'.repeat(MAX_KEY_BYTES / 2))).toBeNull();
    expect(keyProblem(`${'é'.repeat(MAX_KEY_BYTES / 2)}a`)).not.toBeNull();
    expect(keyProblem('😀'.repeat(MAX_KEY_BYTES / 4))).toBeNull();
    expect(keyProblem(`${'😀'.repeat(MAX_KEY_BYTES / 4)}a`)).not.toBeNull();
    expect(keyProblem('a\ud800b')).toMatch(/surrogate/);
    expect(keyProblem('\udc00')).toMatch(/surrogate/);
    expect(keyProblem('ok-key_1 ~!')).toBeNull();
  });
});

describe('path helpers', () => {
  it('compare whole segments: users/u1 is no ancestor of users/u10', () => {
    expect(isAncestorOrSelf('users/u1', 'users/u1')).toBe(true);
    expect(isAncestorOrSelf('users/u1', 'users/u1/a')).toBe(true);
    expect(isAncestorOrSelf('users/u1', 'users/u10')).toBe(false);
    expect(isAncestorOrSelf('users/u1', 'users/u1!')).toBe(false);
    expect(isAncestorOrSelf('users/u1/a', 'users/u1')).toBe(false);
    expect(isAncestorOrSelf('', 'users/u1')).toBe(true);
    expect(relativePath('users/u1', 'users/u1/a/b')).toBe('a/b');
    expect(relativePath('users/u1', 'users/u1')).toBe('');
    expect(relativePath('users/u1', 'users/u10/a')).toBeNull();
    expect(joinPath('users/u1', '', 'a/b', 'c')).toBe('users/u1/a/b/c');
  });
});

describe('errors and the registry', () => {
  it('gives every code a status and recognises the error shape', () => {
    for (const code of DATA_ERROR_CODES)
      expect(DATA_ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
    expect(isDataError({ code: 'INVALID_DATA', message: 'x' })).toBe(true);
    expect(isDataError({ code: 'invalid_data', message: 'x' })).toBe(false);
    expect(isDataError(null)).toBe(false);
  });

  it('registers each collection once, under valid names', async () => {
    const { z } = await import('zod');
    const registry = createSchemaRegistry();
    registry.register('tiny', 'things', z.string());
    expect(registry.schemaFor('tiny', 'things')).toBeDefined();
    expect(registry.hasTiny('tiny')).toBe(true);
    expect(registry.schemaFor('tiny', 'toString')).toBeUndefined();
    expect(registry.hasTiny('__proto__')).toBe(false);
    expect(() => registry.register('tiny', 'things', z.string())).toThrow(/twice/);
    expect(() => registry.register('a.b', 'things', z.string())).toThrow(/Cannot register/);
  });
});
