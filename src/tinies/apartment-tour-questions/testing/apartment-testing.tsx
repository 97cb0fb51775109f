import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { data, DEVICE_ROOT } from '@/data/client.ts';
import { DialogsProvider } from '@/ui/dialogs-provider.tsx';
import { ToastProvider } from '@/ui/toast-provider.tsx';

/**
 * The tool's screens with the real data client (a visitor's, on this device): documents
 * are written as the app writes them and checked by the tool's schemas.
 */
export const ROOT = `${DEVICE_ROOT}/apartment-tour-questions`;
export const STAMP = '2026-03-01T00:00:00.000Z';
const written = new Set<string>();

/** Writes a document of `collection`, stamped, to be removed after the test. */
export async function put(collection: string, id: string, value: Record<string, unknown>) {
  const path = `${ROOT}/${collection}/${id}`;
  written.add(path);
  await data.set(path, { ...value, createdAt: STAMP, updatedAt: STAMP });
}

/** What a collection holds now, by id. */
export async function stored(collection: string): Promise<Record<string, unknown>> {
  return ((await data.get(`${ROOT}/${collection}`)) ?? {}) as Record<string, unknown>;
}

export async function startVisitor() {
  data.setAccount(null);
  await data.get(DEVICE_ROOT);
}

/** Removes everything the test wrote (and what the screens wrote under the tool). */
export async function cleanUp() {
  written.clear();
  await data.remove(ROOT);
}

/** The address's query, shown for the test to read. */
function Where() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(query: string, screen: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[`/apartment-tour-questions${query ? `?${query}` : ''}`]}>
      <ToastProvider>
        <DialogsProvider>
          {screen}
          <Where />
        </DialogsProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}
