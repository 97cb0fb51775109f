import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '@/data/client.ts';
import { BUILT_IN_QUESTIONS } from '@/shared/apartment-tour-questions/question-bank.ts';
import ApartmentScreen from '../apartment/apartment-screen.tsx';
import { cleanUp, put, renderAt, startVisitor, stored } from '../testing/apartment-testing.tsx';

beforeAll(startVisitor);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

const TOTAL = BUILT_IN_QUESTIONS.length;

async function seed() {
  await put('apartments', 'a1', { name: 'Maple Court', status: 'to-tour' });
  await put('apartments', 'a2', { name: 'Oak House', status: 'to-tour' });
  await put('questions', 'c1', {
    text: 'Is the balcony south facing?',
    category: 'condition',
    how: 'check',
    answerType: 'yes-no',
    scope: 'some',
    apartmentIds: ['a1', 'a2'],
  });
  await put('answers', 'a1~q-gym', {
    apartmentId: 'a1',
    questionId: 'q-gym',
    type: 'yes-no',
    yesNo: true,
    redFlag: true,
  });
}

const section = () => screen.getByRole('region', { name: 'Questions' });
const openCategory = async (name: RegExp) => {
  const user = userEvent.setup();
  await user.click(within(section()).getByRole('button', { name }));
};
const item = (text: string) => within(section()).getByRole('group', { name: text });

describe('ApartmentQuestionsSection', () => {
  it('shows progress, the tour’s link, categories with counts and red flags', async () => {
    await seed();
    renderAt('apartment=a1', <ApartmentScreen id="a1" />);
    expect(await screen.findByText(`1 / ${TOTAL + 1} answered`)).toBeVisible();
    expect(within(section()).getByRole('link', { name: 'Start tour' })).toHaveAttribute(
      'href',
      '/apartment-tour-questions?apartment=a1&view=tour',
    );
    expect(within(section()).getByRole('list', { name: 'Red flags' })).toHaveTextContent(
      'Is there a gym?',
    );
    const amenities = within(section()).getByRole('button', { name: /^Amenities & Services/ });
    expect(amenities).toHaveAttribute('aria-expanded', 'false');
    expect(amenities).toHaveTextContent('1 / 10');
    await openCategory(/^Amenities & Services/);
    expect(amenities).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(item('Is there a gym?')).getByRole('button', { name: 'Red flag' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(within(item('Is there a gym?')).getByRole('button', { name: 'Yes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('adds a custom question for this apartment alone', async () => {
    await seed();
    const user = userEvent.setup();
    renderAt('apartment=a1', <ApartmentScreen id="a1" />);
    await user.click(
      await screen.findByRole('button', { name: 'Add a question for this apartment' }),
    );
    const form = screen.getByRole('form', { name: 'New question' });
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Question is required');
    await user.type(within(form).getByRole('textbox', { name: /Question/ }), 'Is the roof shared?');
    await user.click(within(form).getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Building & Security' }));
    await user.click(within(form).getByRole('combobox', { name: /Answered with/ }));
    await user.click(await screen.findByRole('option', { name: 'Text' }));
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    expect(await screen.findByText(`1 / ${TOTAL + 2} answered`)).toBeVisible();
    const added = Object.values(await stored('questions')).find(
      (q) => (q as { text?: string }).text === 'Is the roof shared?',
    );
    expect(added).toMatchObject({
      category: 'building',
      how: 'check',
      answerType: 'text',
      scope: 'some',
      apartmentIds: ['a1'],
    });
  });

  it('removes a shared custom question from this apartment only, and asks it again', async () => {
    await seed();
    const user = userEvent.setup();
    renderAt('apartment=a1', <ApartmentScreen id="a1" />);
    await screen.findByText(`1 / ${TOTAL + 1} answered`);
    await openCategory(/^Apartment Condition/);
    const balcony = item('Is the balcony south facing?');
    await user.click(within(balcony).getByRole('button', { name: 'Remove from this apartment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this question?' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Remove from this apartment only' }),
    );
    await waitFor(async () =>
      expect((await stored('questions')).c1).toMatchObject({ apartmentIds: ['a2'] }),
    );
    expect((await stored('questions')).c1).not.toHaveProperty('removed');
    expect(await screen.findByText(`1 / ${TOTAL} answered`)).toBeVisible();
    // A custom question dropped from its list is gone from here; a built-in can come back.
    await user.click(
      within(item('Is there enough closet space?')).getByRole('button', {
        name: 'Remove from this apartment',
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this question?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(async () =>
      expect((await stored('questions'))['q-closets']).toMatchObject({
        builtIn: true,
        removedFrom: ['a1'],
      }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Ask again: Is there enough closet space?' }),
    );
    await waitFor(async () =>
      expect((await stored('questions'))['q-closets']).not.toHaveProperty('removedFrom'),
    );
  });

  it('removes a shared custom question everywhere', async () => {
    await seed();
    const user = userEvent.setup();
    renderAt('apartment=a1', <ApartmentScreen id="a1" />);
    await screen.findByText(`1 / ${TOTAL + 1} answered`);
    await openCategory(/^Apartment Condition/);
    await user.click(
      within(item('Is the balcony south facing?')).getByRole('button', {
        name: 'Remove from this apartment',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this question?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove everywhere' }));
    await waitFor(async () =>
      expect((await stored('questions')).c1).toMatchObject({
        removed: true,
        apartmentIds: ['a1', 'a2'],
      }),
    );
    expect(await screen.findByText(`1 / ${TOTAL} answered`)).toBeVisible();
  });

  it('keeps the question when the dialog is closed', async () => {
    await seed();
    const user = userEvent.setup();
    renderAt('apartment=a1', <ApartmentScreen id="a1" />);
    await screen.findByText(`1 / ${TOTAL + 1} answered`);
    await openCategory(/^Apartment Condition/);
    await user.click(
      within(item('Is the balcony south facing?')).getByRole('button', {
        name: 'Remove from this apartment',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this question?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await stored('questions')).c1).toMatchObject({ apartmentIds: ['a1', 'a2'] });
  });
});
