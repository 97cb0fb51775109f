import type { SelectOption } from '@/ui/select-shared.ts';

/** Every ISO 4217 currency the browser knows, named in the person's language: "Euro (EUR)". */
export function currencyOptions(locale: string | undefined, keep: string): SelectOption[] {
  let codes: string[];
  try {
    codes = Intl.supportedValuesOf('currency');
  } catch {
    codes = [];
  }
  if (!codes.includes(keep)) codes = [...codes, keep];
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(locale, { type: 'currency' });
  } catch {
    names = null;
  }
  return codes
    .map((code) => {
      const name = names?.of(code);
      return { value: code, label: name && name !== code ? `${name} (${code})` : code };
    })
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
