import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWarmUpWhenIdle } from './use-warm-up-when-idle.ts';

function Warm({ items, warm }: { items: readonly number[]; warm: (item: number) => void }) {
  useWarmUpWhenIdle(items, warm);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useWarmUpWhenIdle', () => {
  it('warms every item once, in turns, and stops when unmounted', () => {
    const items = Array.from({ length: 1000 }, (_, index) => index);
    const seen: number[] = [];
    const warm = (item: number) => {
      seen.push(item);
      vi.setSystemTime(Date.now() + 1); // each item takes a moment
    };
    const view = render(<Warm items={items} warm={warm} />);
    expect(seen).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(1000);
    vi.runAllTimers();
    expect(seen).toEqual(items);

    const more = Array.from({ length: 1000 }, (_, index) => index);
    const later: number[] = [];
    view.rerender(<Warm items={more} warm={(item) => later.push(item)} />);
    view.unmount();
    vi.runAllTimers();
    expect(later).toEqual([]);
  });
});
