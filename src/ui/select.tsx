import { Combobox } from '@base-ui/react/combobox';
import { CSPProvider } from '@base-ui/react/csp-provider';
import { Select as BaseSelect } from '@base-ui/react/select';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { useCallback, useMemo, useRef, useState, type FocusEvent } from 'react';
import { cn } from './cn.ts';
import { useHydrated } from './field-hydration.ts';
import { fieldControlClass } from './field-styles.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  id?: string;
  options: SelectOption[];
  value: string | null;
  onValueChange: (value: string | null) => void;
  placeholder?: string;
  /** Adds a search box above the options that filters them by label. */
  searchable?: boolean;
  searchPlaceholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** Called when focus leaves the field, not when it moves into the open list. */
  onBlur?: () => void;
  name?: string;
  className?: string;
}

export const SELECT_PLACEHOLDER = 'Select an option...';
export const SEARCH_PLACEHOLDER = 'Search options...';
export const NO_OPTIONS = 'No options available';
export const NO_RESULTS = 'No results found';

const triggerClass = cn(
  fieldControlClass,
  'flex h-10 cursor-pointer items-center justify-between gap-2 text-left data-disabled:cursor-not-allowed data-disabled:opacity-60 data-popup-open:border-ring',
);
const valueClass = 'min-w-0 truncate data-placeholder:text-muted-fg';
const popupClass =
  'min-w-(--anchor-width) max-w-(--available-width) origin-(--transform-origin) overflow-hidden rounded-lg border border-border bg-card text-fg shadow-lg outline-none transition-[opacity,scale] duration-100 data-ending-style:scale-95 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0';
/** The option list stops at 15rem (or the room left on screen) and scrolls. */
const listClass =
  'max-h-[min(15rem,var(--available-height))] overflow-y-auto overscroll-contain p-1 outline-none';
const itemClass =
  'grid cursor-pointer grid-cols-[1rem_1fr] items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none data-disabled:cursor-not-allowed data-disabled:text-muted-fg data-disabled:line-through data-highlighted:bg-muted';
const emptyClass = 'px-3 py-3 text-sm text-muted-fg empty:hidden';

type FieldAria = 'aria-label' | 'aria-labelledby' | 'aria-invalid' | 'aria-describedby';

/**
 * Where the open list of a plain Select is put: inside the page's main landmark, so its
 * content belongs to a landmark like the field itself. Inside a dialog (and when there is
 * no main) it goes to the body, Base UI's default, which dialogs already account for.
 */
function landmarkAround(trigger: HTMLElement): HTMLElement | null {
  if (trigger.closest('dialog, [role="dialog"], [role="alertdialog"]')) return null;
  return trigger.closest<HTMLElement>('main, [role="main"]');
}

/** The ARIA attributes a form hands to the field, for its trigger. */
function ariaOf(props: Pick<SelectProps, FieldAria>) {
  return {
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
    'aria-invalid': props['aria-invalid'],
    'aria-describedby': props['aria-describedby'],
  };
}

/**
 * Calls `onBlur` when focus leaves the trigger for somewhere other than the open list, so
 * a form does not mark the field touched while its options are being browsed.
 */
function useFieldBlur(onBlur: (() => void) | undefined) {
  const popupRef = useRef<HTMLDivElement>(null);
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && popupRef.current?.contains(next)) return;
    onBlur?.();
  };
  return { popupRef, handleBlur };
}

/**
 * A dropdown choice among `options`. Plain, it is Base UI's Select (arrow keys,
 * Home/End, typeahead, Enter, Escape); with `searchable`, Base UI's Combobox with its
 * search box inside the popup. Either way the field is a button showing the chosen label.
 */
export function Select(props: SelectProps) {
  // NOTE: Base UI's hidden form input carries an inline style, which our CSP refuses in
  // prerendered HTML; until hydration a look-alike trigger stands in.
  const hydrated = useHydrated();
  if (!hydrated) return <SelectLookAlike {...props} />;
  // NOTE: Base UI's Select would also inject a <style> element, likewise refused; we do not
  // use the scrollbar rule it carries.
  return (
    <CSPProvider disableStyleElements>
      {props.searchable ? <SearchableSelect {...props} /> : <PlainSelect {...props} />}
    </CSPProvider>
  );
}

/** The closed field as Base UI renders it, without the hidden input. */
function SelectLookAlike({
  id,
  options,
  value,
  placeholder = SELECT_PLACEHOLDER,
  searchable,
  disabled,
  className,
  ...props
}: SelectProps) {
  const label = options.find((option) => option.value === value)?.label;
  return (
    <button
      type="button"
      id={id}
      role="combobox"
      aria-expanded={false}
      aria-haspopup={searchable ? 'dialog' : 'listbox'}
      {...ariaOf(props)}
      disabled={disabled}
      className={cn(triggerClass, className)}
    >
      <span className={valueClass} data-placeholder={label === undefined ? '' : undefined}>
        {label ?? placeholder}
      </span>
      <span aria-hidden="true" className="flex text-muted-fg">
        <ChevronsUpDown aria-hidden="true" className="size-4" />
      </span>
    </button>
  );
}

