import type { CsvField } from '../csv/column-mapping.ts';

/**
 * The fields a CSV row of each record type can fill, with the header names that mean them
 * (in this app's exports, LubeLogger's, Fuelly's and a person's own spreadsheet).
 */

const CAR = {
  key: 'car',
  label: 'Car',
  kind: 'text',
  aliases: ['car', 'vehicle', 'car name', 'carname', 'vehicle name'],
} as const satisfies CsvField;
const NOTES = {
  key: 'notes',
  label: 'Notes',
  kind: 'text',
  aliases: ['notes', 'note', 'comments'],
} as const satisfies CsvField;

const SERVICE_TYPE = {
  key: 'type',
  label: 'Service type',
  kind: 'text',
  aliases: ['type', 'service type', 'service'],
} as const satisfies CsvField;

export const VEHICLE_FIELDS = [
  {
    key: 'name',
    label: 'Name',
    kind: 'text',
    required: true,
    aliases: ['name', 'car', 'vehicle', 'nickname'],
  },
  { key: 'make', label: 'Make', kind: 'text', aliases: ['make', 'manufacturer', 'brand'] },
  { key: 'model', label: 'Model', kind: 'text', aliases: ['model'] },
  { key: 'year', label: 'Year', kind: 'number', aliases: ['year', 'model year'] },
  { key: 'vin', label: 'VIN', kind: 'text', aliases: ['vin', 'vehicle identification number'] },
  {
    key: 'plate',
    label: 'Licence plate',
    kind: 'text',
    aliases: ['plate', 'license plate', 'licence plate', 'registration', 'license plate number'],
  },
  {
    key: 'odometerUnit',
    label: 'Odometer unit',
    kind: 'text',
    aliases: ['odometer unit', 'distance unit', 'unit'],
  },
  { key: 'fuelType', label: 'Fuel type', kind: 'text', aliases: ['fuel type', 'fuel'] },
  {
    key: 'purchaseDate',
    label: 'Purchase date',
    kind: 'date',
    aliases: ['purchase date', 'purchased', 'bought'],
  },
  {
    key: 'purchasePrice',
    label: 'Purchase price',
    kind: 'number',
    aliases: ['purchase price', 'price paid'],
  },
  { key: 'archived', label: 'Archived (yes/no)', kind: 'yes-no', aliases: ['archived', 'sold'] },
  NOTES,
] as const satisfies readonly CsvField[];

export const SERVICE_FIELDS = [
  CAR,
  {
    key: 'date',
    label: 'Date',
    kind: 'date',
    required: true,
    aliases: ['date', 'service date', 'day'],
  },
  SERVICE_TYPE,
  {
    key: 'title',
    label: 'Title or description',
    kind: 'text',
    aliases: ['title', 'description', 'summary', 'work done'],
  },
  {
    key: 'odometer',
    label: 'Odometer',
    kind: 'number',
    aliases: ['odometer', 'mileage', 'odo', 'miles', 'km', 'kilometres', 'kilometers'],
  },
  { key: 'partsCost', label: 'Parts cost', kind: 'number', aliases: ['parts cost', 'parts'] },
  {
    key: 'labourCost',
    label: 'Labour cost',
    kind: 'number',
    aliases: ['labour cost', 'labor cost', 'labour', 'labor'],
  },
  { key: 'otherCost', label: 'Other cost', kind: 'number', aliases: ['other cost', 'other'] },
  {
    key: 'cost',
    label: 'Total cost',
    kind: 'number',
    aliases: ['total', 'cost', 'total cost', 'price', 'amount'],
  },
  { key: 'shop', label: 'Shop', kind: 'text', aliases: ['shop', 'location', 'garage', 'where'] },
  NOTES,
  { key: 'tags', label: 'Tags (added to the notes)', kind: 'text', aliases: ['tags'] },
] as const satisfies readonly CsvField[];

