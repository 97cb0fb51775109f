import type { Page } from '@playwright/test';
import { expect, uniqueEmail, verifiedAccount, type AccountsWorld } from './accounts-fixtures.ts';
import { newId } from '../../src/data/ids.ts';
import type { Service, Vehicle } from '../../src/shared/car-maintenance/car-model.ts';

/** A car as the editor would save it; `overrides` change any field. */
export function sampleVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  const now = new Date().toISOString();
  return {
    name: 'Family wagon',
    make: 'Volvo',
    model: 'V70',
    year: 2012,
    odometerUnit: 'km',
    fuelType: 'diesel',
    archived: false,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** A service record of `vehicleId`; `overrides` change any field. */
export function sampleService(vehicleId: string, overrides: Partial<Service> = {}): Service {
  const now = new Date().toISOString();
  return {
    vehicleId,
    type: 'oil-change',
    date: '2025-03-01',
    odometer: 120_400,
    lineItems: [{ kind: 'parts', description: 'Oil and filter', amount: 89.5 }],
    parts: [],
    dismissedParts: [],
    attachments: [],
    issueIds: [],
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** The signed-in person's path of a Car Maintenance collection, read from their session. */
export async function carPathOf(page: Page, collection: string): Promise<string> {
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  return `users/${session.user.id}/car-maintenance/${collection}`;
}

/** Stores `value` at `{path}/{id}` over HTTP, as the signed-in person; answers the id. */
export async function putDocument(
  page: Page,
  world: AccountsWorld,
  path: string,
  value: object,
  id = newId(),
): Promise<string> {
  const response = await page.request.put(`/api/data/${path}/${id}`, {
    data: value,
    headers: { Origin: world.origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return id;
}

/** Signs a new verified account in and stores `cars` in it; answers their ids in order. */
export async function signedInWithCars(
  page: Page,
  world: AccountsWorld,
  cars: Vehicle[],
  label = 'driver',
): Promise<string[]> {
  await verifiedAccount(page, world, uniqueEmail(label));
  const path = await carPathOf(page, 'vehicles');
  const ids: string[] = [];
  for (const car of cars) ids.push(await putDocument(page, world, path, car));
  return ids;
}
