import { useId, useMemo } from 'react';
import { Label } from '@/ui/label.tsx';
import { Select } from '@/ui/select.tsx';
import { currencyOptions } from './currency-options.ts';
import type { Money } from './money.ts';

/**
 * The currency every amount of a tool is in, chosen once and kept in the tool's settings:
 * a searchable list of every currency by name. Until one is chosen, the hint says it was
 * guessed from the browser's language.
 */
export function CurrencyField({
  money,
  save,
  chosenHint = 'Every amount is shown in this currency, on all your devices.',
}: {
  money: Money;
  /** Writes the choice; null while the settings' place is not known. */
  save: ((change: { currency: string }) => void) | null | undefined;
  /** The hint once a currency is chosen. */
  chosenHint?: string;
}) {
  const id = useId();
  const options = useMemo(() => currencyOptions(undefined, money.currency), [money.currency]);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label id={`${id}-label`} htmlFor={id}>
        Currency
      </Label>
      <Select
        id={id}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        options={options}
        searchable
        searchPlaceholder="Search currencies"
        value={money.currency}
        disabled={!save}
        onValueChange={(currency) => {
          if (currency && currency !== money.currency) save?.({ currency });
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-fg">
        {money.chosen
          ? chosenHint
          : 'Guessed from your browser’s language: choose yours once, for all your devices.'}
      </p>
    </div>
  );
}
