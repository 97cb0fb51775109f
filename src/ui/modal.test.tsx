import { render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Modal, MODAL_CLOSE_MS, MODAL_OPEN_MS } from './modal.tsx';
import {
  fakeTimeUser,
  settle as settleFakeTime,
  runEachTestOnFakeTimers,
} from '../../tests/fake-time.ts';

runEachTestOnFakeTimers();

const setup = fakeTimeUser;
const settle = (ms = 50) => settleFakeTime(ms);

function Harness({ footer, children }: { footer?: ReactNode; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Edit profile"
        description="Change your display name."
        footer={footer}
      >
        {children ?? <p>Body text</p>}
      </Modal>
    </>
  );
}

const withActions = (
  <>
    <Button variant="outline">Discard</Button>
    <Button>Save</Button>
  </>
);

describe('Modal', () => {
  it('is a dialog named by its title and described by its description', async () => {
    const user = setup();
    render(<Harness footer={withActions} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    expect(dialog).toHaveAccessibleDescription('Change your display name.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('moves focus to the first action button, not the close button', async () => {
    const user = setup();
    render(<Harness footer={withActions} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside while open', async () => {
    const user = setup();
    render(<Harness footer={withActions} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    for (let i = 0; i < 5; i++) {
      await user.tab();
      await settle(20); // the focus guards hand the focus on in the next frame
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 5; i++) {
      await user.tab({ shift: true });
      await settle(20);
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('skips a disabled first action', async () => {
    const user = setup();
    render(
      <Harness
        footer={
          <>
            <Button disabled>Retry</Button>
            <Button>Done</Button>
          </>
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('without actions, focuses the first focusable control of the body', async () => {
    const user = setup();
    render(
      <Harness>
        <label>
          Name <input />
        </label>
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('with nothing else focusable, focuses the close button', async () => {
    const user = setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the element focused before', async () => {
    const user = setup();
    render(<Harness footer={withActions} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await settle(MODAL_CLOSE_MS + 50);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('opened from the keyboard, returns focus to that element', async () => {
    const user = setup();
    render(<Harness />);
    screen.getByRole('button', { name: 'Open' }).focus();
    await user.keyboard('{Enter}');
    await settle();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await settle(MODAL_CLOSE_MS + 50);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('locks page scroll while open and releases it on close', async () => {
    const user = setup();
    render(<Harness footer={withActions} />);
    const locked = () =>
      [document.documentElement, document.body].some(
        (el) => getComputedStyle(el).overflow === 'hidden',
      );
    expect(locked()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    expect(locked()).toBe(true);
    await user.keyboard('{Escape}');
    await settle(MODAL_CLOSE_MS + 50);
    expect(locked()).toBe(false);
  });
});

describe('Modal animation', () => {
  let restore: () => void;
  beforeEach(() => {
    // NOTE: jsdom runs no CSS transitions. Emulate the browser: an element with an inline
    // transition-duration has one running transition that finishes after that duration.
    const original = Element.prototype.getAnimations;
    Element.prototype.getAnimations = function (this: HTMLElement) {
      const ms = parseFloat(this.style?.transitionDuration ?? '');
      if (!ms) return [];
      const finished = new Promise<void>((resolve) => setTimeout(resolve, ms));
      return [
        {
          finished,
          playState: 'running',
          pending: false,
          effect: { getTiming: () => ({ duration: ms, iterations: 1 }) },
        } as unknown as Animation,
      ];
    };
    restore = () => {
      Element.prototype.getAnimations = original;
    };
  });
  afterEach(() => restore());

  it('opens in 10 ms and closes in 150 ms', async () => {
    expect(MODAL_OPEN_MS).toBe(10);
    expect(MODAL_CLOSE_MS).toBe(150);
    const user = setup();
    render(<Harness footer={withActions} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    expect(dialog.style.transitionDuration).toBe('10ms');
    expect(dialog).not.toHaveAttribute('data-starting-style');

    await user.keyboard('{Escape}');
    expect(dialog.style.transitionDuration).toBe('150ms');
    expect(dialog).toHaveAttribute('data-ending-style');
    await settle(MODAL_CLOSE_MS - 20);
    expect(dialog).toBeInTheDocument();
    await settle(40);
    expect(dialog).not.toBeInTheDocument();
  });
});
