import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AlertDialog } from './alert-dialog.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
/**
 * Advances fake time in small steps, letting React commit and promises settle between them:
 * Base UI chains timers through both, which one big jump would not run.
 */
async function settle(ms = 200) {
  for (let elapsed = 0; elapsed < ms; elapsed += 5) {
    await act(async () => {
      vi.advanceTimersByTime(Math.min(5, ms - elapsed));
    });
  }
}

function Harness({ onClose, title }: { onClose: () => void; title?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Save
      </button>
      <AlertDialog
        open={open}
        title={title}
        message="Saved."
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

async function openAlert(title?: string) {
  const user = setup();
  const onClose = vi.fn();
  render(<Harness onClose={onClose} title={title} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await settle();
  return { user, onClose, dialog: screen.getByRole('alertdialog') };
}

it('is titled "Alert" with a single, focused "OK" button', async () => {
  const { dialog } = await openAlert();
  expect(dialog).toHaveAccessibleName('Alert');
  expect(dialog).toHaveAccessibleDescription('Saved.');
  const buttons = screen.getAllByRole('button').filter((button) => dialog.contains(button));
  expect(buttons.map((button) => button.textContent)).toEqual(['OK']);
  expect(buttons[0]).toHaveFocus();
});

it('takes a custom title', async () => {
  const { dialog } = await openAlert('Profile saved');
  expect(dialog).toHaveAccessibleName('Profile saved');
});

it('closes with OK, once', async () => {
  const { user, onClose } = await openAlert();
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await settle();
  expect(onClose).toHaveBeenCalledOnce();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
});

it('closes with Escape, but not with a click outside', async () => {
  const { user, onClose, dialog } = await openAlert();
  await user.click(document.body);
  await settle();
  expect(dialog).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  await user.keyboard('{Escape}');
  await settle();
  expect(onClose).toHaveBeenCalledOnce();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
