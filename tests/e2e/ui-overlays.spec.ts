import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetTheme, test, transitionsEnded } from './fixtures.ts';

/**
 * The page is prerendered, so its buttons show before React has attached; a modal opening
 * on click is the sign that it has. Leaves no modal open.
 */
async function openGallery(page: Page) {
  await page.goto('/ui');
  await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
  const about = page.getByRole('dialog', { name: 'About this gallery' });
  await expect(async () => {
    // A click that lands just as React attaches may open it late: do not click again then.
    if (!(await about.isVisible())) {
      await page.getByRole('button', { name: 'About this gallery' }).click({ timeout: 1000 });
    }
    await expect(about).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(about).toBeHidden();
}

/** The gallery's record of the last answer; hidden from the accessibility tree while a dialog is open. */
const status = (page: Page) =>
  page.getByRole('status', { includeHidden: true }).filter({ hasText: 'Last answer:' });

/** The gap between a trigger and the panel below it is the offset, give or take the rounding to whole pixels. */
async function expectGapBelow(trigger: Locator, panel: Locator, px: number) {
  const [triggerBox, panelBox] = [(await trigger.boundingBox())!, (await panel.boundingBox())!];
  expect(Math.abs(panelBox.y - (triggerBox.y + triggerBox.height) - px)).toBeLessThanOrEqual(0.5);
  return triggerBox;
}

/** `popup`, while it is open and not on its way out. */
const whileOpen = (popup: Locator) =>
  popup.and(popup.page().locator(':not([data-ending-style]):not([data-closed])'));

/**
 * Stops the page's clock (installed before the page loaded) so a popup's delay can be
 * stepped through exactly, however busy the machine: timers run only when the test moves
 * the clock on, while rendering goes on as usual.
 */
async function stopClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 60_000);
}

/**
 * `popup` is still as it was `delayMs` − 5 ms from now and has changed (opened
 * or started to close) one animation frame after `delayMs`: never sooner, and not later
 * either (a popup waiting for Base UI's default 600 ms would fail).
 */
async function expectChangeAfter(popup: Locator, delayMs: number, opens: boolean) {
  const page = popup.page();
  const popups = whileOpen(popup);
  await page.clock.runFor(delayMs - 5);
  // Rendering is not on the paused clock: a change due already would show within this time.
  await page.waitForTimeout(100);
  await expect(popups).toHaveCount(opens ? 0 : 1);
  // A closing popup marks its way out in the next animation frame.
  await page.clock.runFor(5 + 17);
  await expect(popups).toHaveCount(opens ? 1 : 0);
}

/** Moves the paused clock on until the closing `popup` has gone. */
async function expectGone(popup: Locator) {
  const page = popup.page();
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(popup).toBeHidden({ timeout: 250 });
  }).toPass();
}

