import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail, verifiedAccount } from './accounts-fixtures.ts';
import {
  apartmentPathOf,
  FIRST_PAINT,
  onServer,
  STAMP,
  TOUR_TOOL,
} from './apartment-tour-fixtures.ts';
import { putDocument } from './car-fixtures.ts';
import { chooseOption, expectNoAxeViolations, presetTheme, transitionsEnded } from './fixtures.ts';

/**
 * A custom question asked of several apartments, removed from one only or everywhere; and
 * the apartment's questions and its tour without axe violations in either theme.
 */

test.describe.configure({ timeout: 180_000 });

const STAMPS = { createdAt: STAMP, updatedAt: STAMP };

/** Two apartments on a new account; answers their ids and the questions' path. */
async function twoApartments(page: Page, world: Parameters<typeof putDocument>[1]) {
  await verifiedAccount(page, world, uniqueEmail('scope'));
  const apartments = await apartmentPathOf(page, 'apartments');
  const maple = await putDocument(page, world, apartments, {
    name: 'Maple Court',
    status: 'to-tour',
    ...STAMPS,
  });
  const oak = await putDocument(page, world, apartments, {
    name: 'Oak House',
    status: 'to-tour',
    ...STAMPS,
  });
  return { maple, oak, questions: await apartmentPathOf(page, 'questions') };
}

/** Adds a custom question on the apartment's page; answers its id once it is stored. */
async function addQuestion(page: Page, questions: string, text: string) {
  const section = page.getByRole('region', { name: 'Questions' });
  await section.getByRole('button', { name: 'Add a question for this apartment' }).click();
  const form = page.getByRole('form', { name: 'New question' });
  await form.getByRole('textbox', { name: /Question/ }).fill(text);
  await chooseOption(form.getByRole('combobox', { name: /Category/ }), 'Building & Security');
  await form.getByRole('button', { name: 'Add question' }).click();
  let id = '';
  await expect
    .poll(async () => {
      const found = Object.entries(await onServer(page, questions)).find(
        ([, question]) => question.text === text,
      );
      id = found?.[0] ?? '';
      return id;
    })
    .not.toBe('');
  return id;
}

const removeButton = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'Questions' })
    .getByRole('group', { name: text })
    .getByRole('button', { name: 'Remove from this apartment' });

test('a custom question asked of two apartments is removed from one only, or everywhere', async ({
  page,
  world,
}) => {
  const { maple, oak, questions } = await twoApartments(page, world);
  await page.goto(`${TOUR_TOOL}?apartment=${maple}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Maple Court' })).toBeVisible(
    FIRST_PAINT,
  );
  const lift = await addQuestion(page, questions, 'Is the lift big enough for a sofa?');
  const bins = await addQuestion(page, questions, 'Where do the bins go?');
  // Both asked of Oak House too (as the question bank would scope them).
  for (const id of [lift, bins]) {
    const response = await page.request.patch(`/api/data/${questions}/${id}`, {
      data: { apartmentIds: [maple, oak] },
      headers: { Origin: world.origin },
    });
    expect(response.status()).toBe(200);
  }

  const section = page.getByRole('region', { name: 'Questions' });
  await section.getByRole('button', { name: /^Building & Security/ }).click();
  await expect(section.getByRole('group', { name: 'Where do the bins go?' })).toBeVisible();

  // From this apartment only: still asked of Oak House.
  await removeButton(page, 'Is the lift big enough for a sofa?').click();
  const ask = page.getByRole('dialog', { name: 'Remove this question?' });
  await expect(ask).toContainText('asked of more apartments than Maple Court');
  await ask.getByRole('button', { name: 'Remove from this apartment only' }).click();
  await expect(
    section.getByRole('group', { name: 'Is the lift big enough for a sofa?' }),
  ).toHaveCount(0);
  await expect
    .poll(async () => (await onServer(page, questions))[lift])
    .toMatchObject({ apartmentIds: [oak] });

  // Everywhere: gone from both.
  await removeButton(page, 'Where do the bins go?').click();
  await ask.getByRole('button', { name: 'Remove everywhere' }).click();
  await expect(section.getByRole('group', { name: 'Where do the bins go?' })).toHaveCount(0);
  await expect
    .poll(async () => (await onServer(page, questions))[bins])
    .toMatchObject({ removed: true });

  await page.goto(`${TOUR_TOOL}?apartment=${oak}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Oak House' })).toBeVisible(FIRST_PAINT);
  const oakSection = page.getByRole('region', { name: 'Questions' });
  await oakSection.getByRole('button', { name: /^Building & Security/ }).click();
  await expect(
    oakSection.getByRole('group', { name: 'Is the lift big enough for a sofa?' }),
  ).toBeVisible();
  await expect(oakSection.getByRole('group', { name: 'Where do the bins go?' })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the apartment's questions and its tour have no axe violations (${theme})`, async ({
    page,
    world,
  }) => {
    await presetTheme(page, theme);
    const { maple } = await twoApartments(page, world);
    const answers = await apartmentPathOf(page, 'answers');
    await putDocument(
      page,
      world,
      answers,
      {
        apartmentId: maple,
        questionId: 'q-gym',
        type: 'yes-no',
        yesNo: false,
        redFlag: true,
        ...STAMPS,
      },
      `${maple}~q-gym`,
    );
    await page.goto(`${TOUR_TOOL}?apartment=${maple}`);
    const section = page.getByRole('region', { name: 'Questions' });
    await expect(section.getByText(/^1 \/ \d+ answered$/)).toBeVisible(FIRST_PAINT);
    await section.getByRole('button', { name: /^Amenities & Services/ }).click();
    await expect(section.getByRole('group', { name: 'Is there a gym?' })).toBeVisible();
    await transitionsEnded(page);
    await expectNoAxeViolations(page);

    await section.getByRole('link', { name: 'Start tour' }).click();
    await expect(page.getByRole('heading', { name: 'Tour: Maple Court' })).toBeVisible();
    // The keyboard's way through, with its hint shown on a wide screen.
    await expect(page.getByText(/to move between questions/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(/^Question 2 of/)).toBeVisible();
    await transitionsEnded(page);
    await expectNoAxeViolations(page);

    const jump = page.getByRole('combobox', { name: 'Jump to' });
    const last = await jump.locator('option').last().textContent();
    await jump.selectOption({ label: last! });
    while (await page.getByRole('button', { name: 'Next' }).isVisible()) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { name: 'End of the tour' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
