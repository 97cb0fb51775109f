import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { expect } from 'vitest';
import { data, DEVICE_ROOT } from '@/data/client.ts';
import { DialogsProvider } from '@/ui/dialogs-provider.tsx';
import { ToastProvider } from '@/ui/toast-provider.tsx';
import TravelTrackerPage from '../travel-tracker-page.tsx';

/**
 * The tool's page with the real data client (a visitor's, on this device): documents are
 * written as the app writes them and read back through the tool's schemas.
 */
export const ROOT = `${DEVICE_ROOT}/travel-tracker`;
export const STAMP = '2024-01-01T00:00:00.000Z';

/** A screen's chunk loads on first use: the first one takes a while under test. */
export const LAZY = { timeout: 20_000 };

/** Writes a document of `collection`, stamped as the app stamps it. */
export async function put(collection: 'places' | 'visits', id: string, value: object) {
  await data.set(`${ROOT}/${collection}/${id}`, {
    ...(collection === 'places' ? { photos: [] } : {}),
    ...value,
    createdAt: STAMP,
    updatedAt: STAMP,
  });
}

/** What a collection holds now, by id. */
export async function stored(collection: 'places' | 'visits'): Promise<Record<string, object>> {
  return ((await data.get(`${ROOT}/${collection}`)) ?? {}) as Record<string, object>;
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

/** The Travel Tracker at `/travel-tracker?{query}`. */
export function renderTravel(query = '') {
  return render(
    <MemoryRouter initialEntries={[`/travel-tracker${query ? `?${query}` : ''}`]}>
      <ToastProvider>
        <DialogsProvider>
          <TravelTrackerPage />
          <Where />
        </DialogsProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

/** The address the page is at now. */
export const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Picks `day` (YYYY-MM-DD) in the date field named `label`, through its calendar. */
export async function pickDay(user: UserEvent, label: string, day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  await user.click(screen.getByRole('button', { name: label }));
  const popup = await screen.findByRole('dialog', { name: 'Choose a date' });
  await user.selectOptions(within(popup).getByRole('combobox', { name: 'Year' }), String(year));
  await user.selectOptions(
    within(popup).getByRole('combobox', { name: 'Month' }),
    MONTHS[month - 1]!,
  );
  const weekday = new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  await user.click(
    within(popup).getByRole('gridcell', {
      name: `${weekday}, ${MONTHS[month - 1]} ${date}, ${year}`,
    }),
  );
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Choose a date' })).not.toBeInTheDocument(),
  );
}

/** Chooses `option` in the searchable select named `label`, typing `search` to find it. */
export async function searchAndChoose(
  user: UserEvent,
  label: string,
  search: string,
  option: string,
) {
  const field = screen.getByRole('combobox', { name: label });
  await user.click(field);
  const panel = await screen.findByRole('dialog', { name: label });
  const box = within(panel).getByPlaceholderText(/Search/);
  await waitFor(() => expect(box).toHaveFocus());
  await user.keyboard(search);
  await user.click(await within(panel).findByRole('option', { name: option }, LAZY));
  // Pressed before its code was here, the field is the loaded one now: found again.
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: label })).toHaveTextContent(option),
  );
}
