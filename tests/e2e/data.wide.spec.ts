import type { Page } from '@playwright/test';
import {
  expect,
  test,
  uniqueEmail,
  verifiedAccount,
  otherBrowsers,
  OFFLINE_ACCOUNT,
  expectReadDenied,
} from './accounts-fixtures.ts';
import { deviceStoreHolds, presetTheme, expectNoAxeViolations } from './fixtures.ts';

/**
 * The data client in Chromium, through the design-system gallery's live notes
 * (`/ui#live-data`, stored at `users/{uid}/gallery/notes`): live between a person's
 * tabs (and a visitor's), optimistic with rollback, kept through an offline reload,
 * device-only for visitors and copied into their account on sign-in.
 */

const section = (page: Page) => page.getByRole('region', { name: 'Live data' });
const notes = (page: Page) => section(page).getByRole('list', { name: 'Notes' });
const syncStatus = (page: Page) => page.locator('[role="status"][data-state]');

async function addNote(page: Page, text: string) {
  await section(page).getByLabel('New note').fill(text);
  await section(page).getByRole('button', { name: 'Add note' }).click();
}

/** Opens the live notes and waits for the section to show its state: loading, empty or a list. */
async function openNotes(page: Page) {
  await page.goto('/ui#live-data');
  await expect(
    section(page)
      .getByText(/No notes yet|Loading notes/)
      .or(notes(page)),
  ).toBeVisible();
}

const { secondBrowser, strangerBrowser } = otherBrowsers(250);

test('two tabs of one person see each other’s edits within a second', async ({
  page,
  browser,
  world,
}) => {
  await verifiedAccount(page, world, uniqueEmail('live'));
  await openNotes(page);
  const other = await secondBrowser(browser, world, page.context());
  await openNotes(other);
  await expect(syncStatus(other)).toHaveAttribute('data-state', 'saved');

  await addNote(page, 'Buy lemons');
  await expect(notes(page).getByText('Buy lemons')).toBeVisible();
  await expect(notes(other).getByText('Buy lemons')).toBeVisible({ timeout: 1000 });

  await notes(other).getByRole('checkbox', { name: 'Buy lemons' }).check();
  await expect(notes(page).getByRole('checkbox', { name: 'Buy lemons' })).toBeChecked({
    timeout: 1000,
  });
  await notes(page).getByRole('button', { name: 'Delete “Buy lemons”' }).click();
  await expect(section(other).getByText('No notes yet.')).toBeVisible({ timeout: 1000 });
  await other.context().close();
});

test('two tabs of a visitor see each other’s notes within a second', async ({ page }) => {
  await openNotes(page);
  const other = await page.context().newPage();
  await openNotes(other);
  await expect(syncStatus(page)).toHaveAttribute('data-state', 'device');
  await expect(syncStatus(other)).toHaveAttribute('data-state', 'device');

  await addNote(page, 'Water the basil');
  await expect(notes(page).getByText('Water the basil')).toBeVisible();
  await expect(notes(other).getByText('Water the basil')).toBeVisible({ timeout: 1000 });

  await notes(other).getByRole('checkbox', { name: 'Water the basil' }).check();
  await expect(notes(page).getByRole('checkbox', { name: 'Water the basil' })).toBeChecked({
    timeout: 1000,
  });
  await notes(page).getByRole('button', { name: 'Delete “Water the basil”' }).click();
  await expect(section(other).getByText('No notes yet.')).toBeVisible({ timeout: 1000 });
  await other.close();
});

test('a refused write is rolled back and reported with its code', async ({ page, world }) => {
  // Stands in for an app whose checks are older than the server's: the note leaves the
  // browser changed into something the server's schema refuses.
  await page.routeWebSocket('**/api/live', (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      const parsed = JSON.parse(String(message)) as { type: string; value?: { text?: string } };
      if (parsed.type === 'set' && parsed.value?.text === 'Refused') parsed.value.text = '';
      server.send(JSON.stringify(parsed));
    });
    server.onMessage((message) => socket.send(message));
  });
  await verifiedAccount(page, world, uniqueEmail('refused'));
  await openNotes(page);
  await expect(syncStatus(page)).toHaveAttribute('data-state', 'saved');

  await addNote(page, 'Kept');
  await addNote(page, 'Refused');
  const toast = page.getByRole('alert').filter({ hasText: 'INVALID_DATA' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Note is required');
  await expect(notes(page).getByText('Refused')).toHaveCount(0);
  await expect(notes(page).getByText('Kept')).toBeVisible();
});

