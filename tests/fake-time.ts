import { act } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

/** Each test in the calling file runs on Vitest's fake timers. */
export function runEachTestOnFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** A user-event session that advances the fake clock while it waits between actions. */
export const fakeTimeUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

/**
 * Advances fake time in small steps, letting React commit and promises settle between them:
 * Base UI chains timers through both, which one big jump would not run.
 */
export async function settle(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 5) {
    await act(async () => {
      vi.advanceTimersByTime(Math.min(5, ms - elapsed));
    });
  }
}
