import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { AlertDialog } from './alert-dialog.tsx';
import {
  fakeTimeUser,
  settle as settleFakeTime,
  runEachTestOnFakeTimers,
} from '../../tests/fake-time.ts';

runEachTestOnFakeTimers();

const setup = fakeTimeUser;
const settle = (ms = 200) => settleFakeTime(ms);

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
