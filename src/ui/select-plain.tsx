import { Select as BaseSelect } from '@base-ui/react/select';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useCallback, useState } from 'react';
import { cn } from './cn.ts';
import {
  ariaOf,
  emptyClass,
  itemClass,
  listClass,
  NO_OPTIONS,
  popupClass,
  SELECT_PLACEHOLDER,
  triggerClass,
  useFieldBlur,
  valueClass,
  type SelectProps,
} from './select-shared.ts';

/**
 * Where the open list of a plain Select is put: inside the page's main landmark, so its
 * content belongs to a landmark like the field itself. Inside a dialog (and when there is
 * no main) it goes to the body, Base UI's default, which dialogs already account for.
 */
function landmarkAround(trigger: HTMLElement): HTMLElement | null {
  if (trigger.closest('dialog, [role="dialog"], [role="alertdialog"]')) return null;
  return trigger.closest<HTMLElement>('main, [role="main"]');
}

/** The Select without search: Base UI's Select (arrows, Home/End, typeahead, Enter, Escape). */
export function PlainSelect({
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
