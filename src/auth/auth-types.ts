/** The shapes the authentication panel and its handlers exchange (spec §7). */

export type AuthAction = 'login' | 'sign up';

export interface AuthCredentials {
  /** `confirmPassword` is '' in login mode. */
  data: { email: string; password: string; confirmPassword: string };
  action: AuthAction;
}

export interface AuthHandlerError {
  /** Shown as it is; 'Authentication failed' when missing. */
  message?: string;
  /** 'auth/email-not-verified' makes the panel offer to resend the verification e-mail. */
  code?: string;
}

export interface AuthHandlerResult {
  error?: AuthHandlerError;
  /** The browser is leaving for a provider: stay busy and run no success step. */
  redirecting?: boolean;
}
