import { MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { useHydrated } from '@/ui/use-field-hydration.ts';
import { useToast } from '@/ui/use-toast.ts';
import { sendVerificationEmail, type FetchFunction } from './auth-api.ts';
import { VERIFIED_TOAST_TITLE } from './auth-messages.ts';
import { ResendForm } from './resend-form.tsx';
import { sessionStore, type SessionStatus, type SessionStore } from './session.ts';
import { useAuthModal } from './use-auth-modal.tsx';
import { useSession } from './use-session.ts';
import { describeVisit, readVisit } from './verify-email-state.ts';
import { verifyEmailURL } from './verify-link.ts';

export interface VerifyEmailPageProps {
  /** Tests pass their own; the app's session store otherwise. */
  store?: SessionStore;
  /** Tests pass their own; the browser's `fetch` otherwise. */
  fetch?: FetchFunction;
}

/**
 * Where verification links, sign-ups and social sign-ins that need verifying land. It says
 * what happened, offers a new link, and continues to `next` as soon as the session is
 * signed in and verified: here (the link was just used) or in another tab.
 * NOTE: the prerendered HTML, read before (or without) script, is the general "Verify your
 * e-mail" text; what the address says replaces it only after hydration, so the two
 * renders agree.
 */
export default function VerifyEmailPage({ store = sessionStore, fetch }: VerifyEmailPageProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { status } = useSession(store);
  const auth = useAuthModal({ store, fetch });
  const visit = readVisit(location.search, location.state, location.hash);
  const screen = hydrated ? describeVisit(visit) : null;

  const firstKnown = useRef<SessionStatus | null>(null);
  const continued = useRef(false);
  useEffect(() => {
    if (status === 'loading') return;
    firstKnown.current ??= status;
    if (status !== 'signed-in' || continued.current) return;
    continued.current = true;
    // Arriving signed in means this tab just used the link (or came back from a provider):
    // the other tabs, maybe waiting on this page, should know at once.
    if (firstKnown.current === 'signed-in') store.announce();
    // Back from a provider that vouched for the address itself, nothing was verified here;
    // after a provider's unverified address, the link verified it.
    const verifiedByLink = !visit.provider || visit.error?.toLowerCase() === 'email_not_verified';
    if (verifiedByLink) toast({ title: VERIFIED_TOAST_TITLE, type: 'info' });
    navigate(visit.next, { replace: true });
  }, [status, store, toast, navigate, visit.next, visit.provider, visit.error]);

  const resend = (email: string) =>
    sendVerificationEmail({ email, callbackURL: verifyEmailURL(visit.next) }, fetch);
  // On the general page, wait for the session: a visitor who just used the link is signed in
  // and leaves at once, without a form flashing by.
  const showResend =
    hydrated && screen?.kind !== 'failed' && (screen !== null || status === 'signed-out');
  const Icon = screen && screen.kind !== 'inbox' ? MailX : MailCheck;

  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <title>Verify your e-mail · Tinies</title>
      <Icon aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">
        {screen?.heading ?? 'Verify your e-mail'}
      </h1>
      {(screen?.text ?? GENERAL_TEXT).map((line) => (
        <p key={line} className="mt-3 text-muted-fg">
          {line}
        </p>
      ))}
      {showResend ? (
        <div className="mt-8 w-full">
          <ResendForm key={visit.email} defaultEmail={visit.email} onResend={resend} />
        </div>
      ) : null}
      {screen?.kind === 'failed' ? (
        <Button className="mt-6" onClick={auth.show} onPointerEnter={auth.prefetch}>
          Try again
        </Button>
      ) : null}
      <Link to="/" className={cn(buttonVariants({ variant: 'link', size: 'fitted' }), 'mt-6')}>
        Back to all tinies
      </Link>
      {auth.modal}
    </div>
  );
}

const GENERAL_TEXT = [
  'Your e-mail address is not verified yet. Open the link we sent to your inbox to verify it.',
];
