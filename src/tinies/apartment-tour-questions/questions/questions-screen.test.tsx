import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '@/data/client.ts';
import { BUILT_IN_QUESTIONS } from '@/shared/apartment-tour-questions/question-bank.ts';
import QuestionsScreen from './questions-screen.tsx';
import ApartmentTourPage from '../apartment-tour-questions-page.tsx';
import { cleanUp, put, renderAt, startVisitor, stored } from '../testing/apartment-testing.tsx';

beforeAll(startVisitor);
afterEach(async () => {
  localStorage.clear();
  await cleanUp();
});
afterAll(async () => {
  await data.close();
});

const category = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const first = BUILT_IN_QUESTIONS[0]!;

describe('QuestionsScreen', () => {
  it('lists every built-in question by category, marked ask or check', async () => {
    renderAt('view=questions', <QuestionsScreen />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Questions' })).toBeVisible();
    expect(screen.getByText(`${BUILT_IN_QUESTIONS.length} questions asked`)).toBeVisible();
    const pricing = category('Pricing & Lease Terms');
    expect(within(pricing).getByText(first.text)).toBeVisible();
    expect(within(pricing).getAllByText('Ask the agent').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Check it yourself').length).toBeGreaterThan(0);
  });

  it('finds questions by their words', async () => {
    const user = userEvent.setup();
    renderAt('view=questions', <QuestionsScreen />);
    await user.type(await screen.findByRole('searchbox', { name: 'Search questions' }), 'mould');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzzz');
    expect(await screen.findByText('No question matches “zzzz”.')).toBeVisible();
  });

  it('adds a custom question for some apartments', async () => {
    const user = userEvent.setup();
    await put('apartments', 'a1', { name: 'Maple Court', status: 'to-tour' });
    await put('apartments', 'a2', { name: 'Oak Flats', status: 'to-tour' });
    renderAt('view=questions', <QuestionsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add a question' }));
    const form = screen.getByRole('form', { name: 'New question' });
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    expect(within(form).getByText(/Check the question/)).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: /Question/ }), 'Room for a piano?');
    await user.click(within(form).getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Apartment Condition' }));
    await user.click(within(form).getByRole('combobox', { name: /Ask it of/ }));
    await user.click(await screen.findByRole('option', { name: 'Some apartments' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Oak Flats' }));
    await user.click(within(form).getByRole('button', { name: 'Add question' }));

    const condition = await waitFor(() => category('Apartment Condition'));
    expect(within(condition).getByText('Room for a piano?')).toBeVisible();
    expect(within(condition).getByText('For Oak Flats')).toBeVisible();
    const piano = within(condition)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Room for a piano?'))!;
    expect(within(piano).getByText('Yours')).toBeVisible();
    await waitFor(async () => {
      const questions = Object.values(await stored('questions'));
      expect(questions).toEqual([
        expect.objectContaining({
          text: 'Room for a piano?',
          category: 'condition',
          how: 'ask',
          answerType: 'yes-no',
          scope: 'some',
          apartmentIds: ['a2'],
        }),
      ]);
    });
  });

  it('changes how a built-in question is answered by a change document alone', async () => {
    const user = userEvent.setup();
    renderAt('view=questions', <QuestionsScreen />);
    await user.click(await screen.findByRole('button', { name: `Edit: ${first.text}` }));
    const form = screen.getByRole('form', { name: `How “${first.text}” is answered` });
    expect(within(form).queryByRole('textbox', { name: /Question/ })).toBeNull();
    await user.click(within(form).getByRole('combobox', { name: /Answered with/ }));
    await user.click(await screen.findByRole('option', { name: 'Text' }));
    await user.click(within(form).getByRole('button', { name: 'Save question' }));
    await waitFor(async () =>
      expect((await stored('questions'))[first.id]).toEqual(
        expect.objectContaining({ builtIn: true, answerType: 'text' }),
      ),
    );
    expect(within(category('Pricing & Lease Terms')).getAllByText('Text').length).toBeGreaterThan(
      0,
    );
  });

  it('removes a question everywhere, and asks it again', async () => {
    const user = userEvent.setup();
    renderAt('view=questions', <QuestionsScreen />);
    await user.click(await screen.findByRole('button', { name: `Remove: ${first.text}` }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Edit: ${first.text}` })).toBeNull(),
    );
    expect(await stored('questions')).toEqual({
      [first.id]: expect.objectContaining({ builtIn: true, removed: true }),
    });
    await user.click(screen.getByText(/Removed questions \(1\)/));
    await user.click(screen.getByRole('button', { name: `Ask again: ${first.text}` }));
    expect(await screen.findByRole('button', { name: `Edit: ${first.text}` })).toBeVisible();
    await waitFor(async () =>
      expect((await stored('questions'))[first.id]).not.toHaveProperty('removed'),
    );
  });
  it('asks which answer is better only for a type that has one', async () => {
    const user = userEvent.setup();
    const pets = BUILT_IN_QUESTIONS.find((question) => question.text === 'Are pets allowed?')!;
    renderAt('view=questions', <QuestionsScreen />);
    await user.click(await screen.findByRole('button', { name: `Edit: ${pets.text}` }));
    const form = screen.getByRole('form', { name: `How “${pets.text}” is answered` });
    expect(within(form).getByRole('combobox', { name: /Which answer is better/ })).toBeVisible();
    await user.click(within(form).getByRole('combobox', { name: /Answered with/ }));
    await user.click(await screen.findByRole('option', { name: 'Rating 1–5' }));
    expect(within(form).queryByRole('combobox', { name: /Which answer is better/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save question' }));
    await waitFor(async () =>
      expect((await stored('questions'))[pets.id]).toEqual(
        expect.objectContaining({ builtIn: true, answerType: 'rating' }),
      ),
    );
  });

  it('takes a removal back from its toast', async () => {
    const user = userEvent.setup();
    renderAt('view=questions', <QuestionsScreen />);
    await user.click(await screen.findByRole('button', { name: `Remove: ${first.text}` }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Edit: ${first.text}` })).toBeNull(),
    );
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: `Edit: ${first.text}` })).toBeVisible();
    await waitFor(async () =>
      expect((await stored('questions'))[first.id] ?? {}).not.toHaveProperty('removed', true),
    );
  });
});

