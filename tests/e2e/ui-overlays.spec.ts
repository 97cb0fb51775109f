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

interface OverlayTimes {
  enter: number;
  leave: number;
  open: number;
  close: number;
  /** When a timer of the popup's delay, started as the pointer entered, actually ran. */
  enterTimer: number;
  /** The same, for a timer started as the pointer left. */
  leaveTimer: number;
}

/**
 * Records, in the page's own clock, when the pointer enters and leaves `trigger` and when a
 * popup of `role` appears and starts to go (closing, or gone). Measured in the page, so the
 * test runner's latency does not blur it. Alongside, it runs timers of `delayMs` from the
 * same moments: on a busy machine every timer runs late, the popup's included, and these
 * show by how much.
 */
async function recordTimes(trigger: Locator, role: string, delayMs: number) {
  await trigger.evaluate(
    (element, [popupRole, delay]) => {
      const times: OverlayTimes = {
        enter: 0,
        leave: 0,
        open: 0,
        close: 0,
        enterTimer: 0,
        leaveTimer: 0,
      };
      element.addEventListener('mouseenter', () => {
        times.enter = performance.now();
        setTimeout(() => (times.enterTimer = performance.now()), Number(delay));
      });
      element.addEventListener('mouseleave', () => {
        times.leave = performance.now();
        setTimeout(() => (times.leaveTimer = performance.now()), Number(delay));
      });
      let wasOpen = false;
      new MutationObserver(() => {
        const open = !!document.querySelector(
          `[role="${popupRole}"]:not([data-ending-style]):not([data-closed])`,
        );
        if (open !== wasOpen) {
          wasOpen = open;
          times[open ? 'open' : 'close'] = performance.now();
        }
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-ending-style', 'data-closed'],
      });
      (window as unknown as { overlayTimes: OverlayTimes }).overlayTimes = times;
    },
    [role, delayMs] as const,
  );
  return () =>
    trigger
      .page()
      .evaluate(() => (window as unknown as { overlayTimes: OverlayTimes }).overlayTimes);
}

/**
 * The popup changed `delayMs` after `from`: never sooner (so it had not at half the delay),
 * and soon after a timer of that delay actually ran: 150 ms leaves room for a React render
 * on a loaded machine, yet a popup waiting for Base UI's default 600 ms would fail.
 */
function expectDelay(from: number, to: number, timerRan: number, delayMs: number) {
  expect(to - from).toBeGreaterThanOrEqual(delayMs - 5);
  expect(to).toBeLessThanOrEqual(Math.max(timerRan, from + delayMs) + 150);
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
    await openGallery(page);
    const trigger = page.getByRole('button', { name: 'Bold' });
    const tooltip = page.getByRole('tooltip', { name: 'Bold' });
    // Park the pointer in a corner first: scrolling could slide the trigger under it.
    await page.mouse.move(0, 0);
    await trigger.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    await expect(tooltip).toHaveCount(0);
    const times = await recordTimes(trigger, 'tooltip', 100);

    await trigger.hover();
    await expect(tooltip).toBeVisible();
    const shown = await times();
    expectDelay(shown.enter, shown.open, shown.enterTimer, 100);

    const box = (await trigger.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 60);
    await expect(tooltip).toBeHidden();
    const hidden = await times();
    expectDelay(hidden.leave, hidden.close, hidden.leaveTimer, 100);
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
    await openGallery(page);
    const trigger = page.getByRole('button', { name: 'About cook time' });
    const popover = page.getByRole('dialog', { name: 'Cook time' });
    await page.mouse.move(0, 0);
    await trigger.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const times = await recordTimes(trigger, 'dialog', 200);
    await trigger.hover();
    await expect(popover).toBeVisible();
    const triggerBox = await expectGapBelow(trigger, popover, 8);

    // Up, away from both the trigger and the panel below it.
    await page.mouse.move(triggerBox.x + 4, triggerBox.y - 80);
    await expect(popover).toBeHidden();
    const closed = await times();
    expectDelay(closed.leave, closed.close, closed.leaveTimer, 200);
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
