import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '@/data/client.ts';
import {
  cancelAndDiscard,
  cleanUp,
  expectNothingKept,
  LAZY,
  leaveAndComeBack,
  put,
  putCar,
  renderCar,
  restoreDraft,
  startVisitor,
  stored,
} from '../testing/car-testing.tsx';

beforeAll(async () => {
  await startVisitor();
  // The page loads its screens on use: loaded here once, not within a test's waits.
  await Promise.all([import('./reminder-editor-screen.tsx'), import('./reminders-screen.tsx')]);
}, 60_000);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

const notes = () => screen.getByRole('textbox', { name: 'Notes' });

describe('the reminder editor left without Save or Cancel', () => {
  it('keeps what was typed, offers it back, and keeps nothing once saved', async () => {
    const user = userEvent.setup();
    await putCar('wagon');
    const page = renderCar('view=new-reminder');
    await screen.findByRole('heading', { level: 2, name: 'New reminder' }, LAZY);
    await user.type(notes(), 'Ask about the timing belt');

    const offer = await leaveAndComeBack(user, 'Fuel');
    expect(notes()).toHaveValue('');
    await restoreDraft(user, offer);
    expect(notes()).toHaveValue('Ask about the timing belt');

    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    await screen.findByRole('heading', { level: 2, name: 'Reminders' }, LAZY);
    expect(Object.values(await stored('reminders'))).toEqual([
      expect.objectContaining({ vehicleId: 'wagon', notes: 'Ask about the timing belt' }),
    ]);
    await expectNothingKept(page, 'view=new-reminder', 'New reminder');
  }, 45_000);

  it('keeps what was typed in a reminder, and nothing once cancelled', async () => {
    const user = userEvent.setup();
    await putCar('wagon');
    await put('reminders', 'oil', {
      vehicleId: 'wagon',
      type: 'oil-change',
      intervalMonths: 12,
      startDate: '2025-01-01',
    });
    const page = renderCar('reminder=oil');
    await screen.findByRole('heading', { level: 2, name: 'Edit reminder' }, LAZY);
    await user.type(notes(), 'Synthetic only');
    const offer = await leaveAndComeBack(user, 'Issues');
    await restoreDraft(user, offer);
    expect(notes()).toHaveValue('Synthetic only');

    await cancelAndDiscard(user);
    await screen.findByRole('heading', { level: 2, name: 'Reminders' }, LAZY);
    await expectNothingKept(page, 'reminder=oil', 'Edit reminder');
    expect(notes()).toHaveValue('');
  }, 45_000);
});
