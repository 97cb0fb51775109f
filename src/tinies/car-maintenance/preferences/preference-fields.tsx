import { useId } from 'react';
import { CurrencyField as KitCurrencyField } from '@/kit/currency-field.tsx';
import { ECONOMY_UNITS, type EconomyUnit } from '@/shared/car-maintenance/car-model.ts';
import { ECONOMY_UNIT_LABELS } from '@/shared/car-maintenance/fuel-economy.ts';
import { Label } from '@/ui/label.tsx';
import { Select, type SelectOption } from '@/ui/select.tsx';
import { useMoney } from '../money.ts';
import { usePreferences } from './preferences.ts';

/** The currency every amount of the tool is in, chosen once and kept in the settings. */
export function CurrencyField() {
  const money = useMoney();
  const { save } = usePreferences();
  return <KitCurrencyField money={money} save={save} />;
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
