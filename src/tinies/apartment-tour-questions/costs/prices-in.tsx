import { useId } from 'react';
import { CurrencyField } from '@/kit/currency-field.tsx';
import {
  AREA_UNIT_LABELS,
  AREA_UNITS,
  type AreaUnit,
} from '@/shared/apartment-tour-questions/apartment-model.ts';
import { Label } from '@/ui/label.tsx';
import { Select, type SelectOption } from '@/ui/select.tsx';
import { useTourSettings } from '../tour-settings.ts';

const AREA_OPTIONS: SelectOption[] = AREA_UNITS.map((unit) => ({
  value: unit,
  label: AREA_UNIT_LABELS[unit],
}));

/**
 * "Prices in": the currency and area unit every figure of the tool is in, chosen once for
 * all the person's devices. Amounts are not converted: they are read in the new currency.
 */
export function PricesIn() {
  const id = useId();
  const { money, areaUnit, save } = useTourSettings();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-2xl border border-border bg-card p-4 shadow-card"
    >
      <h3 id={`${id}-heading`} className="text-base font-semibold">
        Prices in
      </h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[2fr_1fr]">
        <CurrencyField
          money={money}
          save={save}
          chosenHint="Every amount is read in this currency, on all your devices; amounts are not converted."
        />
        <div className="flex min-w-0 flex-col gap-2">
          <Label id={`${id}-area`} htmlFor={`${id}-area-field`}>
            Area in
          </Label>
          <Select
            id={`${id}-area-field`}
            aria-labelledby={`${id}-area`}
            options={AREA_OPTIONS}
            value={areaUnit}
            disabled={!save}
            onValueChange={(unit) => {
              if (unit && unit !== areaUnit) save?.({ areaUnit: unit as AreaUnit });
            }}
          />
        </div>
      </div>
    </section>
  );
}
