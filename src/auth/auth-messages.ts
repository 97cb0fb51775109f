import { SOCIAL_PROVIDER_NAMES, type SocialProviderId } from '@/shared/auth-rules.ts';

/** Words the account screens show (spec §8); the API's own two are in auth-api.ts. */

/** The code the panel and its handlers use for a login refused until the e-mail is verified. */
export const EMAIL_NOT_VERIFIED_CODE = 'auth/email-not-verified';
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Email not verified';

export const RESEND_LABEL = 'Resend verification e-mail';

export const VERIFIED_TOAST_TITLE = 'Your e-mail address is verified.';

/** '<Provider name> authentication failed' (spec §8). */
export function providerFailedMessage(provider: SocialProviderId): string {
  return `${SOCIAL_PROVIDER_NAMES[provider]} authentication failed`;
}

export function resentMessage(email: string): string {
  return `We sent a new link to ${email}.`;
}

export const FORGOT_PASSWORD_LABEL = 'Forgot password?';

/** Said whether or not the address has an account, so it tells nobody who is registered. */
export function resetLinkSentMessage(email: string): string {
  return `If ${email} has an account, we sent it a link to choose a new password. The link works once, for 1 hour.`;
}

export const RESET_LINK_INVALID_MESSAGE =
  'This link has expired or was already used. Ask for a new one below.';

export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed, and every device signed in to your account was signed out. Log in with your new password.';

/** Told when the session this device showed ended without a Logout here. */
export const SESSION_ENDED_TITLE = 'You are logged out';
export const SESSION_ENDED_MESSAGES = {
  'ended-elsewhere':
    'This device was signed out from another device. Log in again to use your account here.',
  expired: 'Your session on this device has expired. Log in again to use your account here.',
} as const;
