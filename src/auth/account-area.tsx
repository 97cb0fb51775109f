import { useRef } from 'react';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { useToast } from '@/ui/use-toast.ts';
import {
  ACCOUNT_ACTION_CLASS as ACTION_CLASS,
  AccountPlaceholder,
} from './account-placeholder.tsx';
import { signOut, type FetchFunction } from './auth-api.ts';
import { sessionStore, type SessionStore } from './session.ts';
import { useLazyOverlay } from './use-lazy-overlay.ts';
import { useSession } from './use-session.ts';

export interface AccountAreaProps {
  /** Tests pass their own; the app's session store otherwise. */
  store?: SessionStore;
  /** Tests pass their own; the browser's `fetch` otherwise. */
  fetch?: FetchFunction;
}

/**
 * The shell's account corner (spec §2 "Layout shell"): 'Hi, ' and the user's name (or
 * e-mail), which opens the storage they use, with a 'Logout' button when signed in; a
 * 'Log In' button that opens the auth modal when signed out; while that is not known yet, an invisible stand-in of the same
 * size, so nothing moves when the answer arrives.
 */
export function AccountArea({ store = sessionStore, fetch }: AccountAreaProps) {
  const { status, user } = useSession(store);
  // NOTE: the auth modal and the storage dialog load on first use (or hover).
  const auth = useLazyOverlay(
    () => import('./auth-modal.tsx').then((module) => module.AuthModal),
    'the sign-in form',
  );
  const storage = useLazyOverlay(
    () => import('./account-storage.tsx').then((module) => module.AccountStorage),
    'the storage used',
  );
  const leaving = useRef(false);
  const toast = useToast();

  if (status === 'loading') return <AccountPlaceholder />;

  const name = user ? user.name.trim() || user.email : null;

  async function logout() {
    if (leaving.current) return;
    leaving.current = true;
    const result = await signOut(fetch);
    if (result.error?.status === 0) {
      // Offline: sign out on this device at once and say so; the server is told later.
      store.signOutOnDevice();
      toast({
        type: 'info',
        title: 'Logged out on this device',
        description: 'You are offline: the server will be told when you are back online.',
      });
      leaving.current = false;
      return;
    }
    // The spec's rule: a failed logout is only logged; the session still says who is in.
    if (result.error) console.error('Logout failed', result.error);
    await store.changed();
    leaving.current = false;
  }

  return (
    <>
      {name ? (
        // Opens the person's storage used (loaded on hover or press).
        <Button
          variant="outline"
          title={name}
          aria-haspopup="dialog"
          onClick={storage.show}
          onPointerEnter={storage.prefetch}
          className={cn(
            ACTION_CLASS,
            'max-w-[calc(100vw-16.5rem)] bg-card/80! px-3 backdrop-blur sm:max-w-xs',
          )}
        >
          <span className="truncate">Hi, {name}</span>
        </Button>
      ) : null}
      {/* NOTE: one button element for both states, so the focus the auth modal gives back
          on closing lands on it (as 'Logout') instead of on a 'Log In' that is gone. */}
      <Button
        variant={name ? 'outline' : 'primary'}
        className={cn(ACTION_CLASS, name && 'bg-card/80! backdrop-blur')}
        onClick={name ? () => void logout() : auth.show}
        onPointerEnter={name ? undefined : auth.prefetch}
        onFocus={name ? undefined : auth.prefetch}
      >
        {name ? 'Logout' : 'Log In'}
      </Button>
      {auth.Component ? (
        <auth.Component open={auth.open} onOpenChange={auth.setOpen} store={store} fetch={fetch} />
      ) : null}
      {storage.Component ? (
        <storage.Component open={storage.open} onOpenChange={storage.setOpen} fetch={fetch} />
      ) : null}
    </>
  );
}
