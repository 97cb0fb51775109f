import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  SOCIAL_PROVIDER_NAMES,
  type SocialProviderId,
} from '@/shared/auth-rules.ts';
import { Button } from '@/ui/button.tsx';
import { validateField, type TextFieldConfig } from '@/ui/form-rules.ts';
import { AuthAlert, type AuthAlertProps } from './auth-alert.tsx';
import { AUTH_FAILED_MESSAGE } from './auth-api.ts';
import { AuthField } from './auth-field.tsx';
import { FORGOT_PASSWORD_LABEL, providerFailedMessage } from './auth-messages.ts';
import type { AuthAction, AuthCredentials, AuthHandlerResult } from './auth-types.ts';
import type { ResendFunction } from './use-resend.ts';

export type AuthPanelMode = AuthAction | 'both';

/** The spec offers up to four social providers. */
const MAX_PROVIDERS = 4;

export interface AuthPanelProps {
  /** 'both' starts in login mode and shows the link that switches between the two. */
  mode: AuthPanelMode;
  /** 'Continue with …' buttons, in this order, above the e-mail form (at most four). */
  providers?: SocialProviderId[];
  onSubmit: (credentials: AuthCredentials) => Promise<AuthHandlerResult | void>;
  onSocial?: (provider: SocialProviderId) => Promise<AuthHandlerResult | void>;
  /** The success step: runs with the mode the panel was in. */
  onSuccess?: (action: AuthAction) => void;
  /** The user switched mode with the toggle link. */
  onModeChange?: (mode: AuthAction) => void;
  /** Offered as 'Resend verification e-mail' when a login is refused as unverified. */
  onResendVerification?: ResendFunction;
  /** The sign-up rule; the spec's 6 unless the server says otherwise. */
  minPasswordLength?: number;
  /** Offered as 'Forgot password?' under the password field in login mode, with the e-mail typed. */
  onForgotPassword?: (email: string) => void;
}

type FieldName = 'email' | 'password' | 'confirmPassword';

const FIELDS: Record<FieldName, TextFieldConfig> = {
  email: { name: 'email', label: 'Email', type: 'email', required: true },
  password: { name: 'password', label: 'Password', type: 'password', required: true },
  confirmPassword: {
    name: 'confirmPassword',
    label: 'Confirm Password',
    type: 'password',
    required: true,
  },
};

const EMPTY: Record<FieldName, string> = { email: '', password: '', confirmPassword: '' };

/**
 * Log in or sign up with e-mail and password, or continue with a social provider (spec §2
 * "Authentication panel", §4 submit flow, §8 messages). Required fields say so under
 * themselves; the sign-up rules and every failure appear in an alert below the form.
 */
