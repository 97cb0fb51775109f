import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

// NOTE: this runs before a test file's own afterEach (`sequence.hooks: 'list'`): on fake
// time the screen is unmounted and its timers run while time is still fake. A timer left
// pending when the clock goes back to real time would never fire, and Base UI keeps state
// between renders that waits for one (a select that then never opens, in a later file).
afterEach(() => {
  cleanup();
  if (vi.isFakeTimers()) act(() => vi.runOnlyPendingTimers());
  localStorage.clear();
});

// NOTE: a test that ends (a timeout, a failed assertion) while a user-event session of its
// is still typing must not type on into the next test's screen: the files of a worker share
// one document, and `keyboard()` types into whatever has focus. Every session is tied to the
// test that set it up: user-event waits between steps through `advanceTimers`, and once
// that test has ended the wait ends in an error instead of the next step.
const TIED = Symbol.for('tinies.userEventTiedToTest');
const realSetTimeout = globalThis.setTimeout;
// NOTE: this file runs again for every test file of a worker, while user-event is set up
// once per worker: the count of tests lives where every run of this file finds it.
const tests = ((globalThis as { [TIED]?: { count: number } })[TIED] ??= { count: 0 });
beforeEach(() => void tests.count++);
afterEach(() => void tests.count++);
if (!(TIED in userEvent)) {
  const setup = userEvent.setup.bind(userEvent);
  Object.assign(userEvent, {
    [TIED]: true,
    setup(options: Parameters<typeof setup>[0] = {}) {
      const test = tests.count;
      const advance = options.advanceTimers;
      return setup({
        ...options,
        async advanceTimers(ms: number) {
          const ended = () => {
            if (tests.count !== test) {
              throw new Error('user-event: the test that set up this session has ended');
            }
          };
          ended();
          // On fake time the session advances the clock itself, and nothing real happens in
          // between (a real wait there let a dialog's loading miss its fake frames).
          if (advance) return advance(ms);
          // On real time: as long as user-event's own wait, then the check again, so that a
          // test ending during the wait types nothing more.
          await new Promise((resolve) => realSetTimeout(resolve, ms));
          ended();
        },
      });
    },
  });
}

// NOTE: Testing Library advances fake timers only through a global `jest`; without it,
// its waitFor hangs under Vitest's fake timers. This is all it needs of that object.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

// NOTE: a bound for what never appears, not a measure: what a screen loads on use (the
// dialog host, an editor) is imported afresh in each file, and its first import took over
// Testing Library's 1 s (a confirmation never "found") with both cores saturated.
configure({ asyncUtilTimeout: 10_000 });

// NOTE: jsdom lays nothing out and has no scrollIntoView; screens that bring something into
// view call it all the same (a test may spy on it).
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// NOTE: the client's files share one document and module cache per worker (`isolate:
// false`, for speed); each file starts as if alone: its own copy of the app's modules (and
// their module-level state), an empty document at `/`, no storage, real timers, no spies.
vi.resetModules();
vi.useRealTimers();
vi.restoreAllMocks();
document.head.innerHTML = '';
document.body.innerHTML = '';
for (const { name } of [...document.documentElement.attributes]) {
  if (name !== 'lang') document.documentElement.removeAttribute(name);
}
for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
history.replaceState(null, '', '/');
localStorage.clear();
sessionStorage.clear();
