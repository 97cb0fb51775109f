import { RESET_PASSWORD_PATH } from '@/shared/auth-rules.ts';
import { requestPasswordReset, type FetchFunction } from './auth-api.ts';
import { resetLinkSentMessage } from './auth-messages.ts';
import { ResendForm } from './resend-form.tsx';

export interface ForgotPasswordFormProps {
  defaultEmail?: string;
  fetch?: FetchFunction;
}

export const SEND_RESET_LINK_LABEL = 'Send reset link';

/**
 * "Forgot password?": mails a one-time link to choose a new password. The answer is the
 * same whether or not the address has an account.
 */
export function ForgotPasswordForm({ defaultEmail, fetch }: ForgotPasswordFormProps) {
  return (
    <ResendForm
      defaultEmail={defaultEmail}
      label={SEND_RESET_LINK_LABEL}
      formLabel="Reset your password"
      sentMessage={resetLinkSentMessage}
      onResend={(email) => requestPasswordReset({ email, redirectTo: RESET_PASSWORD_PATH }, fetch)}
    />
  );
}
