import {
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  type SocialProviderId,
} from '@/shared/auth-rules.ts';
import { AUTH_FAILED_MESSAGE } from './auth-api.ts';
import { providerFailedMessage } from './auth-messages.ts';
import { safeNext } from './verify-link.ts';

/** What the verify-email page was opened for, read from its address and router state. */
export interface VerifyEmailVisit {
  /** Where to continue once verified (a same-origin path). */
  next: string;
  provider: SocialProviderId | null;
  /** The `error` the server appended, if any. */
  error: string | null;
  /**
   * The address, when known: the one a sign-up in this tab just used, or the provider's
   * unverified one the server sent along (`#email=…`).
   */
  email: string;
  /** This tab just signed up: the link is on its way. */
  sent: boolean;
}

export function readVisit(search: string, state: unknown, hash = ''): VerifyEmailVisit {
  const params = new URLSearchParams(search);
  const provider = params.get('provider');
  const fromSignUp = (state ?? {}) as { email?: unknown; sent?: unknown };
  const fromServer = new URLSearchParams(hash.replace(/^#/, '')).get('email') ?? '';
  return {
    next: safeNext(params.get('next')),
    provider: SOCIAL_PROVIDERS.find((id) => id === provider) ?? null,
    error: params.get('error') || null,
    email: typeof fromSignUp.email === 'string' ? fromSignUp.email : fromServer,
    sent: fromSignUp.sent === true,
  };
}

export type VerifyEmailScreen =
  /** Check your inbox (and the resend form). */
  | { kind: 'inbox'; heading: string; text: string[] }
  /** A link that cannot be used (and the resend form). */
  | { kind: 'bad-link'; heading: string; text: string[] }
  /** A sign-in that failed, with a way to try again. */
  | { kind: 'failed'; heading: string; text: string[] };

const INBOX_FOLLOW_UP =
  'Open it to verify your address; this page continues by itself once you have.';

/** Known failures of a social sign-in, said plainly. */
const SOCIAL_ERRORS: Record<string, string> = {
  // NOTE: whether the address has an account is not said (sign-up takes the same care).
  account_not_linked:
    'This sign-in could not be used. If you already have an account, log in the way you made it; you can then link this one in Account settings.',
  access_denied: 'The sign-in was cancelled.',
  state_mismatch: 'The sign-in took too long or was started in another window. Please try again.',
};

/** What to say about a visit; null for the general "Verify your e-mail" page. */
export function describeVisit(visit: VerifyEmailVisit): VerifyEmailScreen | null {
  const code = visit.error;
  const name = visit.provider ? SOCIAL_PROVIDER_NAMES[visit.provider] : null;
  if (code?.toLowerCase() === 'email_not_verified') {
    return {
      kind: 'inbox',
      heading: 'Check your inbox',
      text: [
        `${name ? `Your ${name} e-mail address` : 'Your e-mail address'} is not verified yet, so we sent you a link to verify it.`,
        INBOX_FOLLOW_UP,
      ],
    };
  }
  if (code?.toUpperCase() === 'TOKEN_EXPIRED') {
    return {
      kind: 'bad-link',
      heading: 'This link has expired',
      text: [
        'Verification links work for a limited time. Enter your e-mail address and we will send you a new one.',
      ],
    };
  }
  if (code?.toUpperCase() === 'INVALID_TOKEN' || code?.toUpperCase() === 'USER_NOT_FOUND') {
    return {
      kind: 'bad-link',
      heading: 'This link is not valid',
      text: [
        'It may have been used already or copied only in part. Enter your e-mail address and we will send you a new one.',
      ],
    };
  }
  if (code) {
    return {
      kind: 'failed',
      heading: visit.provider ? providerFailedMessage(visit.provider) : AUTH_FAILED_MESSAGE,
      text: [
        SOCIAL_ERRORS[code.toLowerCase()] ??
          'Something went wrong while signing in. Please try again.',
      ],
    };
  }
  if (visit.sent) {
    return {
      kind: 'inbox',
      heading: 'Verify your e-mail',
      text: [
        visit.email
          ? `Check your inbox: we sent a link to ${visit.email}`
          : 'Check your inbox: we sent you a link',
        INBOX_FOLLOW_UP,
      ],
    };
  }
  return null;
}
