/**
 * The look shared by our text-like controls (password input, textarea, the Form's own
 * inputs): a bordered card-coloured box, a visible focus ring, and the destructive border
 * when `aria-invalid` is set, so the error styling always follows the ARIA state.
 */
export const fieldControlClass =
  'w-full min-w-0 rounded-lg border border-border bg-card px-3 text-sm text-fg shadow-xs transition-colors placeholder:text-muted-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive';

/** Joins ids for `aria-describedby`, dropping empty ones; `undefined` when none are left. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
