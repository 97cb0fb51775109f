import type { z } from 'zod';
import {
  customPartSchema,
  fuelSchema,
  issueSchema,
  locationSchema,
  reminderSchema,
  serviceSchema,
  settingsSchema,
  vehicleSchema,
} from './car-maintenance-schema.ts';
import type { ExportCollection, ToolData } from './car-model.ts';

/**
 * Each collection's schema, by name: the one list of the tool's schemas that the export,
 * the import and the app's collection hooks (use-car-data.ts, which loads this module on
 * first need) all read. The collections' names, in the export's order, and their
 * documents' types are in car-model.ts.
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
