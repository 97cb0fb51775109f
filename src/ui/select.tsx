import { CSPProvider } from '@base-ui/react/csp-provider';
import { ChevronsUpDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { cn } from './cn.ts';
import { PlainSelect } from './select-plain.tsx';
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

// NOTE: the searchable one (Base UI's Combobox, about 26 KB gzip) loads where a select asks
// for search, never with a screen whose selects are all plain.
const SearchableSelect = lazy(() =>
  import('./select-searchable.tsx').then((module) => ({ default: module.SearchableSelect })),
);

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
      {props.searchable ? <LoadedSearchable {...props} /> : <PlainSelect {...props} />}
    </CSPProvider>
  );
}

/**
 * The searchable select once its code is here; its look-alike meanwhile, which remembers a
 * press (or Enter, Space) and opens the real one when it arrives, so none is lost.
 */
function LoadedSearchable(props: SelectProps) {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense fallback={<SelectLookAlike {...props} onPress={() => setPressed(true)} />}>
      <SearchableSelect {...props} defaultOpen={pressed} />
    </Suspense>
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
  onPress,
  ...props
}: SelectProps & { onPress?: () => void }) {
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
      onClick={onPress}
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
