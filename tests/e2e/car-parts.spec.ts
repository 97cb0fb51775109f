import type { Page } from '@playwright/test';
import { chooseOption, expect, expectNoAxeViolations, presetTheme, test } from './fixtures.ts';

/** The tool's own region, without the toasts. */
const tool = (page: Page) => page.getByRole('region', { name: 'Car Maintenance Tracker' });

/** The parts screen, once the page and the person's parts have loaded (slow on a busy machine). */
async function openParts(page: Page, view = 'parts') {
  await page.goto(`/car-maintenance?view=${view}`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 20_000 });
}

test(
  'a visitor adds a part of their own, finds it tagged, edits it and deletes it',
  { tag: '@wide' },
  async ({ page }) => {
    test.setTimeout(60_000);
    await openParts(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Parts', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No parts of your own yet' })).toBeVisible();

    // The built-in parts and the tagger work before any part of one's own.
    await expect(page.getByRole('term').filter({ hasText: /^Brake pads$/ })).toBeVisible();
    const tryBox = page.getByRole('textbox', { name: 'Words to tag' });
    await tryBox.fill('Front tires rotated, coil pack replaced, parked in the neighborhood');
    await expect(page.getByText('Tags: Front tyres, Ignition coils')).toBeVisible();

    await page.getByRole('link', { name: 'Add a part' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'New part' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('x');
    await name.fill('');
    await expect(name).toHaveAccessibleDescription('Name is required');
    await name.fill('Tow bar');
    await chooseOption(page.getByRole('combobox', { name: 'Where it is' }), 'External');
    const keyword = page.getByRole('textbox', { name: 'New keyword' });
    await keyword.fill('towbar');
    await keyword.press('Enter');
    await keyword.fill('tow hitch');
    await page.getByRole('button', { name: 'Add keyword' }).click();
    await expect(page.getByRole('list', { name: 'Keywords' }).getByRole('listitem')).toHaveText([
      'towbar',
      'tow hitch',
    ]);
    await page.getByRole('button', { name: 'Add part' }).click();

    // Listed, with its keywords, and the tagger knows it.
    await expect(page.getByRole('heading', { level: 2, name: 'Parts', exact: true })).toBeVisible();
    await expect(page.getByText('Keywords: towbar, tow hitch')).toBeVisible();
    await tryBox.fill('Greased the tow hitch');
    await expect(page.getByText('Tags: Tow bar')).toBeVisible();

    // Edited: renamed, one keyword less, one more.
    await page.getByRole('link', { name: 'Edit Tow bar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Edit Tow bar' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove keyword towbar' }).click();
    await page.getByRole('textbox', { name: 'New keyword' }).fill('trailer hitch');
    await page.getByRole('textbox', { name: 'New keyword' }).press('Enter');
    await page.getByRole('textbox', { name: 'Name' }).fill('Towing hitch');
    await page.getByRole('button', { name: 'Save part' }).click();
    await expect(page.getByText('Keywords: tow hitch, trailer hitch')).toBeVisible();
    await expect(tool(page).getByText('Towing hitch', { exact: true })).toBeVisible();

    // Still there after a reload: kept on the device.
    await page.reload();
    await expect(page.getByText('Keywords: tow hitch, trailer hitch')).toBeVisible({
      timeout: 20_000,
    });

    // Deleted, after a confirmation (cancelled once).
    await page.getByRole('button', { name: 'Delete Towing hitch' }).click();
    let dialog = page.getByRole('alertdialog', { name: 'Delete part?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(tool(page).getByText('Towing hitch', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Towing hitch' }).click();
    dialog = page.getByRole('alertdialog', { name: 'Delete part?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'No parts of your own yet' })).toBeVisible();
  },
);

test('an unsaved part asks before it is thrown away', { tag: '@narrow' }, async ({ page }) => {
  await openParts(page, 'new-part');
  await page.getByRole('textbox', { name: 'Name' }).fill('Roof box');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Parts', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No parts of your own yet' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the parts screens have no axe violations in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(60_000);
    await presetTheme(page, theme);
    await openParts(page);
    await expect(page.getByRole('heading', { name: 'No parts of your own yet' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      theme === 'dark',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Add a part' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Dash cam');
    await chooseOption(page.getByRole('combobox', { name: 'Where it is' }), 'Internal');
    await page.getByRole('textbox', { name: 'New keyword' }).fill('dashcam');
    await page.getByRole('textbox', { name: 'New keyword' }).press('Enter');
    await page.getByRole('button', { name: 'Add keyword' }).click();
    await expect(page.getByText('Type a word first')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add part' }).click();
    await expect(page.getByText('Keywords: dashcam')).toBeVisible();
    await page.getByRole('textbox', { name: 'Words to tag' }).fill('dashcam and brake pads');
    await expect(page.getByText('Tags: Dash cam, Brake pads')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
