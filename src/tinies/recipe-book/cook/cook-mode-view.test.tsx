import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CookModeView from './cook-mode-view.tsx';
import { renderAt, TEST_ID, testRecipeState } from '../testing/recipe-view-testing.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

const URL = `/recipe-book?recipe=${TEST_ID}&view=cook`;
const cook = () => renderAt(URL, <CookModeView state={testRecipeState()} />);
const currentStep = () =>
  within(screen.getByRole('region', { name: 'Steps' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');

describe('CookModeView', () => {
  it('ticks ingredients and steps, steps through them, and keeps the place over a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = cook();
    expect(screen.getByRole('heading', { level: 2, name: 'Baked tomato pasta' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Exit cook mode' })).toHaveAttribute(
      'href',
      `/recipe-book?recipe=${TEST_ID}`,
    );
    // jsdom has no Screen Wake Lock: the screen says so instead of failing.
    expect(screen.getByText("Your browser can't keep the screen on")).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: '400 g spaghetti' }));
    expect(screen.getByRole('checkbox', { name: '400 g spaghetti' })).toBeChecked();

    expect(currentStep()).toHaveTextContent('Step 1');
    await user.click(screen.getByRole('checkbox', { name: 'Step 1 Done' }));
    expect(currentStep()).toHaveTextContent('Step 2');
    await user.keyboard('{ArrowRight}');
    expect(currentStep()).toHaveTextContent('Step 3');
    expect(screen.getByText('Step 3 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(currentStep()).toHaveTextContent('Step 2');

    // Scaling applies here too.
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(screen.getByRole('checkbox', { name: '500 g spaghetti' })).toBeChecked();

    unmount();
    cook();
    expect(screen.getByRole('checkbox', { name: '500 g spaghetti' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Step 1 Done' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /olive oil/ })).not.toBeChecked();
    expect(currentStep()).toHaveTextContent('Step 2');

    await user.click(screen.getByRole('button', { name: 'Clear ticks' }));
    expect(screen.getByRole('checkbox', { name: '500 g spaghetti' })).not.toBeChecked();
    expect(currentStep()).toHaveTextContent('Step 1');
  });

  it('starts a timer from a time in a step, counts down, pauses, and says when it is done', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    cook();
    await user.click(screen.getByRole('button', { name: '10 minutes, start a timer' }));
    const timer = screen.getByRole('timer', { name: 'Step 1: 10 minutes: time left' });
    expect(timer).toHaveTextContent('10:00');
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(timer).toHaveTextContent('09:59');

    // A second timer runs alongside; the range counts its shorter end.
    await user.click(screen.getByRole('button', { name: '10-12 min, start a timer' }));
    expect(screen.getByRole('timer', { name: 'Step 3: 10-12 min: time left' })).toHaveTextContent(
      '10:00',
    );

    await user.click(screen.getByRole('button', { name: 'Pause Step 1: 10 minutes' }));
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(timer).toHaveTextContent('09:59');
    await user.click(screen.getByRole('button', { name: 'Resume Step 1: 10 minutes' }));

    await act(async () => {
      vi.advanceTimersByTime(10 * 60_000);
      await vi.dynamicImportSettled();
    });
    expect(timer).toHaveTextContent('Done');
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findAllByText('Timer done')).toHaveLength(2);
    expect(within(notifications).getByText('Step 1: 10 minutes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss Step 1: 10 minutes' }));
    expect(screen.queryByRole('timer', { name: 'Step 1: 10 minutes: time left' })).toBeNull();
  });
});
