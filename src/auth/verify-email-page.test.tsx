import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, StaticRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/ui/toast-provider.tsx';
import { fakeAuthServer, type FakeAuthServer } from './testing/fake-auth-server.ts';
import { RESEND_COOLDOWN_MS } from './use-resend.ts';
import VerifyEmailPage from './verify-email-page.tsx';
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

interface Entry {
  url: string;
  state?: unknown;
}

function setup(entry: Entry, server: FakeAuthServer = fakeAuthServer(), store = server.store()) {
  const router = createMemoryRouter(
    [
      {
        path: '/verify-email',
        element: <VerifyEmailPage store={store} fetch={server.fetch} />,
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [{ ...splitUrl(entry.url), state: entry.state }] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return { server, store, router, user: fakeTimeUser() };
}

function splitUrl(url: string) {
  const parsed = new URL(url, 'https://tinies.invalid');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const resendButton = () => screen.getByRole('button', { name: 'Resend verification e-mail' });

describe('VerifyEmailPage', () => {
  it('after a sign-up: says where the link went and resends it, then rests a while', async () => {
    const { user, server } = setup({
      url: '/verify-email?next=%2Frecipe-book',
      state: { email: 'ada@example.com', sent: true },
    });
    await settle();
    expect(screen.getByText('Check your inbox: we sent a link to ada@example.com')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(resendButton());
    await settle();
    expect(screen.getByText('We sent a new link to ada@example.com.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(server.last('/api/auth/send-verification-email')?.body).toEqual({
      email: 'ada@example.com',
      callbackURL: '/verify-email?next=%2Frecipe-book',
    });
    expect(resendButton()).toBeDisabled();
    await settle(RESEND_COOLDOWN_MS);
    expect(resendButton()).toBeEnabled();
  });

  it("shows the rate limit's message", async () => {
    const message = 'Too many attempts. Please wait 42 seconds and try again.';
    const server = fakeAuthServer();
    server.failNext('/api/auth/send-verification-email', 429, { code: 'RATE_LIMITED', message });
    const { user } = setup(
      { url: '/verify-email', state: { email: 'a@b.co', sent: true } },
      server,
    );
    await settle();
    await user.click(resendButton());
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('checks the address before sending', async () => {
    const { user, server } = setup({ url: '/verify-email?error=TOKEN_EXPIRED' });
    await settle();
    await user.click(resendButton());
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(server.last('/api/auth/send-verification-email')).toBeUndefined();
  });

  it.each([
    ['TOKEN_EXPIRED', 'This link has expired'],
    ['INVALID_TOKEN', 'This link is not valid'],
  ])('error=%s: "%s", with the resend form', async (code, title) => {
    setup({ url: `/verify-email?error=${code}&next=%2F` });
    await settle();
    expect(heading()).toHaveTextContent(title);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(resendButton()).toBeInTheDocument();
  });

  it('a social sign-in with an unverified address: check your inbox, the address filled in', async () => {
    const { user, server } = setup({
      url: '/verify-email?provider=google&next=%2F&error=email_not_verified#email=ana%2Bgoogle%40example.com',
    });
    await settle();
    expect(heading()).toHaveTextContent('Check your inbox');
    expect(screen.getByText(/Your Google e-mail address is not verified yet/)).toBeInTheDocument();
    // The server sent the address along: resending needs no typing.
    expect(screen.getByLabelText('Email')).toHaveValue('ana+google@example.com');
    await user.click(resendButton());
    await settle();
    expect(server.last('/api/auth/send-verification-email')?.body).toMatchObject({
      email: 'ana+google@example.com',
    });
  });

  it("another social failure: '<Provider> authentication failed' and a way to try again", async () => {
    const { user } = setup({ url: '/verify-email?provider=github&next=%2F&error=access_denied' });
    await settle();
    expect(heading()).toHaveTextContent('GitHub authentication failed');
    expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('a social sign-in refused for an address another way holds: says nothing of that account', async () => {
    setup({ url: '/verify-email?provider=google&next=%2F&error=account_not_linked' });
    await settle();
    expect(heading()).toHaveTextContent('Google authentication failed');
    const said = screen.getByText(/^This sign-in could not be used\./);
    expect(said).toHaveTextContent(
      'If you already have an account, log in the way you made it; you can then link this one in Account settings.',
    );
    expect(document.body).not.toHaveTextContent(/already has an account/);
  });

  it('arriving signed in (the link was used): toast, other tabs told, on to next', async () => {
    const server = fakeAuthServer();
    server.addAccount('ada@example.com', 'secret12', { verified: false });
    server.verifyAndSignIn('ada@example.com');
    const store = server.store();
    const announce = vi.spyOn(store, 'announce');
    const { router } = setup(
      { url: '/verify-email?next=%2Frecipe-book%3Fq%3Dsoup' },
      server,
      store,
    );
    await settle();
    expect(router.state.location.pathname).toBe('/recipe-book');
    expect(router.state.location.search).toBe('?q=soup');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('never follows a next that leaves the site', async () => {
    const server = fakeAuthServer();
    server.addAccount('ada@example.com', 'secret12');
    server.verifyAndSignIn('ada@example.com');
    const { router } = setup({ url: '/verify-email?next=%2F%2Fevil.example%2F' }, server);
    await settle();
    expect(router.state.location.pathname).toBe('/');
  });

  it('back from a provider signed in: on to next without the verified toast', async () => {
    const server = fakeAuthServer();
    server.addAccount('ada@example.com', 'secret12');
    server.verifyAndSignIn('ada@example.com');
    const { router } = setup(
      { url: '/verify-email?provider=google&next=%2Ftravel-tracker' },
      server,
    );
    await settle();
    expect(router.state.location.pathname).toBe('/travel-tracker');
    expect(screen.queryByText('Your e-mail address is verified.')).not.toBeInTheDocument();
  });

  it.each<[string, Entry]>([
    [
      'after a sign-up',
      { url: '/verify-email?next=%2Frecipe-book', state: { email: 'ada@example.com', sent: true } },
    ],
    [
      "after a provider's unverified address",
      { url: '/verify-email?provider=google&next=%2Frecipe-book&error=email_not_verified' },
    ],
  ])('%s, continues once the link is used in another tab', async (_when, entry) => {
    const server = fakeAuthServer();
    server.addAccount('ada@example.com', 'secret12', { verified: false });
    const channel = () => new BroadcastChannel('tinies-auth');
    const { router } = setup(entry, server, server.store(channel));
    await settle();
    expect(router.state.location.pathname).toBe('/verify-email');

    // The other tab opens the link: the server verifies and signs in; that tab says so.
    server.verifyAndSignIn('ada@example.com');
    const otherTab = server.store(channel);
    const unsubscribe = otherTab.subscribe(() => {});
    await settle();
    otherTab.announce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipe-book'));
    await settle();
    expect(screen.getByText('Your e-mail address is verified.')).toBeInTheDocument();
    unsubscribe();
  });
});

describe('VerifyEmailPage before script runs', () => {
  it('reads as the general "Verify your e-mail" page, whatever the address says', () => {
    const server = fakeAuthServer();
    const html = renderToString(
      <ToastProvider>
        <StaticRouter location="/verify-email?error=TOKEN_EXPIRED">
          <VerifyEmailPage store={server.store()} fetch={server.fetch} />
        </StaticRouter>
      </ToastProvider>,
    );
    expect(html).toContain('Verify your e-mail</h1>');
    expect(html).toContain('Open the link we sent to your inbox');
    expect(html).not.toContain('This link has expired');
    expect(html).not.toContain('<form');
  });
});
