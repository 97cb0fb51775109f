import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { data } from '@/data/client.ts';
import { BUILT_IN_QUESTIONS } from '@/shared/apartment-tour-questions/question-bank.ts';
import TourScreen from './tour-screen.tsx';
import { cleanUp, put, renderAt, startVisitor, stored } from '../testing/apartment-testing.tsx';

beforeAll(startVisitor);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

/** A custom question asked of a1 alone, answered yes or no. */
const custom = (id: string, text: string, category: string, how: string) =>
  put('questions', id, {
    text,
    category,
    how,
    answerType: 'yes-no',
    scope: 'some',
    apartmentIds: ['a1'],
  });

/** An apartment asked three custom questions only: the built-ins are removed everywhere. */
async function seed() {
  await put('apartments', 'a1', { name: 'Maple Court', status: 'to-tour' });
  for (const question of BUILT_IN_QUESTIONS) {
    await put('questions', question.id, { builtIn: true, removed: true });
  }
  await custom('c1', 'Is the rent negotiable?', 'pricing', 'ask');
  await custom('c2', 'Does the oven heat up?', 'condition', 'check');
  await custom('c3', 'Is the street lit at night?', 'location', 'check');
}

const heading = () => screen.getByRole('heading', { level: 3 });

/** Through the questions to the tour's end, by Next and Finish. */
async function jumpToEnd(user: ReturnType<typeof userEvent.setup>) {
  while (!screen.queryByRole('button', { name: 'Finish' })) {
    await user.click(screen.getByRole('button', { name: 'Next' }));
  }
  await user.click(screen.getByRole('button', { name: 'Finish' }));
}

