import { useId, useState, type ChangeEvent, type ComponentProps } from 'react';
import { cn } from './cn.ts';
import { describedBy, fieldControlClass } from './field-styles.ts';

export interface TextareaProps extends ComponentProps<'textarea'> {
  /** Caps the input length and shows the counter '{count} / {limit} characters'. */
  maxLength?: number;
  /** Classes for the wrapper that holds the textarea and its counter. */
  wrapperClassName?: string;
}

/**
 * A multi-line text field. With `maxLength` it cannot grow past the limit, shows a counter
 * linked with `aria-describedby`, and is flagged as an error (aria-invalid and the error
 * styling) once the count reaches the limit. Works controlled (`value`) or not.
 */
export function Textarea({
  maxLength,
  value,
  defaultValue,
  onChange,
  className,
  wrapperClassName,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: TextareaProps) {
  const counterId = useId();
  // Uncontrolled use keeps its own state so the counter can follow every keystroke.
  const [ownValue, setOwnValue] = useState(() => String(defaultValue ?? ''));
  const text = value === undefined ? ownValue : String(value);
  const limited = maxLength !== undefined;
  const count = limited ? Math.min(text.length, maxLength) : text.length;
  const atLimit = limited && count >= maxLength;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    // NOTE: the native maxlength stops typing and pasting, but not every path (a script,
    // some IMEs), so the value is cut here too before anyone sees it.
    if (limited && event.target.value.length > maxLength) {
      event.target.value = event.target.value.slice(0, maxLength);
    }
    if (value === undefined) setOwnValue(event.target.value);
    onChange?.(event);
  }

  const textarea = (
    <textarea
      maxLength={maxLength}
      value={limited ? text.slice(0, maxLength) : text}
      onChange={handleChange}
      aria-describedby={describedBy(ariaDescribedBy, limited && counterId)}
      aria-invalid={atLimit ? true : ariaInvalid}
      className={cn(fieldControlClass, 'block min-h-24 resize-y py-2', className)}
      {...props}
    />
  );
  if (!limited) return textarea;
  return (
    <div className={cn('space-y-1', wrapperClassName)}>
      {textarea}
      <p
        id={counterId}
        className={cn(
          'text-right text-xs tabular-nums',
          atLimit ? 'font-medium text-destructive' : 'text-muted-fg',
        )}
      >
        {count} / {maxLength} characters
      </p>
    </div>
  );
}
