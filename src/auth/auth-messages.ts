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
