import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { useHydrated } from '@/ui/use-field-hydration.ts';
import { resetPassword, type FetchFunction } from './auth-api.ts';
import { PASSWORD_CHANGED_MESSAGE, RESET_LINK_INVALID_MESSAGE } from './auth-messages.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { sessionStore, type SessionStore } from './session.ts';
import { useAuthModal } from './use-auth-modal.tsx';

export interface ResetPasswordPageProps {
  store?: SessionStore;
  fetch?: FetchFunction;
}

type Screen = 'ask' | 'invalid' | 'choose' | 'done';

/**
 * Where the mailed reset link lands (`?token=…`, or `?error=INVALID_TOKEN` once it has
 * expired or been used): a new password, held to sign-up's rules; or a new link.
 * NOTE: the prerendered HTML is the general page; the query decides after hydration.
 */
export default function ResetPasswordPage({ store = sessionStore, fetch }: ResetPasswordPageProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const token = query.get('token');
  const [outcome, setOutcome] = useState<'done' | 'invalid' | null>(null);
  const auth = useAuthModal({ store, fetch });
  const screen: Screen | null = !hydrated
    ? null
    : (outcome ?? (query.get('error') ? 'invalid' : token ? 'choose' : 'ask'));

  async function choose(newPassword: string): Promise<string | null> {
    const result = await resetPassword({ token: token ?? '', newPassword }, fetch);
    if (result.error?.code === 'INVALID_TOKEN') {
      setOutcome('invalid');
      return null;
    }
    if (result.error) return result.error.message;
    setOutcome('done');
    // Every session of the account has ended, this browser's too if it had one.
    await store.changed();
    return null;
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <title>Reset your password · Tinies</title>
      <KeyRound aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">
        {screen === 'done' ? 'Password changed' : 'Reset your password'}
      </h1>
      {screen === 'choose' ? (
        <>
          <p className="mt-3 text-muted-fg">Choose a new password for your account.</p>
          <div className="mt-8 w-full">
            <NewPasswordForm
              label="Choose a new password"
              submitLabel="Set new password"
              onSubmit={choose}
            />
          </div>
        </>
      ) : screen === 'done' ? (
        <>
          <p role="status" className="mt-3 text-muted-fg">
            {PASSWORD_CHANGED_MESSAGE}
          </p>
          <Button className="mt-6" onClick={auth.show} onPointerEnter={auth.prefetch}>
            Log In
          </Button>
        </>
      ) : (
        <>
          {screen === 'invalid' ? (
            <p role="alert" className="mt-3 font-medium text-destructive">
              {RESET_LINK_INVALID_MESSAGE}
            </p>
          ) : (
            <p className="mt-3 text-muted-fg">
              Enter the e-mail address of your account and we will send you a link to choose a new
              password.
            </p>
          )}
          {screen ? (
            <div className="mt-8 w-full">
              <ForgotPasswordForm fetch={fetch} />
            </div>
          ) : null}
        </>
      )}
      <Link to="/" className={cn(buttonVariants({ variant: 'link', size: 'fitted' }), 'mt-6')}>
        Back to all tinies
      </Link>
      {auth.modal}
    </div>
  );
}
