import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const LIGHT_BG = 'rgb(250, 250, 249)';
const DARK_BG = 'rgb(15, 14, 13)';

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle theme' });
const saved = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

test(
  'the theme paints right from the first frame, follows the system and keeps a choice',
  {
    tag: '@wide',
  },
  async ({ page, consoleErrors }) => {
    await test.step('no flash: with the app bundle blocked, only the pre-paint script sets it', async () => {
      await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/');
      expect(await isDark(page)).toBe(true); // the system's theme
      expect(await background(page)).toBe(DARK_BG);

      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await page.goto('/');
      expect(await isDark(page)).toBe(false); // a saved light theme over a dark system
      expect(await background(page)).toBe(LIGHT_BG);

      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/');
      expect(await isDark(page)).toBe(true); // a saved dark theme over a light system
      expect(await background(page)).toBe(DARK_BG);

      await page.evaluate(() => localStorage.clear());
      await page.unrouteAll();
      consoleErrors.length = 0; // the blocked bundle is reported as a failed load
    });

    await test.step('with the preference at system, it follows the operating system live', async () => {
      await page.goto('/');
      await expect(toggle(page).locator('[data-icon="moon"]')).toBeVisible();
      expect(await saved(page)).toBeNull();
      expect(await isDark(page)).toBe(false);
      expect(await background(page)).toBe(LIGHT_BG);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => isDark(page)).toBe(true);
      await expect(toggle(page).locator('[data-icon="sun"]')).toBeVisible();
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => isDark(page)).toBe(false);
    });

    await test.step('the toggle switches light and dark, showing a sun while dark', async () => {
      await toggle(page).click();
      await expect(toggle(page).locator('[data-icon="sun"]')).toBeVisible();
      expect(await isDark(page)).toBe(true);
      await expect.poll(() => background(page)).toBe(DARK_BG);
      expect(await saved(page)).toBe('dark');
      // An explicit choice stops following the OS.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await isDark(page)).toBe(true);
    });

    await test.step('the choice holds across reloads and pages', async () => {
      await page.reload();
      expect(await isDark(page)).toBe(true);
      await page.goto('/travel-tracker');
      await expect(toggle(page).locator('[data-icon="sun"]')).toBeVisible();
      expect(await isDark(page)).toBe(true);
      await toggle(page).click();
      await expect(toggle(page).locator('[data-icon="moon"]')).toBeVisible();
      expect(await saved(page)).toBe('light');
      await expect.poll(() => background(page)).toBe(LIGHT_BG);
    });
  },
);
