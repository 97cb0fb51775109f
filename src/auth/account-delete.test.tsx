import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ToastProvider } from '@/ui/toast-provider.tsx';
import { AccountDelete } from './account-delete.tsx';
import { fakeAuthServer } from './testing/fake-auth-server.ts';
import {
  fakeTimeUser,
  settle as settleFakeTime,
  runEachTestOnFakeTimers,
} from '../../tests/fake-time.ts';

beforeAll(async () => {
  // The toasts' view, loaded on the first toast; ready so it resolves within fake time.
  await import('@/ui/toast-viewport.tsx');
});
runEachTestOnFakeTimers();

const settle = (ms = 50) => settleFakeTime(ms);
const EMAIL = 'ada@example.com';
const DELETE_PATH = '/api/auth/delete-user';

/** Puts `text` in the field as a person pasting it does: one input, not a keystroke each. */
async function fill(user: ReturnType<typeof fakeTimeUser>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

function setup() {
  const server = fakeAuthServer();
  const store = server.store();
  const router = createMemoryRouter(
    [
      {
        path: '/account',
        element: <AccountDelete email={EMAIL} hasPassword store={store} fetch={server.fetch} />,
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/account'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return { server, router, user: fakeTimeUser() };
}

async function openDialog(user: ReturnType<typeof fakeTimeUser>) {
  await user.click(screen.getByRole('button', { name: 'Delete account…' }));
  await settle();
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

describe('AccountDelete', () => {
  it('asks for the typed address and the password before anything is sent', async () => {
    const { server, user } = setup();
    const dialog = await openDialog(user);
    const submit = within(dialog).getByRole('button', { name: 'Delete my account' });

    await fill(user, within(dialog).getByLabelText('Password', { exact: true }), 'correct horse');
    await fill(
      user,
      within(dialog).getByLabelText(`Type ${EMAIL} to confirm`),
      'someone@else.test',
    );
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`Type ${EMAIL} to confirm.`);

    await user.clear(within(dialog).getByLabelText('Password', { exact: true }));
    // The address in any case, with spaces around it, confirms.
    await fill(
      user,
      within(dialog).getByLabelText(`Type ${EMAIL} to confirm`),
      ' ADA@example.com ',
    );
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Password is required');
    expect(server.last(DELETE_PATH)).toBeUndefined();
  });

  it("shows the server's refusal, and closing the dialog forgets what was typed", async () => {
    const { server, user } = setup();
    server.failNext(DELETE_PATH, 400, { code: 'INVALID_PASSWORD', message: 'Invalid password' });
    let dialog = await openDialog(user);
    await fill(user, within(dialog).getByLabelText('Password', { exact: true }), 'wrong');
    await fill(user, within(dialog).getByLabelText(`Type ${EMAIL} to confirm`), EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await settle();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid password');
    expect(server.last(DELETE_PATH)?.body).toEqual({
      confirmEmail: EMAIL,
      password: 'wrong',
      callbackURL: '/',
    });

    await user.keyboard('{Escape}');
    await settle(500);
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('Password', { exact: true })).toHaveValue('');
    expect(within(dialog).getByLabelText(`Type ${EMAIL} to confirm`)).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
