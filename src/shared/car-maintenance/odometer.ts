/**
 * A car's odometer as its records tell it: every reading of a service, a fill-up or an
 * issue, so a car's "last reading" is the most recent thing anyone wrote down.
 */

export interface OdometerReading {
  /** A calendar day, `YYYY-MM-DD`. */
  date: string;
  odometer: number;
}

interface Readable {
  vehicleId: string;
  date?: string;
  odometer?: number;
}

/** The readings of `vehicleId` among `records`, by date, then by reading (oldest first). */
export function readingsOf(
  vehicleId: string,
  ...records: readonly Readable[][]
): OdometerReading[] {
  const readings: OdometerReading[] = [];
  for (const list of records) {
    for (const record of list) {
      if (record.vehicleId !== vehicleId) continue;
      if (record.date === undefined || record.odometer === undefined) continue;
      readings.push({ date: record.date, odometer: record.odometer });
    }
  }
  return readings.sort((a, b) =>
    a.date === b.date ? a.odometer - b.odometer : a.date < b.date ? -1 : 1,
  );
}

/** The most recent reading (the highest on the latest day), or undefined with none. */
export function latestReading(readings: readonly OdometerReading[]): OdometerReading | undefined {
  return readings.at(-1);
}