test.describe('modal', { tag: '@narrow' }, () => {
  test('moves focus to the first action, keeps it inside and gives it back on Escape', async ({
    page,
  }) => {
    await openGallery(page);
    const opener = page.getByRole('button', { name: 'Edit display name' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Edit display name' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('saves from its footer and focuses the close button when it has no actions', async ({
    page,
  }) => {
    await openGallery(page);
    await page.getByRole('button', { name: 'Edit display name' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit display name' });
    await dialog.getByRole('textbox', { name: 'Display name' }).fill('Robin');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Display name: Robin')).toBeVisible();

    await page.getByRole('button', { name: 'About this gallery' }).click();
    const about = page.getByRole('dialog', { name: 'About this gallery' });
    await expect(about.getByRole('button', { name: 'Close' })).toBeFocused();
    await about.getByRole('button', { name: 'Close' }).click();
    await expect(about).toBeHidden();
    await expect(page.getByRole('button', { name: 'About this gallery' })).toBeFocused();
  });

  test('locks page scroll while open, and only then', async ({ page }) => {
    await openGallery(page);
    await page.getByRole('button', { name: 'Edit display name' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit display name' });
    await expect(dialog).toBeVisible();
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });
});

test.describe('confirm and alert dialogs', { tag: '@narrow' }, () => {
  test('a confirm dialog ignores clicks outside it; Cancel answers false', async ({ page }) => {
    await openGallery(page);
    await expect(status(page)).toHaveText('Last answer: none yet');
    const opener = page.getByRole('button', { name: 'Ask to confirm' });
    await opener.click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Action' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Do you want to go on?');
    await expect(dialog.getByRole('button')).toHaveText(['Cancel', 'Confirm']);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();

    // The corner of the window is outside the dialog, on its backdrop.
    expect(
      await page.evaluate(() => !!document.elementFromPoint(4, 4)?.closest('[role="alertdialog"]')),
    ).toBe(false);
    await page.mouse.click(4, 4);
    await page.waitForTimeout(400);
    await expect(dialog).toBeVisible();
    await expect(status(page)).toHaveText('Last answer: none yet'); // the promise is pending

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(status(page)).toHaveText('Last answer: false');
    await expect(opener).toBeFocused();
  });

  test('Confirm answers true and Escape answers false', async ({ page }) => {
    await openGallery(page);
    await page.getByRole('button', { name: 'Ask to confirm' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Action' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(status(page)).toHaveText('Last answer: true');

    await page.getByRole('button', { name: 'Delete recipe' }).click();
    const destructive = page.getByRole('alertdialog', { name: 'Delete recipe?' });
    await expect(destructive.getByRole('button')).toHaveText(['Keep it', 'Delete']);
    await page.keyboard.press('Escape');
    await expect(destructive).toBeHidden();
    await expect(status(page)).toHaveText('Last answer: false');
  });

  test('an alert has one OK button and resolves when closed', async ({ page }) => {
    await openGallery(page);
    await page.getByRole('button', { name: 'Show alert' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Alert' });
    await expect(dialog).toContainText('Your recipe book was exported.');
    await expect(dialog.getByRole('button')).toHaveText(['OK']);
    await expect(status(page)).toHaveText('Last answer: none yet');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(status(page)).toHaveText('Last answer: alert closed');
  });

  test('calls in a row wait their turn, one dialog at a time', async ({ page }) => {
    await openGallery(page);
    await page.getByRole('button', { name: 'Ask three in a row' }).click();
    const dialogs = page.getByRole('alertdialog');
    await expect(dialogs).toHaveCount(1);
    await expect(dialogs).toHaveAccessibleName('First question');
    await dialogs.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Second message' })).toBeVisible();
    await expect(dialogs).toHaveCount(1);
    await dialogs.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Third question' })).toBeVisible();
    await expect(dialogs).toHaveCount(1);
    await dialogs.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialogs).toHaveCount(0);
    await expect(status(page)).toHaveText('Last answer: true, alert closed, false');
  });
});

test.describe('tooltip', { tag: '@wide' }, () => {
  test('shows 100 ms after hovering and hides 100 ms after leaving', async ({ page }) => {
    await page.clock.install();
    await openGallery(page);
    const trigger = page.getByRole('button', { name: 'Bold' });
    const tooltip = page.getByRole('tooltip', { name: 'Bold' });
    // Park the pointer in a corner first: scrolling could slide the trigger under it.
    await page.mouse.move(0, 0);
    await trigger.scrollIntoViewIfNeeded();
    await stopClock(page);
    await expect(tooltip).toHaveCount(0);

    await trigger.hover();
    await expectChangeAfter(tooltip, 100, true);
    await expect(tooltip).toBeVisible();

    const box = (await trigger.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 60);
    await expectChangeAfter(tooltip, 100, false);
    await expectGone(tooltip);
  });

  test('Escape closes it', async ({ page }) => {
    await openGallery(page);
    const trigger = page.getByRole('button', { name: 'Italic' });
    await trigger.hover();
    const tooltip = page.getByRole('tooltip', { name: 'Italic' });
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
  });

  test('keyboard focus opens it and scrolling closes it', async ({ page }) => {
    await openGallery(page);
    await page.getByRole('button', { name: 'Bold' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Italic' })).toBeFocused();
    const tooltip = page.getByRole('tooltip', { name: 'Italic' });
    await expect(tooltip).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 40));
    await expect(tooltip).toBeHidden();
    await expect(page.getByRole('button', { name: 'Italic' })).toBeFocused();
  });
});

test.describe('popover', { tag: '@wide' }, () => {
  test('opens on click 8 px below its trigger; Escape closes it', async ({ page }) => {
    await openGallery(page);
    const trigger = page.getByRole('button', { name: 'Opening hours' });
    // Mid-screen, so the panel has room below and does not flip above.
    await trigger.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await trigger.click();
    const popover = page.getByRole('dialog', { name: 'Opening hours' });
    await expect(popover).toBeVisible();
    await expect(popover).toContainText('Monday to Friday');
    await expectGapBelow(trigger, popover, 8);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a hover popover opens on hover and closes 200 ms after the pointer leaves', async ({
    page,
  }) => {
    await page.clock.install();
    await openGallery(page);
    const trigger = page.getByRole('button', { name: 'About cook time' });
    const popover = page.getByRole('dialog', { name: 'Cook time' });
    await page.mouse.move(0, 0);
    await trigger.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await stopClock(page);
    await trigger.hover();
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(popover).toBeVisible({ timeout: 250 });
    }).toPass();
    const triggerBox = await expectGapBelow(trigger, popover, 8);

    // Up, away from both the trigger and the panel below it.
    await page.mouse.move(triggerBox.x + 4, triggerBox.y - 80);
    await expectChangeAfter(popover, 200, false);
    await expectGone(popover);
  });
});

// One page load per theme: the modal, closed again, then a confirm dialog.
for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on /ui with the modal or a confirm dialog open, in the ${theme} theme`, async ({
    page,
  }) => {
    await presetTheme(page, theme);
    await openGallery(page);
    await test.step('the modal', async () => {
      await page.getByRole('button', { name: 'Edit display name' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit display name' });
      await expect(dialog).toBeVisible();
      await transitionsEnded(page); // colours are measured once the dialog has faded in
      await expectNoAxeViolations(page, ['[role="dialog"]']);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
    await test.step('a confirm dialog', async () => {
      await page.getByRole('button', { name: 'Delete recipe' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete recipe?' })).toBeVisible();
      await transitionsEnded(page);
      await expectNoAxeViolations(page, ['[role="alertdialog"]']);
    });
  });
}
