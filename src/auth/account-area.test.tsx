import {
  fakeTimeUser,
  settle as settleFakeTime,
  runEachTestOnFakeTimers,
} from '../../tests/fake-time.ts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MODAL_CLOSE_MS } from '../ui/modal.tsx';
import { AccountArea } from './account-area.tsx';
import { fakeAuthServer, type FakeAuthServer } from './testing/fake-auth-server.ts';

beforeAll(async () => {
  // The area loads the modal on first use; have it ready so it resolves within fake time.
  await import('./auth-modal.tsx');
});
runEachTestOnFakeTimers();
afterEach(() => {
  vi.restoreAllMocks();
});

const settle = (ms = 50) => settleFakeTime(ms);

function setup(server: FakeAuthServer = fakeAuthServer()) {
  const store = server.store();
  const router = createMemoryRouter(
    [{ path: '/', element: <AccountArea store={store} fetch={server.fetch} /> }],
    { initialEntries: ['/'] },
  );
  const { container } = render(<RouterProvider router={router} />);
  return { server, store, container, user: fakeTimeUser() };
}

describe('AccountArea', () => {
  it('holds an invisible stand-in of the same size until the session is known', async () => {
    const { container } = setup();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const standIn = container.querySelector('[aria-hidden="true"]');
    expect(standIn).toHaveTextContent('Log In');
    expect(standIn).toHaveClass('invisible', 'h-10', 'px-4');
    await settle();
    const logIn = screen.getByRole('button', { name: 'Log In' });
    expect(logIn).toHaveClass('h-10', 'px-4');
  });

  it("signed out: 'Log In' opens the auth modal", async () => {
    const { user } = setup();
    await settle();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it("signed in: 'Hi, ' and the name, and 'Logout'", async () => {
    const server = fakeAuthServer();
    server.addAccount('ada@example.com', 'secret12', { name: 'Ada Lovelace' });
    server.verifyAndSignIn('ada@example.com');
    setup(server);
    await settle();
    expect(screen.getByText('Hi, Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('greets with the e-mail when there is no name, truncated with the whole in its title', async () => {
    const email = 'someone.with.a.rather.long.address@example.com';
    const server = fakeAuthServer();
    server.addAccount(email, 'secret12');
    server.verifyAndSignIn(email);
    setup(server);
    await settle();
    const greeting = screen.getByText(`Hi, ${email}`);
    expect(greeting).toHaveClass('truncate');
    expect(greeting.parentElement).toHaveAttribute('title', email);
  });

  it("'Logout' signs out and shows 'Log In' again", async () => {
    const server = fakeAuthServer();
    server.addAccount('ada@example.com', 'secret12');
    server.verifyAndSignIn('ada@example.com');
    const { user } = setup(server);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await settle();
    expect(server.last('/api/auth/sign-out')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByText(/^Hi, /)).not.toBeInTheDocument();
  });

  it('a failed logout is only logged, and the session is asked again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeAuthServer();
    server.addAccount('ada@example.com', 'secret12');
    server.verifyAndSignIn('ada@example.com');
    const { user } = setup(server);
    await settle();
    const asked = server.requests.filter((r) => r.url === '/api/auth/get-session').length;
    server.failNext('/api/auth/sign-out', 500, { message: 'Internal error' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await settle();
    expect(logged).toHaveBeenCalledWith('Logout failed', expect.objectContaining({ status: 500 }));
    expect(server.requests.filter((r) => r.url === '/api/auth/get-session').length).toBe(asked + 1);
    expect(screen.getByText('Hi, ada@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after a login in the modal, the greeting appears and focus lands on Logout', async () => {
    const server = fakeAuthServer();
    server.addAccount('ada@example.com', 'secret12');
    const { user } = setup(server);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await settle();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await settle(MODAL_CLOSE_MS + 100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Hi, ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
  });
});
