import { presetTheme, test } from './fixtures.ts';

for (const theme of ['light', 'dark'] as const) {
  test(`shots ${theme}`, async ({ page }, info) => {
    await presetTheme(page, theme);
    await page.goto('/ui');
    await page.waitForTimeout(2500);
    const p = `/tmp/h4/${info.project.name}-${theme}`;
    const cal = page.getByRole('region', { name: 'Calendar' });
    const range = page.getByRole('group', { name: 'Range calendar' });
    await range.getByRole('gridcell', { name: 'Monday, February 3, 2025' }).click();
    await range.getByRole('gridcell', { name: 'Wednesday, February 12, 2025' }).click();
    await page.getByRole('group', { name: 'Single-day calendar' }).getByRole('gridcell', { name: 'Wednesday, February 5, 2025' }).focus();
    await page.keyboard.press('ArrowRight');
    await cal.screenshot({ path: `${p}-calendar.png` });
    const sel = page.getByRole('region', { name: 'Select' });
    await sel.getByRole('combobox', { name: 'Country' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${p}-select.png` });
    await page.keyboard.press('Escape');
    await sel.getByRole('combobox', { name: 'Destination' }).click();
    await page.waitForTimeout(300);
    await page.keyboard.type('an');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${p}-search.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Due date' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${p}-datepicker.png` });
  });
}
