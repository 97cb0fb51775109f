import { useState, type FormEvent, type ReactNode } from 'react';
import { MIN_PASSWORD_LENGTH, PASSWORDS_DO_NOT_MATCH_MESSAGE } from '@/shared/auth-rules.ts';
import { Button } from '@/ui/button.tsx';
import { AuthField } from './auth-field.tsx';

export interface NewPasswordFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** Runs once the rules of sign-up hold; resolves to an error message, or null when done. */
  onSubmit: (newPassword: string, currentPassword: string) => Promise<string | null>;
  /** Asks for the current password first (changing it when signed in). */
  askCurrent?: boolean;
  minPasswordLength?: number;
  /** Shown under the fields (e.g. a checkbox). */
  children?: ReactNode;
}

type FieldName = 'current' | 'password' | 'confirm';

/**
 * A new password, typed twice, held to sign-up's rules ('Passwords do not match.', the
 * minimum length) before anything is sent; the server's refusal appears as an alert.
 */
export function NewPasswordForm({
  label,
  submitLabel,
  onSubmit,
  askCurrent = false,
  minPasswordLength = MIN_PASSWORD_LENGTH,
  children,
}: NewPasswordFormProps) {
  const [values, setValues] = useState<Record<FieldName, string>>({
    current: '',
    password: '',
    confirm: '',
  });
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const required = (name: FieldName, fieldLabel: string) =>
    touched && values[name] === '' ? `${fieldLabel} is required` : null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    setTouched(true);
    setError(null);
    const empty = (['current', 'password', 'confirm'] as const).find(
      (name) => (name !== 'current' || askCurrent) && values[name] === '',
    );
    if (empty) {
      form.querySelector<HTMLInputElement>(`[name="${empty}"]`)?.focus();
      return;
    }
    if (values.password !== values.confirm) return setError(PASSWORDS_DO_NOT_MATCH_MESSAGE);
    if (values.password.length < minPasswordLength) {
      return setError(`Password must be at least ${minPasswordLength} characters long`);
    }
    setPending(true);
    const problem = await onSubmit(values.password, values.current).catch((thrown: unknown) => {
      console.error('Setting the password failed', thrown);
      return 'Something went wrong. Please try again.';
    });
    setPending(false);
    if (problem) {
      setError(problem);
      return;
    }
    setValues({ current: '', password: '', confirm: '' });
    setTouched(false);
  }

  const field = (name: FieldName, fieldLabel: string, autoComplete: string) => (
    <AuthField
      name={name}
      label={fieldLabel}
      type="password"
      required
      autoComplete={autoComplete}
      value={values[name]}
      error={required(name, fieldLabel)}
      onChange={(event) => {
        const value = event.target.value;
        setValues((previous) => ({ ...previous, [name]: value }));
      }}
    />
  );

  return (
    <form
      noValidate
      aria-label={label}
      aria-busy={pending || undefined}
      onSubmit={handleSubmit}
      className="w-full space-y-4 text-left"
    >
      {askCurrent ? field('current', 'Current password', 'current-password') : null}
      {field('password', 'New password', 'new-password')}
      {field('confirm', 'Confirm Password', 'new-password')}
      {children}
      <Button type="submit" loading={pending} className="w-full sm:w-auto">
        {submitLabel}
      </Button>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
