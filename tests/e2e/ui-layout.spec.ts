import type { Locator, Page } from '@playwright/test';
import { expect, test, whenHydrated } from './fixtures.ts';

/** The left edges of the listing's cards, to the pixel. */
const cardLefts = (page: Page) =>
  page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));

/**
 * Turns the mouse wheel over the page and answers where the page then stands: once the
 * page has handled the wheel (a listener that is not passive makes the scroll wait for it)
 * and drawn two frames, any scroll it caused has happened.
 */
async function wheel(page: Page): Promise<number> {
  const handled = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const onWheel = () => {
          window.removeEventListener('wheel', onWheel);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)));
        };
        window.addEventListener('wheel', onWheel, { passive: false });
      }),
  );
  // The listener is in place once this round trip is answered.
  await page.evaluate(() => undefined);
  await page.mouse.move(10, 10);
  await page.mouse.wheel(0, 600);
  return handled;
}

/** The page stays put under the wheel while `dialog` is open, and scrolls once it closes. */
async function expectScrollLockedBy(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  const before = await page.evaluate(() => window.scrollY);
  expect(await wheel(page)).toBe(before);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => wheel(page)).toBeGreaterThan(before);
}

test('the stylesheet lays the listing and the design system out for the width', async ({
  page,
}, testInfo) => {
  // Two pages and seven measured states in one test: more than the default on a busy machine.
  test.setTimeout(120_000);
  const wide = testInfo.project.name === 'wide';

  await test.step('the listing: one column of cards and a filters modal, or three and chips', async () => {
    await page.goto('/');
    await expect(page.getByRole('article')).toHaveCount(4);
    expect(new Set(await cardLefts(page)).size).toBe(wide ? 3 : 1);
    const filters = page.getByRole('button', { name: /^Filters/ });
    const chips = page.getByRole('group', { name: 'Categories' });
    if (wide) {
      await expect(filters).toBeHidden();
      await expect(chips).toBeVisible();
    } else {
      await expect(chips).toBeHidden();
      await whenHydrated(filters);
      await filters.click();
      await expectScrollLockedBy(page, page.getByRole('dialog', { name: 'Filter Tinies' }));
    }
  });

  await page.goto('/ui');
  await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();

  await test.step('the four-column form: fields in a row when wide, stacked when narrow', async () => {
    const form = page.getByRole('form', { name: 'Address' });
    const tops = await Promise.all(
      ['Street', 'City', 'Postcode', 'Region'].map(async (label) => {
        const box = await form.getByRole('textbox', { name: label }).boundingBox();
        return Math.round(box!.y);
      }),
    );
    if (wide) {
      expect(new Set(tops).size).toBe(1);
    } else {
      expect([...tops].sort((a, b) => a - b)).toEqual(tops);
      expect(new Set(tops).size).toBe(4);
    }
  });

  await test.step('a card has 20 px padding; an invalid input has the destructive border', async () => {
    const basics = page.getByRole('region', { name: 'Buttons, badges and basics' });
    const title = basics.getByRole('heading', { name: 'Recipe Book' });
    const padding = await title.evaluate(
      (node) => getComputedStyle(node.parentElement!.parentElement!).padding,
    );
    expect(padding).toBe('20px');
    const email = basics.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const [border, destructive] = await email.evaluate((node) => [
      getComputedStyle(node).borderTopColor,
      getComputedStyle(document.documentElement).getPropertyValue('--color-destructive'),
    ]);
    expect(destructive.trim()).toBe('#b91c1c');
    expect(border).toBe('rgb(185, 28, 28)');
  });

  await test.step('the modal locks page scroll while open, and only then', async () => {
    const opener = page.getByRole('button', { name: 'Edit display name' });
    await whenHydrated(opener);
    await opener.click();
    await expectScrollLockedBy(page, page.getByRole('dialog', { name: 'Edit display name' }));
  });

  await test.step('a popover opens 8 px below its trigger', async () => {
    const trigger = page.getByRole('button', { name: 'Opening hours' });
    // Mid-screen, so the panel has room below and does not flip above.
    await trigger.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await trigger.click();
    const popover = page.getByRole('dialog', { name: 'Opening hours' });
    await expect(popover).toBeVisible();
    const [triggerBox, panelBox] = [(await trigger.boundingBox())!, (await popover.boundingBox())!];
    // Give or take the rounding to whole pixels.
    expect(Math.abs(panelBox.y - (triggerBox.y + triggerBox.height) - 8)).toBeLessThanOrEqual(0.5);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  });

  await test.step('a long option list stops at its maximum height and scrolls', async () => {
    await page
      .getByRole('region', { name: 'Select' })
      .getByRole('combobox', { name: 'Country' })
      .click();
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
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  });

  await test.step('toasts stack the newest on top on screen, top-right when wide', async () => {
    // Kept until closed, so both are still there when measured on a busy machine.
    await page.getByRole('checkbox', { name: 'Keep toasts until closed' }).check();
    const show = page.getByRole('button', { name: 'Show info toast' });
    await whenHydrated(show);
    const notifications = page.getByRole('region', { name: 'Notifications' });
    const messages = notifications.getByRole('status');
    await show.press('Enter');
    await expect(messages).toHaveText([/^Info 1/]);
    await show.press('Enter');
    await expect(messages).toHaveText([/^Info 2/, /^Info 1/]);
    const [top, below] = [
      (await messages.nth(0).boundingBox())!,
      (await messages.nth(1).boundingBox())!,
    ];
    expect(top.y).toBeLessThan(below.y);
    if (wide) {
      // Top-right when wide (a phone shows them nearer the thumb).
      const region = (await notifications.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(region.y).toBeLessThan(viewport.height / 2);
      expect(region.x + region.width).toBeGreaterThan(viewport.width - 40);
    }
  });
});
