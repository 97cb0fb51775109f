import type { CheckboxOption } from './checkbox-group.tsx';
import type { SelectOption } from './select.tsx';

/**
 * A field's own check. It runs only when the field has a value and answers `true` when the
 * value is fine, or `false` (shown as '{label} is invalid') or a message when it is not.
 */
export type FieldCheck<V> = (value: V) => boolean | string;

interface FieldBase {
  /** The key of the field's value in the submitted values. */
  name: string;
  /** The visible label; also the `{label}` of the error messages. */
  label: string;
  required?: boolean;
  /** A hint shown under the control and linked with `aria-describedby`. */
  description?: string;
  disabled?: boolean;
  /** Spans every column of the form's grid. */
  fullWidth?: boolean;
}

export interface TextFieldConfig extends FieldBase {
  type: 'text' | 'email' | 'password';
  placeholder?: string;
  autoComplete?: string;
  validate?: FieldCheck<string>;
}

export interface NumberFieldConfig extends FieldBase {
  type: 'number';
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
  validate?: FieldCheck<number>;
}

export interface TextareaFieldConfig extends FieldBase {
  type: 'textarea';
  /** Caps the length and shows the counter. */
  maxLength?: number;
  rows?: number;
  placeholder?: string;
  validate?: FieldCheck<string>;
}

export interface SelectFieldConfig extends FieldBase {
  type: 'select';
  options: SelectOption[];
  placeholder?: string;
  searchable?: boolean;
  searchPlaceholder?: string;
  validate?: FieldCheck<string>;
}

export interface CheckboxGroupFieldConfig extends FieldBase {
  type: 'checkbox-group';
  options: CheckboxOption[];
  selectAll?: boolean;
  validate?: FieldCheck<string[]>;
}

export interface DateFieldConfig extends FieldBase {
  type: 'date';
  /** 'YYYY-MM-DD' */
  min?: string;
  /** 'YYYY-MM-DD' */
  max?: string;
  validate?: FieldCheck<string>;
}

/** One field of a Form, told apart by `type`. */
export type FieldConfig =
  | TextFieldConfig
  | NumberFieldConfig
  | TextareaFieldConfig
  | SelectFieldConfig
  | CheckboxGroupFieldConfig
  | DateFieldConfig;

/**
 * What a Form hands to `onSubmit`, by field type: text-like fields give a string, `number`
 * a number or null, `select` and `date` a string or null, `checkbox-group` a string array.
 */
export type FormValue = string | number | string[] | null;
export type FormValues = Record<string, FormValue>;

/** What the controls hold while editing: text (numbers too, as typed) or ticked values. */
export type RawValue = string | string[];

// Deliberately loose: the browser's own type="email" rule, not RFC 5322.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function hasValue(raw: RawValue): boolean {
  return Array.isArray(raw) ? raw.length > 0 : raw.trim() !== '';
}

function outcome(label: string, result: boolean | string): string | null {
  if (result === true) return null;
  return typeof result === 'string' && result !== '' ? result : `${label} is invalid`;
}

/** The error message for a field's current value, or null when it is valid. */
export function validateField(field: FieldConfig, raw: RawValue): string | null {
  if (!hasValue(raw)) return field.required ? `${field.label} is required` : null;
  switch (field.type) {
    case 'checkbox-group':
      return field.validate ? outcome(field.label, field.validate(raw as string[])) : null;
    case 'number': {
      const n = Number(raw);
      const inRange =
        Number.isFinite(n) &&
        (field.min === undefined || n >= field.min) &&
        (field.max === undefined || n <= field.max);
      if (!inRange) return `${field.label} is invalid`;
      return field.validate ? outcome(field.label, field.validate(n)) : null;
    }
    case 'date': {
      const date = raw as string;
      const inRange =
        (field.min === undefined || date >= field.min) &&
        (field.max === undefined || date <= field.max);
      if (!inRange) return `${field.label} is invalid`;
      return field.validate ? outcome(field.label, field.validate(date)) : null;
    }
    case 'email':
      if (!EMAIL.test((raw as string).trim())) return `${field.label} is invalid`;
      return field.validate ? outcome(field.label, field.validate(raw as string)) : null;
    default:
      return field.validate ? outcome(field.label, field.validate(raw as string)) : null;
  }
}

/** The editing value a field starts with. */
export function initialRaw(field: FieldConfig, value: FormValue | undefined): RawValue {
  if (field.type === 'checkbox-group') return Array.isArray(value) ? [...value] : [];
  if (value === null || value === undefined || Array.isArray(value)) return '';
  return String(value);
}

/** The submitted value of a field, typed as `FormValues` describes. */
export function toFormValue(field: FieldConfig, raw: RawValue): FormValue {
  if (Array.isArray(raw)) return [...raw];
  switch (field.type) {
    case 'number':
      return raw.trim() === '' ? null : Number(raw);
    case 'select':
    case 'date':
      return raw === '' ? null : raw;
    default:
      return raw;
  }
}
