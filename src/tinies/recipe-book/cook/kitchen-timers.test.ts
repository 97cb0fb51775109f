import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatClock, KitchenTimers, remainingMs, type KitchenTimer } from './kitchen-timers.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('formatClock', () => {
  it('shows minutes and seconds, hours when there are any, a started second until it ends', () => {
    expect(formatClock(600_000)).toBe('10:00');
    expect(formatClock(599_001)).toBe('10:00');
    expect(formatClock(599_000)).toBe('09:59');
    expect(formatClock(3_900_000)).toBe('1:05:00');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-5)).toBe('00:00');
  });
});

describe('KitchenTimers', () => {
  it('counts down from an end time, pauses, resumes, and reports each finished timer once', () => {
    const done: KitchenTimer[] = [];
    const timers = new KitchenTimers();
    timers.setOnDone((timer) => done.push(timer));
    timers.start('0:12', 'Step 1: 10 minutes', 600);
    timers.start('0:12', 'Step 1: 10 minutes', 600); // the same time again: no second timer
    timers.start('2:30', 'Step 2: 8 minutes', 480);
    const [first, second] = timers.getSnapshot().timers;
    expect(timers.getSnapshot().timers).toHaveLength(2);

    vi.advanceTimersByTime(60_000);
    expect(remainingMs(first!, timers.getSnapshot().now)).toBe(540_000);
    timers.pause(first!.id);
    vi.advanceTimersByTime(60_000);
    const paused = timers.getSnapshot().timers[0]!;
    expect(remainingMs(paused, timers.getSnapshot().now)).toBe(540_000);
    timers.resume(first!.id);

    vi.advanceTimersByTime(6 * 60_000 + 250);
    expect(done.map((timer) => timer.label)).toEqual(['Step 2: 8 minutes']);
    vi.advanceTimersByTime(3 * 60_000);
    expect(done.map((timer) => timer.label)).toEqual(['Step 2: 8 minutes', 'Step 1: 10 minutes']);
    expect(timers.getSnapshot().timers.every((timer) => timer.done)).toBe(true);
    // Nothing runs any more, so the clock stops.
    expect(vi.getTimerCount()).toBe(0);

    timers.remove(second!.id);
    expect(timers.getSnapshot().timers.map((timer) => timer.label)).toEqual(['Step 1: 10 minutes']);
  });
});
