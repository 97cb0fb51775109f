import { defineCollection, type CollectionState, type EntryState } from '@/kit/use-collection.ts';
import {
  type ExportCollection,
  type ToolData,
  CAR_MAINTENANCE_TINY,
  SETTINGS_ID,
  type CarIssue,
  type CarSettings,
  type CustomPart,
  type FuelEntry,
  type Reminder,
  type Service,
  type ServiceLocation,
  type Vehicle,
} from '@/shared/car-maintenance/car-model.ts';

/**
 * The tool's collections, live: on the person's account when signed in, on this device
 * for a visitor. Each screen takes what it needs; a collection is read once however many
 * screens use it.
 */

export interface VehicleEntry {
  id: string;
  vehicle: Vehicle;
}
export interface ServiceEntry {
  id: string;
  service: Service;
}
export interface LocationEntry {
  id: string;
  location: ServiceLocation;
}
export interface IssueEntry {
  id: string;
  issue: CarIssue;
}
export interface ReminderEntry {
  id: string;
  reminder: Reminder;
}
export interface FuelEntryItem {
  id: string;
  fill: FuelEntry;
}
export interface PartEntry {
  id: string;
  part: CustomPart;
}
export interface SettingsEntry {
  id: string;
  settings: CarSettings;
}

/**
 * One collection of the tool, its name and schema from the one list (CAR_SCHEMAS).
 *
 * NOTE: the schemas are loaded, not imported: zod and every schema are built once there
 * is a document to check, so a screen paints (its loading state, or a newcomer's empty
 * one) without them.
 */
function carCollection<C extends ExportCollection, E>(
  name: C,
  entry: (id: string, value: ToolData[C][string]) => E,
) {
  return defineCollection<ToolData[C][string], E>({
    tool: CAR_MAINTENANCE_TINY,
    collection: name,
    schema: () =>
      import('@/shared/car-maintenance/car-collections.ts').then(
        (module) => module.CAR_SCHEMAS[name],
      ),
    entry,
  });
}

export const vehicles = carCollection<'vehicles', VehicleEntry>('vehicles', (id, vehicle) => ({
  id,
  vehicle,
}));

export const services = carCollection<'services', ServiceEntry>('services', (id, service) => ({
  id,
  service,
}));

export const locations = carCollection<'locations', LocationEntry>('locations', (id, location) => ({
  id,
  location,
}));

export const issues = carCollection<'issues', IssueEntry>('issues', (id, issue) => ({ id, issue }));

export const reminders = carCollection<'reminders', ReminderEntry>('reminders', (id, reminder) => ({
  id,
  reminder,
}));

export const fuel = carCollection<'fuel', FuelEntryItem>('fuel', (id, fill) => ({ id, fill }));

export const customParts = carCollection<'parts', PartEntry>('parts', (id, part) => ({ id, part }));

export const settings = carCollection<'settings', SettingsEntry>('settings', (id, settings) => ({
  id,
  settings,
}));

export type Vehicles = CollectionState<VehicleEntry>;
export type Services = CollectionState<ServiceEntry>;
export type VehicleState = EntryState<VehicleEntry>;
export type ServiceState = EntryState<ServiceEntry>;

/** The person's cars, oldest first. */
export const useVehicles = (): Vehicles => vehicles.useAll();
export const useVehicle = (id: string | null): VehicleState => vehicles.useEntry(id);
/** Every service record, oldest first (by when it was written; sort by date to show). */
export const useServices = (): Services => services.useAll();
export const useService = (id: string | null): ServiceState => services.useEntry(id);
export const useLocations = () => locations.useAll();
export const useLocation = (id: string | null) => locations.useEntry(id);
export const useIssues = () => issues.useAll();
export const useIssue = (id: string | null) => issues.useEntry(id);
export const useReminders = () => reminders.useAll();
export const useReminder = (id: string | null) => reminders.useEntry(id);
export const useFuel = () => fuel.useAll();
export const useFill = (id: string | null) => fuel.useEntry(id);
export const useCustomParts = () => customParts.useAll();
export const useCustomPart = (id: string | null) => customParts.useEntry(id);
/** The person's choices for the tool (undefined until chosen). */
export const useSettings = () => settings.useEntry(SETTINGS_ID);

/** Now, as stored in `createdAt` and `updatedAt`. */
export const nowStamp = (): string => new Date().toISOString();
