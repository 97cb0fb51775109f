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
    import('./service-editor-screen.tsx'),
    import('../service/service-detail-screen.tsx'),
    import('../home/home-screen.tsx'),
    import('../parts/parts-screen.tsx'),
  ]);
}, 60_000);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

const cost = () => screen.getByRole('textbox', { name: 'Cost' });
const notes = () => screen.getByRole('textbox', { name: 'Notes' });

describe('the service editor left without Save or Cancel', () => {
  it('keeps what the quick add was given, offers it back, and keeps nothing once saved', async () => {
    const user = userEvent.setup();
    await putCar('wagon');
    const page = renderCar('view=quick-add');
    await screen.findByRole('heading', { level: 2, name: 'Quick add' }, LAZY);
    await user.click(screen.getByRole('button', { name: 'Oil Change' }));
    await user.type(cost(), '45');

    const offer = await leaveAndComeBack(user, 'Parts');
    expect(cost()).toHaveValue('');
    await restoreDraft(user, offer);
    expect(screen.getByRole('button', { name: 'Oil Change' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cost()).toHaveValue('45');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Service logged', {}, LAZY);
    expect(Object.values(await stored('services'))).toEqual([
      expect.objectContaining({ type: 'oil-change', lineItems: [{ kind: 'other', amount: 45 }] }),
    ]);
    await expectNothingKept(page, 'view=quick-add', 'Quick add');
  }, 45_000);

  it('keeps what the whole form was given, and nothing once cancelled', async () => {
    const user = userEvent.setup();
    await putCar('wagon');
    await put('services', 'oil', {
      vehicleId: 'wagon',
      type: 'oil-change',
      date: '2025-03-01',
      lineItems: [],
      parts: [],
      dismissedParts: [],
      attachments: [],
      issueIds: [],
    });
    const page = renderCar('service=oil&view=edit');
    await screen.findByRole('heading', { level: 2, name: 'Edit service' }, LAZY);
    await user.type(notes(), 'Drain plug washer replaced');
    const offer = await leaveAndComeBack(user, 'Parts');
    expect(notes()).toHaveValue('');
    await restoreDraft(user, offer);
    expect(notes()).toHaveValue('Drain plug washer replaced');

    await cancelAndDiscard(user);
    await screen.findByRole('heading', { level: 2, name: 'Oil Change' }, LAZY);
    await expectNothingKept(page, 'service=oil&view=edit', 'Edit service');
    expect(notes()).toHaveValue('');
  }, 45_000);
});
