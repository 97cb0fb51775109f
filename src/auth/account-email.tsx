import { useState, type FormEvent } from 'react';
import { ACCOUNT_PATH } from '@/shared/auth-rules.ts';
import { Button } from '@/ui/button.tsx';
import { validateField } from '@/ui/form-rules.ts';
import { changeEmail } from './account-api.ts';
import { AccountSection, Outcome } from './account-section.tsx';
import type { FetchFunction } from './auth-api.ts';
import { AuthField } from './auth-field.tsx';

/** A new e-mail address, verified by a link sent to it; the old address is told. */
export function AccountEmail({ email, fetch }: { email: string; fetch?: FetchFunction }) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const error = validateField(
    { name: 'newEmail', label: 'New e-mail address', type: 'email', required: true },
    value,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (error || pending) {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    const newEmail = value.trim();
    setPending(true);
    setOutcome(null);
    const result = await changeEmail({ newEmail, callbackURL: ACCOUNT_PATH }, fetch);
    setPending(false);
    if (result.error) return setOutcome({ ok: false, message: result.error.message });
    setValue('');
    setTouched(false);
    setOutcome({
      ok: true,
      message: `We sent a link to ${newEmail}. Your address changes once you open it. We also told ${email}.`,
    });
  }

  return (
    <AccountSection
      title="E-mail address"
      description={
        <>
          You sign in with <strong className="text-fg">{email}</strong>.
        </>
      }
    >
      <form noValidate aria-label="Change e-mail address" onSubmit={submit} className="space-y-4">
        <AuthField
          name="newEmail"
          label="New e-mail address"
          type="email"
          required
          autoComplete="email"
          value={value}
          error={touched ? error : null}
          onChange={(event) => {
            setValue(event.target.value);
            setOutcome(null);
          }}
        />
        <Button type="submit" loading={pending}>
          Change e-mail
        </Button>
        <Outcome outcome={outcome} />
      </form>
    </AccountSection>
  );
}
