import { describe, expect, it } from 'vitest';
import { niceStep, ticksFor, yOf } from './chart-scale.ts';

describe('chart scale', () => {
  it('picks round steps', () => {
    expect(niceStep(10, 4)).toBe(2);
    expect(niceStep(37, 4)).toBe(10);
    expect(niceStep(0.8, 4)).toBe(0.2);
    expect(niceStep(0, 4)).toBe(1);
  });

  it('covers every value with round ticks', () => {
    expect(ticksFor([28.4, 33.1, 31])).toEqual([28, 29, 30, 31, 32, 33, 34]);
    expect(ticksFor([120, 860], 4, true)).toEqual([0, 200, 400, 600, 800, 1000]);
    const one = ticksFor([7]);
    expect(one[0]).toBeLessThanOrEqual(7);
    expect(one.at(-1)).toBeGreaterThanOrEqual(7);
    expect(one.length).toBeGreaterThanOrEqual(2);
  });

  it('places values between the bottom and the top', () => {
    expect(yOf(0, [0, 100], 10, 110)).toBe(110);
    expect(yOf(100, [0, 100], 10, 110)).toBe(10);
    expect(yOf(50, [0, 100], 10, 110)).toBe(60);
  });
});
