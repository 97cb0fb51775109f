import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { expect } from 'vitest';
import { data, DEVICE_ROOT } from '@/data/client.ts';
import type { Vehicle } from '@/shared/car-maintenance/car-model.ts';
import { DialogsProvider } from '@/ui/dialogs-provider.tsx';
import { ToastProvider } from '@/ui/toast-provider.tsx';
import CarMaintenancePage from '../car-maintenance-page.tsx';

/**
 * The tool's page with the real data client (a visitor's, on this device): documents are
 * written as the app writes them and read back through the tool's schemas.
 */
export const ROOT = `${DEVICE_ROOT}/car-maintenance`;
export const STAMP = '2025-01-01T00:00:00.000Z';

/** A screen's chunk loads on first use: the first one takes a while under test. */
export const LAZY = { timeout: 20_000 };

/** Writes a document of `collection`, stamped as the app stamps it. */
export async function put(collection: string, id: string, value: object) {
  await data.set(`${ROOT}/${collection}/${id}`, {
    ...value,
    createdAt: STAMP,
    updatedAt: STAMP,
  });
}

/** Writes a car, the fields not given as the editor would. */
export async function putCar(id: string, vehicle: Partial<Vehicle> = {}) {
  await put('vehicles', id, {
    name: 'Family wagon',
    odometerUnit: 'km',
    fuelType: 'petrol',
    archived: false,
    ...vehicle,
  });
}

/** What a collection holds now, by id. */
export async function stored(collection: string): Promise<Record<string, Record<string, unknown>>> {
  return ((await data.get(`${ROOT}/${collection}`)) ?? {}) as Record<
    string,
    Record<string, unknown>
  >;
}

export async function startVisitor() {
  data.setAccount(null);
  await data.get(DEVICE_ROOT);
}

/** Removes everything under the tool, written by the test or by the screens. */
export async function cleanUp() {
  await data.remove(ROOT);
}

/** The address, shown for the test to read. */
function Where() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

/** The Car Maintenance Tracker at `/car-maintenance?{query}`. */
export function renderCar(query = '') {
  return render(
    <MemoryRouter initialEntries={[`/car-maintenance${query ? `?${query}` : ''}`]}>
      <ToastProvider>
        <DialogsProvider>
          <CarMaintenancePage />
          <Where />
        </DialogsProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

/** The address the page is at now. */
export const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

/** The tool's own navigation. */
export const toolNav = () => screen.getByRole('navigation', { name: 'Car maintenance' });

/**
 * Leaves the editor by the tool's tab `tab`, as a person would without Save or Cancel,
 * checks that leaving said the draft was kept, and goes back to it by the note's button:
 * answers the offer of the draft, shown above the editor.
 */
export async function leaveAndComeBack(user: UserEvent, tab: string): Promise<HTMLElement> {
  await user.click(within(toolNav()).getByRole('link', { name: tab }));
  const note = await screen.findByText('Draft kept');
  expect(note.parentElement).toHaveTextContent(/Your unsaved \w[\w-]* is kept on this device/);
  await user.click(screen.getByRole('button', { name: 'Back to the draft' }));
  // The note leaves once answered: a "Draft kept" after this is a new one.
  await waitFor(() => expect(screen.queryByText('Draft kept')).toBeNull());
  return screen.findByRole('region', { name: 'Unsaved draft' }, LAZY);
}

/** Restores the draft the editor offers. */
export async function restoreDraft(user: UserEvent, offer: HTMLElement) {
  await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
  expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
}

/** Cancels the editor, agreeing to throw the changes away. */
export async function cancelAndDiscard(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
  await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
}

/**
 * After Save or Cancel: leaving said nothing, and the editor at `query` (its heading
 * `heading`), opened afresh in place of `page`, offers no draft back.
 */
export async function expectNothingKept(
  page: ReturnType<typeof renderCar>,
  query: string,
  heading: string,
) {
  expect(screen.queryByText('Draft kept')).not.toBeInTheDocument();
  page.unmount();
  renderCar(query);
  await screen.findByRole('heading', { level: 2, name: heading }, LAZY);
  expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
}
