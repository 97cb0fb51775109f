import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is being prerendered and hydrated, true from then on (and at once
 * in a page rendered only in the browser).
 * NOTE: Base UI's checkbox, select and similar controls render a hidden `<input>` with an
 * inline `style`. Prerendered into HTML, that attribute is refused by our CSP
 * (style-src 'self'), logs a violation and leaves the native input visible; set from
 * script after hydration it is allowed. Controls that carry such inputs render a
 * look-alike without them until this turns true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
