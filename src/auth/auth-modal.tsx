import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SOCIAL_PROVIDERS, type SocialProviderId } from '@/shared/auth-rules.ts';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import {
  getPublicConfig,
  sendVerificationEmail,
  signInEmail,
  signInSocial,
  signUpEmail,
  type FetchFunction,
} from './auth-api.ts';
import {
  EMAIL_NOT_VERIFIED_CODE,
  EMAIL_NOT_VERIFIED_MESSAGE,
  providerFailedMessage,
} from './auth-messages.ts';
import { AuthPanel } from './auth-panel.tsx';
import type { AuthAction, AuthCredentials, AuthHandlerResult } from './auth-types.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { sessionStore, type SessionStore } from './session.ts';
import { nextFrom, verifyEmailURL } from './verify-link.ts';

export interface AuthModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Tests pass their own; the app's session store otherwise. */
  store?: SessionStore;
  /** Tests pass their own; the browser's `fetch` otherwise. */
  fetch?: FetchFunction;
  /** Sends the browser to a provider; `location.assign` otherwise. */
  redirect?: (url: string) => void;
}

interface ServerOffer {
  providers: SocialProviderId[];
  minPasswordLength?: number;
}

const TITLES: Record<AuthAction | 'start' | 'forgot', string> = {
  start: 'Login',
  login: 'Log In',
  'sign up': 'Sign Up',
  forgot: 'Reset password',
};

/**
 * Log in or sign up (spec §2 "Auth modal"). The title starts as 'Login' and follows the
 * panel's mode once the user switches. Closing it drops its error (the panel unmounts);
 * it closes on success: a login refreshes the session here and in every other tab, a
 * sign-up continues to the verify-email page.
 */
export function AuthModal({
  open,
  onOpenChange,
  store = sessionStore,
  fetch,
  redirect = (url) => window.location.assign(url),
}: AuthModalProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [title, setTitle] = useState<AuthAction | 'start' | 'forgot'>('start');
  /** The address typed when 'Forgot password?' was pressed. */
  const [forgotEmail, setForgotEmail] = useState('');
  const body = useRef<HTMLDivElement>(null);
  /** Set when the person switched between logging in and "Forgot password?". */
  const switched = useRef(false);
  const forgotten = title === 'forgot';
  // NOTE: the button that switched is gone with the view it was in; focus the first field
  // of the new view rather than let it fall to the page.
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    body.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [forgotten]);
  const [offer, setOffer] = useState<ServerOffer | null>(null);
  const asked = useRef(false);
  const signedUpEmail = useRef('');
  const next = nextFrom(location);

  // Each opening starts at 'Login' again; set while opening, so the closing fade keeps its title.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTitle('start');
  }

  // The providers on offer are asked for on the first opening; the e-mail form works meanwhile.
  useEffect(() => {
    if (!open || asked.current) return;
    asked.current = true;
    void getPublicConfig(fetch).then((result) => {
      if (result.error) {
        asked.current = false; // ask again on the next opening
        return;
      }
      const methods: unknown[] = result.data?.auth?.signInMethods ?? [];
      const min = result.data?.auth?.minPasswordLength;
      setOffer({
        providers: SOCIAL_PROVIDERS.filter((provider) => methods.includes(provider)),
        minPasswordLength: typeof min === 'number' && min > 0 ? min : undefined,
      });
    });
  }, [open, fetch]);

  async function submit({ data, action }: AuthCredentials): Promise<AuthHandlerResult> {
    const credentials = {
      email: data.email,
      password: data.password,
      callbackURL: verifyEmailURL(next),
    };
    if (action === 'sign up') {
      const result = await signUpEmail(credentials, fetch);
      if (result.error) return { error: result.error };
      signedUpEmail.current = data.email;
      return {};
    }
    const result = await signInEmail(credentials, fetch);
    if (result.error?.code === 'EMAIL_NOT_VERIFIED' || result.data?.user?.emailVerified === false) {
      return {
        error: {
          code: EMAIL_NOT_VERIFIED_CODE,
          message: result.error?.message || EMAIL_NOT_VERIFIED_MESSAGE,
        },
      };
    }
    if (result.error) return { error: result.error };
    await store.changed();
    return {};
  }

  async function social(provider: SocialProviderId): Promise<AuthHandlerResult> {
    const result = await signInSocial(
      {
        provider,
        callbackURL: verifyEmailURL(next, provider),
        errorCallbackURL: verifyEmailURL(next, provider),
        newUserCallbackURL: verifyEmailURL(next, provider),
      },
      fetch,
    );
    if (result.error || !result.data?.url) {
      // The rate limit's own message says when to try again; other failures name the provider.
      const limited = result.error?.status === 429;
      return {
        error: { message: limited ? result.error?.message : providerFailedMessage(provider) },
      };
    }
    redirect(result.data.url);
    return { redirecting: true };
  }

  function resend(email: string) {
    return sendVerificationEmail({ email, callbackURL: verifyEmailURL(next) }, fetch);
  }

  function succeeded(action: AuthAction) {
    onOpenChange(false);
    if (action === 'sign up') {
      navigate(verifyEmailURL(next), { state: { email: signedUpEmail.current, sent: true } });
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={TITLES[title]}>
      <div ref={body}>
        {forgotten ? (
          <div className="space-y-4">
            <p className="text-sm text-muted-fg">
              Enter the e-mail address of your account and we will send you a link to choose a new
              password.
            </p>
            <ForgotPasswordForm defaultEmail={forgotEmail} fetch={fetch} />
            <p className="text-center text-sm">
              <Button
                variant="link"
                size="fitted"
                onClick={() => {
                  switched.current = true;
                  setTitle('login');
                }}
              >
                Back to Log In
              </Button>
            </p>
          </div>
        ) : (
          <AuthPanel
            mode="both"
            providers={offer?.providers}
            minPasswordLength={offer?.minPasswordLength}
            onSubmit={submit}
            onSocial={social}
            onSuccess={succeeded}
            onModeChange={setTitle}
            onResendVerification={resend}
            onForgotPassword={(email) => {
              switched.current = true;
              setForgotEmail(email);
              setTitle('forgot');
            }}
          />
        )}
      </div>
    </Modal>
  );
}
