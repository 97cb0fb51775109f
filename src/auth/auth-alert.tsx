import { CircleAlert } from 'lucide-react';
import { Button } from '@/ui/button.tsx';
import { EMAIL_NOT_VERIFIED_CODE, RESEND_LABEL } from './auth-messages.ts';
import type { AuthHandlerError } from './auth-types.ts';
import { useResend, type ResendFunction } from './use-resend.ts';

export interface AuthAlertProps {
  /** `email`: the address the failed attempt used, for resending the verification e-mail. */
  error: AuthHandlerError & { message: string; email: string };
  onResendVerification?: ResendFunction;
}

/**
 * The panel's failure, announced as an alert. A login refused as unverified also offers to
 * send the verification e-mail again, and says (politely) how that went.
 */
export function AuthAlert({ error, onResendVerification }: AuthAlertProps) {
  const resend = useResend(onResendVerification ?? (async () => {}));
  const offerResend =
    onResendVerification !== undefined && error.code === EMAIL_NOT_VERIFIED_CODE && error.email;
  return (
    <div className="space-y-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
      <div role="alert" className="flex items-start gap-2 font-medium text-destructive">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>{error.message}</p>
      </div>
      {offerResend ? (
        <>
          <Button
            variant="outline"
            size="sm"
            loading={resend.sending}
            disabled={resend.coolingDown}
            onClick={() => void resend.send(error.email)}
          >
            {RESEND_LABEL}
          </Button>
          <p aria-live="polite" className={resend.outcome?.ok ? 'text-fg' : 'text-destructive'}>
            {resend.outcome?.message}
          </p>
        </>
      ) : null}
    </div>
  );
}
