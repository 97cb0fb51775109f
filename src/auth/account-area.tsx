import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { DataClient } from '@/data/client.ts';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { useToast } from '@/ui/use-toast.ts';
import {
  ACCOUNT_ACTION_CLASS as ACTION_CLASS,
  AccountPlaceholder,
} from './account-placeholder.tsx';
import { signOut, type FetchFunction } from './auth-api.ts';
import { SESSION_ENDED_MESSAGES, SESSION_ENDED_TITLE } from './auth-messages.ts';
import type { LogoutAnswer, LogoutQuestionProps } from './logout-question.tsx';
import { sessionStore, type SessionStore } from './session.ts';
import { useLazyOverlay } from './use-lazy-overlay.ts';
import { useSession } from './use-session.ts';

export interface AccountAreaProps {
  /** Tests pass their own; the app's session store otherwise. */
  store?: SessionStore;
  /** Tests pass their own; the browser's `fetch` otherwise. */
  fetch?: FetchFunction;
  /** Tests pass their own; the app's data client (loaded on use) otherwise. */
  loadData?: () => Promise<DataClient>;
}

const appData = () => import('@/data/client.ts').then((module) => module.data);

/** Loads the question Logout may ask, ahead of the press (hover or focus). */
const prefetchQuestion = () => void import('./logout-question.tsx').catch(() => {});

interface Question extends Omit<LogoutQuestionProps, 'open' | 'onAnswer'> {
  View: ComponentType<LogoutQuestionProps>;
  open: boolean;
  answer: (answer: LogoutAnswer) => void;
}

/**
 * The shell's account corner (spec §2 "Layout shell"): 'Hi, ' and the user's name (or
 * e-mail), which opens their account (Account settings, the storage they use), with a
 * 'Logout' button when signed in; a 'Log In' button that opens the auth modal when signed
 * out; while that is not known yet, an invisible stand-in of the same size, so nothing
 * moves when the answer arrives. A session ended elsewhere is said in a toast.
 */
export function AccountArea({ store = sessionStore, fetch, loadData = appData }: AccountAreaProps) {
  const { status, user } = useSession(store);
  // NOTE: the auth modal and the storage dialog load on first use (or hover).
  const auth = useLazyOverlay(
    () => import('./auth-modal.tsx').then((module) => module.AuthModal),
    'the sign-in form',
  );
  const account = useLazyOverlay(
    () => import('./account-menu.tsx').then((module) => module.AccountMenu),
    'your account',
  );
  const leaving = useRef(false);
  const [question, setQuestion] = useState<Question | null>(null);
  const toast = useToast();

  // A session ended elsewhere (or run out) shows 'Log In' here, saying why.
  useEffect(
    () =>
      store.onEnded((end) =>
        toast({
          type: 'warning',
          title: SESSION_ENDED_TITLE,
          description: SESSION_ENDED_MESSAGES[end],
        }),
      ),
    [store, toast],
  );

  if (status === 'loading') return <AccountPlaceholder />;

  const name = user ? user.name.trim() || user.email : null;

  /** Asks what becomes of the changes still waiting (lazily loaded dialog). */
  async function ask(waiting: number, offline: boolean): Promise<LogoutAnswer> {
    const { LogoutQuestion } = await import('./logout-question.tsx');
    return new Promise((resolve) =>
      setQuestion({
        View: LogoutQuestion,
        open: true,
        waiting,
        offline,
        answer: (answer) => {
          setQuestion((shown) => (shown ? { ...shown, open: false } : shown));
          resolve(answer);
        },
      }),
    );
  }

  /**
   * Signs out here at once and has the server told once the account's waiting changes are
   * sent (see `SessionStore.signOutOnDevice`).
   */
  function signOutAfterSending(uid: string, waiting: number, offline: boolean) {
    store.signOutOnDevice(uid);
    const changes = waiting === 1 ? 'your change is' : `your ${waiting} changes are`;
    toast({
      type: 'info',
      title: 'Logged out on this device',
      description: offline
        ? `You are offline: ${changes} sent when you are back online, then the server is told.`
        : `${changes[0]!.toUpperCase()}${changes.slice(1)} being sent, then the server is told.`,
    });
    if (!offline) void store.refresh();
  }

  async function logout() {
    if (leaving.current || !user) return;
    leaving.current = true;
    try {
      // NOTE: offline, a part not loaded yet may not load: what waits is then kept and sent
      // first (the default answer), never dropped unasked.
      const data = await loadData().catch(() => undefined);
      const status = data?.status.getSnapshot();
      const waiting = status?.root === `users/${user.id}` ? status.pending : 0;
      const offline = status?.state === 'offline' || !navigator.onLine;
      if (waiting > 0) {
        const answer = await ask(waiting, offline).catch((): LogoutAnswer => 'send');
        if (answer === 'stay') return;
        if (answer === 'send') return signOutAfterSending(user.id, waiting, offline);
        await data!.discardWaiting();
      }
      const result = await signOut(fetch);
      if (result.error?.status === 0) {
        // Offline: sign out on this device at once and say so; the server is told later.
        store.signOutOnDevice(user.id);
        toast({
          type: 'info',
          title: 'Logged out on this device',
          description: 'You are offline: the server will be told when you are back online.',
        });
        return;
      }
      // The spec's rule: a failed logout is only logged; the session still says who is in.
      if (result.error) console.error('Logout failed', result.error);
      await store.changed();
    } finally {
      leaving.current = false;
    }
  }

  return (
    <>
      {name ? (
        // Opens the account: Account settings and the storage used (loaded on hover or press).
        // NOTE: it alone may shrink, to an ellipsis, when the header is wider than the screen.
        <Button
          variant="outline"
          title={name}
          aria-haspopup="dialog"
          onClick={account.show}
          onPointerEnter={account.prefetch}
          className={cn(
            ACTION_CLASS,
            'min-w-0 shrink! gap-1! bg-card/80! pr-2.5! pl-3! backdrop-blur sm:max-w-xs',
          )}
        >
          <span className="truncate">Hi, {name}</span>
          <ChevronDown aria-hidden="true" className="text-muted-fg" />
        </Button>
      ) : null}
      {/* NOTE: one button element for both states, so the focus the auth modal gives back
          on closing lands on it (as 'Logout') instead of on a 'Log In' that is gone. */}
      <Button
        variant={name ? 'outline' : 'primary'}
        className={cn(ACTION_CLASS, name && 'bg-card/80! backdrop-blur')}
        onClick={name ? () => void logout() : auth.show}
        onPointerEnter={name ? prefetchQuestion : auth.prefetch}
        onFocus={name ? prefetchQuestion : auth.prefetch}
      >
        {name ? 'Logout' : 'Log In'}
      </Button>
      {auth.Component ? (
        <auth.Component open={auth.open} onOpenChange={auth.setOpen} store={store} fetch={fetch} />
      ) : null}
      {account.Component && user ? (
        <account.Component
          open={account.open}
          onOpenChange={account.setOpen}
          email={user.email}
          fetch={fetch}
        />
      ) : null}
      {question ? (
        <question.View
          open={question.open}
          waiting={question.waiting}
          offline={question.offline}
          onAnswer={question.answer}
          onClosed={() => setQuestion(null)}
        />
      ) : null}
    </>
  );
}
