import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { buttonVariants } from './button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
import { Modal } from './modal.tsx';
import {
  fakeTimeUser,
  settle as settleFakeTime,
  runEachTestOnFakeTimers,
} from '../../tests/fake-time.ts';

runEachTestOnFakeTimers();

const setup = fakeTimeUser;
const settle = (ms = 200) => settleFakeTime(ms);

function Harness(props: Partial<ConfirmDialogProps> & { onAnswer?: (value: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        message="Delete this recipe?"
        {...props}
        open={open}
        onAnswer={(value) => {
          props.onAnswer?.(value);
          setOpen(false);
        }}
      />
    </>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const user = setup();
  const onAnswer = vi.fn();
  render(<Harness {...props} onAnswer={onAnswer} />);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await settle();
  return { user, onAnswer, dialog: screen.getByRole('alertdialog') };
}

it('shows the default title and buttons, and no close (X) button', async () => {
  const { dialog } = await openDialog();
  expect(dialog).toHaveAccessibleName('Confirm Action');
  expect(dialog).toHaveAccessibleDescription('Delete this recipe?');
  const buttons = screen.getAllByRole('button').filter((button) => dialog.contains(button));
  expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Confirm']);
});

it('uses the given title and button texts', async () => {
  const { dialog } = await openDialog({
    title: 'Delete recipe',
    confirmText: 'Delete it',
    cancelText: 'Keep it',
  });
  expect(dialog).toHaveAccessibleName('Delete recipe');
  expect(screen.getByRole('button', { name: 'Delete it' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Keep it' })).toBeInTheDocument();
});

it('answers true from the confirm button and closes', async () => {
  const { user, onAnswer } = await openDialog();
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await settle();
  expect(onAnswer).toHaveBeenCalledExactlyOnceWith(true);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('answers false from Cancel', async () => {
  const { user, onAnswer } = await openDialog();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onAnswer).toHaveBeenCalledExactlyOnceWith(false);
});

it('answers false on Escape', async () => {
  const { user, onAnswer } = await openDialog();
  await user.keyboard('{Escape}');
  await settle();
  expect(onAnswer).toHaveBeenCalledExactlyOnceWith(false);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('ignores a click outside it, where a plain modal would close', async () => {
  const { user, onAnswer, dialog } = await openDialog();
  await user.click(document.body);
  await settle();
  expect(onAnswer).not.toHaveBeenCalled();
  expect(dialog).toBeInTheDocument();
});

it('a plain modal does close on the same outside click (the check above can fail)', async () => {
  const user = setup();
  const onOpenChange = vi.fn();
  render(<Modal open onOpenChange={onOpenChange} title="Plain" />);
  await settle();
  await user.click(document.body);
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

it('focuses Cancel, the first action, and gives focus back on close', async () => {
  const { user } = await openDialog();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.keyboard('{Escape}');
  await settle();
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
});

it('styles the confirm button as primary, or destructive when asked', async () => {
  const { user } = await openDialog();
  expect(screen.getByRole('button', { name: 'Confirm' }).className).toBe(
    buttonVariants({ variant: 'primary' }),
  );
  await user.keyboard('{Escape}');
  await settle();
  render(<ConfirmDialog open destructive message="Sure?" onAnswer={() => {}} />);
  await settle();
  expect(screen.getByRole('button', { name: 'Confirm' }).className).toBe(
    buttonVariants({ variant: 'destructive' }),
  );
});
