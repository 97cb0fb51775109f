import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_EXIT_MS,
  TOAST_LIMIT,
  ToastStore,
} from './toast-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const titles = (store: ToastStore) => store.getToasts().map((t) => t.title);
const open = (store: ToastStore) => store.getToasts().filter((t) => !t.closing);

describe('ToastStore', () => {
  it('has the spec’s constants: 5000 ms, at most 5, 150 ms exit', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    expect(TOAST_LIMIT).toBe(5);
    expect(TOAST_EXIT_MS).toBe(150);
  });

  it('adds toasts newest first with distinct ids and the defaults filled in', () => {
    const store = new ToastStore();
    const first = store.add({ title: 'One' });
    const second = store.add({ title: 'Two', description: 'More', type: 'error' });
    expect(first).not.toBe(second);
    expect(store.getToasts()).toEqual([
      {
        id: second,
        title: 'Two',
        description: 'More',
        type: 'error',
        action: undefined,
        duration: 5000,
        closing: false,
      },
      {
        id: first,
        title: 'One',
        description: undefined,
        type: 'info',
        action: undefined,
        duration: 5000,
        closing: false,
      },
    ]);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const store = new ToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.add({ title: 'One' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('closes a toast after its duration, then removes it after the 150 ms exit', () => {
    const store = new ToastStore();
    store.add({ title: 'Default' });
    store.add({ title: 'Short', duration: 1000 });
    vi.advanceTimersByTime(999);
    expect(open(store).map((t) => t.title)).toEqual(['Short', 'Default']);
    vi.advanceTimersByTime(1);
    expect(open(store).map((t) => t.title)).toEqual(['Default']);
    expect(titles(store)).toEqual(['Short', 'Default']); // still animating out
    vi.advanceTimersByTime(TOAST_EXIT_MS - 1);
    expect(titles(store)).toEqual(['Short', 'Default']);
    vi.advanceTimersByTime(1);
    expect(titles(store)).toEqual(['Default']);
    vi.advanceTimersByTime(5000 - 1000 - TOAST_EXIT_MS - 1);
    expect(open(store)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(open(store)).toHaveLength(0);
  });

  it('keeps a toast with an infinite duration until it is dismissed', () => {
    const store = new ToastStore();
    const id = store.add({ title: 'Sticky', duration: Infinity });
    vi.advanceTimersByTime(60_000);
    expect(open(store)).toHaveLength(1);
    store.dismiss(id);
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(store.getToasts()).toEqual([]);
  });

  it('dismisses by id; unknown ids and second dismissals change nothing', () => {
    const store = new ToastStore();
    const keep = store.add({ title: 'Keep' });
    const drop = store.add({ title: 'Drop' });
    store.dismiss(drop);
    store.dismiss(drop);
    store.dismiss('nope');
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(store.getToasts().map((t) => t.id)).toEqual([keep]);
  });

  it('shows at most five: a sixth pushes the oldest out', () => {
    const store = new ToastStore();
    for (let i = 1; i <= 7; i++) store.add({ title: `T${i}`, duration: Infinity });
    expect(open(store).map((t) => t.title)).toEqual(['T7', 'T6', 'T5', 'T4', 'T3']);
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(titles(store)).toEqual(['T7', 'T6', 'T5', 'T4', 'T3']);
  });

  it('pauses a toast’s countdown and resumes it with the time that was left', () => {
    const store = new ToastStore();
    const id = store.add({ title: 'Hover me', duration: 1000 });
    vi.advanceTimersByTime(600);
    store.setPaused(id, true);
    vi.advanceTimersByTime(10_000);
    expect(open(store)).toHaveLength(1);
    store.setPaused(id, false);
    vi.advanceTimersByTime(399);
    expect(open(store)).toHaveLength(1);
    // Pausing twice or resuming twice does not restart or shorten the countdown.
    store.setPaused(id, true);
    store.setPaused(id, true);
    store.setPaused(id, false);
    store.setPaused(id, false);
    vi.advanceTimersByTime(1);
    expect(open(store)).toHaveLength(0);
  });

  it('only pauses the toast it is asked to', () => {
    const store = new ToastStore();
    const held = store.add({ title: 'Held', duration: 1000 });
    store.add({ title: 'Free', duration: 1000 });
    store.setPaused(held, true);
    vi.advanceTimersByTime(1000);
    expect(open(store).map((t) => t.title)).toEqual(['Held']);
  });

  it('clears every pending timer on dispose', () => {
    const store = new ToastStore();
    store.add({ title: 'A', duration: 1000 });
    const b = store.add({ title: 'B' });
    store.dismiss(b);
    store.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
