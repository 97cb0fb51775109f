import { useId } from 'react';
import { CheckboxGroup } from './checkbox-group.tsx';
import { cn } from './cn.ts';
import { DatePicker } from './date-picker.tsx';
import { describedBy } from './field-styles.ts';
import type { FieldConfig, RawValue } from './form-rules.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';
import { PasswordInput } from './password-input.tsx';
import { Select } from './select.tsx';
import { Textarea } from './textarea.tsx';

export interface FormFieldProps {
  field: FieldConfig;
  value: RawValue;
  /** The message shown under the control, or null. */
  error: string | null;
  onValueChange: (value: RawValue) => void;
  /** Focus left the control: the Form starts showing its error from now on. */
  onBlur: () => void;
}

/**
 * One field of a Form: its label, its control, an optional hint and the error under it,
 * hint and error linked to the control with `aria-describedby` and `aria-invalid`.
 */
export function FormField({ field, value, error, onValueChange, onBlur }: FormFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(field.description && hintId, error && errorId),
  };
  const text = typeof value === 'string' ? value : '';
  const isGroup = field.type === 'checkbox-group';

  return (
    <div className={cn('flex min-w-0 flex-col gap-2', field.fullWidth && 'col-span-full')}>
      {/* The asterisk sits beside the label, not in it: the name stays just the label, and
          `required` (or the group's error) tells assistive technology the rest. */}
      <div className="flex items-center gap-1">
        {isGroup ? (
          <div id={labelId} className="text-sm leading-none font-medium">
            {field.label}
          </div>
        ) : (
          <Label id={labelId} htmlFor={id}>
            {field.label}
          </Label>
        )}
        {field.required ? (
          <span aria-hidden="true" className="text-sm leading-none text-destructive">
            *
          </span>
        ) : null}
      </div>
      {renderControl()}
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

  function renderControl() {
    const common = {
      id,
      name: field.name,
      disabled: field.disabled,
      required: field.required,
      onBlur,
      ...aria,
    };
    switch (field.type) {
      case 'checkbox-group':
        return (
          <CheckboxGroup
            id={id}
            aria-labelledby={labelId}
            aria-describedby={aria['aria-describedby']}
            aria-invalid={aria['aria-invalid']}
            options={field.options}
            selectAll={field.selectAll}
            disabled={field.disabled}
            value={Array.isArray(value) ? value : []}
            onValueChange={onValueChange}
          />
        );
      case 'textarea':
        return (
          <Textarea
            {...common}
            rows={field.rows}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            value={text}
            onChange={(event) => onValueChange(event.target.value)}
          />
        );
      case 'password':
        return (
          <PasswordInput
            {...common}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            value={text}
            onChange={(event) => onValueChange(event.target.value)}
          />
        );
      case 'number':
        return (
          <Input
            {...common}
            type="number"
            min={field.min}
            max={field.max}
            step={field.step}
            placeholder={field.placeholder}
            value={text}
            onChange={(event) => onValueChange(event.target.value)}
          />
        );
      case 'select':
        return (
          <Select
            id={id}
            name={field.name}
            aria-labelledby={labelId}
            {...aria}
            options={field.options}
            placeholder={field.placeholder}
            searchable={field.searchable}
            searchPlaceholder={field.searchPlaceholder}
            disabled={field.disabled}
            value={text === '' ? null : text}
            onValueChange={(next) => onValueChange(next ?? '')}
            onBlur={onBlur}
          />
        );
      case 'date':
        return (
          // Named by the <label> pointing at its id, not aria-labelledby: the button shows
          // the chosen day, and axe wants visible text inside an aria-given name.
          <DatePicker
            id={id}
            {...aria}
            min={field.min}
            max={field.max}
            disabled={field.disabled}
            value={text === '' ? null : text}
            onValueChange={(next) => onValueChange(next ?? '')}
            onBlur={onBlur}
          />
        );
      default:
        return (
          <Input
            {...common}
            type={field.type}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            value={text}
            onChange={(event) => onValueChange(event.target.value)}
          />
        );
    }
  }
}
