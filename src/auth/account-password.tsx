import { useState } from 'react';
import { changePassword } from './account-api.ts';
import { AccountSection, Outcome } from './account-section.tsx';
import type { FetchFunction } from './auth-api.ts';
import { FORGOT_PASSWORD_LABEL } from './auth-messages.ts';
import { NewPasswordForm } from './new-password-form.tsx';

/**
 * Changing the password needs the current one; the other sessions are signed out unless
 * the person says otherwise. An account without a password (a provider only) is told how
 * to add one: "Forgot password?" mails a link that sets it.
 */
export function AccountPassword({
  hasPassword,
  fetch,
}: {
  hasPassword: boolean;
  fetch?: FetchFunction;
}) {
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  if (!hasPassword) {
    return (
      <AccountSection title="Password">
        <p className="text-sm text-muted-fg">
          Your account has no password: you sign in with a provider. To add one, log out and use “
          {FORGOT_PASSWORD_LABEL}” with your e-mail address.
        </p>
      </AccountSection>
    );
  }

  return (
    <AccountSection title="Password" description="Your current password is needed to change it.">
      <NewPasswordForm
        askCurrent
        label="Change password"
        submitLabel="Change password"
        onSubmit={async (newPassword, currentPassword) => {
          setOutcome(null);
          const result = await changePassword(
            { currentPassword, newPassword, revokeOtherSessions: signOutOthers },
            fetch,
          );
          if (result.error) return result.error.message;
          setOutcome({
            ok: true,
            message: signOutOthers
              ? 'Your password is changed, and your other devices are signed out.'
              : 'Your password is changed.',
          });
          return null;
        }}
      >
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={signOutOthers}
            onChange={(event) => setSignOutOthers(event.target.checked)}
          />
          Sign out everywhere else
        </label>
      </NewPasswordForm>
      <div className="mt-3">
        <Outcome outcome={outcome} />
      </div>
    </AccountSection>
  );
}
