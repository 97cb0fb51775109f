import { useId, type ReactNode } from 'react';
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

/** What ties a control to its Field's label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** The message shown under the control, or nothing. */
  error?: string | null;
  /** A line of help under the control. */
  hint?: ReactNode;
  required?: boolean;
  /**
   * The label is text named by id, not a `<label>`: for a control that takes its name
   * with `aria-labelledby` and cannot be pointed at (a checkbox group).
   */
  labelAsText?: boolean;
  className?: string;
  /** The control, given what links it to the label, hint and error, and the label's id. */
  children: (control: FieldControlProps, labelId: string) => ReactNode;
}

/**
 * A label, its control, an optional hint and the error under it, hint and error linked to
 * the control with `aria-describedby` and `aria-invalid`. The Form's fields are built on
 * it, and so is any hand-laid form that wants to look and read the same.
 */
export function Field({
  label,
  error,
  hint,
  required,
  labelAsText,
  className,
  children,
}: FieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint ? hintId : null, error ? errorId : null),
  };
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      {/* The asterisk sits beside the label, not in it: the name stays just the label, and
          `required` (or the group's error) tells assistive technology the rest. */}
      <div className="flex items-center gap-1">
        {labelAsText ? (
          <div id={labelId} className="text-sm leading-none font-medium">
            {label}
          </div>
        ) : (
          <Label id={labelId} htmlFor={id}>
            {label}
          </Label>
        )}
        {required ? (
          <span aria-hidden="true" className="text-sm leading-none text-destructive">
            *
          </span>
        ) : null}
      </div>
      {children(control, labelId)}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-fg">
          {hint}
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

/** One field of a Form, its control chosen by the field's type. */
export function FormField({ field, value, error, onValueChange, onBlur }: FormFieldProps) {
  const text = typeof value === 'string' ? value : '';
  return (
    <Field
      label={field.label}
      error={error}
      hint={field.description}
      required={field.required}
      labelAsText={field.type === 'checkbox-group'}
      className={cn(field.fullWidth && 'col-span-full')}
    >
      {(aria, labelId) => renderControl(aria, labelId)}
    </Field>
  );

  function renderControl({ id, ...aria }: FieldControlProps, labelId: string) {
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

/**
 * Fields laid out as a Form lays them out (one column, two from `sm`), for an editor that
 * keeps its own draft: each field's value, error and changes go through the callbacks.
 */
export function FormFieldGrid({
  fields,
  valueOf,
  errorOf,
  onValueChange,
  onBlur,
}: {
  fields: readonly FieldConfig[];
  valueOf: (name: string) => RawValue;
  errorOf: (name: string) => string | null;
  onValueChange: (name: string, value: RawValue) => void;
  onBlur: (name: string) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-2">
      {fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          value={valueOf(field.name)}
          error={errorOf(field.name)}
          onValueChange={(value) => onValueChange(field.name, value)}
          onBlur={() => onBlur(field.name)}
        />
      ))}
    </div>
  );
}
