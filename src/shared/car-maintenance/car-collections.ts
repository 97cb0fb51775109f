import type { z } from 'zod';
import {
  customPartSchema,
  FUEL_COLLECTION,
  fuelSchema,
  ISSUES_COLLECTION,
  issueSchema,
  LOCATIONS_COLLECTION,
  locationSchema,
  PARTS_COLLECTION,
  REMINDERS_COLLECTION,
  reminderSchema,
  SERVICES_COLLECTION,
  serviceSchema,
  SETTINGS_COLLECTION,
  settingsSchema,
  VEHICLES_COLLECTION,
  vehicleSchema,
  type CarIssue,
  type CarSettings,
  type CustomPart,
  type FuelEntry,
  type Reminder,
  type Service,
  type ServiceLocation,
  type Vehicle,
} from './car-maintenance-schema.ts';

/**
 * The tool's collections, listed once: their names in the order the JSON export writes
 * and reads them, their documents' types, and their schemas (for the export's checks and
 * the app's collection hooks alike).
 */

/** The collections in the order they are written out and read back. */
export const EXPORT_COLLECTIONS = [
  VEHICLES_COLLECTION,
  LOCATIONS_COLLECTION,
  PARTS_COLLECTION,
  ISSUES_COLLECTION,
  REMINDERS_COLLECTION,
  SERVICES_COLLECTION,
  FUEL_COLLECTION,
  SETTINGS_COLLECTION,
] as const;
export type ExportCollection = (typeof EXPORT_COLLECTIONS)[number];

/** Each collection's documents by id. */
export interface ToolData {
  vehicles: Record<string, Vehicle>;
  locations: Record<string, ServiceLocation>;
  parts: Record<string, CustomPart>;
  issues: Record<string, CarIssue>;
  reminders: Record<string, Reminder>;
  services: Record<string, Service>;
  fuel: Record<string, FuelEntry>;
  settings: Record<string, CarSettings>;
}

/**
 * Each collection's schema, by name: the one list of the tool's collections that the
 * export, the import and the app's collection hooks (use-car-data.ts) all read.
 */
export const CAR_SCHEMAS: { [C in ExportCollection]: z.ZodType<ToolData[C][string]> } = {
  vehicles: vehicleSchema,
  locations: locationSchema,
  parts: customPartSchema,
  issues: issueSchema,
  reminders: reminderSchema,
  services: serviceSchema,
  fuel: fuelSchema,
  settings: settingsSchema,
};
