/**
 * Accounts: the rules and names both the server and the client hold to, free of zod so
 * the browser can import them without the schema library (see `auth.ts` for the schemas).
 */

/** The spec's minimum password length (§9). */
export const MIN_PASSWORD_LENGTH = 6;
/** Long passphrases are welcome; the cap only keeps hashing cheap. */
export const MAX_PASSWORD_LENGTH = 256;

export const SOCIAL_PROVIDERS = ['google', 'github', 'facebook', 'apple'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

/** Sign-in method values (spec §3 "Credentials"). */
export type SignInMethod = 'email' | SocialProviderId;

/** How each provider is named to people: "Continue with GitHub", "GitHub authentication failed". */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProviderId, string> = {
  google: 'Google',
  github: 'GitHub',
  facebook: 'Facebook',
  apple: 'Apple',
};

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`;
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match.';

/**
 * Where the e-mailed verification link and a social sign-in that needs verification
 * land: the verify-email page, which then continues to `next`.
 */
export const VERIFY_EMAIL_PATH = '/verify-email';

/** Where the mailed password-reset link lands, with `?token=` (or `?error=INVALID_TOKEN`). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** The account settings page. */
export const ACCOUNT_PATH = '/account';

/** The error code a 429 from any auth endpoint carries. */
export const RATE_LIMITED_CODE = 'RATE_LIMITED';
