import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthPanel, type AuthPanelProps } from './auth-panel.tsx';
import type { AuthCredentials, AuthHandlerResult } from './auth-types.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPanel(props: Partial<AuthPanelProps> = {}) {
  const onSubmit = vi.fn<(c: AuthCredentials) => Promise<AuthHandlerResult | void>>(async () => {});
  const onSuccess = vi.fn();
  const onModeChange = vi.fn();
  render(
    <AuthPanel
      mode="both"
      onSubmit={onSubmit}
      onSuccess={onSuccess}
      onModeChange={onModeChange}
      {...props}
    />,
  );
  return { user: userEvent.setup(), onSubmit, onSuccess, onModeChange };
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const confirm = () => screen.queryByLabelText('Confirm Password');
const button = (name: string) => screen.getByRole('button', { name });

describe('AuthPanel modes', () => {
  it("'both' starts in login mode: Email, Password, 'Log In' and the sign-up link", () => {
    renderPanel();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(confirm()).not.toBeInTheDocument();
    expect(button('Log In')).toHaveAttribute('type', 'submit');
    expect(button("Don't have an account? Sign Up")).toBeInTheDocument();
  });

  it('the toggle switches to sign-up and back, telling the owner each time', async () => {
    const { user, onModeChange } = renderPanel();
    await user.click(button("Don't have an account? Sign Up"));
    expect(onModeChange).toHaveBeenLastCalledWith('sign up');
    expect(confirm()).toBeInTheDocument();
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm()).toHaveAttribute('autocomplete', 'new-password');
    expect(button('Sign Up')).toHaveAttribute('type', 'submit');
    await user.click(button('Already have an account? Log In'));
    expect(onModeChange).toHaveBeenLastCalledWith('login');
    expect(confirm()).not.toBeInTheDocument();
    expect(button('Log In')).toBeInTheDocument();
  });

  it("'login' and 'sign up' stay in their mode, with no toggle", () => {
    const { unmount } = render(<AuthPanel mode="login" onSubmit={async () => {}} />);
    expect(screen.queryByRole('button', { name: /have an account/ })).not.toBeInTheDocument();
    expect(button('Log In')).toBeInTheDocument();
    unmount();
    render(<AuthPanel mode="sign up" onSubmit={async () => {}} />);
    expect(screen.queryByRole('button', { name: /have an account/ })).not.toBeInTheDocument();
    expect(button('Sign Up')).toBeInTheDocument();
    expect(confirm()).toBeInTheDocument();
  });

  it('show/hide reveals the password', async () => {
    const { user } = renderPanel();
    await user.type(password(), 'secret1');
    await user.click(button('Show password'));
    expect(password()).toHaveAttribute('type', 'text');
  });
});

