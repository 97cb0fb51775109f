import { useId } from 'react';
import { describedBy } from '@/ui/field-styles.ts';
import type { TextFieldConfig } from '@/ui/form-rules.ts';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';

/**
 * A text field with suggestions (the browser's own list under the input, a combobox to
 * assistive technology); anything else may be typed. Laid out like the Form's fields.
 */
export function SuggestField({
  field,
  value,
  error,
  suggestions,
  onValueChange,
  onBlur,
  onFocus,
}: {
  field: TextFieldConfig;
  value: string;
  error: string | null;
  suggestions: readonly string[];
  onValueChange: (value: string) => void;
  onBlur: () => void;
  /** The first focus loads the suggestions. */
  onFocus: () => void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex items-center gap-1">
        <Label htmlFor={id}>{field.label}</Label>
      </div>
      <Input
        id={id}
        name={field.name}
        list={listId}
        autoComplete="off"
        placeholder={field.placeholder}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field.description && hintId, error && errorId)}
        onChange={(event) => onValueChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      {field.description ? (
        <p id={hintId} className="text-xs text-muted-fg">
          {field.description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