test.describe('offline', () => {
  test.use(OFFLINE_ACCOUNT);

  test('edits made offline survive a reload and sync once, without duplicates', async ({
    page,
    browser,
    world,
  }) => {
    await verifiedAccount(page, world, uniqueEmail('offline'));
    await openNotes(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await addNote(page, 'Online note');
    await expect(syncStatus(page)).toHaveAttribute('data-state', 'saved');

    await page.context().setOffline(true);
    await expect(syncStatus(page)).toHaveAttribute('data-state', 'offline');
    await addNote(page, 'Offline note');
    await expect(syncStatus(page)).toContainText('1 change waiting');
    await expect.poll(() => deviceStoreHolds(page, 'Offline note')).toBe(true);

    await page.reload();
    await expect(notes(page).getByText('Online note')).toBeVisible();
    await expect(notes(page).getByText('Offline note')).toBeVisible();
    await expect(syncStatus(page)).toHaveAttribute('data-state', 'offline');

    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(syncStatus(page)).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });

    const other = await secondBrowser(browser, world, page.context());
    await openNotes(other);
    await expect(notes(other).getByRole('listitem')).toHaveText([/Online note/, /Offline note/]);
    await other.context().close();
  });
});

test('a visitor’s notes stay on the device and are copied into their new account', async ({
  page,
  browser,
  world,
}) => {
  // NOTE: one long flow (sign-up, many screens, reloads): on two busy cores it can pass
  // 30 s without being wrong, so it gets the slow allowance.
  test.slow();
  await openNotes(page);
  await expect(syncStatus(page)).toHaveAttribute('data-state', 'device');
  await addNote(page, 'Visitor note one');
  await addNote(page, 'Visitor note two');
  await expect.poll(() => deviceStoreHolds(page, 'Visitor note two')).toBe(true);
  await page.reload();
  await expect(notes(page).getByRole('listitem')).toHaveCount(2);

  await verifiedAccount(page, world, uniqueEmail('visitor'));
  await page.reload();
  const dialog = page.getByRole('alertdialog', {
    name: 'Copy this device’s data to your account?',
  });
  await expect(dialog).toContainText('You saved 2 items on this device');
  await dialog.getByRole('button', { name: 'Copy to my account' }).click();
  await expect(page.getByText('Copied 2 items to your account.')).toBeVisible();
  await expect(notes(page).getByRole('listitem')).toHaveText([
    /Visitor note one/,
    /Visitor note two/,
  ]);

  // The same person elsewhere has them; a reload asks nothing more (nothing left here).
  const elsewhere = await secondBrowser(browser, world, page.context());
  await openNotes(elsewhere);
  await expect(notes(elsewhere).getByRole('listitem')).toHaveCount(2);
  await page.reload();
  await expect(notes(page).getByRole('listitem')).toHaveCount(2);
  await expect(dialog).toHaveCount(0);

  const { user } = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  // After logout the device shows none of the account's notes.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(section(page).getByText('No notes yet.')).toBeVisible();

  // Someone else sees none of it, in the app or over HTTP.
  const stranger = await strangerBrowser(browser, world);
  await openNotes(stranger);
  await expect(syncStatus(stranger)).toHaveAttribute('data-state', 'saved');
  await expect(section(stranger).getByText('No notes yet.')).toBeVisible();
  await expectReadDenied(stranger, `users/${user.id}/gallery/notes`);
  await elsewhere.context().close();
  await stranger.context().close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the live notes and the sync status pass axe in the ${theme} theme`, async ({
    page,
    world,
  }) => {
    await presetTheme(page, theme);
    await verifiedAccount(page, world, uniqueEmail(`axe-${theme}`));
    await openNotes(page);
    await addNote(page, 'Check the contrast');
    await notes(page).getByRole('checkbox', { name: 'Check the contrast' }).check();
    await expect(syncStatus(page)).toHaveAttribute('data-state', 'saved');
    await section(page).getByRole('button', { name: 'Add note' }).click();
    await expect(section(page).getByText('Note is required')).toBeVisible();
    await expectNoAxeViolations(page, ['#live-data', '[role="status"][data-state]']);
  });
}
