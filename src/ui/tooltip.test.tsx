import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { Tooltip, TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_OPEN_DELAY_MS } from './tooltip.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
/** Advances fake time a millisecond at a time, letting React commit between steps. */
async function settle(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 1) {
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
  }
}

function renderTooltip() {
  render(
    <div>
      <button type="button">Elsewhere</button>
      <div data-testid="scroller" style={{ overflow: 'auto', height: 50 }}>
        <Tooltip content="Bold text">
          <Button aria-label="Bold">B</Button>
        </Tooltip>
      </div>
    </div>,
  );
  return screen.getByRole('button', { name: 'Bold' });
}

it('uses the 100 ms delays of the spec', () => {
  expect(TOOLTIP_OPEN_DELAY_MS).toBe(100);
  expect(TOOLTIP_CLOSE_DELAY_MS).toBe(100);
});

it('shows 100 ms after the pointer rests on the trigger, not before', async () => {
  const user = setup();
  const trigger = renderTooltip();
  await user.hover(trigger);
  await settle(TOOLTIP_OPEN_DELAY_MS - 5);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await settle(10);
  expect(screen.getByRole('tooltip')).toHaveTextContent('Bold text');
});

it('hides 100 ms after the pointer leaves, not before', async () => {
  const user = setup();
  const trigger = renderTooltip();
  await user.hover(trigger);
  await settle(TOOLTIP_OPEN_DELAY_MS + 10);
  expect(screen.getByRole('tooltip')).toBeInTheDocument();
  await user.unhover(trigger);
  await settle(TOOLTIP_CLOSE_DELAY_MS - 5);
  expect(screen.getByRole('tooltip')).toBeInTheDocument();
  await settle(10);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

it('opens on keyboard focus and closes when focus leaves', async () => {
  const user = setup();
  renderTooltip();
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
  await settle(5);
  expect(screen.getByRole('tooltip')).toHaveTextContent('Bold text');
  await user.tab({ shift: true });
  await settle(TOOLTIP_CLOSE_DELAY_MS + 10);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

it('closes on Escape', async () => {
  const user = setup();
  const trigger = renderTooltip();
  await user.hover(trigger);
  await settle(TOOLTIP_OPEN_DELAY_MS + 10);
  expect(screen.getByRole('tooltip')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await settle(5);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

it('closes when the page scrolls', async () => {
  const user = setup();
  const trigger = renderTooltip();
  await user.hover(trigger);
  await settle(TOOLTIP_OPEN_DELAY_MS + 10);
  expect(screen.getByRole('tooltip')).toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  await settle(5);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

it('closes when a container around the trigger scrolls', async () => {
  const user = setup();
  renderTooltip();
  await user.tab();
  await user.tab();
  await settle(5);
  expect(screen.getByRole('tooltip')).toBeInTheDocument();
  act(() => {
    screen.getByTestId('scroller').dispatchEvent(new Event('scroll'));
  });
  await settle(5);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});