export function AuthPanel({
  mode,
  providers = [],
  onSubmit,
  onSocial,
  onSuccess,
  onModeChange,
  onResendVerification,
  minPasswordLength = MIN_PASSWORD_LENGTH,
  onForgotPassword,
}: AuthPanelProps) {
  const [chosen, setChosen] = useState<AuthAction>('login');
  const action: AuthAction = mode === 'both' ? chosen : mode;
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(() => new Set());
  const [error, setError] = useState<AuthAlertProps['error'] | null>(null);
  /** What is under way: the e-mail form or one provider's button. */
  const [pending, setPending] = useState<'form' | SocialProviderId | null>(null);
  const busy = useRef(false);
  const ownId = useId();
  const socialId = (provider: SocialProviderId) => `${ownId}-${provider}`;
  const formRef = useRef<HTMLFormElement>(null);

  // A page restored from the back/forward cache after leaving for a provider is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setPending(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const shown = (['email', 'password', 'confirmPassword'] as const).filter(
    (name) => name !== 'confirmPassword' || action === 'sign up',
  );
  const fieldErrors = Object.fromEntries(
    shown.map((name) => [name, validateField(FIELDS[name], values[name])]),
  ) as Partial<Record<FieldName, string | null>>;
  const social = [...new Set(providers)].slice(0, MAX_PROVIDERS);

  function touch(name: FieldName) {
    setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
  }

  function switchMode() {
    const next: AuthAction = action === 'login' ? 'sign up' : 'login';
    setChosen(next);
    setError(null);
    onModeChange?.(next);
  }

  /** The client-side rules of sign-up (spec §5); null when the handler may run. */
  function signUpProblem(): string | null {
    if (action !== 'sign up') return null;
    if (values.password !== values.confirmPassword) return PASSWORDS_DO_NOT_MATCH_MESSAGE;
    if (values.password.length < minPasswordLength) {
      return `Password must be at least ${minPasswordLength} characters long`;
    }
    return null;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    setError(null);
    setTouched(new Set(shown));
    const invalid = shown.find((name) => fieldErrors[name]);
    if (invalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    const email = values.email.trim();
    const problem = signUpProblem();
    if (problem) {
      setError({ message: problem, email });
      return;
    }
    const credentials: AuthCredentials = {
      data: {
        email,
        password: values.password,
        confirmPassword: action === 'sign up' ? values.confirmPassword : '',
      },
      action,
    };
    await run('form', () => onSubmit(credentials), AUTH_FAILED_MESSAGE, email);
  }

  async function handleSocial(provider: SocialProviderId) {
    if (busy.current || !onSocial) return;
    setError(null);
    await run(provider, () => onSocial(provider), providerFailedMessage(provider), '');
  }

  /** Runs a handler once at a time; shows its error, or runs the success step. */
  async function run(
    what: 'form' | SocialProviderId,
    handler: () => Promise<AuthHandlerResult | void>,
    fallback: string,
    email: string,
  ) {
    busy.current = true;
    setPending(what);
    let result: AuthHandlerResult | void;
    try {
      result = await handler();
    } catch (thrown) {
      console.error('Authentication handler failed', thrown);
      result = { error: {} };
    }
    if (result?.redirecting) return; // the page is going away: stay busy
    busy.current = false;
    setPending(null);
    if (result?.error) {
      setError({ ...result.error, message: result.error.message || fallback, email });
      // NOTE: the busy button was disabled, and a browser moves focus off a disabled
      // control; once it is enabled again, bring focus back to it rather than lose it.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!formRef.current || active?.matches('a[href], button, input, textarea')) return;
        const submit = formRef.current.querySelector<HTMLElement>('button[type="submit"]');
        (what === 'form' ? submit : document.getElementById(socialId(what)))?.focus();
      });
      return;
    }
    onSuccess?.(action);
  }

  return (
    <div className="space-y-5">
      {social.length > 0 ? (
        <>
          <div className="space-y-2">
            {social.map((provider) => (
              <Button
                key={provider}
                id={socialId(provider)}
                variant="outline"
                size="full"
                loading={pending === provider}
                disabled={pending !== null && pending !== provider}
                onClick={() => void handleSocial(provider)}
              >
                Continue with {SOCIAL_PROVIDER_NAMES[provider]}
              </Button>
            ))}
          </div>
          <div className="flex items-center gap-3 text-sm text-muted-fg">
            <span aria-hidden="true" className="h-px flex-1 bg-border" />
            or
            <span aria-hidden="true" className="h-px flex-1 bg-border" />
          </div>
        </>
      ) : null}

      <form
        ref={formRef}
        noValidate
        onSubmit={handleSubmit}
        aria-busy={pending === 'form' || undefined}
        aria-label={action === 'login' ? 'Log in with e-mail' : 'Sign up with e-mail'}
        className="space-y-4"
      >
        {shown.map((name) => (
          <AuthField
            key={name}
            name={name}
            label={FIELDS[name].label}
            type={FIELDS[name].type === 'email' ? 'email' : 'password'}
            required
            autoComplete={
              name === 'email' ? 'email' : action === 'login' ? 'current-password' : 'new-password'
            }
            value={values[name]}
            error={touched.has(name) ? (fieldErrors[name] ?? null) : null}
            onChange={(event) => {
              const value = event.target.value;
              setValues((prev) => ({ ...prev, [name]: value }));
              touch(name);
            }}
            // NOTE: an empty field left untouched says nothing until submit: a "required"
            // line appearing on blur would shift the toggle link or Google button out from
            // under the pointer that is clicking it.
            onBlur={() => {
              if (values[name] !== '') touch(name);
            }}
          />
        ))}
        {action === 'login' && onForgotPassword ? (
          <p className="-mt-2 text-right text-sm">
            <Button
              variant="link"
              size="fitted"
              disabled={pending !== null}
              onClick={() => onForgotPassword(values.email.trim())}
            >
              {FORGOT_PASSWORD_LABEL}
            </Button>
          </p>
        ) : null}
        <Button
          type="submit"
          size="full"
          loading={pending === 'form'}
          disabled={pending !== null && pending !== 'form'}
        >
          {action === 'login' ? 'Log In' : 'Sign Up'}
        </Button>
      </form>

      {error ? <AuthAlert error={error} onResendVerification={onResendVerification} /> : null}

      {mode === 'both' ? (
        <p className="text-center text-sm">
          <Button variant="link" size="fitted" onClick={switchMode} className="whitespace-normal!">
            {action === 'login'
              ? "Don't have an account? Sign Up"
              : 'Already have an account? Log In'}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
