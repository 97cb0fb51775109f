import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetTheme, test, transitionsEnded } from './fixtures.ts';

const calendar = (page: Page, name: string) => page.getByRole('group', { name });

/**
 * The page is prerendered, so the calendars are visible before React has attached; the
 * week calendar's view switcher answering a click is the sign that it has.
 */
async function openGallery(page: Page) {
  await page.goto('/ui');
  const week = calendar(page, 'Week calendar');
  await expect(async () => {
    await week.getByRole('button', { name: 'Month', exact: true }).click({ timeout: 1000 });
    await expect(week.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
      { timeout: 500 },
    );
  }).toPass();
  await week.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(week.getByRole('grid')).toHaveAccessibleName('Feb 2 – Feb 8, 2025');
}

test.describe('Calendar', { tag: '@narrow' }, () => {
  test('range: first click starts, a backwards second click ends in order, a third restarts', async ({
    page,
  }) => {
    await openGallery(page);
    const range = calendar(page, 'Range calendar');
    const status = page.getByText(/^Range:/);
    await expect(status).toHaveText('Range: none');

    await range.getByRole('gridcell', { name: 'Wednesday, February 12, 2025' }).click();
    await expect(status).toHaveText('Range: Feb 12, 2025 – …');
    await range.getByRole('gridcell', { name: 'Monday, February 3, 2025' }).click();
    await expect(status).toHaveText('Range: Feb 3, 2025 – Feb 12, 2025');
    const selected = range.getByRole('gridcell', { selected: true });
    await expect(selected).toHaveCount(10);
    await expect(selected.first()).toHaveAccessibleName('Monday, February 3, 2025');
    await expect(selected.last()).toHaveAccessibleName('Wednesday, February 12, 2025');

    await range.getByRole('gridcell', { name: 'Tuesday, February 18, 2025' }).click();
    await expect(status).toHaveText('Range: Feb 18, 2025 – …');
    await expect(selected).toHaveCount(1);
  });

  test('days before the minimum or after the maximum cannot be chosen', async ({ page }) => {
    await openGallery(page);
    const limited = calendar(page, 'Limited calendar');
    const status = page.getByText(/^Limited day:/);
    const early = limited.getByRole('gridcell', { name: 'Tuesday, February 4, 2025' });
    const late = limited.getByRole('gridcell', { name: 'Friday, February 21, 2025' });
    await expect(early).toHaveAttribute('aria-disabled', 'true');
    await expect(late).toHaveAttribute('aria-disabled', 'true');
    // Forced: a real click lands on the day even though it is marked disabled.
    await early.click({ force: true });
    await late.click({ force: true });
    await expect(status).toHaveText('Limited day: none');
    await expect(limited.getByRole('gridcell', { selected: true })).toHaveCount(0);

    await limited.getByRole('gridcell', { name: 'Wednesday, February 5, 2025' }).click();
    await expect(status).toHaveText('Limited day: Feb 5, 2025');
    await expect(limited.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await expect(limited.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  test('week view moves by seven days; the view switcher changes the grid', async ({ page }) => {
    await openGallery(page);
    const week = calendar(page, 'Week calendar');
    const grid = week.getByRole('grid');
    await expect(grid.getByRole('gridcell')).toHaveCount(7);
    await expect(grid.getByRole('columnheader')).toHaveText([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);

    await week.getByRole('button', { name: 'Next week' }).click();
    await expect(grid).toHaveAccessibleName('Feb 9 – Feb 15, 2025');
    await expect(grid.getByRole('gridcell').first()).toHaveAccessibleName(
      'Sunday, February 9, 2025',
    );
    await week.getByRole('button', { name: 'Previous week' }).click();
    await week.getByRole('button', { name: 'Previous week' }).click();
    await expect(grid).toHaveAccessibleName('Jan 26 – Feb 1, 2025');
    await expect(grid.getByRole('gridcell').last()).toHaveAccessibleName(
      'Saturday, February 1, 2025',
    );

    await week.getByRole('button', { name: 'Month', exact: true }).click();
    await expect(grid.getByRole('gridcell')).toHaveCount(42);
    await week.getByRole('button', { name: 'Day', exact: true }).click();
    await expect(grid.getByRole('gridcell')).toHaveCount(1);
    await week.getByRole('button', { name: 'Next day' }).click();
    await expect(grid).toHaveAccessibleName('Wednesday, January 29, 2025');
  });

  test('the grid works from the keyboard with a single tab stop', async ({ page }) => {
    await openGallery(page);
    const single = calendar(page, 'Single-day calendar');
    const grid = single.getByRole('grid');
    const day = (name: string) => grid.getByRole('gridcell', { name });
    await expect(grid).toHaveAccessibleName('February 2025');
    await expect(grid.getByRole('gridcell')).toHaveCount(42);

    // Tab from the next-month button lands on the chosen day, the grid's only tab stop.
    await single.getByRole('button', { name: 'Next month' }).focus();
    await page.keyboard.press('Tab');
    await expect(day('Tuesday, February 4, 2025')).toBeFocused();

    const press = async (key: string, name: string) => {
      await page.keyboard.press(key);
      await expect(day(name)).toBeFocused();
      await expect(day(name)).toHaveAttribute('tabindex', '0');
    };
    await press('ArrowRight', 'Wednesday, February 5, 2025');
    await press('ArrowDown', 'Wednesday, February 12, 2025');
    await press('ArrowLeft', 'Tuesday, February 11, 2025');
    await press('ArrowUp', 'Tuesday, February 4, 2025');
    await press('Home', 'Sunday, February 2, 2025');
    await press('End', 'Saturday, February 8, 2025');
    await press('PageDown', 'Saturday, March 8, 2025');
    await expect(grid).toHaveAccessibleName('March 2025');
    await press('PageUp', 'Saturday, February 8, 2025');
    await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);

    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Chosen day:/)).toHaveText('Chosen day: Feb 8, 2025');
    await expect(day('Saturday, February 8, 2025')).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the grid in one step.
    await page.keyboard.press('Tab');
    await expect(grid.getByRole('gridcell').and(page.locator(':focus'))).toHaveCount(0);
  });

  test('the year selector spans the current year ±100', async ({ page }) => {
    await openGallery(page);
    const single = calendar(page, 'Single-day calendar');
    const year = single.getByRole('combobox', { name: 'Year' });
    const now = new Date().getFullYear();
    await expect(year.locator('option')).toHaveCount(201);
    await expect(year.locator('option').first()).toHaveText(String(now - 100));
    await expect(year.locator('option').last()).toHaveText(String(now + 100));
    await year.selectOption('1999');
    await single.getByRole('combobox', { name: 'Month' }).selectOption('December');
    await expect(single.getByRole('grid')).toHaveAccessibleName('December 1999');
    await single.getByRole('gridcell', { name: 'Friday, December 31, 1999' }).click();
    await expect(page.getByText(/^Chosen day:/)).toHaveText('Chosen day: Dec 31, 1999');
  });

  test('the date picker opens a calendar and shows the chosen day', async ({ page }) => {
    await openGallery(page);
    const field = page.getByRole('button', { name: 'Due date' });
    await expect(field).toHaveText('Pick a date');
    await field.click();
    const popup = page.getByRole('dialog', { name: 'Choose a date' });
    await expect(popup).toBeVisible();
    // With nothing chosen it opens on today, clamped to the picker's 2025 limits.
    await popup.getByRole('combobox', { name: 'Month' }).selectOption('February');
    await popup.getByRole('combobox', { name: 'Year' }).selectOption('2025');
    await popup.getByRole('gridcell', { name: 'Tuesday, February 4, 2025' }).click();
    await expect(popup).toBeHidden();
    await expect(field).toHaveText('Feb 4, 2025');
    await expect(field).toBeFocused();
    await expect(page.getByText(/^Due:/)).toHaveText('Due: Feb 4, 2025');
  });
});

test.describe('Select', { tag: '@wide' }, () => {
  const section = (page: Page) => page.getByRole('region', { name: 'Select' });

  test('chooses with the keyboard: arrows, typeahead, Enter, Escape', async ({ page }) => {
    await openGallery(page);
    const fruit = section(page).getByRole('combobox', { name: 'Fruit', exact: true });
    await fruit.focus();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(list.getByRole('option', { name: 'Apple' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option', { name: 'Cherry' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(fruit).toHaveText('Cherry');
    await expect(section(page).getByText('Fruit: Cherry')).toBeVisible();
    await expect(fruit).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(list).toBeVisible();
    await page.keyboard.type('el');
    await expect(list.getByRole('option', { name: 'Elderberry' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(list.getByRole('option', { name: 'Fig' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(list.getByRole('option', { name: 'Apple' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(section(page).getByText('Fruit: Cherry')).toBeVisible();
  });

  test("search with no match says 'No results found'; a match is chosen by keyboard", async ({
    page,
  }) => {
    await openGallery(page);
    const destination = section(page).getByRole('combobox', { name: 'Destination' });
    await expect(destination).toHaveText('Select an option...');
    await destination.click();
    const panel = page.getByRole('dialog', { name: 'Destination' });
    const search = panel.getByPlaceholder('Search options...');
    await expect(search).toBeFocused();
    await page.keyboard.type('zzz');
    await expect(panel.getByText('No results found')).toBeVisible();
    await expect(panel.getByRole('option')).toHaveCount(0);

    await search.fill('');
    await page.keyboard.type('jap');
    await expect(panel.getByRole('option')).toHaveText(['Japan']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(destination).toHaveText('Japan');
    await expect(section(page).getByText('Destination: Japan')).toBeVisible();
  });

  test("a select without options says 'No options available'", async ({ page }) => {
    await openGallery(page);
    await section(page).getByRole('combobox', { name: 'Empty list' }).click();
    const list = page.getByRole('listbox', { name: 'No options available' });
    await expect(list).toBeAttached();
    await expect(page.getByText('No options available', { exact: true })).toBeVisible();
    await expect(list.getByRole('option')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(list).not.toBeAttached();

    await section(page).getByRole('combobox', { name: 'Empty search' }).click();
    const panel = page.getByRole('dialog', { name: 'Empty search' });
    await expect(panel.getByText(/^No options available/)).toBeVisible();
    await expect(panel.getByRole('option')).toHaveCount(0);
  });

  test('a long option list stops at its maximum height and scrolls', async ({ page }) => {
    await openGallery(page);
    await section(page).getByRole('combobox', { name: 'Country' }).click();
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option', { name: 'Japan' })).toBeFocused();
    const size = await list.evaluate((el) => ({
      client: el.clientHeight,
      scroll: el.scrollHeight,
      max: getComputedStyle(el).maxHeight,
      overflow: getComputedStyle(el).overflowY,
    }));
    expect(size.client).toBeLessThanOrEqual(240);
    expect(size.scroll).toBeGreaterThan(size.client);
    expect(size.max).not.toBe('none');
    expect(size.overflow).toBe('auto');
  });
});

// One page load per theme: each state is checked, then closed, before the next.
for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the calendars, the selects and the date picker, ${theme} theme`, async ({
    page,
  }) => {
    // Four axe runs on a long page, after its load: minutes on a busy machine at worst.
    test.setTimeout(120_000);
    await presetTheme(page, theme);
    await openGallery(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      theme === 'dark',
    );
    const selects = page.getByRole('region', { name: 'Select' });

    await test.step('with the calendars shown, one holding a range', async () => {
      const range = calendar(page, 'Range calendar');
      await range.getByRole('gridcell', { name: 'Monday, February 3, 2025' }).click();
      await range.getByRole('gridcell', { name: 'Wednesday, February 12, 2025' }).click();
      await expect(range.getByRole('gridcell', { selected: true })).toHaveCount(10);
      await expectNoAxeViolations(page, ['#calendar']);
    });

    await test.step('with a select open', async () => {
      await selects.getByRole('combobox', { name: 'Fruit', exact: true }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await transitionsEnded(page); // colours are measured once the panel has faded in
      await expectNoAxeViolations(page, ['#select', '[role="listbox"]']);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
    });

    await test.step('with a search select open and nothing found', async () => {
      await selects.getByRole('combobox', { name: 'Destination' }).click();
      await expect(page.getByPlaceholder('Search options...')).toBeFocused();
      await page.keyboard.type('zzz');
      await expect(page.getByText('No results found')).toBeVisible();
      await transitionsEnded(page);
      await expectNoAxeViolations(page, ['#select', '[role="dialog"]']);
      await page.keyboard.press('Escape');
      await expect(page.getByText('No results found')).toBeHidden();
    });

    await test.step('with the date picker open', async () => {
      await page.getByRole('button', { name: 'Due date' }).click();
      await expect(page.getByRole('dialog', { name: 'Choose a date' })).toBeVisible();
      await transitionsEnded(page);
      await expectNoAxeViolations(page, ['[role="dialog"]']);
    });
  });
}