describe('TourScreen', () => {
  it('moves one question at a time by buttons, keys and swipes, by room or category', async () => {
    await seed();
    const user = userEvent.setup();
    renderAt('apartment=a1&view=tour', <TourScreen id="a1" />);
    expect(await screen.findByRole('heading', { name: 'Tour: Maple Court' })).toBeVisible();
    expect(heading()).toHaveTextContent('Is the rent negotiable?');
    expect(screen.getByText('Question 1 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toHaveTextContent('Does the oven heat up?');
    await user.keyboard('{ArrowRight}');
    expect(heading()).toHaveTextContent('Is the street lit at night?');
    await user.keyboard('{ArrowLeft}');
    expect(heading()).toHaveTextContent('Does the oven heat up?');

    // Arrows in a text field move the caret, not the tour.
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('{ArrowRight}');
    expect(heading()).toHaveTextContent('Does the oven heat up?');

    const card = screen.getByRole('region', { name: 'Does the oven heat up?' });
    fireEvent.pointerDown(card, { clientX: 300, clientY: 100, pointerId: 1, isPrimary: true });
    fireEvent.pointerUp(card, { clientX: 100, clientY: 110, pointerId: 1, isPrimary: true });
    expect(heading()).toHaveTextContent('Is the street lit at night?');
    const next = screen.getByRole('region', { name: 'Is the street lit at night?' });
    fireEvent.pointerDown(next, { clientX: 100, clientY: 100, pointerId: 2, isPrimary: true });
    fireEvent.pointerUp(next, { clientX: 300, clientY: 100, pointerId: 2, isPrimary: true });
    expect(heading()).toHaveTextContent('Does the oven heat up?');

    // By category, the same question stays; the jump goes to a group's first question.
    expect(screen.getByRole('combobox', { name: 'Jump to' })).toHaveDisplayValue(
      'Every room (0 / 1)',
    );
    await user.click(screen.getByRole('button', { name: 'By category' }));
    expect(heading()).toHaveTextContent('Does the oven heat up?');
    const jump = screen.getByRole('combobox', { name: 'Jump to' });
    await user.selectOptions(jump, within(jump).getByRole('option', { name: /^Location/ }));
    expect(heading()).toHaveTextContent('Is the street lit at night?');
  });

  it('ends with the unanswered to choose from, and makes only the chosen ones follow-ups', async () => {
    await seed();
    await custom('c4', 'Is there a gym?', 'amenities', 'ask');
    await custom('c5', 'Is the fridge cold?', 'condition', 'check');
    const user = userEvent.setup();
    renderAt('apartment=a1&view=tour', <TourScreen id="a1" />);
    await screen.findByRole('heading', { name: 'Is the rent negotiable?' });
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('1 / 5 answered')).toBeVisible();
    await jumpToEnd(user);

    const end = screen.getByRole('region', { name: 'End of the tour' });
    const open = within(end).getByRole('group', { name: 'Unanswered (4)' });
    // Grouped as the tour groups them (by room), none ticked at first.
    expect(
      within(open)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['Ask the agent', 'Every room', 'Neighbourhood']);
    expect(
      within(open)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-checked')),
    ).toEqual(['false', 'false', 'false', 'false', 'false', 'false', 'false']);
    const make = () => within(end).getByRole('button', { name: /^Make/ });
    expect(make()).toHaveTextContent('Make follow-ups');
    expect(make()).toBeDisabled();

    // By the keyboard: Tab to a question, Space ticks it.
    within(open).getByRole('checkbox', { name: 'Does the oven heat up?' }).focus();
    await user.keyboard(' ');
    await user.click(within(open).getByRole('checkbox', { name: 'Is there a gym?' }));
    expect(make()).toHaveTextContent('Make 2 follow-ups');
    await user.click(within(end).getByRole('button', { name: 'Select all' }));
    expect(make()).toHaveTextContent('Make 4 follow-ups');
    await user.click(within(end).getByRole('button', { name: 'Select none' }));
    expect(make()).toBeDisabled();
    // A whole room at once, less one of it.
    await user.click(within(open).getByRole('checkbox', { name: 'Every room (2)' }));
    await user.click(within(open).getByRole('checkbox', { name: 'Is the fridge cold?' }));
    await user.click(within(open).getByRole('checkbox', { name: 'Is there a gym?' }));
    expect(make()).toHaveTextContent('Make 2 follow-ups');

    await user.click(make());
    expect(within(end).getByRole('status')).toHaveTextContent('2 follow-ups made.');
    await waitFor(async () => expect(Object.keys(await stored('followUps'))).toHaveLength(2));
    const made = Object.values(await stored('followUps')) as { questionId?: string }[];
    expect(made.map((f) => f.questionId).sort()).toEqual(['c2', 'c4']);
    expect(made.find((f) => f.questionId === 'c2')).toMatchObject({
      apartmentId: 'a1',
      text: 'Does the oven heat up?',
      done: false,
    });
    // Made ones cannot be made twice; the rest can still be chosen.
    expect(
      within(open).getByRole('checkbox', { name: 'Does the oven heat up? (already a follow-up)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(within(open).getByRole('checkbox', { name: 'Is the fridge cold?' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(make()).toBeDisabled();
    expect(within(end).getByRole('link', { name: 'Back to the apartment' })).toHaveAttribute(
      'href',
      '/apartment-tour-questions?apartment=a1',
    );

    await user.keyboard('{ArrowLeft}');
    expect(heading()).toHaveTextContent('Is the street lit at night?');
  });

  it('says which of the unanswered are already follow-ups, and leaves them out', async () => {
    await seed();
    await put('followUps', 'f1', {
      apartmentId: 'a1',
      text: 'Is the street lit at night?',
      questionId: 'c3',
      done: false,
    });
    const user = userEvent.setup();
    renderAt('apartment=a1&view=tour', <TourScreen id="a1" />);
    await screen.findByRole('heading', { name: 'Is the rent negotiable?' });
    await jumpToEnd(user);
    const end = screen.getByRole('region', { name: 'End of the tour' });
    expect(within(end).getByRole('status')).toHaveTextContent('1 of these is already a follow-up.');
    await user.click(within(end).getByRole('button', { name: 'Select all' }));
    await user.click(within(end).getByRole('button', { name: 'Make 2 follow-ups' }));
    await waitFor(async () => expect(Object.keys(await stored('followUps'))).toHaveLength(3));
    expect(within(end).getByRole('status')).toHaveTextContent('2 follow-ups made.');
  });

  it('starts at its own heading, brought into view once', async () => {
    await seed();
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    try {
      const user = userEvent.setup();
      renderAt('apartment=a1&view=tour', <TourScreen id="a1" />);
      const title = await screen.findByRole('heading', { name: 'Tour: Maple Court' });
      await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
      expect(scrolled.mock.contexts[0]).toBe(title.closest('header'));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(scrolled).toHaveBeenCalledTimes(1);
    } finally {
      scrolled.mockRestore();
    }
  });

  it('says when the apartment is not there, or nothing is asked', async () => {
    renderAt('apartment=nope&view=tour', <TourScreen id="nope" />);
    expect(await screen.findByRole('heading', { name: 'Apartment not found' })).toBeVisible();
  });

  it('says when no question is asked of the apartment', async () => {
    await put('apartments', 'a1', { name: 'Maple Court', status: 'to-tour' });
    for (const question of BUILT_IN_QUESTIONS) {
      await put('questions', question.id, { builtIn: true, removed: true });
    }
    renderAt('apartment=a1&view=tour', <TourScreen id="a1" />);
    expect(await screen.findByRole('heading', { name: 'No questions to ask' })).toBeVisible();
  });
});
