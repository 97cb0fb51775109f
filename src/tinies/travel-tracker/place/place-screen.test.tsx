import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { data } from '@/data/client.ts';
import {
  cleanUp,
  LAZY,
  put,
  renderTravel,
  startVisitor,
  stored,
} from '../testing/travel-testing.tsx';

beforeAll(async () => {
  await startVisitor();
  // The page loads its screens on use: loaded here once, not within a test's waits.
  await Promise.all([import('./place-screen.tsx')]);
}, 60_000);
afterEach(cleanUp);
afterAll(async () => {
  await data.close();
});

describe('PlaceScreen', () => {
  it('shows the kind and the level, and changes the level', async () => {
    const user = userEvent.setup();
    await put('places', 'country-FR', { kind: 'country', code: 'FR', level: 'visited' });
    renderTravel('place=country-FR');
    expect(await screen.findByRole('heading', { level: 2, name: 'France' }, LAZY)).toBeVisible();
    expect(screen.getByText('Country', { exact: true })).toBeVisible();
    expect(screen.getByRole('radio', { name: /^Visited/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Stayed/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Stayed/ })).toBeChecked());
    await waitFor(async () =>
      expect((await stored('places'))['country-FR']).toMatchObject({ level: 'stayed' }),
    );
  }, 30_000);

  it('lists the visits in order with their notes, the first and the last derived', async () => {
    await put('places', 'country-FR', { kind: 'country', code: 'FR', level: 'stayed' });
    await put('visits', 'v-summer', {
      placeId: 'country-FR',
      from: '2023-07-10',
      to: '2023-07-24',
      note: 'Summer in Provence',
    });
    await put('visits', 'v-spring', { placeId: 'country-FR', from: '2019-03-02' });
    renderTravel('place=country-FR');
    const list = await screen.findByRole('list', { name: 'Visits to France' }, LAZY);
    const dates = within(list).getAllByRole('heading');
    expect(dates).toHaveLength(2);
    expect(dates[0]).toHaveTextContent(/2019/);
    expect(dates[1]).toHaveTextContent('Jul 10 – 24, 2023');
    expect(screen.getByText(/First visit .*2019 · last visit .*2023/)).toBeVisible();
    expect(within(list).getByText('Summer in Provence')).toBeVisible();
  }, 30_000);
});
