import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { AccountsWorld } from './world.ts';

export const TOUR_TOOL = '/apartment-tour-questions';
export const FIRST_PAINT = { timeout: 20_000 };
export const STAMP = '2026-03-01T00:00:00.000Z';
export const STAMPS = { createdAt: STAMP, updatedAt: STAMP };

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

/** Stores a document over HTTP, as the app writes it; answers its id. */
export async function putDocument(
  page: Page,
  world: AccountsWorld,
  path: string,
  value: object,
  id = `doc-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
): Promise<string> {
  const response = await page.request.put(`/api/data/${path}/${id}`, {
    data: value,
    headers: { Origin: world.origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return id;
}

/**
 * A signed-in person's apartment hunt, stored over HTTP: three toured or applied apartments,
 * Maple Court with two units (the second chosen), costs, answers (one red-flagged), a
 * custom question and an overdue follow-up.
 */
export async function seedHunt(page: Page, world: AccountsWorld) {
  const put = async (collection: string, value: object, id?: string) =>
    putDocument(page, world, await apartmentPathOf(page, collection), { ...value, ...STAMPS }, id);
  const maple = await put(
    'apartments',
    {
      name: 'Maple Court',
      address: '12 Maple Street, Springfield',
      phone: '+1 555 010 2030',
      status: 'toured',
      rent: 2000,
      tourAt: '2026-03-14T10:30',
      chosenUnitId: 'unit-5c',
    },
    'apt-maple',
  );
  const birches = await put(
    'apartments',
    { name: 'The Birches', status: 'applied', rent: 1900 },
    'apt-birches',
  );
  const harbour = await put(
    'apartments',
    { name: 'Harbour Lofts', status: 'toured', rent: 1600 },
    'apt-harbour',
  );
  await put('units', { apartmentId: maple, name: '2A', rent: 2400 }, 'unit-2a');
  await put('units', { apartmentId: maple, name: '5C', rent: 1700, area: 700 }, 'unit-5c');
  await put('costs', { apartmentId: maple, name: 'Parking', amount: 100, frequency: 'monthly' });
  await put('costs', {
    apartmentId: maple,
    name: 'Security Deposit',
    amount: 1700,
    frequency: 'one-time',
    refundable: true,
  });
  const answer = (apartmentId: string, questionId: string, value: object) =>
    put('answers', { apartmentId, questionId, ...value }, `${apartmentId}~${questionId}`);
  await answer(maple, 'q-building-security', { type: 'rating', rating: 5 });
  await answer(birches, 'q-building-security', { type: 'rating', rating: 1, redFlag: true });
  await answer(harbour, 'q-building-security', { type: 'rating', rating: 3 });
  await answer(maple, 'q-gym', { type: 'yes-no', yesNo: false, redFlag: true });
  await answer(maple, 'q-pay-online', { type: 'yes-no', yesNo: false });
  await put('questions', {
    text: 'Is the lift big enough for a sofa?',
    category: 'building',
    answerType: 'yes-no',
    scope: 'some',
    apartmentIds: [maple, birches],
  });
  await put('followUps', {
    apartmentId: maple,
    text: 'Send pay slips',
    dueOn: '2020-01-10',
    done: false,
  });
  return { maple, birches, harbour };
}
