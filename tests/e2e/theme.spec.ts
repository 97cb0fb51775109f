import type { Page } from '@playwright/test';
import { expect, presetTheme, test } from './fixtures.ts';

const LIGHT_BG = 'rgb(250, 250, 249)';
const DARK_BG = 'rgb(15, 14, 13)';

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle theme' });

test(
  'toggles between light and dark, showing a sun while dark',
  { tag: '@narrow' },
  async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(toggle(page).locator('[data-icon="moon"]')).toBeVisible();
    expect(await isDark(page)).toBe(false);
    expect(await background(page)).toBe(LIGHT_BG);

    await toggle(page).click();
    await expect(toggle(page).locator('[data-icon="sun"]')).toBeVisible();
    expect(await isDark(page)).toBe(true);
    await expect.poll(() => background(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await toggle(page).click();
    await expect(toggle(page).locator('[data-icon="moon"]')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  },
);

test('keeps the choice across reloads and pages', { tag: '@wide' }, async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await toggle(page).click();
  await page.reload();
  expect(await isDark(page)).toBe(true);
  await page.goto('/travel-tracker');
  await expect(toggle(page).locator('[data-icon="sun"]')).toBeVisible();
  expect(await isDark(page)).toBe(true);
});

test(
  'follows the operating system live while the preference is system',
  { tag: '@narrow' },
  async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(await isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true);
    await expect(toggle(page).locator('[data-icon="sun"]')).toBeVisible();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);

    // An explicit choice stops following the OS.
    await toggle(page).click();
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await isDark(page)).toBe(true);
  },
);

test.describe('no flash of the wrong theme', { tag: '@wide' }, () => {
  // The app bundle is blocked: only the pre-paint script can set the theme.
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  });

  test('a saved dark theme applies before any app code runs', async ({ page, consoleErrors }) => {
    await presetTheme(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    expect(await isDark(page)).toBe(true);
    expect(await background(page)).toBe(DARK_BG);
    consoleErrors.length = 0; // the blocked bundle is reported as a failed load
  });

  test('the system theme applies before any app code runs', async ({ page, consoleErrors }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await isDark(page)).toBe(true);
    await presetTheme(page, 'light');
    await page.goto('/');
    expect(await isDark(page)).toBe(false);
    expect(await background(page)).toBe(LIGHT_BG);
    consoleErrors.length = 0;
  });
});
