import { expect, expectNoAxeViolations, presetTheme, test, transitionsEnded } from './fixtures.ts';

const ROUTES = [
  { path: '/', heading: 'Tinies' },
  { path: '/apartment-tour-questions', heading: 'Apartment Tour Questions' },
  { path: '/car-maintenance', heading: 'Car Maintenance Tracker' },
  { path: '/recipe-book', heading: 'Recipe Book' },
  { path: '/travel-tracker', heading: 'Travel Tracker' },
  { path: '/verify-email', heading: 'Verify your e-mail' },
  { path: '/reset-password', heading: 'Reset your password' },
  { path: '/account', heading: 'Account settings' },
  { path: '/missing-page', heading: 'Page not found' },
  { path: '/ui', heading: 'Design system' },
];

for (const theme of ['light', 'dark'] as const) {
  for (const route of ROUTES) {
    test(`axe finds nothing on ${route.path} in the ${theme} theme`, async ({ page }) => {
      // The design-system gallery is long: axe needs more time on it than on a page.
      if (route.path === '/ui') test.setTimeout(120_000);
      await presetTheme(page, theme);
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        theme === 'dark',
      );
      await expectNoAxeViolations(page);
    });
  }

  test(`axe finds nothing on the reset dialog and the reset form, in the ${theme} theme`, async ({
    page,
  }) => {
    await presetTheme(page, theme);
    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog).toHaveAccessibleName('Reset password');
    await transitionsEnded(page);
    await expectNoAxeViolations(page);
    // A link's page: the form to choose a new password, its errors shown.
    await page.goto('/reset-password?token=a-link-from-a-mail');
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await form.getByRole('button', { name: 'Set new password' }).click();
    await expect(form.getByText('New password is required')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`axe finds nothing with filters applied, in the ${theme} theme`, async ({ page }) => {
    await presetTheme(page, theme);
    await page.goto('/?tag=travel&category=lifestyle');
    await expect(page.getByText('Showing 1 of 4')).toBeVisible();
    await expectNoAxeViolations(page);
    const filters = page.getByRole('button', { name: /^Filters/ });
    if (await filters.isVisible()) {
      await filters.click();
      await expect(page.getByRole('dialog', { name: 'Filter Tinies' })).toBeVisible();
      await transitionsEnded(page); // colours are measured once it has faded in
      await expectNoAxeViolations(page);
    }
  });
}
