import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SOCIAL_PROVIDERS, type SocialProviderId } from '@/shared/auth-rules.ts';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { Loading } from '@/ui/loading.tsx';
import { useHydrated } from '@/ui/use-field-hydration.ts';
import { listAccounts } from './account-api.ts';
import { AccountDelete } from './account-delete.tsx';
import { AccountDownload } from './account-download.tsx';
import { AccountEmail } from './account-email.tsx';
import { AccountMethods, useLinkedAccounts } from './account-methods.tsx';
import { AccountPassword } from './account-password.tsx';
import { AccountProfile } from './account-profile.tsx';
import { AccountSessions } from './account-sessions.tsx';
import { getPublicConfig, type FetchFunction } from './auth-api.ts';
import { sessionStore, type SessionStore } from './session.ts';
import { useAuthModal } from './use-auth-modal.tsx';
import { useSession } from './use-session.ts';

export interface AccountPageProps {
  store?: SessionStore;
  fetch?: FetchFunction;
}

/**
 * `/account`: everything about the signed-in person's account — name, password, e-mail,
 * sign-in methods, where they are signed in, and deleting it all.
 * NOTE: prerendered as the signed-out page's heading; the rest waits for the session.
 */
export default function AccountPage({ store = sessionStore, fetch }: AccountPageProps) {
  const hydrated = useHydrated();
  const { status, user } = useSession(store);
  const auth = useAuthModal({ store, fetch });

  return (
    <div className="mx-auto w-full max-w-2xl flex-1 px-4 pt-24 pb-10 sm:py-14">
      <title>Account settings · Tinies</title>
      <h1 className="text-3xl font-bold tracking-tight">Account settings</h1>
      {!hydrated || status === 'loading' ? (
        <Loading label="Reading your account" className="py-8" />
      ) : user ? (
        <SignedIn key={user.id} store={store} fetch={fetch} />
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-muted-fg">Log in to see your account settings.</p>
          <Button onClick={auth.show} onPointerEnter={auth.prefetch}>
            Log In
          </Button>
        </div>
      )}
      <Link to="/" className={cn(buttonVariants({ variant: 'link', size: 'fitted' }), 'mt-8')}>
        Back to all tinies
      </Link>
      {auth.modal}
    </div>
  );
}

function SignedIn({ store, fetch }: { store: SessionStore; fetch?: FetchFunction }) {
  const { user } = useSession(store);
  const read = useCallback(() => listAccounts(fetch), [fetch]);
  const { accounts, reload } = useLinkedAccounts(read);
  const [offered, setOffered] = useState<SocialProviderId[]>([]);
  useEffect(() => {
    void getPublicConfig(fetch).then((result) => {
      const methods: unknown[] = result.data?.auth?.signInMethods ?? [];
      setOffered(SOCIAL_PROVIDERS.filter((provider) => methods.includes(provider)));
    });
  }, [fetch]);
  if (!user) return null;
  const hasPassword = accounts?.some((account) => account.providerId === 'credential') ?? true;

  return (
    <div className="mt-8 grid gap-6">
      <AccountProfile user={user} store={store} fetch={fetch} />
      <AccountEmail email={user.email} fetch={fetch} />
      <AccountPassword hasPassword={hasPassword} fetch={fetch} />
      <AccountMethods accounts={accounts} offered={offered} reload={reload} fetch={fetch} />
      <AccountSessions fetch={fetch} />
      <AccountDownload fetch={fetch} />
      <AccountDelete
        email={user.email}
        hasPassword={hasPassword}
        providers={SOCIAL_PROVIDERS.filter((provider) =>
          accounts?.some((account) => account.providerId === provider),
        )}
        store={store}
        fetch={fetch}
      />
    </div>
  );
}
