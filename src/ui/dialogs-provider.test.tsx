import { render, screen } from '@testing-library/react';
import { beforeAll, expect, it, vi } from 'vitest';
import { DialogsProvider, useDialogs, type Dialogs } from './dialogs-provider.tsx';
import {
  fakeTimeUser,
  settle as settleFakeTime,
  runEachTestOnFakeTimers,
} from '../../tests/fake-time.ts';

beforeAll(async () => {
  // The provider loads the queue and the dialogs on first use; have both modules ready so
  // they resolve within fake time instead of waiting on the test runner's file loading.
  await Promise.all([import('./dialog-queue.ts'), import('./dialog-host.tsx')]);
});
runEachTestOnFakeTimers();

const setup = fakeTimeUser;
const settle = (ms = 200) => settleFakeTime(ms);

/** Renders the provider with a button that runs `ask` and records what its promise gives. */
function renderWith(ask: (dialogs: Dialogs) => Promise<unknown>[]) {
  const answers: unknown[] = [];
  function Asker() {
    const dialogs = useDialogs();
    return (
      <button
        type="button"
        onClick={() => {
          for (const promise of ask(dialogs)) void promise.then((value) => answers.push(value));
        }}
      >
        Ask
      </button>
    );
  }
  render(
    <DialogsProvider>
      <Asker />
    </DialogsProvider>,
  );
  return answers;
}

async function ask(user: ReturnType<typeof setup>) {
  await user.click(screen.getByRole('button', { name: 'Ask' }));
  await settle();
}

it('renders no dialog until one is asked for', () => {
  renderWith(() => []);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('confirm resolves true when confirmed, with the default wording', async () => {
  const user = setup();
  const answers = renderWith(({ confirm }) => [confirm({ message: 'Delete it?' })]);
  await ask(user);
  const dialog = screen.getByRole('alertdialog', { name: 'Confirm Action' });
  expect(dialog).toHaveAccessibleDescription('Delete it?');
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  expect(answers).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await settle();
  expect(answers).toEqual([true]);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus();
});

it('confirm resolves false when cancelled or closed with Escape, not on a click outside', async () => {
  const user = setup();
  const answers = renderWith(({ confirm }) => [confirm({ message: 'Leave?' })]);
  await ask(user);
  await user.click(document.body);
  await settle();
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  expect(answers).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await settle();
  expect(answers).toEqual([false]);

  await ask(user);
  await user.keyboard('{Escape}');
  await settle();
  expect(answers).toEqual([false, false]);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('confirm passes on its options', async () => {
  const user = setup();
  const answers = renderWith(({ confirm }) => [
    confirm({
      title: 'Delete recipe',
      message: 'This cannot be undone.',
      confirmText: 'Delete',
      cancelText: 'Keep',
      destructive: true,
    }),
  ]);
  await ask(user);
  expect(screen.getByRole('alertdialog', { name: 'Delete recipe' })).toHaveAccessibleDescription(
    'This cannot be undone.',
  );
  expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await settle();
  expect(answers).toEqual([true]);
});

it('alert has one "OK" button and resolves when closed', async () => {
  const user = setup();
  const answers = renderWith(({ alert }) => [alert({ message: 'Saved.' })]);
  await ask(user);
  const dialog = screen.getByRole('alertdialog', { name: 'Alert' });
  const buttons = screen.getAllByRole('button').filter((button) => dialog.contains(button));
  expect(buttons.map((button) => button.textContent)).toEqual(['OK']);
  expect(answers).toEqual([]);
  await user.click(buttons[0]!);
  await settle();
  expect(answers).toEqual([undefined]);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('queues calls in a row and shows them one at a time, in order', async () => {
  const user = setup();
  const answers = renderWith(({ confirm, alert }) => [
    confirm({ title: 'First', message: '1' }),
    alert({ title: 'Second', message: '2' }),
    confirm({ title: 'Third', message: '3' }),
  ]);
  await ask(user);
  expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  expect(screen.getByRole('alertdialog', { name: 'First' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await settle();
  expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeInTheDocument();

  await user.keyboard('{Escape}');
  await settle();
  expect(screen.getByRole('alertdialog', { name: 'Third' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await settle();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(answers).toEqual([true, undefined, false]);
});

it('useDialogs outside the provider says what is missing', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  function Orphan() {
    useDialogs();
    return null;
  }
  expect(() => render(<Orphan />)).toThrow('useDialogs() needs a <DialogsProvider> above it.');
});
