import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MODAL_CLOSE_MS } from '@/ui/modal.tsx';
import { AuthModal } from './auth-modal.tsx';
import type { SessionStore } from './session.ts';
import { fakeAuthServer, type FakeAuthServer } from './testing/fake-auth-server.ts';
import { useSession } from './use-session.ts';
import {
  fakeTimeUser,
  settle as settleFakeTime,
  runEachTestOnFakeTimers,
} from '../../tests/fake-time.ts';

runEachTestOnFakeTimers();

const settle = (ms = 50) => settleFakeTime(ms);

interface PageProps {
  server: FakeAuthServer;
  store: SessionStore;
  redirect: (url: string) => void;
}

function Page({ server, store, redirect }: PageProps) {
  const [open, setOpen] = useState(false);
  const session = useSession(store);
  return (
    <>
      <p>Session: {session.status}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <AuthModal
        open={open}
        onOpenChange={setOpen}
        store={store}
        fetch={server.fetch}
        redirect={redirect}
      />
    </>
  );
}

function VerifyPage() {
  const location = useLocation();
  return (
    <p>
      Verify page {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

function setup(server = fakeAuthServer()) {
  const store = server.store();
  const redirect = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/recipe-book', element: <Page server={server} store={store} redirect={redirect} /> },
      { path: '/verify-email', element: <VerifyPage /> },
    ],
    { initialEntries: ['/recipe-book'] },
  );
  render(<RouterProvider router={router} />);
  return { server, store, router, redirect, user: fakeTimeUser() };
}

async function open(user: ReturnType<typeof fakeTimeUser>) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await settle();
  return screen.getByRole('dialog');
}

async function close(user: ReturnType<typeof fakeTimeUser>) {
  await user.keyboard('{Escape}');
  await settle(MODAL_CLOSE_MS + 50);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

async function logIn(user: ReturnType<typeof fakeTimeUser>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await settle();
}

describe('AuthModal', () => {
  it("is titled 'Login', then 'Sign Up' / 'Log In' as the user switches; each opening starts over", async () => {
    const { user } = setup();
    expect(await open(user)).toHaveAccessibleName('Login');
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign Up" }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Sign Up');
    await user.click(screen.getByRole('button', { name: 'Already have an account? Log In' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Log In');
    await close(user);
    expect(await open(user)).toHaveAccessibleName('Login');
    expect(screen.queryByLabelText('Confirm Password')).not.toBeInTheDocument();
  });

  it("shows the server's message, and closing clears it", async () => {
    const { user } = setup();
    await open(user);
    await logIn(user, 'ada@example.com', 'wrong-password');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    await close(user);
    await open(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a login closes it and refreshes the session', async () => {
    const server = fakeAuthServer();
    server.addAccount('ada@example.com', 'secret12');
    const { user } = setup(server);
    await settle();
    expect(screen.getByText('Session: signed-out')).toBeInTheDocument();
    await open(user);
    await logIn(user, 'ada@example.com', 'secret12');
    await settle(MODAL_CLOSE_MS + 50);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Session: signed-in')).toBeInTheDocument();
    expect(server.last('/api/auth/sign-in/email')?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret12',
      callbackURL: '/verify-email?next=%2Frecipe-book',
    });
  });

  it("an unverified login reads 'Email not verified' and offers to resend the link", async () => {
    const server = fakeAuthServer();
    server.addAccount('ada@example.com', 'secret12', { verified: false });
    const { user } = setup(server);
    await open(user);
    await logIn(user, 'ada@example.com', 'secret12');
    expect(screen.getByRole('alert')).toHaveTextContent('Email not verified');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    await settle();
    expect(screen.getByText('We sent a new link to ada@example.com.')).toBeInTheDocument();
    expect(server.last('/api/auth/send-verification-email')?.body).toEqual({
      email: 'ada@example.com',
      callbackURL: '/verify-email?next=%2Frecipe-book',
    });
  });

  it('a sign-up closes it and continues to /verify-email with the address', async () => {
    const { user, router, server } = setup();
    await open(user);
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign Up" }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await settle(MODAL_CLOSE_MS + 50);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(router.state.location.search).toBe('?next=%2Frecipe-book');
    expect(router.state.location.state).toEqual({ email: 'ada@example.com', sent: true });
    expect(server.last('/api/auth/sign-up/email')?.body).toMatchObject({ name: '' });
  });

  it('offers the providers the server has on, and sends the browser to the chosen one', async () => {
    const { user, server, redirect } = setup(fakeAuthServer({ providers: ['google'] }));
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    await settle();
    expect(server.last('/api/auth/sign-in/social')?.body).toEqual({
      provider: 'google',
      callbackURL: '/verify-email?provider=google&next=%2Frecipe-book',
      errorCallbackURL: '/verify-email?provider=google&next=%2Frecipe-book',
      newUserCallbackURL: '/verify-email?provider=google&next=%2Frecipe-book',
    });
    expect(redirect).toHaveBeenCalledExactlyOnceWith('https://accounts.example/authorize?p=google');
  });

  it("a failed social sign-in reads '<Provider> authentication failed'", async () => {
    const server = fakeAuthServer({ providers: ['google'] });
    server.failNext('/api/auth/sign-in/social', 500, {});
    const { user } = setup(server);
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Google authentication failed');
  });

  it('asks for the providers once, and keeps the e-mail form usable meanwhile', async () => {
    const { user, server } = setup(fakeAuthServer({ providers: ['github'] }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Email')).toBeEnabled();
    await settle();
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeInTheDocument();
    await close(user);
    await open(user);
    expect(server.requests.filter((r) => r.url === '/api/config')).toHaveLength(1);
  });
});
