import { useId, useMemo } from 'react';
import { currencyOptions } from '@/kit/currency-options.ts';
import {
  ECONOMY_UNITS,
  type EconomyUnit,
} from '@/shared/car-maintenance/car-maintenance-schema.ts';
import { ECONOMY_UNIT_LABELS } from '@/shared/car-maintenance/fuel-economy.ts';
import { Label } from '@/ui/label.tsx';
import { Select, type SelectOption } from '@/ui/select.tsx';
import { useMoney } from '../money.ts';
import { usePreferences } from './preferences.ts';

/** The currency every amount of the tool is in, chosen once and kept in the settings. */
export function CurrencyField() {
  const id = useId();
  const money = useMoney();
  const { save } = usePreferences();
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
          ? 'Every amount is shown in this currency, on all your devices.'
          : 'Guessed from your browser’s language: choose yours once, for all your devices.'}
      </p>
    </div>
  );
}

const ECONOMY_OPTIONS: SelectOption[] = ECONOMY_UNITS.map((unit) => ({
  value: unit,
  label: ECONOMY_UNIT_LABELS[unit],
}));

/** How economy is shown (electric cars follow: kWh/100 km, or mi/kWh with mpg). */
export function EconomyUnitField() {
  const id = useId();
  const { economy, save } = usePreferences();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label id={`${id}-label`} htmlFor={id}>
        Economy in
      </Label>
      <Select
        id={id}
        aria-labelledby={`${id}-label`}
        options={ECONOMY_OPTIONS}
        value={economy}
        disabled={!save}
        onValueChange={(unit) => {
          if (unit && unit !== economy) save?.({ economy: unit as EconomyUnit });
        }}
      />
    </div>
  );
}
