import { defineCollection, type CollectionState, type EntryState } from '@/kit/use-collection.ts';
import {
  CAR_MAINTENANCE_TINY,
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
  SETTINGS_ID,
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
} from '@/shared/car-maintenance/car-maintenance-schema.ts';

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

export const vehicles = defineCollection<Vehicle, VehicleEntry>({
  tool: CAR_MAINTENANCE_TINY,
  collection: VEHICLES_COLLECTION,
  schema: vehicleSchema,
  entry: (id, vehicle) => ({ id, vehicle }),
});

export const services = defineCollection<Service, ServiceEntry>({
  tool: CAR_MAINTENANCE_TINY,
  collection: SERVICES_COLLECTION,
  schema: serviceSchema,
  entry: (id, service) => ({ id, service }),
});

export const locations = defineCollection<ServiceLocation, LocationEntry>({
  tool: CAR_MAINTENANCE_TINY,
  collection: LOCATIONS_COLLECTION,
  schema: locationSchema,
  entry: (id, location) => ({ id, location }),
});

export const issues = defineCollection<CarIssue, IssueEntry>({
  tool: CAR_MAINTENANCE_TINY,
  collection: ISSUES_COLLECTION,
  schema: issueSchema,
  entry: (id, issue) => ({ id, issue }),
});

export const reminders = defineCollection<Reminder, ReminderEntry>({
  tool: CAR_MAINTENANCE_TINY,
  collection: REMINDERS_COLLECTION,
  schema: reminderSchema,
  entry: (id, reminder) => ({ id, reminder }),
});

export const fuel = defineCollection<FuelEntry, FuelEntryItem>({
  tool: CAR_MAINTENANCE_TINY,
  collection: FUEL_COLLECTION,
  schema: fuelSchema,
  entry: (id, fill) => ({ id, fill }),
});

export const customParts = defineCollection<CustomPart, PartEntry>({
  tool: CAR_MAINTENANCE_TINY,
  collection: PARTS_COLLECTION,
  schema: customPartSchema,
  entry: (id, part) => ({ id, part }),
});

export const settings = defineCollection<CarSettings, SettingsEntry>({
  tool: CAR_MAINTENANCE_TINY,
  collection: SETTINGS_COLLECTION,
  schema: settingsSchema,
  entry: (id, settings) => ({ id, settings }),
});

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