describe('AuthPanel submit flow', () => {
  it('required fields say so under themselves, and nothing is sent', async () => {
    const { user, onSubmit } = renderPanel();
    await user.click(button('Log In'));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(email()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sign-up: 'Passwords do not match.' blocks submission", async () => {
    const { user, onSubmit } = renderPanel({ mode: 'sign up' });
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret12');
    await user.type(confirm()!, 'secret13');
    await user.click(button('Sign Up'));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sign-up: 'Password must be at least 6 characters long' blocks submission", async () => {
    const { user, onSubmit } = renderPanel({ mode: 'sign up' });
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'abc12');
    await user.type(confirm()!, 'abc12');
    await user.click(button('Sign Up'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes the credentials and action, then runs the success step with the mode', async () => {
    const { user, onSubmit, onSuccess } = renderPanel({ mode: 'sign up' });
    await user.type(email(), ' ada@example.com ');
    await user.type(password(), 'secret12');
    await user.type(confirm()!, 'secret12');
    await user.click(button('Sign Up'));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      data: { email: 'ada@example.com', password: 'secret12', confirmPassword: 'secret12' },
      action: 'sign up',
    });
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith('sign up');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("the handler's error message is shown in an alert below the form; no success step", async () => {
    const { user, onSubmit, onSuccess } = renderPanel();
    onSubmit.mockResolvedValue({ error: { message: 'Invalid email or password' } });
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'wrong-one');
    await user.click(button('Log In'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    // Below the form: the form comes first in the document.
    const form = screen.getByRole('form', { name: 'Log in with e-mail' });
    expect(form.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("an error without a message reads 'Authentication failed'; so does a throwing handler", async () => {
    const { user, onSubmit } = renderPanel();
    onSubmit.mockResolvedValueOnce({ error: {} });
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret12');
    await user.click(button('Log In'));
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed');

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    onSubmit.mockRejectedValueOnce(new Error('boom'));
    await user.click(button('Log In'));
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed');
    expect(logged).toHaveBeenCalled();
  });

  it('switching mode clears the error', async () => {
    const { user, onSubmit } = renderPanel();
    onSubmit.mockResolvedValue({ error: { message: 'Invalid email or password' } });
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret12');
    await user.click(button('Log In'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(button("Don't have an account? Sign Up"));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never submits twice while the handler runs', async () => {
    const { user, onSubmit } = renderPanel();
    let finish!: () => void;
    onSubmit.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret12');
    await user.click(button('Log In'));
    expect(button('Log In')).toBeDisabled();
    expect(button('Log In')).toHaveAttribute('aria-busy', 'true');
    await user.type(password(), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeEnabled();
  });
});

describe('AuthPanel social providers', () => {
  it("'Continue with …' buttons come first, then 'or', then the e-mail form", () => {
    renderPanel({ providers: ['google', 'github'], onSocial: async () => {} });
    const google = button('Continue with Google');
    const github = button('Continue with GitHub');
    const divider = screen.getByText('or');
    const form = screen.getByRole('form');
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(google, github)).toBe(true);
    expect(follows(github, divider)).toBe(true);
    expect(follows(divider, form)).toBe(true);
  });

  it('shows at most four providers, and no divider without any', () => {
    const { unmount } = render(
      <AuthPanel
        mode="both"
        providers={['apple', 'google', 'github', 'facebook', 'google']}
        onSubmit={async () => {}}
        onSocial={async () => {}}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Continue with/ })).toHaveLength(4);
    unmount();
    render(<AuthPanel mode="both" onSubmit={async () => {}} />);
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('passes the provider id to the handler', async () => {
    const onSocial = vi.fn(async () => ({ redirecting: true }));
    const { user, onSuccess } = renderPanel({ providers: ['github'], onSocial });
    await user.click(button('Continue with GitHub'));
    expect(onSocial).toHaveBeenCalledExactlyOnceWith('github');
    // Leaving for the provider: still busy, no success step.
    expect(button('Continue with GitHub')).toHaveAttribute('aria-busy', 'true');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("a throwing social handler reads '<Provider name> authentication failed'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPanel({
      providers: ['google'],
      onSocial: async () => {
        throw new Error('popup closed');
      },
    });
    await user.click(button('Continue with Google'));
    expect(screen.getByRole('alert')).toHaveTextContent('Google authentication failed');
    expect(button('Continue with Google')).toBeEnabled();
  });
});

describe('AuthPanel unverified login', () => {
  async function failUnverified(resend: AuthPanelProps['onResendVerification']) {
    const setup = renderPanel({ onResendVerification: resend });
    setup.onSubmit.mockResolvedValue({
      error: { code: 'auth/email-not-verified', message: 'Email not verified' },
    });
    await setup.user.type(email(), 'ada@example.com');
    await setup.user.type(password(), 'secret12');
    await setup.user.click(button('Log In'));
    return setup;
  }

  it("offers 'Resend verification e-mail' and says where the new link went", async () => {
    const resend = vi.fn(async () => {});
    const { user } = await failUnverified(resend);
    const alertBox = screen.getByRole('alert');
    expect(alertBox).toHaveTextContent('Email not verified');
    await user.click(button('Resend verification e-mail'));
    expect(resend).toHaveBeenCalledExactlyOnceWith('ada@example.com');
    expect(await screen.findByText('We sent a new link to ada@example.com.')).toBeInTheDocument();
    expect(button('Resend verification e-mail')).toBeDisabled();
  });

  it("shows the rate limit's message when the server refuses", async () => {
    const message = 'Too many attempts. Please wait 42 seconds and try again.';
    const { user } = await failUnverified(async () => ({
      error: { code: 'RATE_LIMITED', message },
    }));
    await user.click(button('Resend verification e-mail'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(button('Resend verification e-mail')).toBeEnabled();
  });

  it('offers no resend for other errors', async () => {
    const { user, onSubmit } = renderPanel({ onResendVerification: async () => {} });
    onSubmit.mockResolvedValue({ error: { message: 'Invalid email or password' } });
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret12');
    await user.click(button('Log In'));
    expect(
      within(screen.getByRole('alert').parentElement!).queryByRole('button'),
    ).not.toBeInTheDocument();
  });
});
