import { describe, expect, it } from 'vitest';
import {
  acknowledged,
  expectedKept,
  expectedValue,
  randomWrite,
  seededRandom,
} from './fuzz-model.ts';

const ROOT = 'users/u1';
const FREE = `${ROOT}/t/free`;

describe('the sync fuzz test’s model', () => {
  it('gives the same writes for the same seed', () => {
    const writes = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => randomWrite(random));
    };
    expect(writes(7)).toEqual(writes(7));
    expect(writes(7)).not.toEqual(writes(8));
  });

  it('applies acknowledged writes in commit order, as the store does', () => {
    expect(
      expectedValue(ROOT, [
        { seq: 3, kept: [], write: { type: 'set', rid: 'c', path: `${FREE}/a/x`, value: 2 } },
        { seq: 1, kept: [], write: { type: 'set', rid: 'a', path: `${FREE}/a`, value: 30 } },
        {
          seq: 2,
          kept: [],
          write: { type: 'update', rid: 'b', path: FREE, values: { 'b/y': 1, c: { x: null } } },
        },
        { seq: 4, kept: [], write: { type: 'remove', rid: 'd', path: `${FREE}/b/y` } },
      ]),
    ).toEqual({ t: { free: { a: { x: 2 } } } });
  });

  it('applies an edit by the per-field rule: a field changed since its base stays', () => {
    const edit = {
      type: 'update',
      rid: 'e',
      path: `${FREE}/a`,
      values: { x: 5, y: 6 },
      base: { x: 1, y: 2 },
    } as const;
    const acked = [
      {
        seq: 1,
        kept: [],
        write: { type: 'set', rid: 'a', path: `${FREE}/a`, value: { x: 1, y: 2 } },
      },
      { seq: 2, kept: [], write: { type: 'set', rid: 'b', path: `${FREE}/a/y`, value: 9 } },
      { seq: 3, kept: ['y'], write: edit },
    ] as const;
    expect(expectedValue(ROOT, acked)).toEqual({ t: { free: { a: { x: 5, y: 9 } } } });
    expect(expectedKept(ROOT, acked)).toEqual(new Map([['e', ['y']]]));
  });

  it('counts a write acknowledged once its ack came, with the seq of its last commit', () => {
    const write = { type: 'set', rid: 'w', path: `${FREE}/a`, value: 1 } as const;
    const other = { type: 'remove', rid: 'v', path: `${FREE}/b` } as const;
    expect(
      acknowledged([
        { sent: [write, other], received: [] },
        { sent: [write], received: [{ type: 'ack', rid: 'w', seq: 5 }] },
      ]),
    ).toEqual([{ write, seq: 5, kept: [] }]);
  });
});
