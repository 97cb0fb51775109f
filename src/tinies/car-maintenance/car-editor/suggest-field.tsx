import { Field } from '@/ui/form-field.tsx';
import type { TextFieldConfig } from '@/ui/form-rules.ts';
import { Input } from '@/ui/input.tsx';

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
  return (
    <Field label={field.label} error={error} hint={field.description}>
      {(control) => (
        <>
          <Input
            {...control}
            name={field.name}
            list={`${control.id}-list`}
            autoComplete="off"
            placeholder={field.placeholder}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            onFocus={onFocus}
            onBlur={onBlur}
          />
          <datalist id={`${control.id}-list`}>
            {suggestions.map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
