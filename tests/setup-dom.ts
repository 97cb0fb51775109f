import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// NOTE: Testing Library advances fake timers only through a global `jest`; without it,
// its waitFor hangs under Vitest's fake timers. This is all it needs of that object.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

// NOTE: jsdom lays nothing out and has no scrollIntoView; screens that bring something into
// view call it all the same (a test may spy on it).
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
