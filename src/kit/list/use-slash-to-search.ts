import { useEffect, type RefObject } from 'react';

/**
 * "/" focuses the search box and selects its text, unless the person is already typing
 * somewhere, is in a dialog, or something else has handled the key.
 */
export function useSlashToSearch(ref: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) {
        return;
      }
      if (!ref.current) return;
      event.preventDefault();
      ref.current.focus();
      ref.current.select();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ref]);
}
