import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { deleteAccount } from './account-api.ts';
import { AccountSection } from './account-section.tsx';
import type { FetchFunction } from './auth-api.ts';
import { AuthField } from './auth-field.tsx';
import type { SessionStore } from './session.ts';

export const ACCOUNT_DELETED_TITLE = 'Your account has been deleted.';

/**
 * Deleting the account: confirmed with the password (or, without one, a sign-in of the
 * last 10 minutes) and by typing the e-mail address. Everything it kept goes with it.
 */
export function AccountDelete({
  email,
  hasPassword,
  store,
  fetch,
}: {
  email: string;
  hasPassword: boolean;
  store: SessionStore;
  fetch?: FetchFunction;
}) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const toast = useToast();
  const confirmed = typed.trim().toLowerCase() === email.toLowerCase();

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
            <p className="text-sm text-muted-fg">
              Your account has no password. If you signed in more than 10 minutes ago, log out and
              sign in again first.
            </p>
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
