import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { cn } from './cn.ts';
import { fieldControlClass } from './field-styles.ts';

export interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Classes for the wrapper that holds the input and its toggle. */
  wrapperClassName?: string;
}

/**
 * A password input with an icon button that shows or hides what was typed. The button's
 * name says what pressing it does ('Show password' / 'Hide password').
 */
export function PasswordInput({ id, className, wrapperClassName, ...props }: PasswordInputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className={cn('relative', wrapperClassName)}>
      <input
        id={inputId}
        type={visible ? 'text' : 'password'}
        className={cn(fieldControlClass, 'h-10 pr-11', className)}
        {...props}
      />
      <button
        type="button"
        aria-controls={inputId}
        disabled={props.disabled}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 my-auto mr-0.5 inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-fg hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60"
      >
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{visible ? 'Hide password' : 'Show password'}</span>
      </button>
    </div>
  );
}