/** A screen's chunk loads on first use: the first one takes a while under test. */
const LAZY = { timeout: 20_000 };

/** Leaves the question bank by the tool's nav, and comes back by the "Draft kept" note. */
async function leaveAndComeBack(user: ReturnType<typeof userEvent.setup>) {
  const nav = screen.getByRole('navigation', { name: 'Apartment tour questions' });
  await user.click(within(nav).getByRole('link', { name: 'Compare' }));
  const note = await screen.findByText('Draft kept', undefined, LAZY);
  expect(note.parentElement).toHaveTextContent(
    'Your unsaved question is kept on this device: open it again to go on.',
  );
  await user.click(screen.getByRole('button', { name: 'Back to the draft' }));
  // The note leaves once answered: a "Draft kept" after this is a new one.
  await waitFor(() => expect(screen.queryByText('Draft kept')).toBeNull());
  await screen.findByRole('heading', { level: 2, name: 'Questions' }, LAZY);
}

describe('A question’s form left without Save or Cancel', () => {
  it('keeps a new question, offers it back, and forgets it once saved', async () => {
    const user = userEvent.setup();
    renderAt('view=questions', <ApartmentTourPage />);
    await user.click(await screen.findByRole('button', { name: 'Add a question' }, LAZY));
    await user.type(screen.getByRole('textbox', { name: /Question/ }), 'Room for a piano?');
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Apartment Condition' }));
    await leaveAndComeBack(user);

    expect(screen.queryByRole('form', { name: 'New question' })).toBeNull();
    const offer = screen.getByRole('region', { name: 'Unsaved draft' });
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    const form = await screen.findByRole('form', { name: 'New question' });
    expect(within(form).getByRole('textbox', { name: /Question/ })).toHaveValue(
      'Room for a piano?',
    );
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    await waitFor(async () =>
      expect(Object.values(await stored('questions'))).toEqual([
        expect.objectContaining({ text: 'Room for a piano?', category: 'condition' }),
      ]),
    );
    const nav = screen.getByRole('navigation', { name: 'Apartment tour questions' });
    await user.click(within(nav).getByRole('link', { name: 'Compare' }));
    await user.click(within(nav).getByRole('link', { name: 'Questions' }));
    await screen.findByRole('heading', { level: 2, name: 'Questions' }, LAZY);
    expect(screen.queryByText('Draft kept')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).toBeNull();
  }, 60_000);

  it('offers a change to a built-in question back in its own form, and forgets it once cancelled', async () => {
    const user = userEvent.setup();
    renderAt('view=questions', <ApartmentTourPage />);
    await user.click(await screen.findByRole('button', { name: `Edit: ${first.text}` }, LAZY));
    const answered = `How “${first.text}” is answered`;
    const form = screen.getByRole('form', { name: answered });
    await user.click(within(form).getByRole('combobox', { name: /Answered with/ }));
    await user.click(await screen.findByRole('option', { name: 'Text' }));
    await leaveAndComeBack(user);

    const offer = screen.getByRole('region', { name: 'Unsaved draft' });
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    const restored = await screen.findByRole('form', { name: answered });
    expect(within(restored).getByRole('combobox', { name: /Answered with/ })).toHaveTextContent(
      'Text',
    );
    await user.click(within(restored).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: answered })).toBeNull());
    expect(await stored('questions')).toEqual({});
    expect(localStorage.length).toBe(0);
  }, 60_000);
});
