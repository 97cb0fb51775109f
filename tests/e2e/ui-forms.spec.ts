import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, presetTheme, test } from './fixtures.ts';

const accountForm = (page: Page) => page.getByRole('form', { name: 'Create an account' });

/**
 * The page is prerendered, so the form is visible before React has attached; the password
 * toggle answering a click is the sign that it has.
 */
async function openGallery(page: Page) {
  await page.goto('/ui');
  const form = accountForm(page);
  const show = form.getByRole('button', { name: 'Show password' });
  const hide = form.getByRole('button', { name: 'Hide password' });
  await expect(async () => {
    // A click that landed after all may be slow to show: do not click twice.
    if (!(await hide.isVisible())) await show.click({ timeout: 1000 });
    await expect(hide).toBeVisible({ timeout: 1000 });
  }).toPass();
  await hide.click();
  await expect(show).toBeVisible();
  return form;
}

test(
  'the form rejects bad input with its messages and submits good input',
  { tag: '@wide' },
  async ({ page }) => {
    const form = await openGallery(page);
    const submit = form.getByRole('button', { name: 'Create account' });
    const name = form.getByRole('textbox', { name: 'Full name' });
    await expect(submit).toBeEnabled();
    await expect(form.getByText(/is required|is invalid/)).toHaveCount(0);

    // Required: typed then emptied, or only spaces.
    await name.fill('A');
    await name.fill('   ');
    await expect(form.getByText('Full name is required')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Full name is required');

    // A custom check with its own message, and one without ('{label} is invalid').
    const username = form.getByRole('textbox', { name: 'Username' });
    await username.fill('Ada!');
    await expect(username).toHaveAccessibleDescription(
      'Lowercase letters and digits. Use lowercase letters and digits only',
    );
    const age = form.getByRole('spinbutton', { name: 'Age' });
    await age.fill('12');
    await expect(form.getByText('Age is invalid')).toBeVisible();
    await expect(age).toHaveAttribute('aria-invalid', 'true');

    // A required checkbox group emptied again.
    const travel = form.getByRole('checkbox', { name: 'Travel' });
    await travel.click();
    await travel.click();
    await expect(form.getByText('Interests is required')).toBeVisible();
    await expect(form.getByRole('group', { name: 'Interests' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Submitting now says what is wrong and takes the focus to the first field that is.
    await submit.click();
    await expect(name).toBeFocused();

    // Now good input, field by field.
    await name.fill('Ada Lovelace');
    await username.fill('ada');
    await age.fill('36');
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.org');
    const password = form.getByLabel('Password', { exact: true });
    await password.fill('engine1');
    await form.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await form.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('combobox', { name: 'Search options' }).fill('Por');
    await page.getByRole('option', { name: 'Portugal' }).click();
    await expect(form.getByRole('combobox', { name: 'Country' })).toHaveText('Portugal');
    // The calendar opens on today; Enter chooses it.
    await form.getByRole('button', { name: 'Start date' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a date' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Choose a date' })).toBeHidden();
    const today = await page.evaluate(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
    await form.getByRole('textbox', { name: 'Bio' }).fill('Wrote the first program.');
    await form.getByRole('checkbox', { name: 'Select All' }).click();
    await expect(form.getByText(/is required|is invalid/)).toHaveCount(0);
    await expect(submit).toBeEnabled();

    // NOTE: the busy phase lasts 600 ms, which a loaded machine can spend before the first
    // look at the button; an observer set up beforehand sees it whenever it happens.
    await submit.evaluate((button) => {
      const seen = window as unknown as { busySeen?: boolean };
      seen.busySeen = false;
      new MutationObserver(() => {
        if (button.getAttribute('aria-busy') === 'true') seen.busySeen = true;
      }).observe(button, { attributes: true });
    });
    await submit.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { busySeen?: boolean }).busySeen))
      .toBe(true);
    const result = page.getByRole('status', { name: 'Create an account result' });
    await expect(result).toHaveText(
      'Submitted: ' +
        JSON.stringify({
          name: 'Ada Lovelace',
          username: 'ada',
          email: 'ada@example.org',
          password: 'engine1',
          age: 36,
          country: 'pt',
          start: today,
          bio: 'Wrote the first program.',
          interests: ['cooking', 'travel', 'housing'],
        }),
    );
    await expect(submit).toBeEnabled();
  },
);

test('the four-column form lays fields in a row when wide and stacks them when narrow', async ({
  page,
}, testInfo) => {
  await openGallery(page);
  const form = page.getByRole('form', { name: 'Address' });
  const tops = await Promise.all(
    ['Street', 'City', 'Postcode', 'Region'].map(async (label) => {
      const box = await form.getByRole('textbox', { name: label }).boundingBox();
      return Math.round(box!.y);
    }),
  );
  if (testInfo.project.name === 'wide') {
    expect(new Set(tops).size).toBe(1);
  } else {
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    expect(new Set(tops).size).toBe(4);
  }
  // Default values count as valid: the button is ready at once.
  const postcode = form.getByRole('textbox', { name: 'Postcode' });
  await postcode.fill('!!');
  await expect(form.getByText('Postcode is invalid')).toBeVisible();
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(postcode).toBeFocused();
  await expect(page.getByRole('status', { name: 'Address result' })).not.toHaveText(/Submitted/);
  await postcode.fill('3511 AB');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status', { name: 'Address result' })).toHaveText(
    'Submitted: {"street":"1 Canal Street","city":"Utrecht","postcode":"3511 AB","region":""}',
  );
});

