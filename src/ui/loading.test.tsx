import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Loading, LOADING_DOT_INTERVAL_MS } from './loading.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const visibleDots = () =>
  screen.getByRole('status').querySelectorAll('[data-dot]:not(.opacity-0)').length;

it('reads "Loading..." and lights the three dots one by one every 500 ms', () => {
  render(<Loading />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(visibleDots()).toBe(3);
  act(() => vi.advanceTimersByTime(LOADING_DOT_INTERVAL_MS));
  expect(visibleDots()).toBe(1);
  act(() => vi.advanceTimersByTime(LOADING_DOT_INTERVAL_MS - 1));
  expect(visibleDots()).toBe(1);
  act(() => vi.advanceTimersByTime(1));
  expect(visibleDots()).toBe(2);
  act(() => vi.advanceTimersByTime(LOADING_DOT_INTERVAL_MS));
  expect(visibleDots()).toBe(3);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(LOADING_DOT_INTERVAL_MS).toBe(500);
});
