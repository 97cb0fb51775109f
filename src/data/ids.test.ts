import { describe, expect, it } from 'vitest';
import { keyProblem } from '@/shared/data/paths.ts';
import { newId } from './ids.ts';

describe('newId', () => {
  it('makes 26-character keys that sort as text in the order they were made', () => {
    const ids = Array.from({ length: 2000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(keyProblem(id)).toBeNull();
    }
  });

  it('starts with the time, so ids from later milliseconds sort after', () => {
    const early = newId(Date.UTC(2030, 0, 1));
    const later = newId(Date.UTC(2030, 0, 1) + 1);
    expect(early < later).toBe(true);
    expect(later.slice(0, 10)).toBe('01Q3DCBD01'); // 1893456000001 ms in Crockford base 32
  });

  it('keeps counting up within one millisecond and when the clock steps back', () => {
    const now = Date.UTC(2031, 5, 1);
    const ids = [newId(now), newId(now), newId(now - 5_000), newId(now)];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids.map((id) => id.slice(0, 10))).size).toBe(1);
  });
});
