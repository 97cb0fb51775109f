import {
  FUEL_TYPE_LABELS,
  ODOMETER_UNIT_LABELS,
  serviceTitle,
  serviceTotal,
  type CarIssue,
  type FuelEntry,
  type Reminder,
  type Service,
  type ServiceLocation,
  type Vehicle,
} from '@/shared/car-maintenance/car-model.ts';
import type { CsvDocument, CsvRecordType } from '@/shared/car-maintenance/csv-records.ts';

/**
 * What the preview of a CSV import shows of each record type: its columns after "Line"
 * (and "Car" for a type that belongs to one), and a record's cells under them.
 */

type Format = (amount: number) => string;

const number = (value: number | undefined) => (value === undefined ? '' : value.toLocaleString());

export const PREVIEW_HEADERS: Readonly<Record<CsvRecordType, readonly string[]>> = {
  services: ['Date', 'Service', 'Odometer', 'Cost', 'Notes'],
  fuel: ['Date', 'Odometer', 'Amount', 'Economy', 'Cost', 'Full'],
  vehicles: ['Name', 'Make and model', 'Year', 'Odometer', 'Fuel'],
  reminders: ['Reminder', 'Every', 'Due'],
  issues: ['Issue', 'Noticed', 'Status'],
  locations: ['Name', 'Address', 'Phone'],
};

/** A record's cells; `economy` is what a fill-up's full tank makes, if it closes one. */
export function previewCells(
  type: CsvRecordType,
  value: CsvDocument,
  format: Format,
  economy = '',
): string[] {
  switch (type) {
    case 'services': {
      const service = value as Service;
      return [
        service.date,
        service.type === 'custom'
          ? serviceTitle(service)
          : `${serviceTitle(service)}${service.title ? `: ${service.title}` : ''}`,
        number(service.odometer),
        service.lineItems.length === 0 ? '' : format(serviceTotal(service)),
        service.notes ?? '',
      ];
    }
    case 'fuel': {
      const fill = value as FuelEntry;
      return [
        fill.date,
        fill.odometer.toLocaleString(),
        `${fill.amount.toLocaleString()} ${fill.unit}`,
        economy,
        fill.cost === undefined ? '' : format(fill.cost),
        fill.full ? 'Yes' : 'No',
      ];
    }
    case 'vehicles': {
      const car = value as Vehicle;
      return [
        car.name,
        [car.make, car.model].filter(Boolean).join(' '),
        car.year === undefined ? '' : String(car.year),
        ODOMETER_UNIT_LABELS[car.odometerUnit],
        FUEL_TYPE_LABELS[car.fuelType],
      ];
    }
    case 'reminders': {
      const reminder = value as Reminder;
      return [
        `${serviceTitle(reminder)}${reminder.type !== 'custom' && reminder.title ? `: ${reminder.title}` : ''}`,
        [
          reminder.intervalMonths ? `${reminder.intervalMonths} months` : '',
          reminder.intervalDistance ? number(reminder.intervalDistance) : '',
        ]
          .filter(Boolean)
          .join(' or '),
        [reminder.dueDate ?? '', number(reminder.dueOdometer)].filter(Boolean).join(' or '),
      ];
    }
    case 'issues': {
      const issue = value as CarIssue;
      return [
        issue.title,
        [issue.noticedDate ?? '', number(issue.noticedOdometer)].filter(Boolean).join(', '),
        issue.status === 'open' ? 'Open' : 'Resolved',
      ];
    }
    case 'locations': {
      const shop = value as ServiceLocation;
      return [shop.name, shop.address ?? '', shop.phone ?? ''];
    }
  }
}
