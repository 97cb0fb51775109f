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
    import('./issue-editor-screen.tsx'),
    import('./issue-detail-screen.tsx'),
    import('../costs/costs-screen.tsx'),
  ]);
}, 60_000);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

const title = () => screen.getByRole('textbox', { name: 'Title' });
const description = () => screen.getByRole('textbox', { name: 'Description' });

describe('the issue editor left without Save or Cancel', () => {
  it('keeps what was typed, offers it back, and keeps nothing once saved', async () => {
    const user = userEvent.setup();
    await putCar('wagon');
    const page = renderCar('view=new-issue');
    await screen.findByRole('heading', { level: 2, name: 'New issue' }, LAZY);
    await user.type(title(), 'Rattle under the dash');
    await user.type(description(), 'Only when cold');

    const offer = await leaveAndComeBack(user, 'Costs');
    expect(title()).toHaveValue('');
    await restoreDraft(user, offer);
    expect(title()).toHaveValue('Rattle under the dash');
    expect(description()).toHaveValue('Only when cold');

    await user.click(screen.getByRole('button', { name: 'Add issue' }));
    await screen.findByRole('heading', { level: 2, name: 'Rattle under the dash' }, LAZY);
    expect(Object.values(await stored('issues'))).toEqual([
      expect.objectContaining({ title: 'Rattle under the dash', description: 'Only when cold' }),
    ]);
    await expectNothingKept(page, 'view=new-issue', 'New issue');
  }, 45_000);

  it('keeps what was typed in an issue, and nothing once cancelled', async () => {
    const user = userEvent.setup();
    await putCar('wagon');
    await put('issues', 'squeak', {
      vehicleId: 'wagon',
      title: 'Squeak',
      parts: [],
      dismissedParts: [],
      photoIds: [],
      status: 'open',
    });
    const page = renderCar('issue=squeak&view=edit');
    await screen.findByRole('heading', { level: 2, name: 'Edit issue' }, LAZY);
    await user.type(description(), 'Louder in the rain');
    const offer = await leaveAndComeBack(user, 'Shops');
    await restoreDraft(user, offer);
    expect(description()).toHaveValue('Louder in the rain');

    await cancelAndDiscard(user);
    await screen.findByRole('heading', { level: 2, name: 'Squeak' }, LAZY);
    await expectNothingKept(page, 'issue=squeak&view=edit', 'Edit issue');
    expect(description()).toHaveValue('');
  }, 45_000);
});
