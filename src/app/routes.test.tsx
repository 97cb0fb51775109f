import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { data, DEVICE_ROOT, loadedSchemas } from '@/data/client.ts';
import type { DataError } from '@/shared/data/errors.ts';
import { toolById, type ToolCollections } from '@/shared/tools.ts';
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
  it('paints its page without waiting for the tool’s schemas, and a write made at once is checked and kept', async () => {
    // The tool's collections as the route loads them, held back (a slow network).
    let arrive!: (collections: ToolCollections) => void;
    const held = new Promise<ToolCollections>((resolve) => (arrive = resolve));
    const loading = vi.spyOn(tool, 'collections').mockReturnValue(held);

    const router = createMemoryRouter([toolRoute()], { initialEntries: [tool.path] });
    render(<RouterProvider router={router} />);
    // The tool's frame: its nav, with its first screen's section current.
    const nav = await screen.findByRole('navigation', { name: 'Apartment tour questions' });
    expect(within(nav).getByRole('link', { name: 'Apartments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(loading).toHaveBeenCalled();
    expect(loadedSchemas.hasTiny(tool.id)).toBe(false);

    // Right away, before the route has handed the client the tool's schemas.
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

    // The route's own load arrives later: nothing breaks, nothing is registered twice.
    const { collections } =
      await import('@/shared/apartment-tour-questions/apartment-tour-questions-schema.ts');
    arrive(collections);
    await held;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadedSchemas.schemaFor(tool.id, 'apartments')).toBe(collections.apartments);
    loading.mockRestore();
  });
});