function PlainSelect({
  id,
  options,
  value,
  onValueChange,
  placeholder = SELECT_PLACEHOLDER,
  disabled,
  onBlur,
  name,
  className,
  ...props
}: SelectProps) {
  const { popupRef, handleBlur } = useFieldBlur(onBlur);
  const [portalContainer, setPortalContainer] = useState<HTMLElement | undefined>(undefined);
  const placeList = useCallback((trigger: HTMLButtonElement | null) => {
    if (trigger) setPortalContainer(landmarkAround(trigger) ?? undefined);
  }, []);
  return (
    <BaseSelect.Root
      items={options}
      value={value}
      onValueChange={(next) => onValueChange(next)}
      disabled={disabled}
      name={name}
    >
      <BaseSelect.Trigger
        ref={placeList}
        id={id}
        {...ariaOf(props)}
        onBlur={handleBlur}
        className={cn(triggerClass, className)}
      >
        <BaseSelect.Value placeholder={placeholder} className={valueClass} />
        <BaseSelect.Icon className="flex text-muted-fg">
          <ChevronsUpDown aria-hidden="true" className="size-4" />
        </BaseSelect.Icon>
      </BaseSelect.Trigger>
      <BaseSelect.Portal container={portalContainer}>
        {/* The open list is modal: this transparent layer takes outside clicks (and tells
            checkers such as axe that a modal layer is up). */}
        <BaseSelect.Backdrop className="fixed inset-0" />
        <BaseSelect.Positioner
          className="z-50 outline-none"
          sideOffset={4}
          alignItemWithTrigger={false}
        >
          <BaseSelect.Popup ref={popupRef} className={popupClass}>
            {options.length === 0 ? (
              // NOTE: the empty list carries the message as its name, for screen readers.
              <div aria-hidden="true" className={emptyClass}>
                {NO_OPTIONS}
              </div>
            ) : null}
            <BaseSelect.List
              aria-label={options.length === 0 ? NO_OPTIONS : undefined}
              className={cn(listClass, 'empty:p-0')}
            >
              {options.map((option) => (
                <BaseSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={itemClass}
                >
                  <BaseSelect.ItemIndicator className="col-start-1 flex">
                    <Check aria-hidden="true" className="size-4" />
                  </BaseSelect.ItemIndicator>
                  <BaseSelect.ItemText className="col-start-2">{option.label}</BaseSelect.ItemText>
                </BaseSelect.Item>
              ))}
            </BaseSelect.List>
          </BaseSelect.Popup>
        </BaseSelect.Positioner>
      </BaseSelect.Portal>
    </BaseSelect.Root>
  );
}

function SearchableSelect({
  id,
  options,
  value,
  onValueChange,
  placeholder = SELECT_PLACEHOLDER,
  searchPlaceholder = SEARCH_PLACEHOLDER,
  disabled,
  onBlur,
  name,
  className,
  ...props
}: SelectProps) {
  const { popupRef, handleBlur } = useFieldBlur(onBlur);
  // The search panel is named like the field: by its ARIA label, else its <label>.
  const [labelText, setLabelText] = useState<string | undefined>(undefined);
  const readLabel = useCallback((trigger: HTMLButtonElement | null) => {
    if (trigger) setLabelText(trigger.labels?.[0]?.textContent ?? undefined);
  }, []);
  // Selection works on the option values while the list renders the options themselves.
  const items = useMemo(
    () =>
      Combobox.createItems(options, {
        getValue: (option) => option.value,
        getLabel: (option) => option.label,
      }),
    [options],
  );
  return (
    <Combobox.Root
      items={items}
      value={value}
      onValueChange={(next) => onValueChange(next)}
      disabled={disabled}
      name={name}
    >
      <Combobox.Trigger
        ref={readLabel}
        id={id}
        {...ariaOf(props)}
        onBlur={handleBlur}
        className={cn(triggerClass, className)}
      >
        <span className={valueClass} data-placeholder={value === null ? '' : undefined}>
          <Combobox.Value placeholder={placeholder} />
        </span>
        <Combobox.Icon className="flex text-muted-fg">
          <ChevronsUpDown aria-hidden="true" className="size-4" />
        </Combobox.Icon>
      </Combobox.Trigger>
      <Combobox.Portal>
        <Combobox.Positioner className="z-50 outline-none" sideOffset={4} align="start">
          <Combobox.Popup
            ref={popupRef}
            aria-labelledby={props['aria-labelledby']}
            aria-label={
              props['aria-labelledby'] ? undefined : (props['aria-label'] ?? labelText ?? 'Options')
            }
            className={popupClass}
          >
            <div className="relative border-b border-border p-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-fg"
              />
              <Combobox.Input
                placeholder={searchPlaceholder}
                aria-label={searchPlaceholder.replace(/\.+$/, '')}
                className="h-9 w-full rounded-md bg-transparent pr-2 pl-8 text-sm text-fg outline-none placeholder:text-muted-fg focus-visible:outline-2 focus-visible:outline-ring"
              />
            </div>
            <Combobox.Empty className={emptyClass}>
              {options.length === 0 ? NO_OPTIONS : NO_RESULTS}
            </Combobox.Empty>
            <Combobox.List className={cn(listClass, 'empty:hidden')}>
              {(option: SelectOption) => (
                <Combobox.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={itemClass}
                >
                  <Combobox.ItemIndicator className="col-start-1 flex">
                    <Check aria-hidden="true" className="size-4" />
                  </Combobox.ItemIndicator>
                  <span className="col-start-2">{option.label}</span>
                </Combobox.Item>
              )}
            </Combobox.List>
          </Combobox.Popup>
        </Combobox.Positioner>
      </Combobox.Portal>
    </Combobox.Root>
  );
}
