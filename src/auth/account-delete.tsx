import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_PATH, SOCIAL_PROVIDER_NAMES, type SocialProviderId } from '@/shared/auth-rules.ts';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { deleteAccount } from './account-api.ts';
import { AccountSection } from './account-section.tsx';
import { signInSocial, type FetchFunction } from './auth-api.ts';
import { AuthField } from './auth-field.tsx';
import type { SessionStore } from './session.ts';

export const ACCOUNT_DELETED_TITLE = 'Your account has been deleted.';

/** The query that opens the dialog again after a fresh sign-in with a provider. */
const DELETE_QUERY = 'delete';

/**
 * Deleting the account: confirmed with the password (or, without one, a sign-in of the
 * last 10 minutes) and by typing the e-mail address. Everything it kept goes with it.
 */
export function AccountDelete({
  email,
  hasPassword,
  providers = [],
  store,
  fetch,
  redirect = (url) => window.location.assign(url),
}: {
  email: string;
  hasPassword: boolean;
  /** The providers linked to the account, to sign in again with when it has no password. */
  providers?: SocialProviderId[];
  store: SessionStore;
  fetch?: FetchFunction;
  redirect?: (url: string) => void;
}) {
  const [search, setSearch] = useSearchParams();
  const [open, setOpen] = useState(() => search.has(DELETE_QUERY));
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const toast = useToast();
  const confirmed = typed.trim().toLowerCase() === email.toLowerCase();

  // Back from signing in again: the dialog is open; the address forgets how it got here.
  useEffect(() => {
    if (search.has(DELETE_QUERY)) {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(DELETE_QUERY);
          return next;
        },
        { replace: true },
      );
    }
  }, [search, setSearch]);

  async function signInAgain(provider: SocialProviderId) {
    setPending(true);
    setError(null);
    const back = `${ACCOUNT_PATH}?${DELETE_QUERY}=1`;
    const result = await signInSocial(
      { provider, callbackURL: back, errorCallbackURL: back, newUserCallbackURL: back },
      fetch,
    );
    if (result.error || !result.data?.url) {
      setPending(false);
      return setError(
        result.error?.message ?? `Could not reach ${SOCIAL_PROVIDER_NAMES[provider]}.`,
      );
    }
    redirect(result.data.url);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!confirmed) return setError(`Type ${email} to confirm.`);
    if (hasPassword && !password) return setError('Password is required');
    setPending(true);
    setError(null);
    const result = await deleteAccount(
      {
        confirmEmail: typed.trim(),
        password: hasPassword ? password : undefined,
        callbackURL: '/',
      },
      fetch,
    );
    setPending(false);
    if (result.error) return setError(result.error.message);
    setOpen(false);
    await store.changed();
    navigate('/', { replace: true });
    toast({ title: ACCOUNT_DELETED_TITLE, type: 'info' });
  }

  return (
    <AccountSection
      danger
      title="Delete account"
      description="Deletes your account and everything it keeps: every tool's documents, your photos and files. This cannot be undone; download your data first if you want a copy."
    >
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Delete account…
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setPassword('');
            setTyped('');
            setError(null);
          }
        }}
        title="Delete your account?"
        description="Everything your account keeps is deleted at once, and every device is signed out."
      >
        <form noValidate aria-label="Delete account" onSubmit={submit} className="space-y-4">
          {hasPassword ? (
            <AuthField
              name="password"
              label="Password"
              type="password"
              required
              autoComplete="current-password"
              value={password}
              error={null}
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : (
            <div className="space-y-3">
              <p className="text-sm text-muted-fg">
                Your account has no password. If you signed in more than 10 minutes ago, sign in
                again first.
              </p>
              {providers.map((provider) => (
                <Button
                  key={provider}
                  type="button"
                  variant="outline"
                  size="full"
                  disabled={pending}
                  onClick={() => void signInAgain(provider)}
                >
                  Sign in again with {SOCIAL_PROVIDER_NAMES[provider]}
                </Button>
              ))}
            </div>
          )}
          <AuthField
            name="confirmEmail"
            label={`Type ${email} to confirm`}
            type="email"
            required
            autoComplete="off"
            value={typed}
            error={null}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="destructive" size="full" loading={pending}>
            Delete my account
          </Button>
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </form>
      </Modal>
    </AccountSection>
  );
}
