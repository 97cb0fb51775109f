import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import {
  Popover,
  POPOVER_HOVER_CLOSE_DELAY_MS,
  POPOVER_HOVER_OPEN_DELAY_MS,
  POPOVER_OFFSET_PX,
  type PopoverProps,
} from './popover.tsx';

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

function renderPopover(props: Partial<PopoverProps> = {}) {
  render(
    <>
      <button type="button">Elsewhere</button>
      <Popover title="Opening hours" trigger={<Button>Hours</Button>} {...props}>
        <p>Mon–Fri, 9 to 5.</p>
      </Popover>
    </>,
  );
  return screen.getByRole('button', { name: 'Hours' });
}

it('uses the constants of the spec', () => {
  expect(POPOVER_OFFSET_PX).toBe(8);
  expect(POPOVER_HOVER_CLOSE_DELAY_MS).toBe(200);
});

/** jsdom lays nothing out: give the trigger a box 40 px tall whose bottom edge is at 140 px. */
function placeTrigger(trigger: HTMLElement) {
  trigger.getBoundingClientRect = () => new DOMRect(20, 100, 80, 40);
}

/**
 * The gap between the trigger's box and the panel (0 px tall in jsdom), read from Base UI's
 * positioner around the panel. Measured on whichever side it ended up: jsdom's viewport has
 * no height, so the panel may flip above the trigger.
 */
function gapOf(popover: HTMLElement) {
  const positioner = popover.parentElement!;
  const y = Number(/translate\([-\d.]+px, ([-\d.]+)px\)/.exec(positioner.style.transform)![1]);
  return positioner.getAttribute('data-side') === 'top' ? 100 - y : y - 140;
}

it('opens on click as a dialog named by its title, 8 px from the trigger', async () => {
  const user = setup();
  const trigger = renderPopover();
  placeTrigger(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await user.click(trigger);
  await settle(20);
  const popover = screen.getByRole('dialog', { name: 'Opening hours' });
  expect(popover).toHaveTextContent('Mon–Fri, 9 to 5.');
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(gapOf(popover)).toBe(8);
});

it('takes another offset', async () => {
  const user = setup();
  const trigger = renderPopover({ sideOffset: 16 });
  placeTrigger(trigger);
  await user.click(trigger);
  await settle(20);
  expect(gapOf(screen.getByRole('dialog'))).toBe(16);
});

it('closes on Escape, on a second click and on a click outside, giving focus back', async () => {
  const user = setup();
  const trigger = renderPopover();
  await user.click(trigger);
  await settle(20);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await settle(200);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();

  await user.click(trigger);
  await settle(20);
  await user.click(trigger);
  await settle(200);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(trigger);
  await settle(20);
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  await settle(200);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('is named by its label when it has no title', async () => {
  const user = setup();
  const trigger = renderPopover({ title: undefined, label: 'Hours of the shop' });
  await user.click(trigger);
  await settle(20);
  expect(screen.getByRole('dialog', { name: 'Hours of the shop' })).toBeInTheDocument();
});

it('does not open on hover unless asked to', async () => {
  const user = setup();
  const trigger = renderPopover();
  await user.hover(trigger);
  await settle(POPOVER_HOVER_OPEN_DELAY_MS + 100);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('with openOnHover, opens on hover and closes 200 ms after the pointer leaves', async () => {
  const user = setup();
  const trigger = renderPopover({ openOnHover: true, hoverDelay: 50 });
  await user.hover(trigger);
  await settle(45);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await settle(10);
  expect(screen.getByRole('dialog', { name: 'Opening hours' })).toBeInTheDocument();

  await user.unhover(trigger);
  await settle(POPOVER_HOVER_CLOSE_DELAY_MS - 5);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await settle(10);
  // Closing: marked closed at once, gone after its exit animation (none runs in jsdom).
  await settle(20);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
