import type { Page } from '@playwright/test';
import {
  expect,
  OFFLINE_ACCOUNT,
  test,
  uniqueEmail,
  verifiedAccount,
} from './accounts-fixtures.ts';
import {
  apartmentPathOf,
  FIRST_PAINT,
  onServer,
  STAMP,
  TOUR_TOOL,
  putDocument,
} from './apartment-tour-fixtures.ts';
import { deviceStoreHolds, whenHydrated } from './fixtures.ts';
import { drawnImage, PREPARED } from './photo-fixtures.ts';

/**
 * A tour on a phone without signal: every answer type, a photo and a red flag, the end's
 * follow-ups; all of it reaches the account once the signal is back.
 */

test.describe.configure({ timeout: 240_000 });

/** Jumps to the first question of the group whose name starts so. */
async function jumpTo(page: Page, group: string) {
  const jump = page.getByRole('combobox', { name: 'Jump to' });
  const label = await jump.locator('option', { hasText: new RegExp(`^${group}`) }).textContent();
  await jump.selectOption({ label: label! });
}
test.use(OFFLINE_ACCOUNT);

test('a tour at 375 px, offline, answers each type with a photo and a red flag, and its follow-ups reach the account', async ({
  page,
  world,
}) => {
  await verifiedAccount(page, world, uniqueEmail('tourist'));
  const apartments = await apartmentPathOf(page, 'apartments');
  const answers = await apartmentPathOf(page, 'answers');
  const followUps = await apartmentPathOf(page, 'followUps');
  const id = await putDocument(page, world, apartments, {
    name: 'Maple Court',
    status: 'to-tour',
    createdAt: STAMP,
    updatedAt: STAMP,
  });

  await page.goto(`${TOUR_TOOL}?apartment=${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Maple Court' })).toBeVisible(
    FIRST_PAINT,
  );
  const section = page.getByRole('region', { name: 'Questions' });
  await expect(section.getByText(/^0 \/ \d+ answered$/)).toBeVisible();
  const total = Number(
    (await section.getByText(/^0 \/ \d+ answered$/).textContent())!.match(/\/ (\d+)/)![1],
  );
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => deviceStoreHolds(page, 'Maple Court')).toBe(true);
  // The picture is drawn while online (the page's canvas needs no network, but be sure).
  const photo = Buffer.from(await drawnImage(page, 1200, 900));

  await page.context().setOffline(true);
  await section.getByRole('link', { name: 'Start tour' }).click();
  await expect(page.getByRole('heading', { name: 'Tour: Maple Court' })).toBeVisible({
    timeout: 60_000,
  });
  const question = page.getByRole('heading', { level: 3 });

  // By room, the agent's questions come first: the rent (a number), what it includes (text).
  await expect(question).toHaveText('What is the monthly rent?');
  await page.getByRole('spinbutton', { name: 'Answer (a number)' }).fill('1850');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(question).toHaveText('What does the rent include (water, trash, parking)?');
  await page.getByRole('textbox', { name: 'Answer' }).fill('Water and trash');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(question).toHaveText('Can the lease be renewed on the same terms?');
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`3 / ${total} answered`)).toBeVisible();

  // The building: a rating, flagged, with a photo taken there.
  await jumpTo(page, 'Building');
  await expect(question).toHaveText('How safe does the building feel?');
  // The radio is drawn by its label, which takes the tap.
  await page.locator('label', { has: page.getByRole('radio', { name: '4' }) }).click();
  await expect(page.getByRole('radio', { name: '4' })).toBeChecked();
  await page.getByRole('button', { name: 'Red flag' }).click();
  await expect(page.getByRole('button', { name: 'Red flag' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const camera = page.getByLabel('Take a photo');
  await whenHydrated(camera);
  await camera.setInputFiles({ name: 'lobby.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(
    page.getByText(/You are offline: the photo uploads once you are back online/),
  ).toBeVisible(PREPARED);
  await expect(
    page.getByRole('img', { name: 'Photo for: How safe does the building feel?' }),
  ).toBeVisible();

  // Swipes move too: on to the next question and back.
  const card = page.getByRole('region', { name: 'How safe does the building feel?' });
  const box = (await card.boundingBox())!;
  const swipe = async (from: number, to: number) => {
    const y = box.y + 20;
    await card.dispatchEvent('pointerdown', {
      clientX: from,
      clientY: y,
      pointerId: 7,
      isPrimary: true,
    });
    await card.dispatchEvent('pointerup', {
      clientX: to,
      clientY: y,
      pointerId: 7,
      isPrimary: true,
    });
  };
  await swipe(box.x + box.width - 20, box.x + 20);
  await expect(question).not.toHaveText('How safe does the building feel?');
  const swiped = page.getByRole('region', { name: (await question.textContent())! });
  const back = (await swiped.boundingBox())!;
  await swiped.dispatchEvent('pointerdown', {
    clientX: back.x + 20,
    clientY: back.y + 20,
    pointerId: 8,
    isPrimary: true,
  });
  await swiped.dispatchEvent('pointerup', {
    clientX: back.x + back.width - 20,
    clientY: back.y + 20,
    pointerId: 8,
    isPrimary: true,
  });
  await expect(question).toHaveText('How safe does the building feel?');

  // The neighbourhood is the last room: through it to the end.
  await jumpTo(page, 'Neighbourhood');
  await expect(question).toHaveText('How safe does the neighbourhood feel?');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  const end = page.getByRole('region', { name: 'End of the tour' });
  await expect(end.getByText(`4 / ${total} answered`)).toBeVisible();
  await expect(end.getByRole('list', { name: 'Red flags' })).toHaveText(
    'How safe does the building feel?',
  );
  await expect(end.getByRole('group', { name: `Unanswered (${total - 4})` })).toBeVisible();
  // Each open question to tick, none ticked at first; the list fits the phone's width.
  await expect(end.getByRole('button', { name: 'Make follow-ups' })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
  await end.getByRole('button', { name: 'Select all' }).click();
  await end.getByRole('button', { name: `Make ${total - 4} follow-ups` }).click();
  await expect(end.getByRole('status')).toHaveText(`${total - 4} follow-ups made.`);
  await expect(end.getByRole('button', { name: 'Make follow-ups' })).toBeDisabled();

  await page.context().setOffline(false);
  await expect(page.getByText(/You are offline: the photo uploads/)).toBeHidden({
    timeout: 30_000,
  });
  await expect
    .poll(async () => Object.keys(await onServer(page, followUps)).length, { timeout: 30_000 })
    .toBe(total - 4);
  await expect
    .poll(
      async () => {
        const stored = await onServer(page, answers);
        return {
          rent: stored[`${id}~q-rent`]?.number,
          includes: stored[`${id}~q-rent-includes`]?.text,
          renewal: stored[`${id}~q-lease-renewal`]?.yesNo,
          safety: stored[`${id}~q-building-security`]?.rating,
          flag: stored[`${id}~q-building-security`]?.redFlag,
          photo: typeof stored[`${id}~q-building-security`]?.photoFileId,
        };
      },
      { timeout: 30_000 },
    )
    .toEqual({
      rent: 1850,
      includes: 'Water and trash',
      renewal: true,
      safety: 4,
      flag: true,
      photo: 'string',
    });
  const photoId = (await onServer(page, answers))[`${id}~q-building-security`]!.photoFileId;
  expect((await page.request.get(`/api/files/${photoId as string}`)).status()).toBe(200);
  const made = Object.values(await onServer(page, followUps));
  expect(made.every((f) => f.apartmentId === id && f.done === false && f.questionId)).toBe(true);
  expect(made.map((f) => f.questionId)).not.toContain('q-rent');
  expect(new Set(made.map((f) => f.questionId)).size).toBe(made.length);

  await end.getByRole('link', { name: 'Back to the apartment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Maple Court' })).toBeVisible();
  await expect(section.getByRole('list', { name: 'Red flags' })).toHaveText(
    'How safe does the building feel?',
  );
});
