import type { Page } from '@playwright/test';

export const TOUR_TOOL = '/apartment-tour-questions';
export const FIRST_PAINT = { timeout: 20_000 };
export const STAMP = '2026-03-01T00:00:00.000Z';

/** The signed-in person's path of one of the tool's collections. */
export async function apartmentPathOf(page: Page, collection: string): Promise<string> {
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  return `users/${session.user.id}/apartment-tour-questions/${collection}`;
}

/** What a collection holds on the server, by id. */
export async function onServer(
  page: Page,
  path: string,
): Promise<Record<string, Record<string, unknown>>> {
  const response = await page.request.get(`/api/data/${path}`);
  return ((await response.json()) ?? {}) as Record<string, Record<string, unknown>>;
}
