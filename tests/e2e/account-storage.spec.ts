import type { Page } from '@playwright/test';
import {
  expect,
  test,
  uniqueEmail,
  verifiedAccount,
  type AccountsWorld,
} from './accounts-fixtures.ts';

/**
 * The storage quota as a person meets it, on a server whose accounts may keep 1 KB of
 * documents: the usage in the account area, and a write past the quota refused with a
 * toast that says so. The storage dialog's screens are in the accessibility sweep
 * (`screens/account-screens.ts`) and its states in `src/auth/account-area.test.tsx`.
 */
test.use({ serverEnv: { DOCUMENT_QUOTA_BYTES: '1KB' } });

/** A gallery note whose JSON takes 164 bytes. */
const NOTE = { text: 'x'.repeat(140), done: false };

async function fillNotes(page: Page, world: AccountsWorld, from: number, to: number) {
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  for (let index = from; index < to; index++) {
    const response = await page.request.put(
      `/api/data/users/${session.user.id}/gallery/notes/n${index}`,
      { data: NOTE, headers: { Origin: world.origin } },
    );
    expect(response.status()).toBe(200);
  }
}

test(
  'the greeting shows the storage used, and a note past the quota is refused with a toast',
  { tag: '@narrow' },
  async ({ page, world }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await verifiedAccount(page, world, uniqueEmail('storage'));
    await fillNotes(page, world, 0, 3);

    await test.step('the greeting opens the storage used, read only then, within 360 px', async () => {
      const reads: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/account/usage')) reads.push(request.url());
      });
      await page.goto('/');
      const greeting = page.getByRole('button', { name: /^Hi, / });
      await expect(greeting).toBeVisible();
      expect(reads).toEqual([]);

      await greeting.click();
      const dialog = page.getByRole('dialog', { name: 'Your account' });
      await expect(dialog.getByRole('meter', { name: 'Documents' })).toHaveAttribute(
        'aria-valuetext',
        '492 B of 1 KB used',
      );
      await expect(dialog.getByText('3 of 100,000 documents used')).toBeVisible();
      await expect(dialog.getByRole('meter', { name: 'Files' })).toHaveAttribute(
        'aria-valuetext',
        '0 B of 500 MB used',
      );
      expect(reads).toHaveLength(1);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    });

    await test.step('a note past the quota is refused, saying how full the storage is', async () => {
      await fillNotes(page, world, 3, 6);
      await page.goto('/ui#live-data');
      const section = page.getByRole('region', { name: 'Live data' });
      const notes = section.getByRole('list', { name: 'Notes' });
      await expect(notes.getByRole('listitem')).toHaveCount(6);
      await section.getByLabel('New note').fill('One more note, which does not fit');
      await section.getByRole('button', { name: 'Add note' }).click();

      const toast = page.getByRole('region', { name: 'Notifications' });
      await expect(toast).toContainText('QUOTA_EXCEEDED');
      await expect(toast).toContainText('Your storage is full: 984 B of 1 KB used');
      await expect(notes.getByText('One more note, which does not fit')).toHaveCount(0);
      await expect(notes.getByRole('listitem')).toHaveCount(6);
    });
  },
);
