import type { EconomyUnit, FuelEntry, OdometerUnit } from '@/shared/car-maintenance/car-model.ts';
import type { MappedRow } from '@/shared/car-maintenance/csv-records.ts';
import {
  economyIn,
  formatEconomy,
  fuelEconomy,
  shownUnit,
  type Fill,
} from '@/shared/car-maintenance/fuel-economy.ts';

export interface PreviewEconomyOptions {
  /** The fill-ups the tool has, by id: a file's first row may close a tank logged here. */
  fuel: Readonly<Record<string, FuelEntry>>;
  /** What a car's odometer counts, for a car here or one the import adds. */
  odometerUnitOf: (carId: string) => OdometerUnit | undefined;
  /** The person's economy unit (its electric counterpart for charges). */
  economy: EconomyUnit;
  locale?: string;
}

/**
 * The economy each fill-up of a fuel import closes, as the fuel log will show it once the
 * rows are saved ("18.5 mpg (US)"), by row id: amounts read in the wrong unit give a
 * figure a person can tell is wrong before anything is saved. Rows that close no
 * full-to-full stretch have none.
 */
export function previewEconomy(
  rows: readonly MappedRow[],
  { fuel, odometerUnitOf, economy, locale }: PreviewEconomyOptions,
): Map<string, string> {
  const byCar = new Map<string, { id: string; fill: Fill }[]>();
  const add = (id: string, fill: FuelEntry) => {
    const fills = byCar.get(fill.vehicleId) ?? [];
    fills.push({ id, fill });
    byCar.set(fill.vehicleId, fills);
  };
  for (const row of rows) add(row.id, row.value as FuelEntry);
  const imported = new Set(rows.map((row) => row.id));
  for (const [id, fill] of Object.entries(fuel)) {
    if (byCar.has(fill.vehicleId)) add(id, fill);
  }

  const shown = new Map<string, string>();
  for (const [carId, fills] of byCar) {
    const odometerUnit = odometerUnitOf(carId);
    if (!odometerUnit) continue;
    for (const interval of fuelEconomy(fills, odometerUnit).ordered) {
      if (!imported.has(interval.id)) continue;
      const unit = shownUnit(interval.kind, economy);
      const value = economyIn(interval.distance, interval.amount, odometerUnit, unit);
      if (value !== null) shown.set(interval.id, formatEconomy(value, unit, locale));
    }
  }
  return shown;
}
