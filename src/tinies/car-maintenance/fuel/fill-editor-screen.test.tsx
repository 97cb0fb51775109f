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
  await Promise.all([
    import('./fill-editor-screen.tsx'),
    import('./fuel-screen.tsx'),
    import('../costs/costs-screen.tsx'),
  ]);
}, 60_000);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

const amount = () => screen.getByLabelText('Amount');
const station = () => screen.getByRole('textbox', { name: 'Station' });
const notes = () => screen.getByRole('textbox', { name: 'Notes' });

describe('the fill-up editor left without Save or Cancel', () => {
  it('keeps what was typed across a switch of car, offers it back, and keeps nothing once saved', async () => {
    const user = userEvent.setup();
    await putCar('wagon', { name: 'Family wagon' });
    await putCar('hatch', { name: 'Red hatch' });
    const page = renderCar('view=new-fill');
    await screen.findByRole('heading', { level: 2, name: 'Log a fill-up' }, LAZY);
    await user.type(amount(), '40');
    await user.type(station(), 'Shell');
    // What was typed goes along to the car chosen next, without a word about drafts.
    await user.click(screen.getByRole('combobox', { name: 'Car' }));
    await user.click(await screen.findByRole('option', { name: 'Red hatch' }));
    expect(await screen.findByText('Red hatch', { selector: 'p' })).toBeVisible();
    expect(amount()).toHaveValue(40);
    expect(screen.queryByText('Draft kept')).not.toBeInTheDocument();
    // The reading follows the car: typed for this one.
    await user.type(screen.getByLabelText('Odometer'), '12000');

    const offer = await leaveAndComeBack(user, 'Costs');
    expect(station()).toHaveValue('');
    await restoreDraft(user, offer);
    expect(screen.getByText('Red hatch', { selector: 'p' })).toBeVisible();
    expect(amount()).toHaveValue(40);
    expect(station()).toHaveValue('Shell');
    expect(screen.getByLabelText('Odometer')).toHaveValue(12000);

    await user.click(screen.getByRole('button', { name: 'Save fill-up' }));
    await screen.findByRole('heading', { level: 2, name: 'Fuel and charging' }, LAZY);
    expect(Object.values(await stored('fuel'))).toEqual([
      expect.objectContaining({
        vehicleId: 'hatch',
        odometer: 12_000,
        amount: 40,
        station: 'Shell',
      }),
    ]);
    await expectNothingKept(page, 'view=new-fill', 'Log a fill-up');
  }, 45_000);

  it('keeps what was typed in a fill-up, and nothing once cancelled', async () => {
    const user = userEvent.setup();
    await putCar('wagon');
    await put('fuel', 'fill', {
      vehicleId: 'wagon',
      date: '2025-03-01',
      odometer: 10_000,
      amount: 40,
      unit: 'L',
      full: true,
      missedBefore: false,
    });
    const page = renderCar('fill=fill');
    await screen.findByRole('heading', { level: 2, name: 'Edit fill-up' }, LAZY);
    await user.type(notes(), 'Price went up');
    const offer = await leaveAndComeBack(user, 'Costs');
    await restoreDraft(user, offer);
    expect(notes()).toHaveValue('Price went up');

    await cancelAndDiscard(user);
    await screen.findByRole('heading', { level: 2, name: 'Fuel and charging' }, LAZY);
    await expectNothingKept(page, 'fill=fill', 'Edit fill-up');
    expect(notes()).toHaveValue('');
  }, 45_000);
});
