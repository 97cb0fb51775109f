import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';
import { FormField } from './form-field.tsx';
import {
  initialRaw,
  toFormValue,
  validateField,
  type FieldConfig,
  type FormValues,
  type RawValue,
} from './form-rules.ts';

export type { FieldConfig, FormValues } from './form-rules.ts';

export interface FormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  fields: FieldConfig[];
  /** Called with every field's value once all are valid; the button shows it is busy meanwhile. */
  onSubmit: (values: FormValues) => void | Promise<void>;
  submitLabel?: string;
  defaultValues?: Partial<FormValues>;
  /** Columns of the field grid on wider screens; narrow screens always get one. */
  columns?: 1 | 2 | 3 | 4;
  /** Parts of the form that `fields` cannot describe, shown between the fields and submit. */
  children?: ReactNode;
  /** Keeps submit disabled (and `onSubmit` uncalled) while those parts are not valid. */
  blocked?: boolean;
  /** Shown beside the submit button, e.g. a Cancel button. */
  actions?: ReactNode;
  /** Called with every field's current value after any field changes. */
  onValuesChange?: (values: FormValues) => void;
  /**
   * The fields (by name) that can wait: shown after `children` under a heading ("More
   * details"), with `more.children` (a photo…), so the essentials come first.
   */
  more?: { names: readonly string[]; title?: string; children?: ReactNode };
  /** Keeps Save (and the actions) stuck to the screen's bottom while a long form scrolls. */
  stickyActions?: boolean;
}

const COLUMNS = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/**
 * A form built from field configs. Each field is validated when it changes (and when focus
 * leaves it), all of them on submit; an error shows only once its field was touched, so
 * nobody is scolded before typing. Submit stays enabled: pressed with a field still
 * invalid (a required choice not made yet), it shows every field's error and takes the
 * focus to the first, so the person is told what is missing instead of facing a button
 * that does nothing.
 * NOTE: `onSubmit` errors are not caught here: the caller knows what to say about them.
 */
export function Form({
  fields,
  onSubmit,
  submitLabel = 'Submit',
  defaultValues,
  columns = 1,
  children,
  blocked = false,
  actions,
  onValuesChange,
  more,
  stickyActions = false,
  className,
  ...props
}: FormProps) {
  const [raw, setRaw] = useState<Record<string, RawValue>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, initialRaw(f, defaultValues?.[f.name])])),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitting, setSubmitting] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const moreId = useId();
  // Bumped by a refused submit: once its errors are drawn, the first invalid field gets the focus.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const invalid = fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A checkbox group marks its group: the focus goes to its first box.
    const target = invalid?.matches('input, button, textarea, select, [tabindex]')
      ? invalid
      : invalid?.querySelector<HTMLElement>('input, button, [tabindex]');
    target?.focus();
  }, [refusals]);

  const valueOf = (field: FieldConfig) => raw[field.name] ?? initialRaw(field, undefined);
  // Errors are derived from the current values on every render, so none can go stale.
  const errors = Object.fromEntries(fields.map((f) => [f.name, validateField(f, valueOf(f))]));
  const allValid = fields.every((f) => errors[f.name] === null);
  const valuesOf = (from: Record<string, RawValue>) =>
    Object.fromEntries(
      fields.map((f) => [f.name, toFormValue(f, from[f.name] ?? initialRaw(f, undefined))]),
    );

  const isMore = (field: FieldConfig) => more?.names.includes(field.name) ?? false;
  const gridClass = cn('grid grid-cols-1 gap-x-4 gap-y-5', COLUMNS[columns]);
  const fieldOf = (field: FieldConfig) => (
    <FormField
      key={field.name}
      field={field}
      value={valueOf(field)}
      error={touched.has(field.name) ? (errors[field.name] ?? null) : null}
      onValueChange={(value) => {
        setRaw((prev) => ({ ...prev, [field.name]: value }));
        touch(field.name);
        onValuesChange?.(valuesOf({ ...raw, [field.name]: value }));
      }}
      onBlur={() => touch(field.name)}
    />
  );

  function touch(name: string) {
    setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setTouched(new Set(fields.map((f) => f.name)));
    if (!allValid) {
      setRefusals((count) => count + 1);
      return;
    }
    if (blocked) return;
    const values = valuesOf(raw);
    setSubmitting(true);
    try {
      await onSubmit(values);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-busy={submitting || undefined}
      className={cn('space-y-6', className)}
      {...props}
    >
      <div ref={fieldsRef} className="space-y-6">
        <div className={gridClass}>{fields.filter((f) => !isMore(f)).map(fieldOf)}</div>
        {children}
        {more ? (
          <section aria-labelledby={moreId} className="space-y-5">
            <h3 id={moreId} className="border-t border-border pt-5 text-lg font-semibold">
              {more.title ?? 'More details'}
            </h3>
            <div className={gridClass}>{fields.filter(isMore).map(fieldOf)}</div>
            {more.children}
          </section>
        ) : null}
      </div>
      <div
        className={cn(
          'flex flex-wrap items-center gap-3',
          stickyActions &&
            'sticky bottom-0 z-20 -mx-2 rounded-xl border border-border bg-bg/95 p-2 shadow-md backdrop-blur',
        )}
      >
        <Button type="submit" disabled={blocked} loading={submitting}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
