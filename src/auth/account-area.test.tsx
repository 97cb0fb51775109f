import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createDataClient, type DataClient } from '@/data/client.ts';
import { memoryPersistence } from '@/data/engine/persistence.ts';
import { scriptedSocket } from '@/data/testing/scripted-socket.ts';
import { createSchemaRegistry } from '@/shared/data/registry.ts';
import { ACCOUNT_USAGE_PATH, type AccountUsage } from '@/shared/data/usage.ts';
import { MODAL_CLOSE_MS } from '@/ui/modal.tsx';
import { ToastProvider } from '@/ui/toast-provider.tsx';
import { AccountArea } from './account-area.tsx';
import { getSession, signOut } from './auth-api.ts';
import { PENDING_SIGN_OUT_KEY, SessionStore } from './session.ts';
import { fakeAuthServer, type FakeAuthServer } from './testing/fake-auth-server.ts';
import {
  fakeTimeUser,
  settle as settleFakeTime,
  runEachTestOnFakeTimers,
} from '../../tests/fake-time.ts';

beforeAll(async () => {
  // The area loads the modal and the account panel on first use; have them ready so they
  // resolve within fake time.
  await import('./auth-modal.tsx');
  await import('./account-menu.tsx');
  // The toasts' view too (the offline logout's notice), loaded on the first toast.
  await import('@/ui/toast-viewport.tsx');
  // And the question asked when changes wait.
  await import('./logout-question.tsx');
});
runEachTestOnFakeTimers();
afterEach(() => {
  vi.restoreAllMocks();
});

const settle = (ms = 50) => settleFakeTime(ms);

const USAGE: AccountUsage = {
  documents: { bytes: 13_002_342, count: 1204, quotaBytes: 100 * 1024 * 1024, quotaCount: 100_000 },
  files: { bytes: 500 * 1024 * 1024, quotaBytes: 500 * 1024 * 1024 },
};

/**
 * The fake auth server, and `GET /api/account/usage` answered by `usage` (a status for a
 * failure); every request to it is counted.
 */
function withUsage(server: FakeAuthServer, usage: () => AccountUsage | number) {
  const reads: string[] = [];
  const fetch: typeof server.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.endsWith(ACCOUNT_USAGE_PATH)) return server.fetch(input, init);
    reads.push(url);
    const answer = usage();
    return typeof answer === 'number'
      ? Response.json({ code: 'UNAVAILABLE', message: 'Down.' }, { status: answer })
      : Response.json(answer);
  };
  return { fetch, reads };
}

/** A data client with nothing waiting, unless a test makes it wait. */
function dataClient() {
  const socket = scriptedSocket();
  const registry = createSchemaRegistry();
  registry.register('notes', 'free', z.unknown());
  const client = createDataClient({
    persistence: memoryPersistence(),
    connect: socket.connect,
    schemas: registry,
  });
  clients.push(client);
  return { client, socket };
}
const clients: DataClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

