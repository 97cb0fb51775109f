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
  putCar,
  renderCar,
  restoreDraft,
  startVisitor,
  stored,
} from '../testing/car-testing.tsx';

beforeAll(async () => {
  await startVisitor();
  // The page loads its screens on use: loaded here once, not within a test's waits.
  await Promise.all([
    import('./car-editor-screen.tsx'),
    import('../car-detail/car-detail-screen.tsx'),
    import('../reminders/reminders-screen.tsx'),
  ]);
}, 60_000);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the car editor left without Save or Cancel', () => {
  it('keeps what was typed, offers it back, and keeps nothing once saved', async () => {
    const user = userEvent.setup();
    const page = renderCar('view=new-car');
    await screen.findByRole('heading', { level: 2, name: 'Add a car' }, LAZY);
    await user.type(field('Name'), 'Blue coupe');
    await user.type(field('Licence plate'), 'BLU 42');

    const offer = await leaveAndComeBack(user, 'Reminders');
    expect(field('Name')).toHaveValue('');
    await restoreDraft(user, offer);
    expect(field('Name')).toHaveValue('Blue coupe');
    expect(field('Licence plate')).toHaveValue('BLU 42');

    await user.click(screen.getByRole('button', { name: 'Save car' }));
    await screen.findByRole('heading', { level: 2, name: 'Blue coupe' }, LAZY);
    expect(Object.values(await stored('vehicles'))).toEqual([
      expect.objectContaining({ name: 'Blue coupe', plate: 'BLU 42' }),
    ]);
    await expectNothingKept(page, 'view=new-car', 'Add a car');
  }, 45_000);

  it('keeps what was typed in a car, and nothing once cancelled', async () => {
    const user = userEvent.setup();
    await putCar('wagon', { name: 'Family wagon' });
    const page = renderCar('car=wagon&view=edit');
    await screen.findByRole('heading', { level: 2, name: 'Edit car' }, LAZY);
    await user.type(field('Licence plate'), 'WAG 1');
    const offer = await leaveAndComeBack(user, 'Due & history');
    await restoreDraft(user, offer);
    expect(field('Licence plate')).toHaveValue('WAG 1');

    await cancelAndDiscard(user);
    await screen.findByRole('heading', { level: 2, name: 'Family wagon' }, LAZY);
    await expectNothingKept(page, 'car=wagon&view=edit', 'Edit car');
    expect(field('Licence plate')).toHaveValue('');
  }, 45_000);
});
