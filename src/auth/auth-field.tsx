import { useId, type ComponentProps } from 'react';
import { describedBy } from '@/ui/field-styles.ts';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';
import { PasswordInput } from '@/ui/password-input.tsx';

export interface AuthFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  label: string;
  type: 'email' | 'password';
  /** Shown under the control and linked to it; null when the value is fine. */
  error: string | null;
}

/**
 * A labelled e-mail or password field with its error under it, marked up like the design
 * system's form fields.
 * NOTE: not the design system's FormField: that one brings every control it can render
 * (date picker, select…) into the sign-in chunk.
 */
export function AuthField({ label, type, error, required, ...props }: AuthFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error && errorId),
    ...props,
  };
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex items-center gap-1">
        <Label htmlFor={id}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="text-sm leading-none text-destructive">
            *
          </span>
        ) : null}
      </div>
      {type === 'password' ? <PasswordInput {...control} /> : <Input type={type} {...control} />}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
