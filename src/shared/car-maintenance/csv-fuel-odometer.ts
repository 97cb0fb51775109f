import type { FuelEntry, Service } from './car-model.ts';
import type { ImportOptions } from './csv-records.ts';
import { parseAmount, parseDay } from '../csv/csv-values.ts';

/**
 * Odometer readings for fill-ups a file gives only a trip distance for (Fuelly exports can
 * leave the odometer blank and give the miles since the last fill-up): the reading before
 * plus the trip, counted along each car's fill-ups by date, from a reading in the file or,
 * for the first ones, the car's last reading here on or before that day; or, when only a
 * later reading is known, that reading less the trips between.
 */

interface Known {
  /** The car's existing id, or null for a car the file creates. */
  carId: (name: string) => string | null;
  services: readonly Service[];
  fuel: readonly FuelEntry[];
}

interface Reading {
  line: number;
  date: string;
  odometer: number | null;
  trip: number | null;
}

const cellOf = (cells: readonly string[], column: number | null | undefined) =>
  column === null || column === undefined ? '' : (cells[column] ?? '').trim();

/** The reading worked out for each line whose own odometer is blank (when one can be). */
export function tripOdometers(
  rows: readonly { line: number; cells: readonly string[] }[],
  options: ImportOptions,
  known: Known,
): Map<number, number> {
  const derived = new Map<number, number>();
  const { mapping } = options;
  if (mapping.trip === null || mapping.trip === undefined) return derived;
  const byCar = new Map<string, Reading[]>();
  for (const row of rows) {
    const date = parseDay(cellOf(row.cells, mapping.date), options.dateOrder);
    if (!date) continue;
    const odometerText = cellOf(row.cells, mapping.odometer);
    const tripText = cellOf(row.cells, mapping.trip);
    const car = cellOf(row.cells, mapping.car).toLowerCase();
    const list = byCar.get(car) ?? [];
    list.push({
      line: row.line,
      date,
      odometer: odometerText === '' ? null : parseAmount(odometerText),
      trip: tripText === '' ? null : parseAmount(tripText),
    });
    byCar.set(car, list);
  }
  for (const [car, readings] of byCar) {
    readings.sort((a, b) => (a.date === b.date ? a.line - b.line : a.date < b.date ? -1 : 1));
    const carId = known.carId(car);
    const before = carId === null ? () => null : readingBefore(carId, known);
    // Forward: the reading before, plus the trip.
    let previous: number | null = null;
    for (const reading of readings) {
      if (reading.odometer !== null) previous = reading.odometer;
      else if (reading.trip !== null && reading.trip >= 0) {
        const base: number | null = previous ?? before(reading.date);
        previous = base === null ? null : base + reading.trip;
        if (previous !== null) derived.set(reading.line, previous);
      } else previous = null;
    }
    // Backward: a later reading, less its trip.
    let next: { odometer: number; trip: number | null } | null = null;
    for (const reading of [...readings].reverse()) {
      const own = reading.odometer ?? derived.get(reading.line) ?? null;
      if (own !== null) next = { odometer: own, trip: reading.trip };
      else if (next && next.trip !== null && next.odometer - next.trip >= 0) {
        const odometer: number = next.odometer - next.trip;
        derived.set(reading.line, odometer);
        next = { odometer, trip: reading.trip };
      } else next = null;
    }
  }
  return derived;
}

/** The car's highest reading here on or before a day, from its services and fill-ups. */
function readingBefore(carId: string, known: Known): (date: string) => number | null {
  const readings = [
    ...known.services.filter((service) => service.vehicleId === carId),
    ...known.fuel.filter((fill) => fill.vehicleId === carId),
  ].filter((record) => record.odometer !== undefined);
  return (date) => {
    let best: number | null = null;
    for (const record of readings) {
      if (record.date <= date && (best === null || record.odometer! > best))
        best = record.odometer!;
    }
    return best;
  };
}