function setup(
  server: FakeAuthServer = fakeAuthServer(),
  fetch = server.fetch,
  data: DataClient = dataClient().client,
  store = server.store(),
) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <AccountArea store={store} fetch={fetch} loadData={async () => data} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  const { container } = render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
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

  it("a session ended on another device returns to 'Log In' when asked again, and says why", async () => {
    const server = fakeAuthServer();
    server.addAccount('ada@example.com', 'secret12', { name: 'Ada Lovelace' });
    server.verifyAndSignIn('ada@example.com');
    setup(server);
    await settle();
    expect(screen.getByText('Hi, Ada Lovelace')).toBeInTheDocument();
    server.signOut(); // "Sign out everywhere else", elsewhere
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(await screen.findByText('You are logged out')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This device was signed out from another device. Log in again to use your account here.',
      ),
    ).toBeInTheDocument();
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
    // Logged out here: nothing to explain.
    expect(screen.queryByText('You are logged out')).not.toBeInTheDocument();
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

  it('offline, Logout signs out on this device at once, says so, and tells the server once online', async () => {
    const server = fakeAuthServer();
    server.addAccount('ada@example.com', 'secret12');
    server.verifyAndSignIn('ada@example.com');
    const { user, store } = setup(server);
    await settle();
    server.setOffline(true);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByText(/^Hi, /)).not.toBeInTheDocument();
    expect(await screen.findByText('Logged out on this device')).toBeInTheDocument();
    // Still offline: asking again keeps this browser signed out.
    await store.refresh();
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(server.last('/api/auth/sign-out')).toBeUndefined();

    server.setOffline(false);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(server.last('/api/auth/sign-out')).toBeDefined();
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(localStorage.getItem(PENDING_SIGN_OUT_KEY)).toBeNull();
  });

  describe('with changes that have not reached the account', () => {
    /** Ada signed in, offline, with one change waiting on the device. */
    async function waiting(
      options: { beforeServerSignOut?: (uid: string) => Promise<unknown> } = {},
    ) {
      const server = fakeAuthServer();
      server.addAccount('ada@example.com', 'secret12');
      server.verifyAndSignIn('ada@example.com');
      const { client, socket } = dataClient();
      const uid = 'u-ada-example-com';
      client.setAccount(uid);
      await settle();
      socket.open();
      socket.drop();
      void client.set(`users/${uid}/notes/free/n1`, 'unsent').catch(() => {});
      const store = new SessionStore({
        createChannel: null,
        fetchSession: () => getSession(server.fetch),
        signOut: () => signOut(server.fetch),
        ...options,
      });
      const shown = setup(server, server.fetch, client, store);
      await settle();
      return { ...shown, client, uid };
    }

    it('asks before logging out, and "Stay logged in" keeps both the session and the change', async () => {
      const { user, client, server } = await waiting();
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      const question = await screen.findByRole('alertdialog', {
        name: '1 change hasn’t reached your account yet',
      });
      expect(question).toHaveTextContent('You are offline.');
      await user.click(within(question).getByRole('button', { name: 'Stay logged in' }));
      await settle(MODAL_CLOSE_MS + 50);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByText('Hi, ada@example.com')).toBeInTheDocument();
      expect(client.pendingCount).toBe(1);
      expect(server.last('/api/auth/sign-out')).toBeUndefined();
    });

    it('"Discard and log out" drops the change and logs out', async () => {
      const { user, client, server, uid } = await waiting();
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      const question = await screen.findByRole('alertdialog');
      await user.click(within(question).getByRole('button', { name: 'Discard and log out' }));
      await settle();
      expect(client.pendingCount).toBe(0);
      expect(client.peek(`users/${uid}/notes/free/n1`).value).toBeNull();
      expect(server.last('/api/auth/sign-out')).toBeDefined();
      expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    });

    it('"Log out, send when online" logs out here and keeps the change until it is sent', async () => {
      const sent: string[] = [];
      const { user, client, server, uid } = await waiting({
        beforeServerSignOut: async (who) => {
          sent.push(
            `${who} (server signed out: ${server.last('/api/auth/sign-out') !== undefined})`,
          );
        },
      });
      server.setOffline(true);
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      const question = await screen.findByRole('alertdialog');
      await user.click(within(question).getByRole('button', { name: 'Log out, send when online' }));
      await settle();
      expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
      expect(await screen.findByText('Logged out on this device')).toBeInTheDocument();
      expect(
        screen.getByText(
          'You are offline: your change is sent when you are back online, then the server is told.',
        ),
      ).toBeInTheDocument();
      expect(client.pendingCount).toBe(1);
      expect(localStorage.getItem(PENDING_SIGN_OUT_KEY)).toBe(uid);

      server.setOffline(false);
      window.dispatchEvent(new Event('online'));
      await settle();
      // What waited went first, while the session still held.
      expect(sent).toEqual([`${uid} (server signed out: false)`]);
      expect(server.last('/api/auth/sign-out')).toBeDefined();
      expect(localStorage.getItem(PENDING_SIGN_OUT_KEY)).toBeNull();
    });
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

  describe('storage', () => {
    function signedIn(usage: () => AccountUsage | number = () => USAGE) {
      const server = fakeAuthServer();
      server.addAccount('ada@example.com', 'secret12', { name: 'Ada Lovelace' });
      server.verifyAndSignIn('ada@example.com');
      const { fetch, reads } = withUsage(server, usage);
      return { ...setup(server, fetch), reads };
    }

    it('opens from the greeting: Account settings first, then documents and files used of their quotas', async () => {
      const { user, reads } = signedIn();
      await settle();
      // Not read on first paint: only once the area opens.
      expect(reads).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Hi, Ada Lovelace' }));
      await settle();
      const panel = screen.getByRole('dialog', { name: 'Your account' });
      expect(panel).toHaveAccessibleDescription('Signed in as ada@example.com');
      const settings = within(panel).getByRole('link', { name: 'Account settings' });
      expect(settings).toHaveAttribute('href', '/account');
      expect(within(panel).getAllByRole('link')[0]).toBe(settings);
      expect(within(panel).getByRole('region', { name: 'Storage' })).toBeInTheDocument();
      expect(reads).toHaveLength(1);
      const documents = within(panel).getByRole('meter', { name: 'Documents' });
      expect(documents).toHaveAttribute('aria-valuetext', '12.4 MB of 100 MB used');
      expect(within(panel).getByText('12.4 MB of 100 MB used')).toBeVisible();
      expect(within(panel).getByText('1,204 of 100,000 documents used')).toBeVisible();
      const files = within(panel).getByRole('meter', { name: 'Files' });
      expect(files).toHaveAttribute('aria-valuetext', '500 MB of 500 MB used');
      expect(files).toHaveAttribute('aria-valuenow', '1');

      await user.keyboard('{Escape}');
      await settle(MODAL_CLOSE_MS);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Hi, Ada Lovelace' })).toHaveFocus();
    });

    it('reads afresh each time it opens', async () => {
      let bytes = 0;
      const { user, reads } = signedIn(() => ({
        ...USAGE,
        documents: { ...USAGE.documents, bytes },
      }));
      await settle();
      const greeting = () => screen.getByRole('button', { name: 'Hi, Ada Lovelace' });
      await user.click(greeting());
      await settle();
      expect(screen.getByRole('meter', { name: 'Documents' })).toHaveAttribute(
        'aria-valuetext',
        '0 B of 100 MB used',
      );
      await user.keyboard('{Escape}');
      await settle(MODAL_CLOSE_MS);
      bytes = 100 * 1024 * 1024;
      await user.click(greeting());
      await settle();
      expect(reads).toHaveLength(2);
      expect(screen.getByRole('meter', { name: 'Documents' })).toHaveAttribute(
        'aria-valuetext',
        '100 MB of 100 MB used',
      );
    });

    it('says so when the usage cannot be read', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = signedIn(() => 503);
      await settle();
      await user.click(screen.getByRole('button', { name: 'Hi, Ada Lovelace' }));
      await settle();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your storage could not be read. Try again in a moment.',
      );
      expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    });
  });
});
