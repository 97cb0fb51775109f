import { Combobox } from '@base-ui/react/combobox';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { cn } from './cn.ts';
import {
  ariaOf,
  emptyClass,
  itemClass,
  listClass,
  NO_OPTIONS,
  NO_RESULTS,
  popupClass,
  SEARCH_PLACEHOLDER,
  SELECT_PLACEHOLDER,
  triggerClass,
  useFieldBlur,
  valueClass,
  type SelectOption,
  type SelectProps,
} from './select-shared.ts';

/**
 * The Select with search: Base UI's Combobox with its search box inside the popup, which
 * filters the options by label as you type.
 */
export function SearchableSelect({
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
  defaultOpen = false,
  ...props
}: SelectProps & {
  /** Open at once: the field was pressed before this component had loaded. */
  defaultOpen?: boolean;
}) {
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
      defaultOpen={defaultOpen}
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
                className="h-9 w-full rounded-md bg-transparent pr-2 pl-8 text-sm text-fg placeholder:text-muted-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
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
