import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button.tsx';
import { validateField, type TextFieldConfig } from '@/ui/form-rules.ts';
import { AuthField } from './auth-field.tsx';
import { RESEND_LABEL } from './auth-messages.ts';
import { useResend, type ResendFunction } from './use-resend.ts';

const EMAIL_FIELD: TextFieldConfig = {
  name: 'email',
  label: 'Email',
  type: 'email',
  required: true,
};

export interface ResendFormProps {
  /** Prefills the field when the address is known. */
  defaultEmail?: string;
  onResend: ResendFunction;
  /** The button; 'Resend verification e-mail' unless told. */
  label?: string;
  /** The form's accessible name. */
  formLabel?: string;
  /** What to say once sent; "We sent a new link to …" unless told. */
  sentMessage?: (email: string) => string;
}

/**
 * Asks for a link by mail: an e-mail field and 'Resend verification e-mail' (or, with its
 * own words, 'Send reset link').
 * Says where the link went, or why it could not (the rate limit's message); the button
 * rests for a while after each send.
 */
export function ResendForm({
  defaultEmail = '',
  onResend,
  label = RESEND_LABEL,
  formLabel = 'Resend the verification e-mail',
  sentMessage,
}: ResendFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [touched, setTouched] = useState(false);
  const resend = useResend(onResend, sentMessage);
  const fieldError = validateField(EMAIL_FIELD, email);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (fieldError) {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    void resend.send(email.trim());
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label={formLabel}
      className="w-full space-y-4 text-left"
    >
      <AuthField
        name="email"
        label={EMAIL_FIELD.label}
        type="email"
        required
        autoComplete="email"
        value={email}
        error={touched ? fieldError : null}
        onChange={(event) => {
          setEmail(event.target.value);
          setTouched(true);
          resend.reset();
        }}
        onBlur={() => setTouched(true)}
      />
      <Button type="submit" size="full" loading={resend.sending} disabled={resend.coolingDown}>
        {label}
      </Button>
      {/* Always present, so the message is announced when it appears. */}
      <p role="status" className="text-sm empty:hidden">
        {resend.outcome?.ok ? resend.outcome.message : null}
      </p>
      {resend.outcome && !resend.outcome.ok ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {resend.outcome.message}
        </p>
      ) : null}
    </form>
  );
}
