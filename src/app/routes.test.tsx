import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { data, DEVICE_ROOT, loadedSchemas } from '@/data/client.ts';
import type { DataError } from '@/shared/data/errors.ts';
import { toolById } from '@/shared/tools.ts';
import { routes } from './routes.tsx';

const tool = toolById('apartment-tour-questions');

function toolRoute(): RouteObject {
  const route = routes[0]!.children!.find((child) => child.path === tool.path);
  if (!route) throw new Error(`No route for ${tool.path}`);
  return route;
}

afterAll(async () => {
  await data.close();
});

describe('a tool route', () => {
  it('paints its page without loading the tool’s schemas, and a write made at once loads them, is checked and kept', async () => {
    const loading = vi.spyOn(tool, 'collections');

    const router = createMemoryRouter([toolRoute()], { initialEntries: [tool.path] });
    render(<RouterProvider router={router} />);
    // The tool's frame: its nav, with its first screen's section current.
    const nav = await screen.findByRole('navigation', { name: 'Apartment tour questions' });
    expect(within(nav).getByRole('link', { name: 'Apartments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(loading).not.toHaveBeenCalled();
    expect(loadedSchemas.hasTiny(tool.id)).toBe(false);

    // Right away: the client loads the schemas itself and holds the writes back until then.
    data.setAccount(null);
    const place = `${DEVICE_ROOT}/${tool.id}/apartments/a1`;
    const stamp = '2026-01-01T00:00:00.000Z';
    const apartment = { status: 'to-tour', createdAt: stamp, updatedAt: stamp };
    const invalid = data.set(place, { ...apartment, name: '' }).then(
      () => null,
      (error: DataError) => error,
    );
    const valid = data.set(place, { ...apartment, name: 'Rue des Lilas, 3rd floor' });
    expect(await invalid).toMatchObject({
      code: 'INVALID_DATA',
      message: expect.stringContaining('Name is required') as string,
    });
    await valid;
    expect(await data.get(place)).toEqual({ ...apartment, name: 'Rue des Lilas, 3rd floor' });

    const { collections } =
      await import('@/shared/apartment-tour-questions/apartment-tour-questions-schema.ts');
    expect(loadedSchemas.schemaFor(tool.id, 'apartments')).toBe(collections.apartments);
    loading.mockRestore();
  });

  it('loads the tool’s schemas once the person starts using its page, ahead of a first change', async () => {
    const travel = toolById('travel-tracker');
    const route = routes[0]!.children!.find((child) => child.path === travel.path)!;
    const router = createMemoryRouter([route], { initialEntries: [travel.path] });
    render(<RouterProvider router={router} />);
    await screen.findByRole('navigation', { name: 'Travel tracker' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadedSchemas.hasTiny(travel.id)).toBe(false);

    fireEvent.pointerDown(document.body);
    await vi.waitFor(() => expect(loadedSchemas.hasTiny(travel.id)).toBe(true));
  });
});
