import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '@/data/client.ts';
import type { AskedQuestion } from '@/shared/apartment-tour-questions/question-scope.ts';
import { cleanUp, put, renderAt, startVisitor, stored } from '../testing/apartment-testing.tsx';
import { useAnswers } from '../use-apartment-data.ts';
import { AnswerControls } from './answer-controls.tsx';

beforeAll(startVisitor);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

const question = (answerType: AskedQuestion['answerType']): AskedQuestion => ({
  id: `q-${answerType}`,
  text: `A ${answerType} question?`,
  category: 'condition',
  how: 'check',
  answerType,
  builtIn: true,
});

/** The controls over the live answers, as a screen has them. */
function Live({ asked }: { asked: AskedQuestion }) {
  const state = useAnswers();
  if (state.status !== 'ready') return null;
  const answer = state.entries.find((e) => e.answer.questionId === asked.id)?.answer;
  return (
    <AnswerControls
      apartmentId="a1"
      question={asked}
      answer={answer}
      path={state.path}
      signedIn={state.signedIn}
    />
  );
}

const answerOf = async (type: string) =>
  (await stored('answers'))[`a1~q-${type}`] as Record<string, unknown> | undefined;

describe('AnswerControls', () => {
  it('answers yes or no with two toggles, and clears by pressing the chosen one again', async () => {
    const user = userEvent.setup();
    renderAt('apartment=a1', <Live asked={question('yes-no')} />);
    const yes = await screen.findByRole('button', { name: 'Yes' });
    await user.click(yes);
    await waitFor(async () => expect((await answerOf('yes-no'))?.yesNo).toBe(true));
    expect(yes).toHaveAttribute('aria-pressed', 'true');
    const saved = await answerOf('yes-no');
    expect(saved).toMatchObject({ apartmentId: 'a1', questionId: 'q-yes-no', type: 'yes-no' });

    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(async () => expect((await answerOf('yes-no'))?.yesNo).toBe(false));
    // Only what changed was written: the creation time stays.
    expect((await answerOf('yes-no'))?.createdAt).toBe(saved?.createdAt);

    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(async () => expect(await answerOf('yes-no')).toBeUndefined());
  });

  it('rates 1 to 5 with a radio group, and clears the rating but keeps the red flag', async () => {
    const user = userEvent.setup();
    renderAt('apartment=a1', <Live asked={question('rating')} />);
    const group = await screen.findByRole('group', { name: /Rating, from 1/ });
    await user.click(within(group).getByRole('radio', { name: '4' }));
    await waitFor(async () => expect((await answerOf('rating'))?.rating).toBe(4));
    await user.click(screen.getByRole('button', { name: 'Red flag' }));
    await waitFor(async () => expect((await answerOf('rating'))?.redFlag).toBe(true));
    expect(screen.getByRole('button', { name: 'Red flag' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Clear answer' }));
    await waitFor(async () => expect((await answerOf('rating'))?.rating).toBeUndefined());
    expect(await answerOf('rating')).toMatchObject({ redFlag: true, type: 'rating' });
    expect(within(group).getByRole('radio', { name: '4' })).not.toBeChecked();
  });

  it('takes a number when the field is left, and an empty field clears it', async () => {
    const user = userEvent.setup();
    renderAt('apartment=a1', <Live asked={question('number')} />);
    const field = await screen.findByRole('spinbutton', { name: 'Answer (a number)' });
    await user.type(field, '12.5');
    await user.tab();
    await waitFor(async () => expect((await answerOf('number'))?.number).toBe(12.5));
    await user.clear(field);
    await user.tab();
    await waitFor(async () => expect(await answerOf('number')).toBeUndefined());
  });

  it('takes text and a note, and replaces an answer of an older type', async () => {
    await put('answers', 'a1~q-text', {
      apartmentId: 'a1',
      questionId: 'q-text',
      type: 'yes-no',
      yesNo: true,
    });
    const user = userEvent.setup();
    renderAt('apartment=a1', <Live asked={question('text')} />);
    const field = await screen.findByRole('textbox', { name: 'Answer' });
    await user.type(field, 'Gas, paid by the tenant');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Ask for bills{Enter}');
    await waitFor(async () =>
      expect(await answerOf('text')).toMatchObject({
        type: 'text',
        text: 'Gas, paid by the tenant',
        note: 'Ask for bills',
      }),
    );
    expect(await answerOf('text')).not.toHaveProperty('yesNo');
  });

  it('tells a visitor that photos need an account', async () => {
    renderAt('apartment=a1', <Live asked={question('yes-no')} />);
    expect(await screen.findByText('Log in to add photos.')).toBeVisible();
  });
});
