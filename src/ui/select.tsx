import { CSPProvider } from '@base-ui/react/csp-provider';
import { ChevronsUpDown } from 'lucide-react';
import { cn } from './cn.ts';
import { PlainSelect } from './select-plain.tsx';
import { SearchableSelect } from './select-searchable.tsx';
import {
  ariaOf,
  SELECT_PLACEHOLDER,
  triggerClass,
  valueClass,
  type SelectProps,
} from './select-shared.ts';
import { useHydrated } from './use-field-hydration.ts';

export {
  NO_OPTIONS,
  NO_RESULTS,
  SEARCH_PLACEHOLDER,
  SELECT_PLACEHOLDER,
  type SelectOption,
  type SelectProps,
} from './select-shared.ts';

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