test(
  'the textarea counts up to its limit, stops there and is flagged',
  { tag: '@narrow' },
  async ({ page }) => {
    await openGallery(page);
    const note = page.getByRole('textbox', { name: 'Note', exact: true });
    await note.pressSequentially('Hello');
    await expect(page.getByText('5 / 50 characters')).toBeVisible();
    await expect(note).not.toHaveAttribute('aria-invalid');
    await note.fill('x'.repeat(49));
    await note.pressSequentially('yz!');
    await expect(note).toHaveValue('x'.repeat(49) + 'y');
    await expect(page.getByText('50 / 50 characters')).toBeVisible();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(note).toHaveAccessibleDescription('50 / 50 characters');

    const full = page.getByRole('textbox', { name: 'Full note' });
    await expect(full).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('20 / 20 characters')).toBeVisible();
  },
);

test(
  'Select All skips disabled options, unticks them again and shows the mixed state',
  { tag: '@narrow' },
  async ({ page }) => {
    await openGallery(page);
    const group = page.getByRole('group', { name: 'Toppings' });
    const box = (name: string) => group.getByRole('checkbox', { name });
    const all = box('Select All');
    await expect(all).toHaveAttribute('aria-checked', 'false');
    await all.click();
    for (const name of ['Cheese', 'Mushrooms', 'Peppers', 'Onions']) {
      await expect(box(name)).toHaveAttribute('aria-checked', 'true');
    }
    await expect(box('Olives')).toHaveAttribute('aria-checked', 'false');
    await expect(all).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Selected: cheese, mushrooms, onions, peppers')).toBeVisible();

    await box('Mushrooms').click();
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await all.click();
    await expect(all).toHaveAttribute('aria-checked', 'true');
    await all.press('Space');
    await expect(all).toHaveAttribute('aria-checked', 'false');
    // Disabled 'Onions' was ticked before and stays ticked.
    await expect(page.getByText('Selected: onions')).toBeVisible();
  },
);

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the forms with errors shown, in the ${theme} theme`, async ({
    page,
  }) => {
    await presetTheme(page, theme);
    const form = await openGallery(page);
    await form.getByRole('textbox', { name: 'Full name' }).fill(' ');
    await form.getByRole('textbox', { name: 'Username' }).fill('Ada!');
    await form.getByRole('spinbutton', { name: 'Age' }).fill('3');
    await form.getByRole('checkbox', { name: 'Travel' }).click();
    await form.getByRole('checkbox', { name: 'Travel' }).click();
    await form.getByRole('textbox', { name: 'Bio' }).fill('x'.repeat(160));
    await expect(form.getByText(/is required|is invalid|only$/)).toHaveCount(4);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      theme === 'dark',
    );
    await expectNoAxeViolations(page, ['#form']);
  });
}
