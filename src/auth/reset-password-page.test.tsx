import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ToastProvider } from '@/ui/toast-provider.tsx';
import { PASSWORD_CHANGED_MESSAGE, RESET_LINK_INVALID_MESSAGE } from './auth-messages.ts';
import ResetPasswordPage from './reset-password-page.tsx';
import { fakeAuthServer } from './testing/fake-auth-server.ts';
import {
  fakeTimeUser,
  settle as settleFakeTime,
  runEachTestOnFakeTimers,
} from '../../tests/fake-time.ts';

beforeAll(async () => {
  // Loaded on first use by the page; have them ready so they resolve within fake time.
  await Promise.all([import('./auth-modal.tsx'), import('@/ui/toast-viewport.tsx')]);
});
runEachTestOnFakeTimers();

const settle = (ms = 50) => settleFakeTime(ms);
const RESET_PATH = '/api/auth/reset-password';

/** Puts `text` in the field as a person pasting it does: one input, not a keystroke each. */
async function fill(user: ReturnType<typeof fakeTimeUser>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

function setup(url: string) {
  const server = fakeAuthServer();
  const store = server.store();
  const [pathname, search = ''] = url.split('?');
  const router = createMemoryRouter(
    [
      {
        path: '/reset-password',
        element: <ResetPasswordPage store={store} fetch={server.fetch} />,
      },
    ],
    { initialEntries: [{ pathname, search: search ? `?${search}` : '' }] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return { server, user: fakeTimeUser() };
}

const form = () => screen.getByRole('form', { name: 'Choose a new password' });

async function choose(user: ReturnType<typeof fakeTimeUser>, password: string, confirm: string) {
  await fill(user, within(form()).getByLabelText('New password'), password);
  await fill(user, within(form()).getByLabelText('Confirm Password'), confirm);
  await user.click(within(form()).getByRole('button', { name: 'Set new password' }));
  await settle();
}

describe('ResetPasswordPage', () => {
  it('holds the new password to the sign-up rules before anything is sent', async () => {
    const { server, user } = setup('/reset-password?token=t1');
    await settle();
    await choose(user, 'battery staple', 'battery stapler');
    expect(within(form()).getByRole('alert')).toHaveTextContent('Passwords do not match.');
    await choose(user, '12345', '12345');
    expect(within(form()).getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long',
    );
    expect(server.last(RESET_PATH)).toBeUndefined();
  });

  it("sends the link's token with the new password, then says the password is changed", async () => {
    const { server, user } = setup('/reset-password?token=t1');
    server.failNext(RESET_PATH, 200, { status: true });
    await settle();
    await choose(user, 'battery staple', 'battery staple');
    expect(server.last(RESET_PATH)?.body).toEqual({ token: 't1', newPassword: 'battery staple' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Password changed');
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_CHANGED_MESSAGE);
    expect(screen.getByRole('button', { name: 'Log In' })).toBeVisible();
  });

  it('a used or expired link says so and offers a new one, from the address or the answer', async () => {
    setup('/reset-password?error=INVALID_TOKEN');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });

  it('a token the server no longer takes turns the page into the same offer', async () => {
    const { server, user } = setup('/reset-password?token=used');
    server.failNext(RESET_PATH, 400, { code: 'INVALID_TOKEN', message: 'Invalid token' });
    await settle();
    await choose(user, 'battery staple', 'battery staple');
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Choose a new password' })).toBeNull();
  });
});