export const FUEL_FIELDS = [
  CAR,
  { key: 'date', label: 'Date', kind: 'date', required: true, aliases: ['date', 'fill date'] },
  { key: 'odometer', label: 'Odometer', kind: 'number', aliases: ['odometer', 'mileage', 'odo'] },
  {
    key: 'trip',
    label: 'Trip distance (for a missing odometer)',
    kind: 'number',
    aliases: ['trip', 'trip distance', 'distance', 'miles', 'km driven', 'trip miles'],
  },
  {
    key: 'amount',
    label: 'Amount (volume or kWh)',
    kind: 'number',
    required: true,
    aliases: [
      'amount',
      'volume',
      'fuel consumed',
      'quantity',
      'gallons',
      'litres',
      'liters',
      'kwh',
    ],
  },
  { key: 'unit', label: 'Unit', kind: 'text', aliases: ['unit', 'volume unit'] },
  {
    key: 'cost',
    label: 'Total cost',
    kind: 'number',
    aliases: ['cost', 'total cost', 'total', 'totalcost'],
  },
  {
    key: 'price',
    label: 'Price per unit',
    kind: 'number',
    aliases: ['price', 'price per unit', 'unit price', 'price per gallon', 'price per litre'],
  },
  {
    key: 'full',
    label: 'Filled to full (yes/no)',
    kind: 'yes-no',
    aliases: ['full', 'filled to full', 'is fill to full', 'fill to full'],
  },
  {
    key: 'partial',
    label: 'Partial fill-up (yes/no)',
    kind: 'yes-no',
    aliases: ['partial', 'partial fuelup', 'partial fill up', 'partial fill-up'],
  },
  {
    key: 'missed',
    label: 'Missed the fill-up before (yes/no)',
    kind: 'yes-no',
    aliases: ['missed before', 'missed', 'missed fuelup', 'missed fill up'],
  },
  { key: 'station', label: 'Station', kind: 'text', aliases: ['station', 'brand', 'where'] },
  NOTES,
] as const satisfies readonly CsvField[];

export const REMINDER_FIELDS = [
  CAR,
  SERVICE_TYPE,
  {
    key: 'title',
    label: 'Title or description',
    kind: 'text',
    aliases: ['title', 'description', 'summary'],
  },
  {
    key: 'intervalMonths',
    label: 'Every (months)',
    kind: 'number',
    aliases: ['every months', 'interval months', 'months'],
  },
  {
    key: 'intervalDistance',
    label: 'Every (distance)',
    kind: 'number',
    aliases: ['every distance', 'interval distance', 'interval miles', 'interval km', 'distance'],
  },
  { key: 'dueDate', label: 'Due date', kind: 'date', aliases: ['due date', 'due', 'date'] },
  {
    key: 'dueOdometer',
    label: 'Due odometer',
    kind: 'number',
    aliases: ['due odometer', 'due mileage', 'odometer'],
  },
  {
    key: 'startDate',
    label: 'Counting from date',
    kind: 'date',
    aliases: ['counting from date', 'start date', 'from'],
  },
  {
    key: 'startOdometer',
    label: 'Counting from odometer',
    kind: 'number',
    aliases: ['counting from odometer', 'start odometer'],
  },
  NOTES,
] as const satisfies readonly CsvField[];

export const ISSUE_FIELDS = [
  CAR,
  {
    key: 'title',
    label: 'Title',
    kind: 'text',
    required: true,
    aliases: ['title', 'issue', 'summary', 'description'],
  },
  {
    key: 'description',
    label: 'Description',
    kind: 'text',
    aliases: ['description', 'details', 'notes'],
  },
  {
    key: 'noticedDate',
    label: 'First noticed',
    kind: 'date',
    aliases: ['first noticed', 'noticed', 'date', 'date created', 'datecreated'],
  },
  {
    key: 'noticedOdometer',
    label: 'Odometer when noticed',
    kind: 'number',
    aliases: ['odometer when noticed', 'odometer', 'mileage'],
  },
  {
    key: 'status',
    label: 'Status (open or resolved)',
    kind: 'text',
    aliases: ['status', 'state', 'progress'],
  },
] as const satisfies readonly CsvField[];

export const LOCATION_FIELDS = [
  {
    key: 'name',
    label: 'Name',
    kind: 'text',
    required: true,
    aliases: ['name', 'shop', 'garage', 'location'],
  },
  { key: 'address', label: 'Address', kind: 'text', aliases: ['address', 'street'] },
  { key: 'phone', label: 'Phone', kind: 'text', aliases: ['phone', 'telephone', 'tel'] },
  { key: 'website', label: 'Website', kind: 'text', aliases: ['website', 'web', 'url', 'site'] },
  { key: 'email', label: 'E-mail', kind: 'text', aliases: ['email', 'e-mail', 'mail'] },
  NOTES,
] as const satisfies readonly CsvField[];
