import { Checkbox } from '@base-ui/react/checkbox';
import { CheckboxGroup as BaseCheckboxGroup } from '@base-ui/react/checkbox-group';
import { Check, Minus } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn.ts';
import { useHydrated } from './use-field-hydration.ts';

export interface CheckboxOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface CheckboxGroupProps extends Omit<
  ComponentProps<'div'>,
  'defaultValue' | 'onChange' | 'children'
> {
  options: CheckboxOption[];
  /** The ticked values (controlled). */
  value?: string[];
  /** The values ticked at first (uncontrolled). */
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /** A visible caption that names the group; otherwise pass `aria-label(ledby)`. */
  label?: ReactNode;
  /** Adds a 'Select All' checkbox that ticks and unticks every option that is not disabled. */
  selectAll?: boolean;
  selectAllLabel?: string;
  disabled?: boolean;
}

const boxClass =
  'flex size-5 shrink-0 cursor-pointer items-center justify-center rounded border border-muted-fg bg-card text-primary-fg transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-checked:border-primary data-checked:bg-primary data-disabled:cursor-not-allowed data-disabled:opacity-50 data-indeterminate:border-primary data-indeterminate:bg-primary';

const invalidBoxClass = 'border-destructive ring-1 ring-destructive';

function Mark({ mixed }: { mixed: boolean }) {
  const Icon = mixed ? Minus : Check;
  return <Icon aria-hidden="true" className="size-3.5" strokeWidth={3} />;
}

interface BoxProps extends ComponentProps<typeof Checkbox.Root> {
  invalid: boolean;
  /** The option's text, for the look-alike shown before hydration. */
  label: string;
  /** False while prerendered or hydrating: see `useHydrated`. */
  live: boolean;
}

function Box({ invalid, label, live, ...props }: BoxProps) {
  if (!live) {
    const checked = Boolean(props.checked);
    const mixed = Boolean(props.indeterminate);
    return (
      <span
        role="checkbox"
        aria-label={label}
        aria-checked={mixed ? 'mixed' : checked}
        aria-disabled={props.disabled || undefined}
        data-checked={checked && !mixed ? '' : undefined}
        data-indeterminate={mixed ? '' : undefined}
        data-disabled={props.disabled ? '' : undefined}
        className={cn(boxClass, invalid && invalidBoxClass)}
      >
        {checked || mixed ? (
          <span className="flex">
            <Mark mixed={mixed} />
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <Checkbox.Root className={cn(boxClass, invalid && invalidBoxClass)} {...props}>
      <Checkbox.Indicator
        className="flex data-unchecked:hidden"
        render={(indicatorProps, state) => (
          <span {...indicatorProps}>
            <Mark mixed={state.indeterminate} />
          </span>
        )}
      />
    </Checkbox.Root>
  );
}

/**
 * A labelled group of checkboxes (Base UI's CheckboxGroup and Checkbox). 'Select All'
 * acts on the enabled options only: a disabled option keeps whatever state it has, and the
 * box shows the mixed state while some, not all, enabled options are ticked.
 */
export function CheckboxGroup({
  options,
  value,
  defaultValue,
  onValueChange,
  label,
  selectAll = false,
  selectAllLabel = 'Select All',
  disabled = false,
  className,
  'aria-labelledby': ariaLabelledBy,
  'aria-invalid': ariaInvalid,
  ...props
}: CheckboxGroupProps) {
  const labelId = useId();
  const listId = useId();
  const [ownValue, setOwnValue] = useState<string[]>(defaultValue ?? []);
  const selected = value ?? ownValue;
  const invalid = ariaInvalid === true || ariaInvalid === 'true';
  const live = useHydrated();

  function change(next: string[]) {
    // Keep the options' order whatever order they were ticked in.
    const ordered = options.filter((o) => next.includes(o.value)).map((o) => o.value);
    if (value === undefined) setOwnValue(ordered);
    onValueChange?.(ordered);
  }

  const enabled = options.filter((o) => !o.disabled).map((o) => o.value);
  const enabledTicked = enabled.filter((v) => selected.includes(v)).length;
  const allTicked = enabled.length > 0 && enabledTicked === enabled.length;

  return (
    <BaseCheckboxGroup
      value={selected}
      onValueChange={change}
      disabled={disabled}
      aria-labelledby={ariaLabelledBy ?? (label ? labelId : undefined)}
      aria-invalid={ariaInvalid}
      className={cn('flex flex-col gap-1', className)}
      {...props}
    >
      {label ? (
        <div id={labelId} className="mb-1 text-sm font-medium">
          {label}
        </div>
      ) : null}
      {selectAll ? (
        <label className="flex min-h-9 w-fit cursor-pointer items-center gap-2.5 text-sm font-medium has-data-disabled:cursor-not-allowed has-data-disabled:text-muted-fg">
          <Box
            live={live}
            label={selectAllLabel}
            invalid={invalid}
            checked={allTicked}
            indeterminate={enabledTicked > 0 && !allTicked}
            disabled={disabled || enabled.length === 0}
            aria-controls={listId}
            onCheckedChange={() =>
              change(
                allTicked
                  ? selected.filter((v) => !enabled.includes(v))
                  : [...selected, ...enabled],
              )
            }
          />
          {selectAllLabel}
        </label>
      ) : null}
      <div id={listId} className={cn('flex flex-col gap-1', selectAll && 'pl-7')}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-9 w-fit cursor-pointer items-center gap-2.5 text-sm has-data-disabled:cursor-not-allowed has-data-disabled:text-muted-fg"
          >
            <Box
              live={live}
              label={option.label}
              invalid={invalid}
              value={option.value}
              checked={live ? undefined : selected.includes(option.value)}
              disabled={option.disabled || (!live && disabled)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </BaseCheckboxGroup>
  );
}
